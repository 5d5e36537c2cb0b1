import { bigint, bigserial, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0020_checkout_links.sql (the SQL holds the constraints).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export const checkoutLinks = pgTable('checkout_links', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: money('user_id').notNull(),
  slug: text('slug').notNull(),
  productType: text('product_type').notNull(),
  operator: text('operator').notNull(),
  markup: money('markup').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

export const checkoutOrders = pgTable('checkout_orders', {
  transactionId: money('transaction_id').primaryKey(),
  refId: text('ref_id').notNull(),
  linkId: money('link_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  markup: money('markup').notNull(),
  email: text('email'),
  phone: text('phone'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
