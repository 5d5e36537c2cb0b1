import { normalizeHp } from '@konter/core/phone';
import type { Db } from '../../db/client.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { Deps, Locale } from '../../lib/deps.js';
import { fieldError } from '../../lib/errors.js';
import { insertActionToken, takenIdentifiers, type User } from './auth.repository.js';
import { type FieldErrors, insertNewAccount, throwFieldErrors } from './auth.service.js';

/** Hours a set-password link of an invited account stays valid. */
export const INVITE_LINK_HOURS = 72;

/**
 * An account someone else opens for a person (a master registering an agent, issue 14 §1): checked
 * like a registration (unique e-mail and phone, 422 per field), with no password anyone knows — the
 * person sets one through the reset-password link returned here (the same token mechanism and page
 * as "forgot password", valid INVITE_LINK_HOURS). Runs in the caller's transaction; the caller sends
 * the link (outbox).
 */
export async function createInvitedAccount(
  deps: Deps,
  tx: Db,
  input: { name: string; email: string; hp: string; category: number; referredBy: number; locale: Locale },
  passwordHash: string,
): Promise<{ user: User; url: string }> {
  const hp = normalizeHp(input.hp);
  if (!hp) throw fieldError('hp', 'invalid_number');
  const errors: FieldErrors = {};
  const taken = await takenIdentifiers(tx, input.email, hp);
  if (taken.email) errors.email = 'email_taken';
  if (taken.hp) errors.hp = 'phone_taken';
  throwFieldErrors(errors);
  const user = await insertNewAccount(tx, {
    name: input.name.trim(),
    email: input.email.trim(),
    hp,
    passwordHash,
    referredBy: input.referredBy,
    category: input.category,
    locale: input.locale,
  });
  const token = randomToken();
  await insertActionToken(tx, {
    userId: user.id,
    purpose: 'password_reset',
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + INVITE_LINK_HOURS * 3600_000),
  });
  return { user, url: `${deps.config.APP_URL}/auth/reset-password?token=${token}` };
}

/** A password hash nobody knows the password of (the invited account's, until the link is used). */
export const unusablePasswordHash = (deps: Deps) => deps.hasher.hash(randomToken());
