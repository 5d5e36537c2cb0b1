import type { AgentLoanStatus } from '@konter/core/contracts/loan';
import { bigint, bigserial, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0009_agent_loans.sql and 0025_loan_requests.sql (the SQL is the source of truth for constraints and indexes).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export const agentLoans = pgTable('agent_loans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: money('user_id').notNull(),
  limit: money('limit').notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  oldDueDate: date('old_due_date', { mode: 'string' }),
  status: text('status').$type<AgentLoanStatus>().notNull().default('pending'),
  requestedAt: ts('requested_at').notNull().defaultNow(),
  requestedBy: text('requested_by'),
  approvedAt: ts('approved_at'),
  approvedBy: text('approved_by'),
  rejectedReason: text('rejected_reason'),
  closedAt: ts('closed_at'),
  overdueAt: ts('overdue_at'),
  collectedAmount: money('collected_amount').notNull().default(0),
  grantTransferId: money('grant_transfer_id'),
  closeTransferId: money('close_transfer_id'),
  /** The user's note for the administrator on a request they made (≤ 300). */
  note: text('note'),
  /** Set when the user cancelled their own pending request (the loan is then rejected). */
  cancelledAt: ts('cancelled_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type AgentLoan = typeof agentLoans.$inferSelect;

export const agentLoanPayments = pgTable('agent_loan_payments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  loanId: money('loan_id').notNull(),
  userId: money('user_id').notNull(),
  amount: money('amount').notNull(),
  usageAfter: money('usage_after').notNull(),
  depositAfter: money('deposit_after').notNull(),
  ledgerTransferId: money('ledger_transfer_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
