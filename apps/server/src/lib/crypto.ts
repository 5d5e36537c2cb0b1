import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const hmacHex = (secret: string, value: string, algo = 'sha256') =>
  createHmac(algo, secret).update(value).digest('hex');

/** Constant-time string comparison (different lengths compare unequal without early exit on content). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  if (ab.length !== bb.length) {
    timingSafeEqual(ab, ab);
    return false;
  }
  return timingSafeEqual(ab, bb);
}

/** A uniformly random 6-digit code (crypto RNG, leading zeros kept). */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
