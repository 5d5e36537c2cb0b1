import { permissionNames } from '@konter/core/permissions';
import { normalizeHp } from '@konter/core/phone';
import { openUserAccounts } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
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

async function userByLogin(deps: Deps, login: string): Promise<User> {
  const user = await findUserByLogin(deps.database.db, parseLogin(login));
  if (!user) throw new AdminError(`No open account for "${login}"`);
  return user;
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

export async function setCategory(deps: Deps, login: string, category: number) {
  if (![1, 2, 3].includes(category))
    throw new AdminError('category must be 1 (member), 2 (agent) or 3 (master)');
  return updateUser(deps.database.db, (await userByLogin(deps, login)).id, { category });
}

export async function setStatus(deps: Deps, login: string, status: string) {
  if (status !== 'active' && status !== 'non_active')
    throw new AdminError('status must be active or non_active');
  return updateUser(deps.database.db, (await userByLogin(deps, login)).id, { status });
}

export async function setFlag(
  deps: Deps,
  login: string,
  flag: 'isSales' | 'developerMode' | 'isAgenMlo',
  value: boolean,
) {
  return updateUser(deps.database.db, (await userByLogin(deps, login)).id, { [flag]: value });
}

export async function setPermission(deps: Deps, login: string, permission: string, grant: boolean) {
  if (!(permissionNames as readonly string[]).includes(permission)) {
    throw new AdminError(`unknown permission "${permission}"; known: ${permissionNames.join(', ')}`);
  }
  const user = await userByLogin(deps, login);
  const next = new Set(user.permissions);
  if (grant) next.add(permission);
  else next.delete(permission);
  return updateUser(deps.database.db, user.id, { permissions: [...next].sort() });
}

export async function setOperatorSetting(deps: Deps, key: string, value: string) {
  if (!(key in settingDefaults))
    throw new AdminError(`unknown setting "${key}"; known: ${Object.keys(settingDefaults).join(', ')}`);
  if (value !== 'true' && value !== 'false') throw new AdminError('value must be true or false');
  await setSetting(deps.database.db, key as SettingKey, value === 'true');
}

/** Customer-service recovery of a deleted account after its 7-day window (if its e-mail and phone are still free). */
export async function recoverAccount(deps: Deps, email: string) {
  const db = deps.database.db;
  const user = await findLatestDeletedByEmail(db, email);
  if (!user) throw new AdminError(`No deleted account for "${email}"`);
  const taken = await takenIdentifiers(db, user.email, user.hp, user.id);
  if (taken.email || taken.hp) throw new AdminError('the e-mail or phone now belongs to another account');
  return reopenAccount(db, user.id);
}
