import type { DebtSource } from '@konter/core/contracts/debt';
import { bigint, bigserial, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0026_downline_debts.sql (the SQL is the source of truth for constraints and indexes).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export const downlineDebts = pgTable('downline_debts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  masterId: money('master_id').notNull(),
  downlineId: money('downline_id').notNull(),
  source: text('source').$type<DebtSource>().notNull(),
  sourceId: money('source_id').notNull(),
  refId: text('ref_id').notNull(),
  sourceAt: ts('source_at').notNull(),
  amount: money('amount').notNull(),
  dpValue: money('dp_value').notNull(),
  debtValue: money('debt_value').notNull(),
  collected: money('collected').notNull().default(0),
  notes: text('notes'),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  declaredAmount: money('declared_amount'),
  declaredNote: text('declared_note'),
  declaredAt: ts('declared_at'),
  settledAt: ts('settled_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type DownlineDebtRow = typeof downlineDebts.$inferSelect;

export const downlineDebtPayments = pgTable('downline_debt_payments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  debtId: money('debt_id').notNull(),
  kind: text('kind').$type<'deposit' | 'cash'>().notNull(),
  amount: money('amount').notNull(),
  collectedAfter: money('collected_after').notNull(),
  ledgerTransferId: money('ledger_transfer_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type DownlineDebtPaymentRow = typeof downlineDebtPayments.$inferSelect;
