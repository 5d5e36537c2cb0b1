import type { Db } from '../../db/client.js';
import type { ClientContext, Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { hashPin, isPepperedPin, verifyPepperedPin } from '../../lib/pin-hash.js';
import { accountNotice } from '../notifications/index.js';
import { lockPinState, type User, updateUser } from './auth.repository.js';
import { deliverOtp, issueOtp, type OtpChannel, verifyOtp } from './otp.service.js';
import { assertVerifiedFor } from './verification.js';

export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MINUTES = 30;

const locked = (until: Date) =>
  new AppError('pin_locked', undefined, {
    retryAfter: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
  });

type PinOutcome =
  | { kind: 'ok' }
  | { kind: 'not_set' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'locked'; until: Date };

/**
 * Checks a transaction PIN. Six digits are only a million guesses, so hashing alone does not protect
 * them: the check runs in a short transaction holding the user's row (parallel checks of one user
 * queue for it; the peppered digest takes microseconds), so each sees the count the previous one
 * left — at most five wrong PINs are ever evaluated. The fifth wrong one locks the PIN for 30
 * minutes; any try during the lock, right or wrong, gets 429 "maximum pin attempts reached" with
 * Retry-After. A right PIN starts the count again; parallel right PINs all pass.
 */
export async function verifyPin(deps: Deps, db: Db, user: User, pin: string): Promise<void> {
  if (!user.pinHash) throw fieldError('pin', 'pin_not_set');
  // Decided inside, thrown after: a wrong PIN must stay counted (a throw would roll it back).
  const outcome = await db.transaction(async (tx): Promise<PinOutcome> => {
    const s = await lockPinState(tx, user.id);
    if (!s?.pinHash) return { kind: 'not_set' };
    if (s.lockedUntil && s.lockedUntil > new Date()) return { kind: 'locked', until: s.lockedUntil };
    const peppered = isPepperedPin(s.pinHash);
    const ok = peppered
      ? verifyPepperedPin(deps.config.APP_SECRET, s.pinHash, pin)
      : await deps.hasher.verify(s.pinHash, pin);
    if (ok) {
      // A PIN set before peppered digests (argon2id) is re-stored in the new form on its first use.
      const upgrade = peppered ? {} : { pinHash: hashPin(deps.config.APP_SECRET, pin) };
      if (s.attempts > 0 || !peppered) await updateUser(tx, user.id, { ...upgrade, pinFailedAttempts: 0 });
      return { kind: 'ok' };
    }
    if (s.attempts + 1 >= PIN_MAX_ATTEMPTS) {
      const until = new Date(Date.now() + PIN_LOCK_MINUTES * 60_000);
      await updateUser(tx, user.id, { pinFailedAttempts: 0, pinLockedUntil: until });
      return { kind: 'locked', until };
    }
    await updateUser(tx, user.id, { pinFailedAttempts: s.attempts + 1 });
    return { kind: 'wrong', attemptsLeft: PIN_MAX_ATTEMPTS - (s.attempts + 1) };
  });
  if (outcome.kind === 'ok') return;
  if (outcome.kind === 'locked') throw locked(outcome.until);
  if (outcome.kind === 'not_set') throw fieldError('pin', 'pin_not_set');
  // Says how many tries are left before the lock, so nobody locks themselves out unawares.
  throw fieldError('pin', 'incorrect_pin', { attempts_left: outcome.attemptsLeft });
}

export async function storePin(deps: Deps, user: User, pin: string): Promise<void> {
  if (user.pinHash) throw new AppError('pin_already_set');
  await assertVerifiedFor(deps.database.db, user);
  // The first PIN is part of setting up the account, not news to the user: no notification.
  await updateUser(deps.database.db, user.id, {
    pinHash: hashPin(deps.config.APP_SECRET, pin),
    pinFailedAttempts: 0,
  });
}

/** The new PIN digest and the account notification in one transaction, published after commit. */
async function savePin(
  deps: Deps,
  userId: number,
  values: Parameters<typeof updateUser>[2],
  kind: 'pin_changed' | 'pin_reset',
) {
  const notice = await deps.database.db.transaction(async (tx) => {
    await updateUser(tx, userId, values);
    return deps.notifier.record(tx, accountNotice(userId, { kind }));
  });
  deps.notifier.publish([notice]);
}

export async function updatePin(deps: Deps, user: User, oldPin: string, pin: string): Promise<void> {
  try {
    await verifyPin(deps, deps.database.db, user, oldPin);
  } catch (err) {
    // The old PIN is what is wrong; a missing one says so (the user's own account: nothing leaks).
    if (err instanceof AppError && err.code === 'incorrect_pin')
      throw fieldError('old_pin', 'incorrect_pin', err.params as { attempts_left: number });
    if (err instanceof AppError && err.code === 'pin_not_set') throw fieldError('old_pin', 'pin_not_set');
    throw err;
  }
  await savePin(deps, user.id, { pinHash: hashPin(deps.config.APP_SECRET, pin) }, 'pin_changed');
}

export async function sendPinResetOtp(deps: Deps, user: User, channel: OtpChannel, ctx: ClientContext) {
  const issued = await deps.database.db.transaction((tx) =>
    issueOtp(deps, tx, { user, purpose: 'pin_reset', channel, locale: ctx.locale }),
  );
  await deliverOtp(deps, issued.messageId);
  return { expires_in: issued.expiresIn };
}

/** A forgotten PIN is replaced after an OTP; this also lifts a lockout. */
export async function resetPin(deps: Deps, user: User, otp: string, pin: string): Promise<void> {
  const pinHash = hashPin(deps.config.APP_SECRET, pin);
  // Outside the transaction: a wrong code must stay counted as a try (a rollback would undo it).
  await verifyOtp(deps, deps.database.db, { userId: user.id, purpose: 'pin_reset', code: otp });
  await savePin(deps, user.id, { pinHash, pinFailedAttempts: 0, pinLockedUntil: null }, 'pin_reset');
}

export interface PinLockState {
  failedAttempts: number;
  lockedUntil: Date | null;
}

/**
 * Customer service lifts a member's PIN lock (the console, issue 18): the wrong tries are
 * forgotten and the lock (PIN_LOCK_MINUTES after the fifth wrong PIN) ends now; the PIN itself
 * stays. Runs in the caller's transaction, holding the user's row like verifyPin. 409
 * `console_user_pin_not_locked` when there is nothing to lift (no lock, no wrong tries).
 */
export async function resetPinLock(
  tx: Db,
  userId: number,
): Promise<{ before: PinLockState; after: PinLockState }> {
  const s = await lockPinState(tx, userId);
  const lockedUntil = s?.lockedUntil && s.lockedUntil > new Date() ? s.lockedUntil : null;
  if (!s || (s.attempts === 0 && !lockedUntil)) throw new AppError('console_user_pin_not_locked');
  await updateUser(tx, userId, { pinFailedAttempts: 0, pinLockedUntil: null });
  return {
    before: { failedAttempts: s.attempts, lockedUntil },
    after: { failedAttempts: 0, lockedUntil: null },
  };
}
