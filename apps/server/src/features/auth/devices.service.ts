import type { Device as DeviceView } from '@konter/core/contracts/account';
import type { Db } from '../../db/client.js';
import type { ClientContext, Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { type AccountEvent, accountNotice, type NotificationRow } from '../notifications/index.js';
import {
  type Device,
  devicesWithLiveSession,
  endDeviceSessions,
  findDeviceById,
  listDevices,
  transitionDevice,
} from './auth.repository.js';
import { deliverOtp, issueOtp, type OtpChannel, verifyOtp } from './otp.service.js';
import { checkPassword } from './password-guard.js';
import type { LiveSession } from './session.js';

/** The spec's device-session states as the list shows them. */
function stateOf(d: Device, currentId: string, live: Set<string>): DeviceView['state'] {
  if (d.id === currentId) return 'current_session';
  if (d.status === 'pending') return 'new_login_attempt';
  if (d.status === 'rejected' || d.status === 'revoked') return 'blocked';
  return live.has(d.id) ? 'active' : 'logged_out';
}

export function deviceView(d: Device, currentId: string, live: Set<string>): DeviceView {
  return {
    id: d.id,
    name: d.name,
    status: d.status,
    state: stateOf(d, currentId, live),
    first_login: d.firstLogin,
    is_current: d.id === currentId,
    time: d.createdAt.toISOString(),
    last_activity: d.lastActivityAt.toISOString(),
    ip: d.ip,
  };
}

export async function listUserDevices(deps: Deps, auth: LiveSession): Promise<DeviceView[]> {
  const db = deps.database.db;
  const [rows, live] = await Promise.all([
    listDevices(db, auth.user.id),
    devicesWithLiveSession(db, auth.user.id, new Date()),
  ]);
  return rows.map((d) => deviceView(d, auth.device.id, live));
}

type Action = 'accept' | 'reject' | 'revoke';
const transitions: Record<Action, { from: Device['status'][]; to: Device['status'] }> = {
  accept: { from: ['pending', 'rejected'], to: 'trusted' },
  reject: { from: ['pending'], to: 'rejected' },
  revoke: { from: ['trusted', 'pending'], to: 'revoked' },
};

/** A device approved this recently may not push out the account's original device on a session alone. */
export const RECENT_DEVICE_HOURS = 24;

/**
 * Removing the account's original (first) device from a device approved less than
 * RECENT_DEVICE_HOURS ago takes the password too (pen-test item 4): a freshly approved session must
 * not be able to lock the owner out. Missing → 422 password_required_recent_device; wrong →
 * wrong_password (checkPassword counts it and answers 429 at the limit).
 */
async function guardOriginalDevice(deps: Deps, auth: LiveSession, id: string, password: string | undefined) {
  const decidedAt = auth.device.decidedAt;
  if (auth.device.firstLogin || !decidedAt) return;
  if (Date.now() - decidedAt.getTime() >= RECENT_DEVICE_HOURS * 3600_000) return;
  const target = await findDeviceById(deps.database.db, auth.user.id, id);
  if (!target?.firstLogin) return;
  if (!password) throw fieldError('password', 'password_required_recent_device');
  const ok = await checkPassword(deps, auth.user, password, { ip: null, trustedDeviceId: auth.device.id });
  if (!ok) throw fieldError('password', 'wrong_password');
}

/**
 * A trusted device accepts, rejects or revokes another device of the same account. Each decision
 * applies once (a guarded state change); reject and revoke end that device's sessions.
 */
export async function decideDevice(
  deps: Deps,
  auth: LiveSession,
  id: string,
  action: Action,
  opts: { password?: string } = {},
): Promise<DeviceView> {
  if (id === auth.device.id && action !== 'accept') {
    throw new AppError('device_cannot_block_current');
  }
  if (action !== 'accept') await guardOriginalDevice(deps, auth, id, opts.password);
  const { view, notice } = await deps.database.db.transaction(async (tx) => {
    const device = await findDeviceById(tx, auth.user.id, id);
    if (!device) throw new AppError('device_not_found');
    const t = transitions[action];
    const changed = await transitionDevice(tx, id, t.from, t.to);
    if (!changed) throw new AppError('device_transition_invalid', { action });
    // Revoke ends the sessions now; a rejected device's waiting session stays until it reads
    // "rejected" from device-status (it can do nothing else: 'member' routes refuse untrusted devices).
    if (t.to === 'revoked') await endDeviceSessions(tx, id, action);
    const named = { deviceId: changed.id, deviceName: changed.name };
    const event: AccountEvent =
      action === 'accept'
        ? { kind: 'device_accepted', via: 'trusted_device', ...named }
        : { kind: action === 'reject' ? 'device_rejected' : 'device_revoked', ...named };
    return {
      view: deviceView(changed, auth.device.id, new Set()),
      notice: await deps.notifier.record(tx, accountNotice(auth.user.id, event)),
    };
  });
  // Every open page of the user hears it, the deciding one too: the row is new to all of them
  // (and other pages still showing the prompt for this device close it).
  deps.notifier.publish([notice]);
  return view;
}

/**
 * Customer service revokes a member's device (the console, issue 18) in the caller's transaction:
 * the same transition and consequences as the member's own revoke — its sessions end (that
 * browser's next request is 401), the member gets the `device_revoked` notification, which the
 * caller publishes after commit. A rejected device (still holding its waiting session) may be
 * revoked too. 404 `device_not_found`; 409 `console_user_device_revoked` when it already is.
 */
export async function revokeDeviceAsOperator(
  deps: Deps,
  tx: Db,
  userId: number,
  deviceId: string,
): Promise<{ before: Device; after: Device; sessionsEnded: number; notice: NotificationRow }> {
  const before = await findDeviceById(tx, userId, deviceId);
  if (!before) throw new AppError('device_not_found');
  const after = await transitionDevice(tx, deviceId, ['trusted', 'pending', 'rejected'], 'revoked');
  if (!after) throw new AppError('console_user_device_revoked');
  const ended = await endDeviceSessions(tx, deviceId, 'operator');
  const notice = await deps.notifier.record(
    tx,
    accountNotice(userId, { kind: 'device_revoked', deviceId: after.id, deviceName: after.name }),
  );
  return { before, after, sessionsEnded: ended.length, notice };
}

/** The waiting device asks for a code by e-mail or WhatsApp to verify itself. */
export async function sendDeviceOtp(deps: Deps, auth: LiveSession, channel: OtpChannel, ctx: ClientContext) {
  if (auth.device.status !== 'pending') throw new AppError('device_not_pending');
  const issued = await deps.database.db.transaction((tx) =>
    issueOtp(deps, tx, {
      user: auth.user,
      purpose: 'device',
      subject: auth.device.id,
      channel,
      locale: ctx.locale,
    }),
  );
  await deliverOtp(deps, issued.messageId);
  return { expires_in: issued.expiresIn };
}

export async function verifyDeviceOtp(deps: Deps, auth: LiveSession, code: string): Promise<void> {
  if (auth.device.status !== 'pending') throw new AppError('device_not_pending');
  const db = deps.database.db;
  // Outside the transaction: a wrong code must stay counted as a try.
  await verifyOtp(deps, db, { userId: auth.user.id, purpose: 'device', subject: auth.device.id, code });
  const notice = await db.transaction(async (tx) => {
    const changed = await transitionDevice(tx, auth.device.id, ['pending'], 'trusted');
    if (!changed) return undefined;
    return deps.notifier.record(
      tx,
      accountNotice(auth.user.id, {
        kind: 'device_accepted',
        via: 'otp',
        deviceId: changed.id,
        deviceName: changed.name,
      }),
    );
  });
  if (notice) deps.notifier.publish([notice]);
}

/** Masked destinations the waiting screen may show ("a***@mail.com", "0812****789"). */
export function maskedChannels(user: { email: string; hp: string }) {
  const [name = '', domain = ''] = user.email.split('@');
  return {
    email: `${name.slice(0, 1)}***@${domain}`,
    whatsapp: `${user.hp.slice(0, 4)}****${user.hp.slice(-3)}`,
  };
}
