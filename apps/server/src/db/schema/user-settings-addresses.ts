import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0017_user_settings_addresses.sql (the SQL holds the constraints: one open
// primary address per member, the postal code's five digits, coordinates in range and in pairs).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/** A member's address book (soft-deleted rows keep `deleted_at`). */
export const addresses = pgTable('addresses', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  favoriteLabel: text('favorite_label'),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  district: text('district').notNull(),
  subDistrict: text('sub_district').notNull(),
  postalCode: text('postal_code').notNull(),
  detail: text('detail').notNull(),
  note: text('note'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  isPrimary: boolean('is_primary').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

/** A member's settings by key (`receipt`), each value checked by its key's zod schema. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: id('user_id').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
