import type { CaptchaChallenge } from '@konter/core/contracts/contact';
import { type Challenge, type Solution, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** What a solver is told: the challenge, and which counters it tries (start, start + step, …). */
export interface SolveRequest {
  challenge: CaptchaChallenge;
  start: number;
  step: number;
}

/**
 * Finds the challenge's counter with WebCrypto's PBKDF2 (native code: the work is the hashing, not
 * JavaScript). Runs in the captcha worker; on the page itself only where workers are missing.
 */
export function solve({ challenge, start, step }: SolveRequest): Promise<Solution | null> {
  return solveChallenge({
    challenge: challenge as Challenge,
    deriveKey,
    counterStart: start,
    counterStep: step,
    timeout: 120_000,
  });
}
