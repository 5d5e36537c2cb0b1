import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  cashbackAccruals,
  supplierCallbacks,
  type TransactionStatus,
  transactions,
} from '../../db/schema/index.js';

export type Transaction = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;

export async function insertTransaction(db: Db, t: NewTransaction): Promise<Transaction> {
  const [row] = await db.insert(transactions).values(t).returning();
  return row!;
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

/** Purchases of one product for one number since `since` that are not failed (same-number rule). */
export async function countSameNumber(
  db: Db,
  userId: number,
  destination: string,
  productCode: string,
  since: Date,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.destination, destination),
        eq(transactions.productCode, productCode),
        gte(transactions.createdAt, since),
        inArray(transactions.status, ['processing', 'success']),
      ),
    );
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
