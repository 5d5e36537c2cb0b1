import {
  CONSOLE_USER_PAGE_SIZE,
  type ConsoleUserAccess,
  type ConsoleUserDetail,
  type ConsoleUserLedger,
  type ConsoleUserLedgerQuery,
  type ConsoleUserSearch,
  type ConsoleUserSearchQuery,
} from '@konter/core/contracts/console';
import type { Db } from '../../db/client.js';
import { getUserBalances } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { pageMeta } from '../../lib/pagination.js';
import { listDownlines, searchUsers, userById } from '../admin/index.js';
import { findUserById, listDevices, liveSessionsOf } from '../auth/index.js';
import { walletLedgerPage } from '../wallet/index.js';
import { deletionOf, deviceRow, sessionRow, userLink, userRow } from './users.view.js';

// The console's Users pages, reading (issue 18): the search, a user's detail, devices and live
// sessions, wallets' ledger history and downlines. The queries belong to the features that own the
// data (admin's look-ups, auth's devices and sessions, the wallet's ledger page); this module only
// puts the pages together.

/** GET console/users: a page of users matching the term, newest first. */
export async function searchConsoleUsers(deps: Deps, q: ConsoleUserSearchQuery): Promise<ConsoleUserSearch> {
  const page = q.page ?? 1;
  const { rows, total } = await searchUsers(deps, q.q, page, CONSOLE_USER_PAGE_SIZE);
  return { data: rows.map(userRow), meta: pageMeta(page, CONSOLE_USER_PAGE_SIZE, total) };
}

/** The devices and live sessions of a user (the access section, and the detail's "last seen"). */
async function accessOf(deps: Deps, db: Db, userId: number): Promise<ConsoleUserAccess> {
  const [devices, sessions] = await Promise.all([listDevices(db, userId), liveSessionsOf(deps, db, userId)]);
  const perDevice = new Map<string, number>();
  for (const s of sessions) perDevice.set(s.session.deviceId, (perDevice.get(s.session.deviceId) ?? 0) + 1);
  return {
    devices: devices.map((d) => deviceRow(d, perDevice.get(d.id) ?? 0)),
    sessions: sessions.map(sessionRow),
  };
}

/** GET console/users/:id/access (customer service): devices and live sessions. */
export async function consoleUserAccess(deps: Deps, id: number): Promise<ConsoleUserAccess> {
  const db = deps.database.db;
  const user = await userById(db, id);
  return accessOf(deps, db, user.id);
}

/** GET console/users/:id: the account as customer service (and finance) sees it. */
export async function consoleUserDetail(deps: Deps, id: number): Promise<ConsoleUserDetail> {
  const db = deps.database.db;
  const u = await userById(db, id);
  const [balances, access, downlines, upline] = await Promise.all([
    getUserBalances(db, u.id),
    accessOf(deps, db, u.id),
    listDownlines(deps, u.id, 1, 1),
    u.referredBy ? findUserById(db, u.referredBy) : Promise.resolve(undefined),
  ]);
  // The latest login (a device's activity) or request of a live session (touched once a minute).
  const seen = [
    ...access.devices.map((d) => d.last_activity_at),
    ...access.sessions.map((s) => s.last_seen_at),
  ].sort();
  const lockedUntil = u.pinLockedUntil && u.pinLockedUntil > new Date() ? u.pinLockedUntil : null;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    hp: u.hp,
    email_verified_at: u.emailVerifiedAt?.toISOString() ?? null,
    phone_verified_at: u.phoneVerifiedAt?.toISOString() ?? null,
    created_at: u.createdAt.toISOString(),
    last_seen_at: seen.at(-1) ?? null,
    category: u.category,
    status: u.status,
    is_sales: u.isSales,
    developer_mode: u.developerMode,
    permissions: u.permissions,
    referral_code: u.referalCode,
    pin: {
      set: u.pinHash !== null,
      failed_attempts: u.pinFailedAttempts,
      locked_until: lockedUntil?.toISOString() ?? null,
    },
    deletion: deletionOf(u),
    wallets: balances,
    upline: upline ? userLink(upline) : null,
    downline_count: downlines.total,
  };
}

/** GET console/users/:id/ledger: one wallet's entries from the ledger, newest first. */
export async function consoleUserLedger(
  deps: Deps,
  id: number,
  q: ConsoleUserLedgerQuery,
): Promise<ConsoleUserLedger> {
  const user = await userById(deps.database.db, id);
  const wallet = q.wallet ?? 'deposit';
  const page = q.page ?? 1;
  const { entries, hasMore } = await walletLedgerPage(deps, user.id, wallet, page, CONSOLE_USER_PAGE_SIZE);
  return { data: entries, meta: { wallet, page, per_page: CONSOLE_USER_PAGE_SIZE, has_more: hasMore } };
}

/** GET console/users/:id/downlines: the users whose upline this one is, newest first. */
export async function consoleUserDownlines(
  deps: Deps,
  id: number,
  q: { page?: number | undefined },
): Promise<ConsoleUserSearch> {
  const user = await userById(deps.database.db, id);
  const page = q.page ?? 1;
  const { rows, total } = await listDownlines(deps, user.id, page, CONSOLE_USER_PAGE_SIZE);
  return { data: rows.map(userRow), meta: pageMeta(page, CONSOLE_USER_PAGE_SIZE, total) };
}
