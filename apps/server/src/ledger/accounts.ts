import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError, fieldError } from '../lib/errors.js';
import { rows } from './sql.js';

export const userAccountKinds = ['deposit', 'cashback', 'loan'] as const;
export type UserAccountKind = (typeof userAccountKinds)[number];

/** System accounts mirror money outside Konter and may go negative, except the holds escrow. */
export const systemAccountCodes = [
  'supplier',
  'gateway:midtrans',
  'gateway:xendit',
  'gateway:bank_transfer',
  'revenue',
  'fees',
  'cashback_expense',
  'loan_pool',
  'affiliate_commission',
  // What the member's shipments owe the courier aggregator (issue 16, migration 0031).
  'courier',
  'holds',
] as const;
export type SystemAccountCode = (typeof systemAccountCodes)[number];

/** The escrow that pending holds sit in; only hold/postHold/voidHold move money through it. */
export const HOLDS_ACCOUNT: SystemAccountCode = 'holds';

export type UserAccountRef = { userId: number; kind: UserAccountKind };
export type AccountRef = UserAccountRef | SystemAccountCode;

export type UserBalances = Record<UserAccountKind, number>;

export function validateAccountRef(ref: AccountRef, field: string): void {
  const ok =
    typeof ref === 'string'
      ? (systemAccountCodes as readonly string[]).includes(ref)
      : Number.isSafeInteger(ref?.userId) &&
        ref.userId > 0 &&
        (userAccountKinds as readonly string[]).includes(ref.kind);
  if (!ok) throw fieldError(field, 'ledger_invalid_account', { field });
}

/**
 * The account's id as a scalar subquery, so a movement resolves its accounts inside its own single
 * statement (no extra round trip on the hot path). NULL when the account does not exist, which the
 * SQL functions report as KL002 (not_found).
 */
export function accountIdSql(ref: AccountRef): SQL {
  return typeof ref === 'string'
    ? sql`(SELECT id FROM ledger_accounts WHERE code = ${ref})`
    : sql`(SELECT id FROM ledger_accounts WHERE user_id = ${ref.userId} AND kind = ${ref.kind})`;
}

/** Creates the system accounts that are missing (the migration seeds them; this is for new codes). */
export async function ensureSystemAccounts(db: Db): Promise<void> {
  const values = sql.join(
    systemAccountCodes.map((code) => sql`('system', ${code}, ${code !== HOLDS_ACCOUNT})`),
    sql`, `,
  );
  await rows(
    db,
    sql`INSERT INTO ledger_accounts (kind, code, allow_negative) VALUES ${values} ON CONFLICT (code) DO NOTHING`,
  );
}

/** Opens (idempotently) the user's deposit, cashback and loan accounts; returns their ids. */
export async function openUserAccounts(db: Db, userId: number): Promise<Record<UserAccountKind, number>> {
  validateAccountRef({ userId, kind: 'deposit' }, 'user');
  const found = await rows<{ id: number; kind: UserAccountKind }>(
    db,
    sql`WITH ins AS (
          INSERT INTO ledger_accounts (user_id, kind)
          SELECT ${userId}::bigint, k FROM unnest(ARRAY['deposit', 'cashback', 'loan']) AS k
          ON CONFLICT (user_id, kind) DO NOTHING
          RETURNING id, kind)
        SELECT id, kind FROM ins
        UNION ALL
        SELECT id, kind FROM ledger_accounts WHERE user_id = ${userId}`,
  );
  // A concurrent opener's rows are invisible to this statement's snapshot: read them once more.
  const all =
    found.length === userAccountKinds.length
      ? found
      : await rows<{ id: number; kind: UserAccountKind }>(
          db,
          sql`SELECT id, kind FROM ledger_accounts WHERE user_id = ${userId}`,
        );
  const ids = { deposit: 0, cashback: 0, loan: 0 };
  for (const r of all) ids[r.kind] = r.id;
  return ids;
}

/** The user's three balances; an account not opened yet reads as 0. */
export async function getUserBalances(db: Db, userId: number): Promise<UserBalances> {
  const found = await rows<{ kind: UserAccountKind; balance: number }>(
    db,
    sql`SELECT kind, balance FROM ledger_accounts WHERE user_id = ${userId}`,
  );
  const balances: UserBalances = { deposit: 0, cashback: 0, loan: 0 };
  for (const r of found) balances[r.kind] = r.balance;
  return balances;
}

export async function accountId(db: Db, ref: AccountRef): Promise<number> {
  validateAccountRef(ref, 'account');
  const [row] = await rows<{ id: number | null }>(db, sql`SELECT ${accountIdSql(ref)} AS id`);
  if (row?.id == null) throw new AppError('ledger_account_not_found');
  return row.id;
}
