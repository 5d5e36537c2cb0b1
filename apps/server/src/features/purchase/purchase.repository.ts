import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { fromRow } from '../../db/rows.js';
import {
  cashbackAccruals,
  supplierCallbacks,
  type TransactionStatus,
  transactions,
} from '../../db/schema/index.js';
import { runStatement, statement } from '../../db/statement.js';
import { type AccountGates, type LedgerCall, runLedgerStatement } from '../../ledger/index.js';

// Every statement of the purchase feature except the batch statements (purchase.batch.repository.ts).

export type Transaction = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;

export async function insertTransaction(db: Db, t: NewTransaction): Promise<Transaction> {
  const [row] = await db.insert(transactions).values(t).returning();
  return row!;
}

/**
 * Inserts the transaction row and places its hold in ONE statement (the hold's outcome fills
 * hold_id and the start/end balances): atomic without a BEGIN/COMMIT round trip, so the payer's
 * balance row and the escrow are locked only for this statement and its commit. A failed check
 * (insufficient balance, a taken order number) leaves nothing behind.
 */
export async function insertWithHold(
  db: Db,
  gates: AccountGates,
  t: NewTransaction,
  hold: LedgerCall,
  price: number,
): Promise<Transaction> {
  const insert = db
    .insert(transactions)
    .values({
      ...t,
      holdId: sql`(SELECT hold_id FROM h)`,
      startBalance: sql`(SELECT source_balance_after + ${price}::bigint FROM h)`,
      endBalance: sql`(SELECT source_balance_after FROM h)`,
    })
    .returning();
  const [row] = await runLedgerStatement<Record<string, unknown>>(
    db,
    gates,
    [hold],
    sql`WITH h AS MATERIALIZED (SELECT * FROM ${hold.sql}) ${insert.getSQL()}`,
  );
  return fromRow(transactions, row!);
}

export async function findByRef(db: Db, refId: string): Promise<Transaction | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.refId, refId)).limit(1);
  return row;
}

export async function findByIdempotencyKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function orderNumberTaken(db: Db, userId: number, orderNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.orderNumber, orderNumber)))
    .limit(1);
  return rows.length > 0;
}

// On every purchase: a constant text, a named prepared statement on node-postgres (db/statement.ts).
const sameNumberCount = statement(
  `SELECT count(*)::int AS n FROM transactions
    WHERE user_id = $1 AND destination = $2 AND product_code = $3 AND created_at >= $4
      AND status IN ('unprocessed', 'processing', 'success')`,
);

/** Purchases of one product for one number since `since` that are not failed (same-number rule). */
export async function countSameNumber(
  db: Db,
  userId: number,
  destination: string,
  productCode: string,
  since: Date,
) {
  const [row] = await runStatement<{ n: number }>(db, sameNumberCount, [
    userId,
    destination,
    productCode,
    since.toISOString(),
  ]);
  return row!.n;
}

/**
 * Claims up to `limit` unsettled transactions whose re-check is due, pushing their next check
 * `leaseSeconds` ahead so that another worker (or instance) does not take them meanwhile.
 * With `afterId` (start-up sweep) every unsettled row is taken once, in id order, due or not.
 */
export async function claimDue(
  db: Db,
  limit: number,
  leaseSeconds: number,
  afterId?: number,
): Promise<{ id: number; refId: string }[]> {
  const due = afterId === undefined ? sql`next_check_at <= now()` : sql`id > ${afterId}`;
  const order = afterId === undefined ? sql`next_check_at` : sql`id`;
  const res = await db.execute(sql`
    UPDATE transactions SET next_check_at = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM transactions WHERE status = 'processing' AND ${due}
      ORDER BY ${order} LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, ref_id`);
  return (res as unknown as { rows: { id: number; ref_id: string }[] }).rows
    .map((r) => ({ id: Number(r.id), refId: r.ref_id }))
    .sort((a, b) => a.id - b.id);
}

export const scheduleCheck = (
  db: Db,
  refId: string,
  at: Date,
  supplier: { status: string; rc: string; message: string },
) =>
  db
    .update(transactions)
    .set({
      nextCheckAt: at,
      supplierStatus: supplier.status,
      supplierRc: supplier.rc,
      supplierMessage: supplier.message,
      updatedAt: new Date(),
    })
    .where(and(eq(transactions.refId, refId), eq(transactions.status, 'processing')));

