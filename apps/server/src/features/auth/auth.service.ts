import type { LoginRequest, RegisterRequest } from '@konter/core/contracts/auth';
import type { ErrorKey } from '@konter/core/messages/index';
import { normalizeHp } from '@konter/core/phone';
import type { Db } from '../../db/client.js';
import { openUserAccounts } from '../../ledger/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { ClientContext, Deps, Locale } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { resetMail, verifyMail } from '../../lib/texts.js';
import type { NotificationRow } from '../notifications/index.js';
import { accountNotice } from '../notifications/index.js';
import {
  countDevices,
  type Device,
  endSession,
  endUserSessions,
  findDevice,
  findUserByLogin,
  findUserByReferralCode,
  insertActionToken,
  insertUser,
  invalidateActionTokens,
  referralCodeExpired,
  takenIdentifiers,
  type User,
  updateUser,
  upsertDevice,
  useActionToken,
} from './auth.repository.js';
import { deviceName } from './device-name.js';
import { checkPassword } from './password-guard.js';
import { createSession, type LiveSession } from './session.js';
import { getSetting } from './verification.js';

export const RECOVERY_DAYS = 7;

/** At most one catalogue key per form field. */
export type FieldErrors = Partial<Record<string, ErrorKey>>;

/**
 * Several fields wrong at once (a taken e-mail and phone): a 422 naming each field, with the first
 * field's key as the answer's code and message. Nothing is thrown when `errors` is empty.
 */
export function throwFieldErrors(errors: FieldErrors): void {
  const entries = Object.entries(errors).filter((e): e is [string, ErrorKey] => e[1] !== undefined);
  if (entries.length === 0) return;
  throw new AppError(entries[0]![1], undefined, {
    errors: Object.fromEntries(entries.map(([field, code]) => [field, [{ code }]])),
  });
}

export type LoginResult =
  | { kind: 'in'; user: User; token: string; deviceKey: string }
  | { kind: 'pending'; user: User; device: Device; token: string; deviceKey: string };

/** Referral codes people can read out: 8 characters without 0/O/1/I. */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomToken(16);
  let code = '';
  for (let i = 0; code.length < 8; i++) code += alphabet[bytes.charCodeAt(i) % alphabet.length];
  return code;
}

/**
 * A new account's row with a fresh referral code (tried again on the rare clash) and its wallets,
 * inside the caller's transaction: registration and a master's registered agent (invite.service).
 */
export async function insertNewAccount(
  tx: Db,
  row: Omit<Parameters<typeof insertUser>[1], 'referalCode' | 'userPermissionSetting' | 'courierFlags'>,
): Promise<User> {
  let user: User | undefined;
  for (let attempt = 0; !user; attempt++) {
    const code = newReferralCode();
    if (attempt < 5 && (await findUserByReferralCode(tx, code))) continue;
    user = await insertUser(tx, { ...row, referalCode: code, userPermissionSetting: {}, courierFlags: {} });
  }
  await openUserAccounts(tx, user.id);
  return user;
}

/** The operator's switches that close registration or login (admin CLI `setting`), checked first. */
export async function assertOpen(deps: Deps, what: 'register' | 'login'): Promise<void> {
  const db = deps.database.db;
  if (what === 'register' && (await getSetting(db, 'disable_register')))
    throw new AppError('registration_closed');
  if (what === 'login' && (await getSetting(db, 'disable_user_login'))) throw new AppError('login_disabled');
}

/** Parses the login field: an e-mail, or an Indonesian phone number in any accepted form. */
export function parseLogin(login: string): { email?: string; hp?: string } {
  const v = login.trim();
  if (v.includes('@')) return { email: v };
  return { hp: normalizeHp(v) ?? v };
}

/**
 * Registration: the account, its ledger accounts, its first (trusted) device, a session and the
 * e-mail verification link the sign-up form promises (queued in the outbox), in one transaction.
 * The password is hashed before the transaction so no lock is held during hashing; the link is
 * delivered after commit, not awaited (a slow SMTP server must not slow the sign-up down).
 */
