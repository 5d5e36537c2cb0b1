import { type PurchasePaymentMethod, transactionStatuses } from '@konter/core/contracts/purchase';
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0004_transactions.sql.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export { transactionStatuses };
export type TransactionStatus = (typeof transactionStatuses)[number];

export const transactions = pgTable('transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  refId: text('ref_id').notNull(),
  userId: money('user_id').notNull(),
  kind: text('kind').$type<'prepaid' | 'postpaid'>().notNull(),
  productCode: text('product_code').notNull(),
  productName: text('product_name').notNull(),
  productType: text('product_type').notNull(),
  brand: text('brand'),
  supplierSku: text('supplier_sku').notNull(),
  destination: text('destination').notNull(),
  customerName: text('customer_name'),
  nominal: money('nominal'),
  price: money('price').notNull(),
  /** What a visitor pays before the gateway fee for a checkout-link sale (migration 0020); null otherwise. */
  customerPrice: money('customer_price'),
  supplierPrice: money('supplier_price').notNull(),
  markupPrice: money('markup_price').notNull().default(0),
  margin: money('margin'),
  discount: money('discount').notNull().default(0),
  loss: money('loss').notNull().default(0),
  serialNumber: text('serial_number'),
  orderNumber: text('order_number'),
  note: text('note'),
  // a wallet (deposit | loan | cashback) or a gateway method code (midtrans:qris, …), migration 0007
  paymentMethod: text('payment_method').$type<PurchasePaymentMethod>().notNull(),
  pgServiceFee: money('pg_service_fee').notNull().default(0),
  paymentStatus: text('payment_status').notNull().default('paid'),
  status: text('status').$type<TransactionStatus>().notNull(),
  failedReason: text('failed_reason'),
  holdId: money('hold_id'),
  startBalance: money('start_balance'),
  endBalance: money('end_balance'),
  supplierStatus: text('supplier_status'),
  supplierRc: text('supplier_rc'),
  supplierMessage: text('supplier_message'),
  bill: jsonb('bill').$type<Record<string, unknown>>(),
  uplineUserId: money('upline_user_id'),
  uplineCashback: money('upline_cashback').notNull().default(0),
  attempts: integer('attempts').notNull().default(0),
  nextCheckAt: ts('next_check_at'),
  idempotencyKey: text('idempotency_key'),
  /** The bulk voucher buy this purchase belongs to (migration 0021), or null. */
  batchId: text('batch_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  settledAt: ts('settled_at'),
  paymentUrl: text('payment_url'),
  paymentRef: text('payment_ref'),
  paymentExpiresAt: ts('payment_expires_at'),
});

export const supplierCallbacks = pgTable('supplier_callbacks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  refId: text('ref_id'),
  event: text('event'),
  body: text('body').notNull(),
  signatureOk: boolean('signature_ok').notNull(),
  outcome: text('outcome'),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

export const notifications = pgTable('notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: money('user_id').notNull(),
  type: text('type').notNull().default('transaction'),
  title: text('title').notNull(),
  body: text('body'),
  /** The catalogue keys of title and body and their params (migration 0012); null on older rows. */
  titleKey: text('title_key'),
  bodyKey: text('body_key'),
  params: jsonb('params').$type<Record<string, string | number>>(),
  status: smallint('status').notNull().default(0),
  data: jsonb('data').$type<Record<string, unknown>>(),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const cashbackAccruals = pgTable('cashback_accruals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: money('user_id').notNull(),
  transactionId: money('transaction_id').notNull(),
  amount: money('amount').notNull(),
  creditOn: date('credit_on').notNull(),
  creditedAt: ts('credited_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
