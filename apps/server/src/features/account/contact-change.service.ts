import type { PendingContactChange } from '@konter/core/contracts/account';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { ClientContext, Deps, Locale } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { contactChangedMessage } from '../../lib/texts.js';
import { jakartaDayStart } from '../../lib/time.js';
import {
  checkPassword,
  countOtpsSince,
  deliverOtp,
  endUserSessions,
  findUserById,
  invalidateActionTokens,
  issueOtp,
  takenIdentifiers,
  type User,
  updateUser,
  verifyOtp,
} from '../auth/index.js';
import type { NotificationInput } from '../notifications/index.js';
import {
  type ContactChange,
  type ContactField,
  cancelPendingChanges,
  findPendingChange,
  insertContactChange,
  markApplied,
  useUndoToken,
  voidLaterChanges,
} from './contact-change.repository.js';

// Pen-test item 4: a session alone could change the e-mail, then have the password-reset link
// mailed there. An e-mail or phone change now needs the current password, waits until the code
// sent to the NEW address is entered, and once applied the OLD address gets a link that undoes it,
// once, within UNDO_DAYS. The old address stays reserved for the account meanwhile (takenIdentifiers).

/** How long a requested change waits for its code (codes themselves live OTP_TTL_SECONDS; resend). */
export const PENDING_CHANGE_MINUTES = 30;
export const UNDO_DAYS = 7;
/** Codes to new addresses per account and Jakarta day (each one is a message to an address we do not know). */
export const CONTACT_CODES_PER_DAY = 5;

/** The caller, as the member routes know it. */
export interface MemberAuth {
  user: User;
  sessionId: string;
  deviceId: string;
}

const channelOf = (field: ContactField) => (field === 'email' ? 'email' : 'whatsapp');
const addressOf = (user: User, field: ContactField) => (field === 'email' ? user.email : user.hp);
const verifiedAtOf = (user: User, field: ContactField) =>
  field === 'email' ? user.emailVerifiedAt : user.phoneVerifiedAt;

