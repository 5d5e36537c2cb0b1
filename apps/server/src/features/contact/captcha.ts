import type { CaptchaChallenge } from '@konter/core/contracts/contact';
import { createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { hmacHex } from '../../lib/crypto.js';

// The contact form's captcha is a proof of work (ALTCHA v2, self-hosted): the browser must find the
// counter whose PBKDF2 key starts with the challenge's 16-byte prefix, trying 0, 1, 2, … Nothing in
// the challenge gives the counter away (the prefix is half of a one-way function's output, over a
// fresh random nonce and salt), so each challenge costs real work and no table of answers helps.
// Challenges are HMAC-signed and stateless; a solution is spent (its nonce stored) when its message
// is accepted, so it cannot be replayed.

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/**
 * The work: PBKDF2 iterations per try, and the secret counter drawn from [min, max] (the tries it
 * takes). Measured in headless Chromium on a 2-core x86 server, one worker: median 0.22 s, 0.15–0.47
 * s; a mid-range Android phone is about 3–5× slower per core (the form runs up to 4 workers there).
 */
export const CAPTCHA_COST = 1_000;
export const CAPTCHA_COUNTER = { min: 1_000, max: 2_000 } as const;
/** How long a challenge may be solved and sent (the form solves a new one if it ran out). */
export const CAPTCHA_TTL_SECONDS = 300;

/** The two HMAC keys, derived from APP_SECRET: one signs the challenge, one the expected key. */
const keys = (secret: string) => ({
  hmacSignatureSecret: hmacHex(secret, 'contact-captcha:challenge'),
  hmacKeySignatureSecret: hmacHex(secret, 'contact-captcha:key'),
});

/** A new signed challenge. Tests move `now` (expired ones) and pick a tiny `counter` (quick ones). */
export async function createCaptcha(
  secret: string,
  { now = new Date(), counter = randomInt(CAPTCHA_COUNTER.max, CAPTCHA_COUNTER.min) } = {},
): Promise<CaptchaChallenge> {
  const { parameters, signature } = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter,
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
    ...keys(secret),
  });
  return { parameters: { ...parameters }, signature: signature! };
}

const hex = (length?: number) =>
  (length ? z.string().length(length) : z.string().min(2).max(256)).regex(/^[0-9a-f]+$/);

/**
 * The form's `captcha` field: the ALTCHA payload, base64 of {challenge, solution} JSON (the same
 * format the altcha widget sends). The parameters are kept as sent (the signature covers them all).
 */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: hex(32),
      expiresAt: z.number().int().positive(),
      keySignature: hex(64),
    }),
    signature: hex(64),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: hex() }),
});

function parsePayload(captcha: string): Payload | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? (json as Payload) : null;
  } catch {
    return null;
  }
}

/** What a valid solution spends: its challenge's nonce, until the challenge expires. */
export interface SolvedCaptcha {
  nonce: string;
  expiresAt: Date;
}

/**
 * Checks a payload without touching the database: our signature, not expired, and the solution's
 * key is the one the challenge was made for. Null when any of that fails.
 */
export async function verifyCaptcha(secret: string, captcha: string): Promise<SolvedCaptcha | null> {
  const payload = parsePayload(captcha);
  if (!payload) return null;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    ...keys(secret),
  });
  if (!result.verified) return null;
  const { nonce, expiresAt } = payload.challenge.parameters;
  return { nonce, expiresAt: new Date(expiresAt! * 1000) };
}
