import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.js';
import { captchas } from '../../db/schema/index.js';
import { hmacHex, safeEqual } from '../../lib/crypto.js';

// A captcha the server draws itself: random characters as distorted SVG paths (no text a script
// could read) over noise lines. Only an HMAC of the answer is stored; the first check spends it.

export const CAPTCHA_TTL_SECONDS = 600;

const answerHash = (secret: string, id: string, answer: string) =>
  hmacHex(secret, `captcha:${id}:${answer.trim().toLowerCase()}`);

export async function createCaptcha(db: Db, secret: string) {
  // Characters that look alike in the captcha font are left out.
  const c = svgCaptcha.create({
    size: 5,
    ignoreChars: '0oO1iIlLj',
    noise: 3,
    color: true,
    background: '#f8fafc',
    width: 160,
    height: 56,
  });
  const id = randomUUID();
  await db.insert(captchas).values({
    id,
    answerHash: answerHash(secret, id, c.text),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
  });
  return {
    captcha_id: id,
    image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`,
    expires_in: CAPTCHA_TTL_SECONDS,
    /** For tests only (never sent to clients). */
    text: c.text,
  };
}

/** True when the answer is right; the captcha is spent either way (one guess per image). */
export async function checkCaptcha(db: Db, secret: string, id: string, answer: string): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
    .returning({ hash: captchas.answerHash });
  return row ? safeEqual(row.hash, answerHash(secret, id, answer)) : false;
}

export const pruneCaptchas = (db: Db) =>
  db.delete(captchas).where(lt(captchas.expiresAt, sql`now() - interval '1 day'`));
