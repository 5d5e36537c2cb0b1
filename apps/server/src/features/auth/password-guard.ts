import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { User } from './auth.repository.js';
import { clearSlots, releaseSlot, reserveSlot, secondsLeft } from './throttle.repository.js';

/**
 * How many password checks are allowed, per key and window (docs/security.md lists them for
 * operators). Every check takes its slots before the hash is evaluated, so a burst of parallel
 * guesses evaluates at most `max` of them; a correct password clears the account's counts.
 */
export const PASSWORD_LIMITS = {
  /** One account from one of its trusted devices, or from one IP address. */
  source: { max: 5, windowSeconds: 15 * 60 },
  /** One account from anywhere but its trusted devices (many IPs, one target). */
  account: { max: 20, windowSeconds: 60 * 60 },
  /** A login name (normalised) that matches no account. */
  unknownLogin: { max: 5, windowSeconds: 15 * 60 },
  /** Password logins (login, account recovery) from one IP address, whatever the name. */
  ip: { max: 30, windowSeconds: 60 },
} as const;

/** Where a password check comes from: a trusted device of the account is its own allowance. */
export interface PasswordSource {
  ip: string | null;
  /** The caller's device when it is a trusted device of this account (sessions always are). */
  trustedDeviceId?: string | null;
}

interface Slot {
  key: string;
  max: number;
  windowSeconds: number;
}

function slotsFor(user: User | undefined, source: PasswordSource, opts: CheckOptions): Slot[] {
  const slots: Slot[] = [];
  if (opts.perIp && source.ip) slots.push({ key: `pw:ip:${source.ip}`, ...PASSWORD_LIMITS.ip });
  if (!user) {
    slots.push({ key: `pw:login:${opts.unknownLogin ?? ''}`, ...PASSWORD_LIMITS.unknownLogin });
    return slots;
  }
  if (source.trustedDeviceId) {
    // The owner's own device: failures from elsewhere never block it.
    slots.push({ key: `pw:u${user.id}:d:${source.trustedDeviceId}`, ...PASSWORD_LIMITS.source });
  } else {
    slots.push({ key: `pw:u${user.id}:ip:${source.ip ?? '-'}`, ...PASSWORD_LIMITS.source });
    slots.push({ key: `pw:u${user.id}`, ...PASSWORD_LIMITS.account });
  }
  return slots;
}

export interface CheckOptions {
  /** Also count the caller's IP against the login limit (login and recovery). */
  perIp?: boolean;
  /** The normalised login name, the key when no account matches it. */
  unknownLogin?: string;
}

/**
 * The one way a password is checked — login, account recovery, password change, account deletion,
 * deposit transfer. Answers whether it matched; refuses with 429 (Retry-After) before evaluating
 * anything once a limit is reached. An unknown account costs the same hashing time.
 */
export async function checkPassword(
  deps: Deps,
  user: User | undefined,
  password: string,
  source: PasswordSource,
  opts: CheckOptions = {},
): Promise<boolean> {
  const db = deps.database.db;
  const slots = slotsFor(user, source, opts);
  const taken: Slot[] = [];
  for (const slot of slots) {
    if (await reserveSlot(db, slot.key, slot.max, slot.windowSeconds)) {
      taken.push(slot);
      continue;
    }
    for (const t of taken) await releaseSlot(db, t.key);
    const retryAfter = await secondsLeft(db, slot.key, slot.windowSeconds);
    throw new AppError(
      'password_attempts_exceeded',
      { minutes: Math.max(1, Math.ceil(retryAfter / 60)) },
      { retryAfter },
    );
  }
  const ok = user
    ? await deps.hasher.verify(user.passwordHash, password)
    : await deps.hasher.verifyDummy(password);
  if (ok)
    await clearSlots(
      db,
      taken.filter((s) => !s.key.startsWith('pw:ip:')).map((s) => s.key),
    );
  return ok;
}
