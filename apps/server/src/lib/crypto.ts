import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

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

const sealKey = (appSecret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', appSecret, 'konter', `seal:${purpose}`, 32));

/**
 * Encrypts a secret kept at rest that must be read back (a webhook signing secret): AES-256-GCM
 * under a key derived from APP_SECRET for `purpose`; `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function sealText(appSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The text `sealText` encrypted (throws when it was altered or sealed under another key). */
export function openSealedText(appSecret: string, purpose: string, sealed: string): string {
  const [v, iv, tag, body] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed text');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(appSecret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
