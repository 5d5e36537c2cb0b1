import {
  type ConsoleUserDetail,
  consoleUserPermissionRequest,
  consoleUserStatusRequest,
  USER_CATEGORIES,
  type UserCategory,
} from '@konter/core/contracts/console';
import type { Deps } from '../../lib/deps.js';
import { AdminError, deletedUserIdByEmail, userIdByLogin } from '../admin/index.js';
import { cliActor } from './audit.service.js';
import { changeUserCategory, changeUserPermission, changeUserStatus, recoverUser } from './users.changes.js';

// The operator CLI's account commands (`set-category`, `set-status`, `grant`/`revoke`,
// `recover-account`) through customer service's own changes (users.changes.ts): the same rules, the
// user's row locked, one transaction and one audit row — by `cli:<os user>`.

/** A console request's validation, as the CLI's error line. */
function parsed<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): T {
  if (result.success) return result.data;
  throw new AdminError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
}

/** `set-category <login> <1|2|3>`: member, agent or master. */
export async function cliSetCategory(
  deps: Deps,
  login: string,
  category: string,
): Promise<ConsoleUserDetail> {
  const n = Number(category);
  if (!(USER_CATEGORIES as readonly number[]).includes(n)) throw new AdminError('category must be 1, 2 or 3');
  return changeUserCategory(deps, cliActor(), await userIdByLogin(deps, login), n as UserCategory);
}

/** `set-status <login> <active|non_active> --reason "…"`. */
export async function cliSetStatus(deps: Deps, login: string, status: string, reason: string | undefined) {
  const input = parsed(consoleUserStatusRequest.safeParse({ status, reason }));
  return changeUserStatus(deps, cliActor(), await userIdByLogin(deps, login), input);
}

/** `grant|revoke <login> <permission>`. */
export async function cliSetPermission(deps: Deps, login: string, permission: string, granted: boolean) {
  const input = parsed(consoleUserPermissionRequest.safeParse({ permission, granted }));
  return changeUserPermission(deps, cliActor(), await userIdByLogin(deps, login), input);
}

/** `recover-account <email>`: the newest deleted account of the e-mail, after its 7-day window. */
export async function cliRecoverAccount(deps: Deps, email: string) {
  return recoverUser(deps, cliActor(), await deletedUserIdByEmail(deps, email));
}
