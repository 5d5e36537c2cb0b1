import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

// Transaction PINs are stored as a salted HMAC-SHA256 under a pepper derived from APP_SECRET
// ("p1$<salt>$<mac>"), not with argon2id like passwords: see docs/decisions/0008-pin-hash.md.
// Six digits are a million guesses; a slow KDF cannot protect them offline (a million argon2 runs
// are minutes), the pepper can (a stolen database without APP_SECRET cannot test a single PIN),
// and online guessing is stopped by the 5-try lockout. Checking one costs microseconds instead of
// ~15 ms of CPU on every purchase (bench/purchase/README.md).

const PREFIX = 'p1$';
const peppers = new Map<string, Buffer>();

function pepper(appSecret: string): Buffer {
  let key = peppers.get(appSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, 'konter', 'transaction-pin-pepper-v1', 32));
    peppers.set(appSecret, key);
  }
  return key;
}

const mac = (appSecret: string, salt: string, pin: string) =>
  createHmac('sha256', pepper(appSecret)).update(salt).update('\0').update(pin).digest();

/** A new PIN digest with a fresh random salt. */
export function hashPin(appSecret: string, pin: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${PREFIX}${salt}$${mac(appSecret, salt, pin).toString('base64url')}`;
}

/** True when the digest is a peppered PIN digest (older PINs are argon2id and upgraded on use). */
export const isPepperedPin = (digest: string) => digest.startsWith(PREFIX);

/** Constant-time check of a peppered PIN digest. */
export function verifyPepperedPin(appSecret: string, digest: string, pin: string): boolean {
  const [salt, stored] = digest.slice(PREFIX.length).split('$');
  if (!salt || !stored) return false;
  const expected = mac(appSecret, salt, pin);
  const actual = Buffer.from(stored, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
