import type { DepositTopupStatus } from '@konter/core/deposit';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSettings, depositTopups, users } from '../../db/schema/index.js';

export type DepositTopupRow = typeof depositTopups.$inferSelect;
export type NewDepositTopup = typeof depositTopups.$inferInsert;

const t = depositTopups;

/** Open for matching and cancelling: pending and not paid yet. */
const isOpen = and(eq(t.status, 'pending'), isNull(t.paidAt));

export async function insertTopup(db: Db, values: NewDepositTopup): Promise<DepositTopupRow> {
  const [row] = await db.insert(t).values(values).returning();
  return row!;
}

/**
 * The unique codes a new request at `bank` with nominal + fee = `base` cannot take, because its total
 * would equal the total of an open request there (or of a claim still in its pay window, which a
 * mutation may also match). The unique index on open totals settles races between two requests.
 */
export async function takenUniqueCodes(db: Db, bank: string, base: number, now: Date): Promise<number[]> {
  const rows = await db
    .select({ total: t.total })
    .from(t)
    .where(
      and(
        eq(t.bank, bank as never),
        gt(t.total, base),
        lte(t.total, base + 999),
        or(isOpen, and(eq(t.status, 'claimed'), gt(t.expiresAt, now))),
      ),
    );
  return rows.map((r) => r.total - base);
}

/**
 * The member's open bank-transfer requests: unpaid pending ones and claims still waiting for an
 * administrator (a claim must not free a place for another request).
 */
export async function countOpenBankTopups(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(
      and(
        eq(t.userId, userId),
        eq(t.provider, 'bank_transfer'),
        or(isOpen, and(eq(t.status, 'claimed'), isNull(t.paidAt))),
      ),
    );
  return row!.n;
}

/** The claims (each with its stored proof) the member made since `since`. */
export async function countClaimsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(and(eq(t.userId, userId), gte(t.claimedAt, since)));
  return row!.n;
}

/**
 * Serializes one member's top-up requests and claims until the caller's transaction ends, so that
 * counting (open requests, today's proofs) and then writing cannot be raced by a parallel request.
 */
export async function lockMemberTopups(db: Db, userId: number): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`konter:deposit-member:${userId}`}, 0))`,
  );
}

export async function findTopupByCode(db: Db, code: string): Promise<DepositTopupRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.code, code)).limit(1);
  return row;
}

/** Locks the request for a credit or a review decision (inside the caller's transaction). */
export async function lockTopup(db: Db, where: { code: string } | { id: number }) {
  const [row] = await db
    .select()
    .from(t)
    .where('code' in where ? eq(t.code, where.code) : eq(t.id, where.id))
    .for('update')
    .limit(1);
  return row;
}

export interface TopupFilter {
  status?: DepositTopupStatus;
  method?: string;
  from?: string;
  to?: string;
}

export async function listTopups(db: Db, userId: number, f: TopupFilter, page: number, perPage: number) {
  const where = and(
    eq(t.userId, userId),
    f.status ? eq(t.status, f.status) : undefined,
    f.method ? eq(t.method, f.method as never) : undefined,
    f.from ? gte(t.createdAt, new Date(`${f.from}T00:00:00+07:00`)) : undefined,
    f.to ? lt(t.createdAt, new Date(new Date(`${f.to}T00:00:00+07:00`).getTime() + 86_400_000)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(t).where(where),
  ]);
  return { rows, total: count!.n };
}

/** A guarded state change: only from the given statuses (and unpaid, when `unpaid`), so it happens once. */
async function transition(
  db: Db,
  where: SQL | undefined,
  from: DepositTopupStatus[],
  set: Partial<NewDepositTopup>,
  unpaid = true,
) {
  const [row] = await db
    .update(t)
    .set({ ...set, updatedAt: new Date() })
    .where(and(where, inArray(t.status, from), unpaid ? isNull(t.paidAt) : undefined))
    .returning();
  return row;
}

export const cancelTopup = (db: Db, userId: number, code: string) =>
  transition(db, and(eq(t.code, code), eq(t.userId, userId)), ['pending'], { status: 'canceled' });

export const failTopup = (db: Db, id: number, reason: string) =>
  transition(db, eq(t.id, id), ['pending'], { status: 'failed', failedReason: reason.slice(0, 200) });

export const claimTopupRow = (
  db: Db,
  userId: number,
  code: string,
  claim: { note: string | null; proof: string; at?: Date },
) =>
  transition(
    db,
    and(eq(t.code, code), eq(t.userId, userId), eq(t.provider, 'bank_transfer')),
    ['pending', 'expired'],
    {
      status: 'claimed',
      claimNote: claim.note,
      claimProof: claim.proof,
      claimedAt: claim.at ?? new Date(),
    },
  );

export const rejectClaimRow = (db: Db, code: string, reason: string, by: string) =>
  transition(db, eq(t.code, code), ['claimed'], {
    status: 'failed',
    rejectReason: reason,
    failedReason: reason,
    reviewedBy: by,
    reviewedAt: new Date(),
  });

export const setGatewayPayment = (
  db: Db,
  id: number,
  p: { providerRef: string; paymentUrl: string; expiresAt: Date },
) => transition(db, eq(t.id, id), ['pending'], p);

/** A bank transfer that arrived before its credit day: it stays pending, paid, until credit_on. */
export const markPaid = (db: Db, id: number, at: Date) =>
  transition(db, eq(t.id, id), ['pending', 'claimed'], { status: 'pending', paidAt: at });

export async function markCredited(
  db: Db,
  id: number,
  v: { at: Date; amount: number; transferId: number; reviewedBy?: string },
): Promise<DepositTopupRow> {
  const [row] = await db
    .update(t)
    .set({
      status: 'success',
      paidAt: sql`coalesce(${t.paidAt}, ${v.at})`,
      creditedAt: v.at,
      creditedAmount: v.amount,
      ledgerTransferId: v.transferId,
      ...(v.reviewedBy ? { reviewedBy: v.reviewedBy, reviewedAt: v.at } : {}),
      updatedAt: v.at,
    })
    .where(eq(t.id, id))
    .returning();
  return row!;
}

/** Open requests whose pay window has closed become `expired`: they stop matching transfers. */
export async function expireDue(db: Db, now: Date) {
  return db
    .update(t)
    .set({ status: 'expired', updatedAt: now })
    .where(and(isOpen, lte(t.expiresAt, now)))
    .returning();
}

/** Paid bank transfers whose credit day has come (Jakarta date `today`). */
export const duePaidTopups = (db: Db, today: string, afterId: number, limit: number) =>
  db
    .select({ id: t.id })
    .from(t)
    .where(
      and(eq(t.status, 'pending'), sql`${t.paidAt} IS NOT NULL`, lte(t.creditOn, today), gt(t.id, afterId)),
    )
    .orderBy(asc(t.id))
    .limit(limit);

export const claimedTopups = (db: Db, limit = 200) =>
  db.select().from(t).where(eq(t.status, 'claimed')).orderBy(asc(t.claimedAt)).limit(limit);

/** One app_settings value (the deposit switches live under `deposit`). */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  return row?.value;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}

/** Who made a claim, for the administrator's review. */
export async function findClaimant(db: Db, userId: number) {
  const [user] = await db
    .select({ name: users.name, hp: users.hp, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}