export async function register(
  deps: Deps,
  input: RegisterRequest,
  ctx: ClientContext,
  /** More of the same sign-up in its transaction (the affiliate application); may throw field errors. */
  within?: (tx: Db, user: User) => Promise<void>,
): Promise<LoginResult> {
  const hp = normalizeHp(input.hp);
  if (!hp) throw fieldError('hp', 'invalid_number');
  const passwordHash = await deps.hasher.hash(input.password);
  const deviceKey = ctx.deviceKey ?? randomToken();
  const result = await deps.database.db.transaction(async (tx) => {
    const errors: FieldErrors = {};
    const taken = await takenIdentifiers(tx, input.email, hp);
    if (taken.email) errors.email = 'email_taken';
    if (taken.hp) errors.hp = 'phone_taken';
    let referredBy: number | null = null;
    if (input.referral_code) {
      const referrer = await findUserByReferralCode(tx, input.referral_code);
      if (!referrer) errors.referral_code = 'referral_code_invalid';
      // An affiliate's code whose year is over refers nobody (issue 14 §5): no upline, no refusal.
      else if (!(await referralCodeExpired(tx, referrer.id))) referredBy = referrer.id;
    }
    throwFieldErrors(errors);
    const user = await insertNewAccount(tx, {
      name: input.name.trim(),
      email: input.email.trim(),
      hp,
      passwordHash,
      referredBy,
      locale: ctx.locale,
    });
    if (within) await within(tx, user);
    const device = await upsertDevice(tx, {
      userId: user.id,
      keyHash: sha256(deviceKey),
      name: deviceName(ctx.userAgent),
      userAgent: ctx.userAgent,
      ip: ctx.ip,
      status: 'trusted',
      firstLogin: true,
    });
    const session = await createSession(deps, tx, user.id, device.id);
    const messageId = await enqueueEmailVerification(deps, tx, user, ctx.locale);
    const login: LoginResult = { kind: 'in', user, token: session.token, deviceKey };
    return { login, messageId };
  });
  if (deps.messenger.hasTransport('email')) {
    void deps.messenger.deliver([result.messageId]).catch(() => undefined);
  }
  return result.login;
}

/** The key a login name is counted under when it matches no account: one form per spelling. */
const loginKey = (login: { email?: string; hp?: string }) => login.email?.toLowerCase() ?? login.hp ?? '';

/**
 * Login by phone or e-mail — also account recovery, which is a login. Closed by the operator's
 * `disable_user_login` switch; every password check goes through checkPassword (limits per account,
 * per trusted device or IP, per IP). Unknown accounts cost the same hashing time and give the same
 * answer as a wrong password (no enumeration). A trusted device gets a session; the first device
 * ever is trusted; any other device gets a session that waits for approval (202).
 */
export async function login(deps: Deps, input: LoginRequest, ctx: ClientContext): Promise<LoginResult> {
  await assertOpen(deps, 'login');
  const db = deps.database.db;
  const name = parseLogin(input.login);
  const user = await findUserByLogin(db, name);
  const seen = user && ctx.deviceKey ? await findDevice(db, user.id, sha256(ctx.deviceKey)) : undefined;
  const ok = await checkPassword(
    deps,
    user,
    input.password,
    { ip: ctx.ip, trustedDeviceId: seen?.status === 'trusted' ? seen.id : null },
    { perIp: true, unknownLogin: loginKey(name) },
  );
  if (!user || !ok) {
    throw fieldError('login', 'invalid_credentials');
  }
  if (user.deletedAt && user.deletedAt.getTime() + RECOVERY_DAYS * 86400_000 < Date.now()) {
    throw new AppError('account_deleted');
  }
  const deviceKey = ctx.deviceKey ?? randomToken();
  const keyHash = sha256(deviceKey);
  let notice: NotificationRow | undefined;
  const result = await db.transaction(async (tx): Promise<LoginResult> => {
    // Logging in within the recovery window undoes a deletion (spec: account deletion states).
    const current = user.deletedAt ? await updateUser(tx, user.id, { deletedAt: null }) : user;
    const known = await findDevice(tx, user.id, keyHash);
    if (known?.status === 'rejected') {
      throw new AppError('device_blocked');
    }
    const firstEver = !known && (await countDevices(tx, user.id)) === 0;
    const status = known?.status === 'trusted' || firstEver ? 'trusted' : 'pending';
    const device = await upsertDevice(tx, {
      userId: user.id,
      keyHash,
      name: deviceName(ctx.userAgent),
      userAgent: ctx.userAgent,
      ip: ctx.ip,
      status,
      firstLogin: firstEver,
    });
    const session = await createSession(deps, tx, user.id, device.id);
    if (status === 'trusted') return { kind: 'in', user: current, token: session.token, deviceKey };
    notice = await deps.notifier.record(
      tx,
      accountNotice(user.id, { kind: 'device_pending', deviceId: device.id, deviceName: device.name }),
    );
    return { kind: 'pending', user: current, device, token: session.token, deviceKey };
  });
  if (result.kind === 'pending') {
    // After commit: the notification (and its web push) and the live approval prompt on the
    // user's trusted devices ('device.pending'). The waiting device itself has no socket.
    deps.notifier.publish([notice!]);
    deps.bus.publish({
      userId: user.id,
      event: 'device.pending',
      payload: {
        device_id: result.device.id,
        name: result.device.name,
        time: result.device.createdAt.toISOString(),
      },
    });
  }
  return result;
}

