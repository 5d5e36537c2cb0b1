import type { PostpaidType, PrepaidType } from '@konter/core/catalog';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0003_catalog.sql (the SQL is the source of truth for constraints and defaults).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export const products = pgTable('products', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  supplierSku: text('supplier_sku').notNull(),
  name: text('name').notNull(),
  type: text('type').$type<PrepaidType>().notNull(),
  brand: text('brand').notNull(),
  brandCode: text('brand_code').notNull(),
  supplierCategory: text('supplier_category').notNull(),
  seller: text('seller').notNull().default(''),
  nominal: money('nominal'),
  buyingPrice: money('buying_price').notNull(),
  priceMember: money('price_member').notNull(),
  priceAgent: money('price_agent').notNull(),
  priceMaster: money('price_master').notNull(),
  priceMode: text('price_mode').$type<'auto' | 'manual'>().notNull().default('auto'),
  priceAdjustment: boolean('price_adjustment').notNull().default(false),
  active: boolean('active').notNull().default(true),
  /** Taken off sale by an operator (migration 0039); the sync owns `active`, never this. */
  disabledByOperator: boolean('disabled_by_operator').notNull().default(false),
  delistedAt: ts('delisted_at'),
  cutOffStart: text('cut_off_start'),
  cutOffEnd: text('cut_off_end'),
  /** The operator's window (migration 0042); the sync never writes it, and it wins over the supplier's. */
  operatorCutOffStart: text('operator_cut_off_start'),
  operatorCutOffEnd: text('operator_cut_off_end'),
  multi: boolean('multi').notNull().default(true),
  supplierStock: integer('supplier_stock'),
  description: text('description').notNull().default(''),
  promo: boolean('promo').notNull().default(false),
  promoStock: integer('promo_stock'),
  soldQty: integer('sold_qty').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const postpaidProducts = pgTable('postpaid_products', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  supplierSku: text('supplier_sku').notNull(),
  name: text('name').notNull(),
  type: text('type').$type<PostpaidType>().notNull(),
  brand: text('brand').notNull(),
  brandCode: text('brand_code').notNull(),
  supplierCategory: text('supplier_category').notNull(),
  seller: text('seller').notNull().default(''),
  adminFee: money('admin_fee').notNull(),
  commission: money('commission').notNull(),
  active: boolean('active').notNull().default(true),
  delistedAt: ts('delisted_at'),
  description: text('description').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const priceMarkups = pgTable(
  'price_markups',
  {
    type: text('type').$type<PrepaidType>().notNull(),
    level: smallint('level').notNull(),
    minBuying: money('min_buying').notNull().default(0),
    maxBuying: money('max_buying'),
    markup: money('markup').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.level, t.minBuying] })],
);
