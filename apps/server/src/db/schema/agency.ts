import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0024_downline_prices.sql (the SQL is the source of truth for constraints).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export const downlineTypePrices = pgTable(
  'downline_type_prices',
  {
    masterId: money('master_id').notNull(),
    productType: text('product_type').notNull(),
    markup: money('markup').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.masterId, t.productType] })],
);

export const downlineProductPrices = pgTable(
  'downline_product_prices',
  {
    masterId: money('master_id').notNull(),
    productId: money('product_id').notNull(),
    price: money('price').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.masterId, t.productId] })],
);