/** The one place a transaction reaches a final state: only from processing, so it happens once. */
export async function settle(
  db: Db,
  refId: string,
  values: Partial<NewTransaction> & { status: Exclude<TransactionStatus, 'processing' | 'inquiry'> },
): Promise<Transaction | undefined> {
  const now = new Date();
  const [row] = await db
    .update(transactions)
    .set({ ...values, settledAt: now, updatedAt: now, nextCheckAt: null })
    .where(and(eq(transactions.refId, refId), eq(transactions.status, 'processing')))
    .returning();
  return row;
}

export const recordCallback = (db: Db, c: typeof supplierCallbacks.$inferInsert) =>
  db.insert(supplierCallbacks).values(c);

export const insertAccrual = (db: Db, a: typeof cashbackAccruals.$inferInsert) =>
  db.insert(cashbackAccruals).values(a).onConflictDoNothing();

export const dueAccruals = (db: Db, today: string, limit: number) =>
  db
    .select()
    .from(cashbackAccruals)
    .where(and(isNull(cashbackAccruals.creditedAt), lte(cashbackAccruals.creditOn, today)))
    .limit(limit);

export const markAccrualCredited = (db: Db, id: number) =>
  db
    .update(cashbackAccruals)
    .set({ creditedAt: new Date() })
    .where(and(eq(cashbackAccruals.id, id), isNull(cashbackAccruals.creditedAt)));

/** Postpaid payment: an inquired bill becomes a processing purchase paid by its hold (only once). */
export async function markBillPaid(
  db: Db,
  refId: string,
  values: Pick<NewTransaction, 'holdId' | 'paymentMethod' | 'startBalance' | 'endBalance' | 'nextCheckAt'>,
): Promise<Transaction | undefined> {
  const [row] = await db
    .update(transactions)
    .set({ ...values, status: 'processing', paymentStatus: 'paid', updatedAt: new Date() })
    .where(and(eq(transactions.refId, refId), eq(transactions.status, 'inquiry')))
    .returning();
  return row;
}

/**
 * An inquired bill the buyer pays through a gateway: it waits as `unprocessed` / `unpaid` like a
 * gateway-paid prepaid purchase (payment-effects.ts credits, holds and sends it once paid).
 */
export async function markBillWaitingForPayment(
  db: Db,
  refId: string,
  values: Pick<NewTransaction, 'paymentMethod' | 'pgServiceFee' | 'paymentExpiresAt'>,
): Promise<Transaction | undefined> {
  const [row] = await db
    .update(transactions)
    .set({
      ...values,
      status: 'unprocessed',
      paymentStatus: 'unpaid',
      nextCheckAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(transactions.refId, refId), eq(transactions.status, 'inquiry')))
    .returning();
  return row;
}

/** Inquiries checked before `dayStart` can no longer be paid: expired (daily job); how many. */
export async function expireInquiriesBefore(database: Database, dayStart: Date): Promise<number> {
  const rows = await database.query(
    `UPDATE transactions SET status = 'expired', settled_at = now(), updated_at = now()
     WHERE status = 'inquiry' AND created_at < $1 RETURNING id`,
    [dayStart],
  );
  return rows.length;
}

/** A gateway-paid purchase learns where it is paid (the gateway's page and reference). */
export async function setPaymentPage(
  db: Db,
  refId: string,
  page: { paymentUrl: string; paymentRef: string; paymentExpiresAt: Date },
): Promise<Transaction> {
  const [row] = await db
    .update(transactions)
    .set({ ...page, updatedAt: new Date() })
    .where(eq(transactions.refId, refId))
    .returning();
  return row!;
}

/** A purchase still waiting for its payment ends (expired / canceled); undefined when it no longer waits. */
export async function endWaiting(
  db: Db,
  refId: string,
  status: 'expired' | 'canceled',
  reason: string,
): Promise<Transaction | undefined> {
  const now = new Date();
  const [row] = await db
    .update(transactions)
    .set({ status, paymentStatus: status, failedReason: reason, settledAt: now, updatedAt: now })
    .where(and(eq(transactions.refId, refId), eq(transactions.status, 'unprocessed')))
    .returning();
  return row;
}
