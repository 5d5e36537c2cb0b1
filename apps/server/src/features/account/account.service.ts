import type {
  PendingContactChange,
  profileUpdateRequest,
  settingUpdateRequest,
} from '@konter/core/contracts/account';
import { normalizeHp } from '@konter/core/phone';
import type { z } from 'zod';
import { getUserBalances } from '../../ledger/index.js';
import type { ClientContext, Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { jakartaDayStart } from '../../lib/time.js';
import {
  checkPassword,
  countOtpsSince,
  deliverOtp,
  endUserSessions,
  findUserById,
  invalidateActionTokens,
  issueOtp,
  pin,
  RECOVERY_DAYS,
  type User,
  updateUser,
  verifyOtp,
} from '../auth/index.js';
import { accountNotice } from '../notifications/index.js';
import { closeDeletedBefore, findActiveAccountByHp } from './account.repository.js';
import {
  type MemberAuth,
  requestedChange,
  requirePassword,
  startContactChange,
} from './contact-change.service.js';

/** What a profile update did: the account as saved, and the e-mail or phone change waiting for its code. */
export interface ProfileUpdate {
  user: User;
  pending: PendingContactChange | null;
}

/**
 * Saves the name at once. A changed e-mail or phone number needs the current password and is not
 * applied here: it waits for the code sent to the new address (contact-change.service.ts).
 */
export async function updateProfile(
  deps: Deps,
  auth: MemberAuth,
  input: z.infer<typeof profileUpdateRequest>,
  ctx: ClientContext,
): Promise<ProfileUpdate> {
  const { user } = auth;
  const hp = normalizeHp(input.hp);
  if (!hp) throw fieldError('hp', 'invalid_number');
  const change = requestedChange(user, input.email, hp);
  if (!change) {
    // The name, or the same e-mail in another case: nothing that moves the account's addresses.
    return {
      user: await updateUser(deps.database.db, user.id, { name: input.name, email: input.email }),
      pending: null,
    };
  }
  await requirePassword(deps, auth, input.password);
  const result = await deps.database.db.transaction(async (tx) => {
    const saved = input.name !== user.name ? await updateUser(tx, user.id, { name: input.name }) : user;
    return { saved, ...(await startContactChange(deps, tx, saved, change, ctx.locale)) };
  });
  await deliverOtp(deps, result.messageId);
  return { user: result.saved, pending: result.pending };
}

export async function updatePassword(
  deps: Deps,
  session: { user: User; sessionId: string; deviceId: string },
  oldPassword: string,
  password: string,
) {
  const { user, sessionId } = session;
  if (!(await checkPassword(deps, user, oldPassword, { ip: null, trustedDeviceId: session.deviceId }))) {
    throw fieldError('old_password', 'old_password_wrong');
  }
  const passwordHash = await deps.hasher.hash(password);
  const notice = await deps.database.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    // A reset link mailed before the change no longer works.
    await invalidateActionTokens(tx, user.id, 'password_reset');
    // Other browsers must log in again with the new password.
    await endUserSessions(tx, user.id, 'password_changed', sessionId);
    return deps.notifier.record(tx, accountNotice(user.id, { kind: 'password_changed' }));
  });
  deps.notifier.publish([notice]);
}

export const updateSettings = (deps: Deps, user: User, input: z.infer<typeof settingUpdateRequest>) =>
  updateUser(deps.database.db, user.id, {
    ...(input.email_notification !== undefined ? { emailNotification: input.email_notification } : {}),
    ...(input.font_size ? { fontSize: input.font_size } : {}),
    ...(input.font_family ? { fontFamily: input.font_family } : {}),
    ...(input.locale ? { locale: input.locale } : {}),
  });

/** The receiver's name for a phone number (deposit transfer), only for active, open accounts. */
export async function searchByHp(deps: Deps, hpInput: string) {
  const hp = normalizeHp(hpInput);
  const row = hp ? await findActiveAccountByHp(deps.database.db, hp) : undefined;
  if (!row) throw new AppError('account_search_not_found');
  return row;
}

/**
 * Deletion only at a zero balance in every wallet; the account stays recoverable by logging in for
 * RECOVERY_DAYS, then the daily job closes it for good.
 */
export async function deleteAccount(deps: Deps, user: User, deviceId: string, password: string) {
  if (!(await checkPassword(deps, user, password, { ip: null, trustedDeviceId: deviceId }))) {
    throw fieldError('password', 'wrong_password');
  }
  return deps.database.db.transaction(async (tx) => {
    const b = await getUserBalances(tx, user.id);
    if (b.deposit !== 0 || b.cashback !== 0 || b.loan !== 0) {
      throw new AppError('balance_not_empty');
    }
    const now = new Date();
    await updateUser(tx, user.id, { deletedAt: now });
    await endUserSessions(tx, user.id, 'account_deleted');
    return {
      deleted_at: now.toISOString(),
      recoverable_until: new Date(now.getTime() + RECOVERY_DAYS * 86400_000).toISOString(),
    };
  });
}

/** Closes accounts whose recovery window has passed (daily job); their e-mail and phone become free. */
export async function closeExpiredDeletions(deps: Deps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RECOVERY_DAYS * 86400_000);
  return closeDeletedBefore(deps.database.db, cutoff, now);
}

export const PHONE_VERIFY_PER_DAY = 3;

export async function sendPhoneCode(deps: Deps, user: User, ctx: ClientContext) {
  if (user.phoneVerifiedAt) throw new AppError('phone_already_verified');
  const issued = await deps.database.db.transaction(async (tx) => {
    const today = await countOtpsSince(tx, user.id, 'phone_verify', jakartaDayStart());
    if (today >= PHONE_VERIFY_PER_DAY) {
      throw new AppError('phone_verification_limit');
    }
    const r = await issueOtp(deps, tx, {
      user,
      purpose: 'phone_verify',
      subject: user.hp,
      channel: 'whatsapp',
      locale: ctx.locale,
    });
    return { ...r, remaining: PHONE_VERIFY_PER_DAY - today - 1 };
  });
  await deliverOtp(deps, issued.messageId);
  return { expires_in: issued.expiresIn, remaining_attempts: issued.remaining };
}

export async function verifyPhone(deps: Deps, user: User, otp: string): Promise<User> {
  const db = deps.database.db;
  // Outside the transaction: a wrong code must stay counted as a try (a rollback would undo it).
  await verifyOtp(deps, db, { userId: user.id, purpose: 'phone_verify', subject: user.hp, code: otp });
  const { updated, notice } = await db.transaction(async (tx) => ({
    updated: await updateUser(tx, user.id, { phoneVerifiedAt: new Date() }),
    notice: await deps.notifier.record(tx, accountNotice(user.id, { kind: 'phone_verified', hp: user.hp })),
  }));
  deps.notifier.publish([notice]);
  return updated;
}

/** A forgotten PIN replaced after an OTP, checked against the account as stored now. */
export async function resetPin(deps: Deps, userId: number, otp: string, newPin: string): Promise<void> {
  const fresh = (await findUserById(deps.database.db, userId))!;
  await pin.resetPin(deps, fresh, otp, newPin);
}
