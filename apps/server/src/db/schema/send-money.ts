import type { SendMoneyRequestStatus } from '@konter/core/contracts/send-money';
import { bigint, bigserial, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0019_send_money.sql (the SQL is the source of truth for constraints and indexes).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export const sendMoneyRequests = pgTable('send_money_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: money('user_id').notNull(),
  status: text('status').$type<SendMoneyRequestStatus>().notNull().default('pending'),
  reason: text('reason'),
  decidedAt: ts('decided_at'),
  decidedBy: text('decided_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type SendMoneyRequest = typeof sendMoneyRequests.$inferSelect;

export const sendMoneyNameChecks = pgTable('send_money_name_checks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  userId: money('user_id').notNull(),
  brandCode: text('brand_code').notNull(),
  destination: text('destination').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  productCode: text('product_code').notNull(),
  supplierSku: text('supplier_sku').notNull(),
  name: text('name').notNull(),
  fee: money('fee').notNull(),
  ledgerTransferId: money('ledger_transfer_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type SendMoneyNameCheck = typeof sendMoneyNameChecks.$inferSelect;
