import { permissionNames } from '@konter/core/permissions';
import { normalizeHp } from '@konter/core/phone';
import type { Db } from '../../db/client.js';
import { openUserAccounts } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import {
  findUserByLogin,
  insertUser,
  parseLogin,
  type SettingKey,
  setSetting,
  settingDefaults,
  takenIdentifiers,
  type User,
  updateUser,
} from '../auth/index.js';
import { findLatestDeletedByEmail, reopenAccount } from './admin.repository.js';

export class AdminError extends Error {}

/**
 * Whom an operator's change is for: a login (the CLI: phone or e-mail of an open account) or the
 * user's row as the caller read it (the console, inside its transaction). Both paths run the same
 * rules below; the optional `db` is the caller's transaction.
 */
export type UserTarget = string | User;

async function userByLogin(db: Db, login: string): Promise<User> {
  const user = await findUserByLogin(db, parseLogin(login));
  if (!user) throw new AdminError(`No open account for "${login}"`);
  return user;
}

const targetUser = (db: Db, who: UserTarget) => (typeof who === 'string' ? userByLogin(db, who) : who);

/** The id of the open account of a login (phone or e-mail): the CLI names users so. */
export const userIdByLogin = async (deps: Deps, login: string): Promise<number> =>
  (await userByLogin(deps.database.db, login)).id;

/** The id of the newest deleted account of an e-mail (the CLI's `recover-account`). */
export async function deletedUserIdByEmail(deps: Deps, email: string): Promise<number> {
  const user = await findLatestDeletedByEmail(deps.database.db, email);
  if (!user) throw new AdminError(`No deleted account for "${email}"`);
  return user.id;
}

export async function createAdmin(
  deps: Deps,
  a: { name: string; email: string; hp: string; password: string },
) {
  const hp = normalizeHp(a.hp);
  if (!hp) throw new AdminError('hp is not a valid Indonesian mobile number');
  if (a.password.length < 8) throw new AdminError('password must have at least 8 characters');
  const taken = await takenIdentifiers(deps.database.db, a.email, hp);
  if (taken.email || taken.hp) throw new AdminError('e-mail or phone already used by an account');
  const passwordHash = await deps.hasher.hash(a.password);
  return deps.database.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      name: a.name,
      email: a.email,
      hp,
      passwordHash,
      isAdmin: true,
      referalCode: `ADM${Date.now().toString(36).toUpperCase()}`.slice(0, 12),
      userPermissionSetting: {},
      courierFlags: {},
    });
    await openUserAccounts(tx, user.id);
    return user;
  });
}

export async function setCategory(deps: Deps, who: UserTarget, category: number, db = deps.database.db) {
  if (![1, 2, 3].includes(category))
    throw new AdminError('category must be 1 (member), 2 (agent) or 3 (master)');
  return updateUser(db, (await targetUser(db, who)).id, { category });
}

/** The spec's account state: a `non_active` account cannot move money (features/auth standing.ts). */
export async function setStatus(deps: Deps, who: UserTarget, status: string, db = deps.database.db) {
  if (status !== 'active' && status !== 'non_active')
    throw new AdminError('status must be active or non_active');
  return updateUser(db, (await targetUser(db, who)).id, { status });
}

export async function setFlag(
  deps: Deps,
  login: string,
  flag: 'isSales' | 'developerMode' | 'isAgenMlo',
  value: boolean,
) {
  const db = deps.database.db;
  return updateUser(db, (await userByLogin(db, login)).id, { [flag]: value });
}

export async function setPermission(
  deps: Deps,
  who: UserTarget,
  permission: string,
  grant: boolean,
  db = deps.database.db,
) {
  if (!(permissionNames as readonly string[]).includes(permission)) {
    throw new AdminError(`unknown permission "${permission}"; known: ${permissionNames.join(', ')}`);
  }
  const user = await targetUser(db, who);
  const next = new Set(user.permissions);
  if (grant) next.add(permission);
  else next.delete(permission);
  return updateUser(db, user.id, { permissions: [...next].sort() });
}

/** The operator's switches (`setting`; the console's Site page too, in its transaction `db`). */
export async function setOperatorSetting(deps: Deps, key: string, value: string, db = deps.database.db) {
  if (!(key in settingDefaults))
    throw new AdminError(`unknown setting "${key}"; known: ${Object.keys(settingDefaults).join(', ')}`);
  if (value !== 'true' && value !== 'false') throw new AdminError('value must be true or false');
  await setSetting(db, key as SettingKey, value === 'true');
}

/**
 * Customer-service recovery of a deleted account after its 7-day window (spec: "only via customer
 * service"; within it a login recovers it), if its e-mail and phone are still free. The CLI names
 * the newest deleted account of an e-mail; the console passes the user's row (409
 * `console_user_not_deleted` when it is not deleted).
 */
export async function recoverAccount(deps: Deps, who: UserTarget, db = deps.database.db) {
  let user: User | undefined;
  if (typeof who === 'string') {
    user = await findLatestDeletedByEmail(db, who);
    if (!user) throw new AdminError(`No deleted account for "${who}"`);
  } else {
    user = who;
    if (!user.deletedAt) throw new AppError('console_user_not_deleted');
  }
  const taken = await takenIdentifiers(db, user.email, user.hp, user.id);
  if (taken.email || taken.hp) throw new AppError('console_user_identifiers_taken');
  const [reopened] = await reopenAccount(db, user.id);
  return reopened!;
}
