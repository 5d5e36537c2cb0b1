import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchaSolutions, contactMessages } from '../../db/schema/index.js';

/**
 * Spends a solved captcha: records its nonce until the challenge expires. False when the nonce was
 * already spent (a replay); a concurrent spend of the same nonce waits for the first and loses.
 */
export async function spendCaptcha(db: Db, c: { nonce: string; expiresAt: Date }): Promise<boolean> {
  const rows = await db
    .insert(captchaSolutions)
    .values(c)
    .onConflictDoNothing({ target: captchaSolutions.nonce })
    .returning({ nonce: captchaSolutions.nonce });
  return rows.length === 1;
}

/**
 * Forgets spent captchas whose challenge expired an hour or more ago (the daily job): an expired
 * challenge is refused by its signed expiry, the hour covers clocks that disagree.
 */
export const pruneCaptchas = (db: Db) =>
  db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, sql`now() - interval '1 hour'`));

export async function insertContactMessage(db: Db, m: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(m).returning();
  return row!;
}
