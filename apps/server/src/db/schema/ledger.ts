import { bigint, bigserial, boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0002_ledger.sql. The SQL is the source of truth for constraints, triggers and
// the ledger_* functions; the ledger writes only through those functions (apps/server/src/ledger).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }),
  kind: text('kind').$type<'deposit' | 'cashback' | 'loan' | 'system'>().notNull(),
  code: text('code'),
  balance: money('balance').notNull().default(0),
  allowNegative: boolean('allow_negative').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const ledgerHolds = pgTable('ledger_holds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull(),
  sourceAccountId: bigint('source_account_id', { mode: 'number' }).notNull(),
  amount: money('amount').notNull(),
  kind: text('kind').notNull(),
  reference: text('reference'),
  meta: jsonb('meta').$type<Record<string, unknown>>(),
  state: text('state').$type<'pending' | 'posted' | 'voided'>().notNull().default('pending'),
  creditAccountId: bigint('credit_account_id', { mode: 'number' }),
  postedAmount: money('posted_amount').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  resolvedAt: ts('resolved_at'),
});

export const ledgerTransfers = pgTable('ledger_transfers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull(),
  debitAccountId: bigint('debit_account_id', { mode: 'number' }).notNull(),
  creditAccountId: bigint('credit_account_id', { mode: 'number' }).notNull(),
  amount: money('amount').notNull(),
  kind: text('kind').notNull(),
  reference: text('reference'),
  meta: jsonb('meta').$type<Record<string, unknown>>(),
  holdId: bigint('hold_id', { mode: 'number' }),
  holdPhase: text('hold_phase').$type<'place' | 'post' | 'release'>(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  amount: money('amount').notNull(),
  balanceAfter: money('balance_after').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
