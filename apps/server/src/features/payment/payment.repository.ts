import { and, asc, eq, gt, inArray, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { depositTopups, ledgerTransfers, paymentEvents, transactions } from '../../db/schema/index.js';

// Every statement of gateway payments: the payment_events inbox, the top-ups and purchases a
// confirmed payment moves forward, and the review queue of mismatched amounts.

export type PurchaseRow = typeof transactions.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

// ---- the payment_events inbox ----

/** The inbox row of a provider's event key: its id and whether it was applied. */
export async function findEventByKey(db: Db, provider: PaymentEventRow['provider'], eventKey: string) {
  const [row] = await db
    .select({ id: paymentEvents.id, processedAt: paymentEvents.processedAt })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventKey, eventKey)))
    .limit(1);
  return row;
}

export async function findEvent(db: Db, id: number): Promise<PaymentEventRow | undefined> {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
  return row;
}

/** Why an unprocessed event waits (the provider could not be asked); the job retries it. */
export async function noteEventRetry(db: Db, id: number, outcome: string): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ outcome: outcome.slice(0, 500) })
    .where(and(eq(paymentEvents.id, id), isNull(paymentEvents.processedAt)));
}

/** Removes an unprocessed event the provider does not confirm (as if never received). */
export async function dropUnprocessedEvent(db: Db, id: number): Promise<void> {
  await db.delete(paymentEvents).where(and(eq(paymentEvents.id, id), isNull(paymentEvents.processedAt)));
}

/** Locks an inbox row; undefined when it is gone. */
export async function lockEvent(tx: Db, id: number) {
  const [row] = await tx
    .select({ processedAt: paymentEvents.processedAt })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** Gateway events recorded before `receivedBefore` and not applied yet, oldest first. */
export async function unprocessedGatewayEventIds(db: Db, receivedBefore: Date): Promise<number[]> {
  const rows = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        inArray(paymentEvents.provider, ['midtrans', 'xendit']),
        isNull(paymentEvents.processedAt),
        lte(paymentEvents.receivedAt, receivedBefore),
      ),
    )
    .orderBy(asc(paymentEvents.id))
    .limit(100);
  return rows.map((r) => r.id);
}

// ---- top-ups paid by gateway ----

export async function markTopupPaid(tx: Db, id: number, at: Date): Promise<void> {
  await tx.update(depositTopups).set({ paidAt: at, updatedAt: at }).where(eq(depositTopups.id, id));
}

/** A pending top-up the gateway says expired; undefined when it is no longer pending. */
export async function expirePendingTopup(tx: Db, id: number) {
  const [row] = await tx
    .update(depositTopups)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(depositTopups.id, id), eq(depositTopups.status, 'pending')))
    .returning();
  return row;
}

/**
 * Gateway top-ups that may wait for a missed notification: after `afterId`, unpaid, created before
 * `createdBefore`, pending or expired after `expiredAfter`; by id, at most `limit`.
 */
export function openGatewayTopups(
  db: Db,
  f: { afterId: number; createdBefore: Date; expiredAfter: Date; limit: number },
) {
  const t = depositTopups;
  return db
    .select({ id: t.id, code: t.code, provider: t.provider, providerRef: t.providerRef })
    .from(t)
    .where(
      and(
        gt(t.id, f.afterId),
        inArray(t.provider, ['midtrans', 'xendit']),
        isNull(t.paidAt),
        lte(t.createdAt, f.createdBefore),
        or(eq(t.status, 'pending'), and(eq(t.status, 'expired'), gt(t.expiresAt, f.expiredAfter))),
      ),
    )
    .orderBy(asc(t.id))
    .limit(f.limit);
}

// ---- purchases paid by gateway ----

export async function findPurchaseByRef(db: Db, refId: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.refId, refId)).limit(1);
  return row;
}

export async function lockPurchaseByRef(tx: Db, refId: string): Promise<PurchaseRow | undefined> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(eq(transactions.refId, refId))
    .for('update')
    .limit(1);
  return row;
}

/** Changes a purchase still waiting for its payment (`unprocessed`); undefined when it no longer waits. */
export async function updateWaitingPurchase(
  tx: Db,
  id: number,
  patch: Partial<typeof transactions.$inferInsert>,
): Promise<PurchaseRow | undefined> {
  const [row] = await tx
    .update(transactions)
    .set(patch)
    .where(and(eq(transactions.id, id), eq(transactions.status, 'unprocessed')))
    .returning();
  return row;
}

/** Purchases waiting for their gateway payment whose pay-before time is before `expiredBefore`. */
export function waitingPurchasesDue(db: Db, expiredBefore: Date) {
  return db
    .select({ refId: transactions.refId, paymentMethod: transactions.paymentMethod })
    .from(transactions)
    .where(and(eq(transactions.status, 'unprocessed'), lte(transactions.paymentExpiresAt, expiredBefore)))
    .limit(100);
}

// ---- the review queue of mismatched amounts ----

const MISMATCH = 'amount mismatch:%';

export function mismatchRows(db: Db): Promise<PaymentEventRow[]> {
  return db
    .select()
    .from(paymentEvents)
    .where(like(paymentEvents.outcome, MISMATCH))
    .orderBy(asc(paymentEvents.id));
}

/** Locks a payment still waiting for review; undefined when it was decided meanwhile. */
export async function lockMismatch(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.id, id), like(paymentEvents.outcome, MISMATCH)))
    .for('update')
    .limit(1);
  return row;
}

/** Sets the outcome of a reviewed payment (it leaves the queue). */
export async function markReviewed(tx: Db, id: number, outcome: string): Promise<void> {
  await tx
    .update(paymentEvents)
    .set({ outcome: outcome.slice(0, 500) })
    .where(eq(paymentEvents.id, id));
}

/** Dismisses a payment still waiting for review; undefined when there is none with that id. */
export async function dismissMismatchRow(db: Db, id: number, outcome: string) {
  const [row] = await db
    .update(paymentEvents)
    .set({ outcome: outcome.slice(0, 500) })
    .where(and(eq(paymentEvents.id, id), like(paymentEvents.outcome, MISMATCH)))
    .returning({ id: paymentEvents.id });
  return row;
}

/** Who paid a gateway order (a top-up `DEP…` or a purchase `TRX…`), for the review queue. */
export async function payerOf(db: Db, orderId: string) {
  const res = (await db.execute(sql`
    SELECT u.id, u.name, u.hp FROM users u
     WHERE u.id = coalesce((SELECT user_id FROM deposit_topups WHERE code = ${orderId}),
                           (SELECT user_id FROM transactions WHERE ref_id = ${orderId} LIMIT 1))`)) as unknown as {
    rows: { id: number | string; name: string; hp: string }[];
  };
  const r = res.rows[0];
  return r ? { id: Number(r.id), name: r.name, hp: r.hp } : undefined;
}

/** Whether a ledger movement with this key exists (a payment credited already). */
export async function ledgerKeyUsed(tx: Db, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.key, key))
    .limit(1);
  return row !== undefined;
}
