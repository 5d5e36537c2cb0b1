import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.js';
import { hmacHex, safeEqual } from '../../lib/crypto.js';
import { insertCaptcha, spendCaptcha } from './contact.repository.js';

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
  await insertCaptcha(db, {
    id,
    answerHash: answerHash(secret, id, c.text),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
  });
  return {
    captcha_id: id,
    image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`,
    expires_in: CAPTCHA_TTL_SECONDS,
    text: c.text,
  };
}

/** True when the answer is right; the captcha is spent either way (one guess per image). */
export async function checkCaptcha(db: Db, secret: string, id: string, answer: string): Promise<boolean> {
  const hash = await spendCaptcha(db, id);
  return hash ? safeEqual(hash, answerHash(secret, id, answer)) : false;
}