export async function logout(deps: Deps, auth: LiveSession): Promise<void> {
  await endSession(deps.database.db, auth.session.id, 'logout');
}

/**
 * Session rotation once a waiting device is approved: the waiting session ends and a fresh one is
 * issued, so a token seen before approval is worth nothing after it.
 */
export async function rotateSession(deps: Deps, auth: LiveSession): Promise<string> {
  return deps.database.db.transaction(async (tx) => {
    await endSession(tx, auth.session.id, 'rotated');
    return (await createSession(deps, tx, auth.user.id, auth.device.id)).token;
  });
}

const RESET_TTL_MS = 60 * 60_000;
const VERIFY_TTL_MS = 24 * 3600_000;

/** Always answers the same, whether or not the e-mail belongs to an account (no enumeration). */
export async function forgotPassword(deps: Deps, email: string, ctx: ClientContext): Promise<void> {
  const db = deps.database.db;
  const user = await findUserByLogin(db, { email });
  if (!user || user.deletedAt) return;
  const token = randomToken();
  const messageId = await db.transaction(async (tx) => {
    // Only the newest link works: asking again ends the earlier ones.
    await invalidateActionTokens(tx, user.id, 'password_reset');
    await insertActionToken(tx, {
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    const url = `${deps.config.APP_URL}/auth/reset-password?token=${token}`;
    const mail = resetMail((user.locale as ClientContext['locale']) ?? ctx.locale, url);
    return (await deps.messenger.enqueue(tx, { channel: 'email', recipient: user.email, ...mail })).id;
  });
  // Not awaited: a slow SMTP server must not make a known address answer slower than an unknown one.
  // A failed delivery stays pending for the outbox job.
  void deps.messenger.deliver([messageId]).catch(() => undefined);
}

/** Sets a new password from an e-mailed link and ends every session of the account. */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const passwordHash = await deps.hasher.hash(password);
  const notice = await deps.database.db.transaction(async (tx) => {
    const t = await useActionToken(tx, sha256(token), 'password_reset');
    if (!t) throw fieldError('token', 'reset_link_invalid');
    await invalidateActionTokens(tx, t.userId, 'password_reset');
    await updateUser(tx, t.userId, { passwordHash });
    await endUserSessions(tx, t.userId, 'password_reset');
    return deps.notifier.record(tx, accountNotice(t.userId, { kind: 'password_reset' }));
  });
  deps.notifier.publish([notice]);
}

/** A verification link (valid 24 hours) for the account's e-mail, queued in the caller's transaction. */
async function enqueueEmailVerification(deps: Deps, tx: Db, user: User, locale: Locale): Promise<number> {
  const token = randomToken();
  await insertActionToken(tx, {
    userId: user.id,
    purpose: 'email_verify',
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + VERIFY_TTL_MS),
  });
  const mail = verifyMail(locale, `${deps.config.APP_URL}/auth/verify-email?token=${token}`);
  return (await deps.messenger.enqueue(tx, { channel: 'email', recipient: user.email, ...mail })).id;
}

export async function sendEmailVerification(deps: Deps, user: User, ctx: ClientContext): Promise<void> {
  const messageId = await deps.database.db.transaction((tx) =>
    enqueueEmailVerification(deps, tx, user, ctx.locale),
  );
  await deps.messenger.deliver([messageId]).catch(() => undefined);
}

export async function verifyEmail(deps: Deps, token: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const t = await useActionToken(tx, sha256(token), 'email_verify');
    if (!t) throw fieldError('token', 'verification_code_invalid');
    await updateUser(tx, t.userId, { emailVerifiedAt: new Date() });
  });
}
