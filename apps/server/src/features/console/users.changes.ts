import type {
  ConsoleUserAccess,
  ConsoleUserDetail,
  ConsoleUserPermissionRequest,
  ConsoleUserStatusRequest,
  UserCategory,
} from '@konter/core/contracts/console';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { lockUserForChange, recoverAccount, setCategory, setPermission, setStatus } from '../admin/index.js';
import {
  endMemberSession,
  endMemberSessions,
  resetPinLock,
  revokeDeviceAsOperator,
  type User,
} from '../auth/index.js';
import type { NotificationRow } from '../notifications/index.js';
import { auditAction } from './audit.service.js';
import type { StaffActor } from './staff.service.js';
import { consoleUserAccess, consoleUserDetail } from './users.service.js';
import { auditUser } from './users.view.js';

// Customer service's changes to a member's account (issue 18). Each runs the operator CLI's own
// rule (features/admin) or the member feature's (features/auth: devices, sessions, PIN) in one
// transaction that holds the user's row and writes one audit row (`user.*`, target
// `user:<id> <e-mail>`, before/after). A change that would change nothing writes nothing.

const audit = (tx: Db, by: StaffActor, action: string, user: User, before: unknown, after: unknown) =>
  auditAction(tx, by, action, `user:${user.id} ${user.email}`, before, after);

/** Runs `change` on the locked user in one transaction, then answers the user's detail as it is now. */
async function onUser(
  deps: Deps,
  id: number,
  change: (tx: Db, user: User) => Promise<unknown>,
  closed: 'refuse' | 'allow' = 'refuse',
): Promise<ConsoleUserDetail> {
  await deps.database.db.transaction(async (tx) => change(tx, await lockUserForChange(tx, id, closed)));
  return consoleUserDetail(deps, id);
}

/** POST console/users/:id/category: member, agent or master. */
export const changeUserCategory = (deps: Deps, by: StaffActor, id: number, category: UserCategory) =>
  onUser(deps, id, async (tx, user) => {
    if (user.category === category) return;
    const after = await setCategory(deps, user, category, tx);
    await audit(tx, by, 'user.category', user, { category: user.category }, { category: after.category });
  });

/** POST console/users/:id/status: active or non_active (cannot move money), with the reason kept in the audit row. */
export const changeUserStatus = (deps: Deps, by: StaffActor, id: number, input: ConsoleUserStatusRequest) =>
  onUser(deps, id, async (tx, user) => {
    if (user.status === input.status) return;
    const after = await setStatus(deps, user, input.status, tx);
    await audit(
      tx,
      by,
      'user.status',
      user,
      { status: user.status },
      { status: after.status, reason: input.reason },
    );
  });

/** POST console/users/:id/permission: grants or revokes one permission. */
export const changeUserPermission = (
  deps: Deps,
  by: StaffActor,
  id: number,
  input: ConsoleUserPermissionRequest,
) =>
  onUser(deps, id, async (tx, user) => {
    if (user.permissions.includes(input.permission) === input.granted) return;
    const after = await setPermission(deps, user, input.permission, input.granted, tx);
    await audit(
      tx,
      by,
      input.granted ? 'user.permission_grant' : 'user.permission_revoke',
      user,
      auditUser(user),
      auditUser(after),
    );
  });

/** POST console/users/:id/pin/unlock: lifts the PIN lock (409 when there is none and no wrong tries). */
export const unlockUserPin = (deps: Deps, by: StaffActor, id: number) =>
  onUser(deps, id, async (tx, user) => {
    const { before, after } = await resetPinLock(tx, user.id);
    const view = (s: typeof before) => ({
      pin_failed_attempts: s.failedAttempts,
      pin_locked_until: s.lockedUntil?.toISOString() ?? null,
    });
    await audit(tx, by, 'user.pin_unlock', user, view(before), view(after));
  });

/** POST console/users/:id/recover: reopens a deleted (or closed) account, as the CLI's recover-account. */
export const recoverUser = (deps: Deps, by: StaffActor, id: number) =>
  onUser(
    deps,
    id,
    async (tx, user) => {
      await recoverAccount(deps, user, tx);
      await audit(
        tx,
        by,
        'user.recover',
        user,
        {
          deleted_at: user.deletedAt?.toISOString() ?? null,
          closed_at: user.closedAt?.toISOString() ?? null,
        },
        { deleted_at: null, closed_at: null },
      );
    },
    'allow',
  );

/** Runs an access change on the locked user, publishes the member's notification after commit, answers the access. */
async function onAccess(
  deps: Deps,
  id: number,
  change: (tx: Db, user: User) => Promise<NotificationRow | undefined>,
): Promise<ConsoleUserAccess> {
  const notice = await deps.database.db.transaction(async (tx) =>
    change(tx, await lockUserForChange(tx, id)),
  );
  if (notice) deps.notifier.publish([notice]);
  return consoleUserAccess(deps, id);
}

/** POST console/users/:id/devices/:deviceId/revoke: the device is blocked, its sessions end. */
export const revokeUserDevice = (deps: Deps, by: StaffActor, id: number, deviceId: string) =>
  onAccess(deps, id, async (tx, user) => {
    const r = await revokeDeviceAsOperator(deps, tx, user.id, deviceId);
    await audit(
      tx,
      by,
      'user.device_revoke',
      user,
      { device: r.before.id, name: r.before.name, status: r.before.status },
      { device: r.after.id, name: r.after.name, status: r.after.status, sessions_ended: r.sessionsEnded },
    );
    return r.notice;
  });

/** POST console/users/:id/sessions/:sessionId/end: that browser is signed out. */
export const endUserSession = (deps: Deps, by: StaffActor, id: number, sessionId: string) =>
  onAccess(deps, id, async (tx, user) => {
    const s = await endMemberSession(tx, user.id, sessionId);
    await audit(
      tx,
      by,
      'user.session_end',
      user,
      { session: s.id, device: s.deviceId, ended: false },
      { session: s.id, device: s.deviceId, ended: true },
    );
    return undefined;
  });

/** POST console/users/:id/sessions/end-all: every browser of the user is signed out. */
export const endAllUserSessions = (deps: Deps, by: StaffActor, id: number) =>
  onAccess(deps, id, async (tx, user) => {
    const ended = await endMemberSessions(tx, user.id);
    if (ended > 0)
      await audit(tx, by, 'user.sessions_end', user, { live_sessions: ended }, { live_sessions: 0 });
    return undefined;
  });
