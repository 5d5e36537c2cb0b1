import type {
  ConsoleUserDevice,
  ConsoleUserLink,
  ConsoleUserRow,
  ConsoleUserSession,
} from '@konter/core/contracts/console';
import { type Device, RECOVERY_DAYS, type User } from '../auth/index.js';

// How the console's Users pages show a user, a device and a session (contracts/console.ts). Never
// a password, PIN digest or session token: only what customer service needs to help.

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Where a deleted account stands: null while open. */
export const deletionOf = (u: User) =>
  u.deletedAt
    ? {
        deleted_at: u.deletedAt.toISOString(),
        closed_at: iso(u.closedAt),
        window_ends_at: new Date(u.deletedAt.getTime() + RECOVERY_DAYS * 86_400_000).toISOString(),
      }
    : null;

export const userRow = (u: User): ConsoleUserRow => ({
  id: u.id,
  name: u.name,
  email: u.email,
  hp: u.hp,
  category: u.category,
  status: u.status,
  referral_code: u.referalCode,
  created_at: u.createdAt.toISOString(),
  deletion: deletionOf(u),
});

export const userLink = (u: User): ConsoleUserLink => ({
  id: u.id,
  name: u.name,
  hp: u.hp,
  category: u.category,
});

export const deviceRow = (d: Device, liveSessions: number): ConsoleUserDevice => ({
  id: d.id,
  name: d.name,
  status: d.status,
  first_login: d.firstLogin,
  ip: d.ip,
  user_agent: d.userAgent,
  created_at: d.createdAt.toISOString(),
  last_activity_at: d.lastActivityAt.toISOString(),
  sessions: liveSessions,
});

export const sessionRow = (s: {
  session: { id: string; deviceId: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date };
  deviceName: string;
}): ConsoleUserSession => ({
  id: s.session.id,
  device_id: s.session.deviceId,
  device_name: s.deviceName,
  created_at: s.session.createdAt.toISOString(),
  last_seen_at: s.session.lastSeenAt.toISOString(),
  expires_at: s.session.expiresAt.toISOString(),
});

/** What an audit row keeps of a user's standing before or after a change. */
export const auditUser = (u: User) => ({
  category: u.category,
  status: u.status,
  permissions: u.permissions,
});
