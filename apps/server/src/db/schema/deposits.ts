import type { DepositTopupStatus } from '@konter/core/deposit';
import type { BankChannel, PaymentMethodCode, PaymentProvider } from '@konter/core/payment';
import { bigint, bigserial, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0005_deposits.sql (the SQL is the source of truth for constraints and indexes).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export type PaymentEventProvider = 'bank_mutation' | 'midtrans' | 'xendit';

export const paymentEvents = pgTable('payment_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').$type<PaymentEventProvider>().notNull(),
  eventKey: text('event_key').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
  processedAt: ts('processed_at'),
  outcome: text('outcome'),
});

export const depositTopups = pgTable('deposit_topups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  userId: money('user_id').notNull(),
  nominal: money('nominal').notNull(),
  fee: money('fee').notNull().default(0),
  serviceFee: money('service_fee').notNull().default(0),
  /** The gateway fee the merchant bears (pay_external_payment_fee off); booked revenue → fees on credit. */
  merchantFee: money('merchant_fee').notNull().default(0),
  uniqueCode: integer('unique_code'),
  total: money('total').notNull(),
  method: text('method').$type<PaymentMethodCode>().notNull(),
  provider: text('provider').$type<PaymentProvider>().notNull(),
  bank: text('bank').$type<BankChannel>(),
  bankAccountNumber: text('bank_account_number'),
  bankAccountName: text('bank_account_name'),
  providerRef: text('provider_ref'),
  paymentUrl: text('payment_url'),
  status: text('status').$type<DepositTopupStatus>().notNull().default('pending'),
  holderName: text('holder_name'),
  expiresAt: ts('expires_at').notNull(),
  creditOn: date('credit_on'),
  paidAt: ts('paid_at'),
  creditedAt: ts('credited_at'),
  creditedAmount: money('credited_amount'),
  ledgerTransferId: money('ledger_transfer_id'),
  claimNote: text('claim_note'),
  claimProof: text('claim_proof'),
  claimedAt: ts('claimed_at'),
  reviewedBy: text('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  rejectReason: text('reject_reason'),
  failedReason: text('failed_reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type BankMutationStatus = 'unmatched' | 'matched' | 'ignored';

export const bankMutations = pgTable('bank_mutations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull().default('moota'),
  mutationId: text('mutation_id').notNull(),
  bank: text('bank').$type<BankChannel>(),
  accountNumber: text('account_number').notNull().default(''),
  amount: money('amount').notNull(),
  type: text('type').$type<'credit' | 'debit'>().notNull(),
  description: text('description').notNull().default(''),
  occurredAt: ts('occurred_at').notNull(),
  status: text('status').$type<BankMutationStatus>().notNull(),
  topupId: money('topup_id'),
  note: text('note'),
  raw: jsonb('raw').$type<Record<string, unknown>>().notNull(),
  paymentEventId: money('payment_event_id'),
  receivedAt: ts('received_at').notNull().defaultNow(),
  matchedAt: ts('matched_at'),
});

export const depositTransfers = pgTable('deposit_transfers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  senderId: money('sender_id').notNull(),
  receiverId: money('receiver_id').notNull(),
  amount: money('amount').notNull(),
  note: text('note'),
  ledgerTransferId: money('ledger_transfer_id').notNull(),
  senderBalanceAfter: money('sender_balance_after').notNull(),
  receiverBalanceAfter: money('receiver_balance_after').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const cashbackRedeems = pgTable('cashback_redeems', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  userId: money('user_id').notNull(),
  amount: money('amount').notNull(),
  cashbackBefore: money('cashback_before').notNull(),
  cashbackAfter: money('cashback_after').notNull(),
  depositBefore: money('deposit_before').notNull(),
  depositAfter: money('deposit_after').notNull(),
  ledgerTransferId: money('ledger_transfer_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
