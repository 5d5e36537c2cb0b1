import type { Db } from '../../db/client.js';
import type { ClientContext, Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { hashPin, isPepperedPin, verifyPepperedPin } from '../../lib/pin-hash.js';
import { accountNotice } from '../notifications/index.js';
import { countPinFailure, type User, updateUser } from './auth.repository.js';
import { deliverOtp, issueOtp, type OtpChannel, verifyOtp } from './otp.service.js';
import { assertVerifiedFor } from './verification.js';

export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MINUTES = 30;

const locked = (until: Date) =>
  new AppError('pin_locked', undefined, {
    retryAfter: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
  });

/**
 * Checks a transaction PIN. Six digits are only a million guesses, so hashing alone does not protect
 * them: wrong tries are counted atomically and the fifth locks the PIN for 30 minutes (429).
 */
export async function verifyPin(deps: Deps, db: Db, user: User, pin: string): Promise<void> {
  if (!user.pinHash) throw fieldError('pin', 'pin_not_set');
  if (user.pinLockedUntil && user.pinLockedUntil > new Date()) throw locked(user.pinLockedUntil);
  const peppered = isPepperedPin(user.pinHash);
  const ok = peppered
    ? verifyPepperedPin(deps.config.APP_SECRET, user.pinHash, pin)
    : await deps.hasher.verify(user.pinHash, pin);
  if (ok) {
    // A PIN set before peppered digests (argon2id) is re-stored in the new form on its first use.
    const upgrade = peppered ? {} : { pinHash: hashPin(deps.config.APP_SECRET, pin) };
    if (user.pinFailedAttempts > 0 || !peppered)
      await updateUser(db, user.id, { ...upgrade, pinFailedAttempts: 0 });
    return;
  }
  if ((await countPinFailure(db, user.id)) >= PIN_MAX_ATTEMPTS) {
    const until = new Date(Date.now() + PIN_LOCK_MINUTES * 60_000);
    await updateUser(db, user.id, { pinFailedAttempts: 0, pinLockedUntil: until });
    throw locked(until);
  }
  throw fieldError('pin', 'incorrect_pin');
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
    // A missing PIN answers like a wrong one here (the old PIN is what is wrong).
    if (err instanceof AppError && (err.code === 'incorrect_pin' || err.code === 'pin_not_set'))
      throw fieldError('old_pin', 'incorrect_pin');
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
