import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchas, contactMessages } from '../../db/schema/index.js';

export const insertCaptcha = (db: Db, c: { id: string; answerHash: string; expiresAt: Date }) =>
  db.insert(captchas).values(c);

/** Spends an unused, unexpired captcha; returns its answer hash (undefined when there was none). */
export async function spendCaptcha(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
    .returning({ hash: captchas.answerHash });
  return row?.hash;
}

/** Deletes captchas expired for a day or more (the daily job). */
export const pruneCaptchas = (db: Db) =>
  db.delete(captchas).where(lt(captchas.expiresAt, sql`now() - interval '1 day'`));

export async function insertContactMessage(db: Db, m: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(m).returning();
  return row!;
}
