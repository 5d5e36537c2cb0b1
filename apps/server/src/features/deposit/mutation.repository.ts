import { and, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type BankMutationStatus,
  bankMutations,
  depositTopups,
  type PaymentEventProvider,
  paymentEvents,
} from '../../db/schema/index.js';

export type BankMutationRow = typeof bankMutations.$inferSelect;
export type NewBankMutation = typeof bankMutations.$inferInsert;

/** Records a notification in the inbox; undefined when (provider, key) was already recorded. */
export async function insertPaymentEvent(
  db: Db,
  provider: PaymentEventProvider,
  eventKey: string,
  payload: unknown,
): Promise<number | undefined> {
  const [row] = await db
    .insert(paymentEvents)
    .values({ provider, eventKey, payload: sql`${JSON.stringify(payload)}::text::jsonb` })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventKey] })
    .returning({ id: paymentEvents.id });
  return row?.id;
}

export const finishPaymentEvent = (db: Db, id: number, outcome: string) =>
  db
    .update(paymentEvents)
    .set({ processedAt: new Date(), outcome: outcome.slice(0, 500) })
    .where(eq(paymentEvents.id, id));

/** Records a mutation once; undefined when its (provider, mutation_id) is already known. */
export async function insertMutation(db: Db, m: NewBankMutation): Promise<BankMutationRow | undefined> {
  const [row] = await db
    .insert(bankMutations)
    .values({ ...m, raw: sql`${JSON.stringify(m.raw)}::text::jsonb` })
    .onConflictDoNothing({ target: [bankMutations.provider, bankMutations.mutationId] })
    .returning();
  return row;
}

const topup = depositTopups;

/**
 * The requests an incoming amount could pay, locked: our own bank transfers into that bank account
 * whose total is the amount, unpaid and inside their pay window — pending, or claimed by a user who
 * did not wait for the match. At most two are read: the caller credits only when there is exactly one.
 */
export const matchCandidates = (
  db: Db,
  m: { bank: string; accountNumber: string; amount: number; now: Date },
) =>
  db
    .select()
    .from(topup)
    .where(
      and(
        eq(topup.provider, 'bank_transfer'),
        eq(topup.bank, m.bank as never),
        m.accountNumber ? eq(topup.bankAccountNumber, m.accountNumber) : undefined,
        eq(topup.total, m.amount),
        inArray(topup.status, ['pending', 'claimed']),
        isNull(topup.paidAt),
        gt(topup.expiresAt, m.now),
      ),
    )
    .orderBy(topup.id)
    .limit(2)
    .for('update');

export async function markMutation(
  db: Db,
  id: number,
  v: { status: BankMutationStatus; topupId?: number; note?: string | null },
): Promise<BankMutationRow | undefined> {
  const [row] = await db
    .update(bankMutations)
    .set({
      status: v.status,
      topupId: v.topupId ?? null,
      matchedAt: v.status === 'matched' ? new Date() : null,
      ...(v.note !== undefined ? { note: v.note } : {}),
    })
    .where(eq(bankMutations.id, id))
    .returning();
  return row;
}

/** An unmatched credit, locked, for an administrator's approval of a claim. */
export async function lockUnmatchedMutation(db: Db, ref: string): Promise<BankMutationRow | undefined> {
  const byId = /^\d{1,15}$/.test(ref) ? eq(bankMutations.id, Number(ref)) : undefined;
  const [row] = await db
    .select()
    .from(bankMutations)
    .where(
      and(
        byId ? sql`(${byId} OR ${eq(bankMutations.mutationId, ref)})` : eq(bankMutations.mutationId, ref),
        eq(bankMutations.status, 'unmatched'),
        eq(bankMutations.type, 'credit'),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

/** Unmatched credits into a bank whose amount is one of `amounts` (candidates for a claim). */
export const unmatchedCredits = (db: Db, bank: string, amounts: number[]) =>
  db
    .select()
    .from(bankMutations)
    .where(
      and(
        eq(bankMutations.status, 'unmatched'),
        eq(bankMutations.type, 'credit'),
        eq(bankMutations.bank, bank as never),
        inArray(bankMutations.amount, amounts),
      ),
    )
    .orderBy(desc(bankMutations.id))
    .limit(20);

export const recentMutations = (db: Db, status: BankMutationStatus | undefined, limit: number) => {
  const where: SQL | undefined = status ? eq(bankMutations.status, status) : undefined;
  return db.select().from(bankMutations).where(where).orderBy(desc(bankMutations.id)).limit(limit);
};
