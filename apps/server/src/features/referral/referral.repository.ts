import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { referralClicks, users } from '../../db/schema/index.js';

// Every statement of the referral feature (referral.service.ts holds the rules).

/** The open account whose referral code this is, whatever its case (an expired affiliate code is none). */
export async function findReferrer(db: Db, code: string): Promise<{ id: number; code: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, code: users.referalCode })
    .from(users)
    .where(
      and(
        sql`upper(${users.referalCode}) = upper(${code})`,
        isNull(users.closedAt),
        // An affiliate's code is valid one year from verification (issue 14 §5, migration 0027).
        sql`NOT EXISTS (SELECT 1 FROM affiliates a WHERE a.user_id = ${users.id} AND a.code_expires_at <= now())`,
      ),
    )
    .limit(1);
  return row;
}

/** Whether another account (open or closed: a code is never reused) has this code, whatever its case. */
export async function codeTakenByOther(db: Db, code: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`upper(${users.referalCode}) = upper(${code})`, ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function setReferralCode(db: Db, userId: number, code: string): Promise<void> {
  await db.update(users).set({ referalCode: code }).where(eq(users.id, userId));
}

/** One click per (code owner, browser): answers whether this one was new. */
export async function insertClick(db: Db, referrerId: number, visitor: string): Promise<boolean> {
  const rows = await db
    .insert(referralClicks)
    .values({ referrerId, visitor })
    .onConflictDoNothing()
    .returning({ id: referralClicks.id });
  return rows.length > 0;
}

/** The link's clicks and the registrations made with the code (users whose upline is this user). */
export async function referralCounts(
  db: Db,
  userId: number,
): Promise<{ clicks: number; registrations: number }> {
  const [clicks] = await db
    .select({ n: count() })
    .from(referralClicks)
    .where(eq(referralClicks.referrerId, userId));
  const [registrations] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, userId));
  return { clicks: Number(clicks?.n ?? 0), registrations: Number(registrations?.n ?? 0) };
}
