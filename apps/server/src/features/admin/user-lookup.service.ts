import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { findUserById, type User } from '../auth/index.js';
import { downlineRows, lockUserRow, searchUserRows, type UserSearch } from './user-lookup.repository.js';

// The operator's look-ups of users for the console's Users pages (issue 18): what a search term
// means, pages of results and downlines, and the user a change is about.

/**
 * What customer service typed, as one index-friendly search: an `@` → an e-mail's beginning;
 * only digits, spaces, dashes and a leading + → a phone number's beginning in the stored 08… form
 * (628…, +628… and 8… become 08…; at least 4 digits); anything else → a name's beginning or whole
 * words, an e-mail's beginning or a referral code.
 */
export function parseUserSearch(term: string): UserSearch {
  const q = term.trim().toLowerCase().replace(/\s+/g, ' ');
  if (q.includes('@')) return { by: 'email', prefix: q };
  if (/^\+?[\d\s-]+$/.test(q)) {
    const digits = q.replace(/\D/g, '');
    const local = digits.startsWith('62')
      ? `0${digits.slice(2)}`
      : digits.startsWith('8')
        ? `0${digits}`
        : digits;
    // "62" or "08" alone would be the beginning of every number: a phone search needs 4 digits.
    if (local.length >= 4) return { by: 'phone', prefix: local };
  }
  return { by: 'text', text: q, words: q.split(' ').filter(Boolean) };
}

const pageOf = (page: number, perPage: number) => ({ limit: perPage, offset: (page - 1) * perPage });

/** A page of users matching the term, newest first, with the count. */
export function searchUsers(deps: Deps, term: string, page: number, perPage: number) {
  return searchUserRows(deps.database.db, parseUserSearch(term), pageOf(page, perPage));
}

/** A page of the user's downlines (users.referred_by), newest first, with the count. */
export function listDownlines(deps: Deps, userId: number, page: number, perPage: number) {
  return downlineRows(deps.database.db, userId, pageOf(page, perPage));
}

/** A user by id (any state); 404 `console_user_not_found`. */
export async function userById(db: Db, id: number): Promise<User> {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('console_user_not_found');
  return user;
}

/**
 * The user a change is about, its row locked in the caller's transaction (two staff changing one
 * user queue, so each audit row's "before" is what the change replaced). 404 when unknown; 409
 * `console_user_closed` for a closed account unless `closed: 'allow'` (its recovery).
 */
export async function lockUserForChange(tx: Db, id: number, closed: 'refuse' | 'allow' = 'refuse') {
  const user = await lockUserRow(tx, id);
  if (!user) throw new AppError('console_user_not_found');
  if (user.closedAt && closed === 'refuse') throw new AppError('console_user_closed');
  return user;
}
