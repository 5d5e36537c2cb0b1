import { isIP } from 'node:net';
import type { ConsoleH2hUser } from '@konter/core/contracts/console-commerce';
import type { H2hAccount, H2hCreated, H2hKeyKind, H2hKeyShown } from '@konter/core/contracts/h2h';
import { H2H_BASE_PATH } from '@konter/core/h2h-protocol';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { findUserById, findUserByLogin, parseLogin, type User, updateUser } from '../auth/index.js';
import { decryptApiKey, encryptApiKey, generateApiKey, generateUsername, keyHint } from './h2h.keys.js';
import {
  deleteIp,
  deleteKey,
  findAccountByUser,
  findIp,
  type IpRow,
  insertAccount,
  insertIp,
  listH2hMembers,
  listIps,
  takeReveal,
  upsertKey,
  usageOf,
} from './h2h.repository.js';

// The developer's H2H account (GET/POST /api/v1/developer/h2h…, permission h2h_api) and the
// operator's whitelist commands (admin CLI h2h:ip-add, h2h:ip-remove, h2h:ips).

const ipView = (r: IpRow) => ({ ip: r.ip, note: r.note, created_at: r.createdAt });

/** The caller's username, keys (never in clear), whitelisted IPs and usage. */
export async function getH2hAccount(deps: Deps, user: User): Promise<H2hAccount> {
  const db = deps.database.db;
  const [account, ips, usage] = [
    await findAccountByUser(db, user.id),
    await listIps(db, user.id),
    await usageOf(db, user.id),
  ];
  return {
    username: account?.username ?? null,
    keys: (account?.keys ?? []).map((k) => ({
      kind: k.kind,
      hint: k.hint,
      created_at: k.createdAt,
      revealable: k.revealable,
      last_used_at: k.lastUsedAt,
    })),
    ips: ips.map(ipView),
    usage,
    rate_limit_per_minute: deps.config.H2H_RATE_LIMIT_PER_MINUTE,
    base_path: H2H_BASE_PATH,
  };
}

async function writeKey(deps: Deps, tx: Db, userId: number, kind: H2hKeyKind): Promise<string> {
  const key = generateApiKey();
  await upsertKey(tx, {
    userId,
    kind,
    keyEnc: encryptApiKey(deps.config.APP_SECRET, userId, kind, key),
    hint: keyHint(key),
    // Shown in this answer: no later reveal.
    revealable: false,
  });
  return key;
}

/** Creates the username and both keys, answered in clear this once (409 when they exist). */
export async function createH2hKeys(deps: Deps, user: User): Promise<H2hCreated> {
  return deps.database.db.transaction(async (tx: Db) => {
    if (await findAccountByUser(tx, user.id)) throw new AppError('h2h_account_exists');
    let username = '';
    for (let i = 0; i < 5 && !username; i++) {
      const candidate = generateUsername();
      if (await insertAccount(tx, user.id, candidate)) username = candidate;
    }
    if (!username) throw new AppError('h2h_account_exists');
    return {
      username,
      production_key: await writeKey(deps, tx, user.id, 'production'),
      development_key: await writeKey(deps, tx, user.id, 'development'),
    };
  });
}

/** Replaces one key (the old one stops working at once); the new one is answered this once. */
export async function rotateH2hKey(deps: Deps, user: User, kind: H2hKeyKind): Promise<H2hKeyShown> {
  return deps.database.db.transaction(async (tx: Db) => {
    if (!(await findAccountByUser(tx, user.id))) throw new AppError('h2h_account_missing');
    return { kind, key: await writeKey(deps, tx, user.id, kind) };
  });
}

/**
 * The one reveal of a key that was never shown (e.g. set up by an operator): answered once, then
 * never again (guarded update); rotate for a new key.
 */
export async function revealH2hKey(deps: Deps, user: User, kind: H2hKeyKind): Promise<H2hKeyShown> {
  const db = deps.database.db;
  if (!(await findAccountByUser(db, user.id))) throw new AppError('h2h_account_missing');
  const enc = await takeReveal(db, user.id, kind);
  const key = enc ? decryptApiKey(deps.config.APP_SECRET, user.id, kind, enc) : null;
  if (!key) throw new AppError('h2h_key_already_shown');
  return { kind, key };
}

/** The whitelisted IPs (read-only for the user). */
export async function listH2hIps(deps: Deps, userId: number) {
  return (await listIps(deps.database.db, userId)).map(ipView);
}

// ---- the operator (admin CLI) ----

async function member(deps: Deps, login: string): Promise<User> {
  const user = await findUserByLogin(deps.database.db, parseLogin(login));
  if (!user) throw new AppError('h2h_user_not_found', { login });
  return user;
}

/** A canonical address: IPv4 as written, IPv6 lower-case; IPv4-mapped IPv6 as its IPv4. */
export function normalizeIp(raw: string): string | null {
  const ip = raw
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  return isIP(ip) ? ip : null;
}

/**
 * Runs inside an operator's whitelist or key change, in its transaction, with what was and what is
 * (the console's audit row commits with the change, or neither does). Not called when nothing changed.
 */
export type H2hChangeHook = (tx: Db, before: unknown, after: unknown) => Promise<unknown>;

/**
 * Whitelists an IP for a member (CLI h2h:ip-add and the console): a new IP, or a new note on one
 * already there; the same IP with the same note changes nothing. A bad address is a 422 on `ip`.
 */
