import { createHash, randomInt } from 'node:crypto';
import type { H2hKeyKind } from '@konter/core/contracts/h2h';
import { openSealedText, safeEqual, sealText } from '../../lib/crypto.js';

// H2H keys at rest (ADR 0019): the protocol's sign is md5(username + key + x), so verifying it needs
// the key itself — a one-way hash cannot. Keys are therefore sealed with lib/crypto's sealText
// (AES-256-GCM under a key derived with HKDF-SHA256 from APP_SECRET), the derivation's purpose
// naming the user and the kind, so a row copied onto another user or kind does not open.

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A new API key: 32 characters from a 57-character alphabet (~186 bits). */
export function generateApiKey(): string {
  let out = '';
  for (let i = 0; i < 32; i++) out += KEY_ALPHABET[randomInt(0, KEY_ALPHABET.length)];
  return out;
}

/** An H2H username: `k` + 9 lower-case letters/digits (Digiflazz usernames are short words). */
export function generateUsername(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  let out = 'k';
  for (let i = 0; i < 9; i++) out += alphabet[randomInt(0, alphabet.length)];
  return out;
}

/** One derived key per user and kind: a row copied onto another user or kind does not open. */
const purpose = (userId: number, kind: H2hKeyKind) => `h2h-key:${userId}:${kind}`;

export const encryptApiKey = (appSecret: string, userId: number, kind: H2hKeyKind, apiKey: string): string =>
  sealText(appSecret, purpose(userId, kind), apiKey);

/** The key in clear, or null when the ciphertext does not open (another secret, a tampered row). */
export function decryptApiKey(
  appSecret: string,
  userId: number,
  kind: H2hKeyKind,
  stored: string,
): string | null {
  try {
    return openSealedText(appSecret, purpose(userId, kind), stored);
  } catch {
    return null;
  }
}

/** The protocol's signature: md5 hex of username + key + suffix. */
export const h2hSign = (username: string, apiKey: string, suffix: string) =>
  createHash('md5')
    .update(username + apiKey + suffix)
    .digest('hex');

/** Whether `sign` (any case) is the signature of `suffix` under this key; constant time. */
export const signMatches = (sign: string, username: string, apiKey: string, suffix: string) =>
  safeEqual(sign.trim().toLowerCase(), h2hSign(username, apiKey, suffix));

export const keyHint = (apiKey: string) => apiKey.slice(-4);