/** The address as the old address's message shows it ("b***@mail.com", "0812****789"). */
function masked(field: ContactField, value: string): string {
  if (field === 'hp') return `${value.slice(0, 4)}****${value.slice(-3)}`;
  const [name = '', domain = ''] = value.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

/** The one address a profile update changes, or null (same address; case alone is no change). */
export function requestedChange(user: User, email: string, hp: string) {
  const emailChanged = email.toLowerCase() !== user.email.toLowerCase();
  const hpChanged = hp !== user.hp;
  if (emailChanged && hpChanged) throw fieldError('hp', 'contact_change_one_at_a_time');
  if (emailChanged) return { field: 'email' as const, value: email };
  if (hpChanged) return { field: 'hp' as const, value: hp };
  return null;
}

/** The current password, through the shared guard (limits, 429); missing or wrong → 422 on `password`. */
export async function requirePassword(deps: Deps, auth: MemberAuth, password: string | undefined) {
  if (!password) throw fieldError('password', 'password_required_contact_change');
  const ok = await checkPassword(deps, auth.user, password, { ip: null, trustedDeviceId: auth.deviceId });
  if (!ok) throw fieldError('password', 'wrong_password');
}

/**
 * Records the change as pending (replacing a waiting one) and queues a code to the new address, in
 * the caller's transaction; the name is saved by the caller. Returns the outbox message to deliver.
 */
export async function startContactChange(
  deps: Deps,
  tx: Parameters<typeof issueOtp>[1],
  user: User,
  change: { field: ContactField; value: string },
  locale: Locale,
): Promise<{ messageId: number; pending: PendingContactChange }> {
  const email = change.field === 'email' ? change.value : user.email;
  const hp = change.field === 'hp' ? change.value : user.hp;
  const taken = await takenIdentifiers(tx, email, hp, user.id);
  if (change.field === 'email' && taken.email) throw fieldError('email', 'email_taken');
  if (change.field === 'hp' && taken.hp) throw fieldError('hp', 'phone_taken');
  if ((await countOtpsSince(tx, user.id, 'contact_change', jakartaDayStart())) >= CONTACT_CODES_PER_DAY) {
    throw new AppError('contact_change_limit');
  }
  await cancelPendingChanges(tx, user.id);
  const row = await insertContactChange(tx, {
    userId: user.id,
    field: change.field,
    oldValue: addressOf(user, change.field),
    newValue: change.value,
    oldVerifiedAt: verifiedAtOf(user, change.field),
    expiresAt: new Date(Date.now() + PENDING_CHANGE_MINUTES * 60_000),
  });
  const issued = await issueOtp(deps, tx, {
    user,
    purpose: 'contact_change',
    subject: row.id,
    channel: channelOf(change.field),
    recipient: change.value,
    locale,
  });
  return {
    messageId: issued.messageId,
    pending: { field: row.field, new_value: row.newValue, expires_in: issued.expiresIn },
  };
}

/** A new code for the waiting change, to its new address. */
export async function resendContactCode(deps: Deps, user: User, ctx: ClientContext) {
  const db = deps.database.db;
  const issued = await db.transaction(async (tx) => {
    const change = await findPendingChange(tx, user.id);
    if (!change) throw new AppError('contact_change_not_pending');
    if ((await countOtpsSince(tx, user.id, 'contact_change', jakartaDayStart())) >= CONTACT_CODES_PER_DAY) {
      throw new AppError('contact_change_limit');
    }
    return issueOtp(deps, tx, {
      user,
      purpose: 'contact_change',
      subject: change.id,
      channel: channelOf(change.field),
      recipient: change.newValue,
      locale: ctx.locale,
    });
  });
  await deliverOtp(deps, issued.messageId);
  return { expires_in: issued.expiresIn };
}

const changedNotice = (userId: number, c: ContactChange): NotificationInput => ({
  userId,
  type: 'account',
  status: 1,
  title: c.field === 'email' ? 'email_changed_title' : 'hp_changed_title',
  body: c.field === 'email' ? 'email_changed_body' : 'hp_changed_body',
  params: { old: c.oldValue, new: c.newValue },
  data: { kind: `${c.field}_changed` },
});

const restoredNotice = (userId: number, c: ContactChange): NotificationInput => ({
  userId,
  type: 'account',
  status: 2,
  title: c.field === 'email' ? 'email_restored_title' : 'hp_restored_title',
  body: c.field === 'email' ? 'email_restored_body' : 'hp_restored_body',
  params: { value: c.oldValue },
  data: { kind: `${c.field}_restored` },
});

/**
 * The code from the new address applies the waiting change: the new address counts as verified,
 * the account's other sessions end, outstanding reset (and e-mail verification) links die, and the
 * old address gets what changed with a link that undoes it within UNDO_DAYS.
 */
export async function confirmContactChange(
  deps: Deps,
  auth: MemberAuth,
  otp: string,
  ctx: ClientContext,
): Promise<User> {
  const db = deps.database.db;
  const { user } = auth;
  const pending = await findPendingChange(db, user.id);
  if (!pending) throw new AppError('contact_change_not_pending');
  // Outside the transaction: a wrong code must stay counted as a try (a rollback would undo it).
  await verifyOtp(deps, db, { userId: user.id, purpose: 'contact_change', subject: pending.id, code: otp });
  const undoToken = randomToken();
  const { updated, notice, messageId } = await db.transaction(async (tx) => {
    const current = (await findUserById(tx, user.id))!;
    // Whatever moved the address meanwhile (an undo) makes this change stale.
    if (addressOf(current, pending.field) !== pending.oldValue)
      throw new AppError('contact_change_not_pending');
    const change = await markApplied(tx, pending.id, {
      tokenHash: sha256(undoToken),
      expiresAt: new Date(Date.now() + UNDO_DAYS * 86400_000),
    });
    if (!change) throw new AppError('contact_change_not_pending');
    const email = change.field === 'email' ? change.newValue : current.email;
    const hp = change.field === 'hp' ? change.newValue : current.hp;
    const taken = await takenIdentifiers(tx, email, hp, user.id);
    if (change.field === 'email' && taken.email) throw fieldError('email', 'email_taken');
    if (change.field === 'hp' && taken.hp) throw fieldError('hp', 'phone_taken');
    const now = new Date();
    const updated = await updateUser(
      tx,
      user.id,
      // The code proved the new address: it is verified by it.
      change.field === 'email'
        ? { email: change.newValue, emailVerifiedAt: now }
        : { hp: change.newValue, phoneVerifiedAt: now },
    );
    await endUserSessions(tx, user.id, `${change.field}_changed`, auth.sessionId);
    await invalidateActionTokens(tx, user.id, 'password_reset');
    await invalidateActionTokens(tx, user.id, 'email_verify');
    const url = `${deps.config.APP_URL}/account/undo-change?token=${undoToken}`;
    const locale = (current.locale as Locale | null) ?? ctx.locale;
    const message = await deps.messenger.enqueue(tx, {
      channel: channelOf(change.field),
      recipient: change.oldValue,
      ...contactChangedMessage(locale, change.field, masked(change.field, change.newValue), url),
    });
    return {
      updated,
      notice: await deps.notifier.record(tx, changedNotice(user.id, change)),
      messageId: message.id,
    };
  });
  deps.notifier.publish([notice]);
  // A failed delivery stays pending for the outbox job; the change itself is done.
  await deps.messenger.deliver([messageId]).catch(() => 0);
  return updated;
}

/**
 * The link from the old address puts it back, once, within UNDO_DAYS — also for an owner who is
 * locked out (public route): later changes of the same field are voided, every session of the
 * account ends and every outstanding reset or verification link dies.
 */
export async function undoContactChange(
  deps: Deps,
  token: string,
): Promise<{ field: ContactField; value: string }> {
  const { change, notice } = await deps.database.db.transaction(async (tx) => {
    const change = await useUndoToken(tx, sha256(token));
    if (!change) throw fieldError('token', 'contact_change_undo_invalid');
    await voidLaterChanges(tx, change);
    const current = (await findUserById(tx, change.userId))!;
    const email = change.field === 'email' ? change.oldValue : current.email;
    const hp = change.field === 'hp' ? change.oldValue : current.hp;
    const taken = await takenIdentifiers(tx, email, hp, change.userId);
    if (taken[change.field]) throw new AppError('contact_change_undo_conflict');
    await updateUser(
      tx,
      change.userId,
      change.field === 'email'
        ? { email: change.oldValue, emailVerifiedAt: change.oldVerifiedAt }
        : { hp: change.oldValue, phoneVerifiedAt: change.oldVerifiedAt },
    );
    await endUserSessions(tx, change.userId, `${change.field}_change_undone`);
    await invalidateActionTokens(tx, change.userId, 'password_reset');
    await invalidateActionTokens(tx, change.userId, 'email_verify');
    return { change, notice: await deps.notifier.record(tx, restoredNotice(change.userId, change)) };
  });
  deps.notifier.publish([notice]);
  return { field: change.field, value: change.oldValue };
}