export async function whitelistIp(
  deps: Deps,
  user: User,
  rawIp: string,
  rawNote = '',
  inTx?: H2hChangeHook,
): Promise<{ ip: string; changed: boolean }> {
  const ip = normalizeIp(rawIp);
  if (!ip) throw fieldError('ip', 'h2h_ip_invalid');
  const note = rawNote.trim().slice(0, 100);
  return deps.database.db.transaction(async (tx: Db) => {
    const before = await findIp(tx, user.id, ip);
    if (before && before.note === note) return { ip, changed: false };
    await insertIp(tx, user.id, ip, note);
    if (inTx) await inTx(tx, before ? { ip, note: before.note } : null, { ip, note });
    return { ip, changed: true };
  });
}

/** Takes an IP off a member's whitelist (CLI h2h:ip-remove and the console); 404 when it is not on it. */
export async function unwhitelistIp(
  deps: Deps,
  user: User,
  rawIp: string,
  inTx?: H2hChangeHook,
): Promise<string> {
  const ip = normalizeIp(rawIp) ?? rawIp.trim();
  return deps.database.db.transaction(async (tx: Db) => {
    const before = await findIp(tx, user.id, ip);
    if (!before || !(await deleteIp(tx, user.id, ip)))
      throw new AppError('h2h_ip_not_found', { ip, login: user.hp });
    if (inTx) await inTx(tx, { ip, note: before.note }, null);
    return ip;
  });
}

/**
 * Revokes one of a member's keys (CLI h2h:key-revoke and the console): the key is deleted, so the
 * next request signed with it is refused (rc 41) at once; the member rotates for a new one.
 */
export async function revokeH2hKey(
  deps: Deps,
  user: User,
  kind: H2hKeyKind,
  inTx?: H2hChangeHook,
): Promise<void> {
  await deps.database.db.transaction(async (tx: Db) => {
    const gone = await deleteKey(tx, user.id, kind);
    if (!gone) throw new AppError('console_h2h_key_not_found', { kind });
    if (inTx) await inTx(tx, { kind, hint: gone.hint, created_at: gone.createdAt }, null);
  });
}

/** The member of a console request by id (404 when there is none). */
export async function h2hMember(deps: Deps, id: number): Promise<User> {
  const user = await findUserById(deps.database.db, id);
  if (!user) throw new AppError('console_member_not_found');
  return user;
}

/** The console's Developers page: members with h2h_api, an H2H account or whitelisted IPs (or one of them). */
export async function h2hMembers(deps: Deps, userId?: number): Promise<ConsoleH2hUser[]> {
  const db = deps.database.db;
  const members = await listH2hMembers(db, userId);
  return Promise.all(
    members.map(async (m) => {
      const [account, ips] = await Promise.all([findAccountByUser(db, m.id), listIps(db, m.id)]);
      return {
        ...m,
        keys: (account?.keys ?? []).map((k) => ({
          kind: k.kind,
          hint: k.hint,
          created_at: k.createdAt,
          last_used_at: k.lastUsedAt,
        })),
        ips: ips.map(ipView),
      };
    }),
  );
}

/** `h2h:ip-add <login> <ip> [note]` */
export async function cliH2hIpAdd(deps: Deps, login: string, rawIp: string, note = ''): Promise<string> {
  const user = await member(deps, login);
  const { ip } = await whitelistIp(deps, user, rawIp, note);
  const warn = user.permissions.includes('h2h_api')
    ? ''
    : ` (note: ${user.hp} has no h2h_api permission yet: grant it)`;
  return `${ip} whitelisted for ${user.hp}${warn}`;
}

/** `h2h:ip-remove <login> <ip>` */
export async function cliH2hIpRemove(deps: Deps, login: string, rawIp: string): Promise<string> {
  const user = await member(deps, login);
  const ip = await unwhitelistIp(deps, user, rawIp);
  return `${ip} removed from the whitelist of ${user.hp}`;
}

/** `h2h:key-revoke <login> <production|development>` */
export async function cliH2hKeyRevoke(deps: Deps, login: string, kind: string): Promise<string> {
  if (kind !== 'production' && kind !== 'development')
    throw new RangeError('kind: production or development');
  const user = await member(deps, login);
  await revokeH2hKey(deps, user, kind);
  return `the ${kind} key of ${user.hp} is revoked (the member rotates it for a new one)`;
}

/** `h2h:ips <login>` */
export async function cliH2hIps(deps: Deps, login: string): Promise<string> {
  const user = await member(deps, login);
  const account = await findAccountByUser(deps.database.db, user.id);
  const ips = await listIps(deps.database.db, user.id);
  const head = `${user.hp}: H2H username ${account?.username ?? '(no keys yet)'}, h2h_api ${
    user.permissions.includes('h2h_api') ? 'granted' : 'NOT granted'
  }`;
  if (ips.length === 0) return `${head}\n(no whitelisted IPs)`;
  return [head, ...ips.map((r) => `${r.ip}${r.note ? `  ${r.note}` : ''}  added ${r.createdAt}`)].join('\n');
}

/**
 * Demo (embedded default, first start only): the demo agent may use the H2H API from this machine
 * (h2h_api granted, 127.0.0.1 and ::1 whitelisted), so a newcomer can create keys on
 * /account/developer and call /api/v1/h2h with curl. Left alone once the agent has any whitelisted IP.
 */
export async function seedH2hDemo(deps: Deps, login: string): Promise<void> {
  const db = deps.database.db;
  const user = await findUserByLogin(db, parseLogin(login));
  if (!user || (await listIps(db, user.id)).length > 0) return;
  if (!user.permissions.includes('h2h_api')) {
    await updateUser(db, user.id, { permissions: [...user.permissions, 'h2h_api'] });
  }
  for (const ip of ['127.0.0.1', '::1']) await insertIp(db, user.id, ip, 'demo: this machine');
}
