import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type AccountRef, accountIdSql, type UserAccountKind } from './accounts.js';
import { rows } from './sql.js';

// SQL only: every movement is one statement calling a function from migrations/0002_ledger.sql,
// so it is one round trip and atomic on its own, or part of the caller's transaction when db is a tx.

export interface TransferRow {
  transfer_id: number;
  debit_balance_after: number;
  credit_balance_after: number;
  replayed: boolean;
}

export interface HoldRow {
  hold_id: number;
  state: 'pending' | 'posted' | 'voided';
  amount: number;
  posted_amount: number;
  released_amount: number;
  source_balance_after: number | null;
  credit_balance_after: number | null;
  replayed: boolean;
}

// jsonb goes over the wire as text: PGlite would otherwise JSON-encode an already encoded string.
const json = (meta: Record<string, unknown> | undefined) =>
  meta === undefined ? sql`NULL::jsonb` : sql`${JSON.stringify(meta)}::text::jsonb`;

interface TransferArgs {
  key: string;
  debit: AccountRef;
  credit: AccountRef;
  amount: number;
  kind: string;
  reference?: string;
  meta?: Record<string, unknown>;
}

interface HoldArgs {
  key: string;
  source: AccountRef;
  amount: number;
  kind: string;
  reference?: string;
  meta?: Record<string, unknown>;
}

type ResolveArgs = { credit: AccountRef; amount?: number; key?: string } | null;

// The function calls as SQL fragments: run alone below, or composed by a feature into one statement
// with its own writes (ledger.service.ts, "calls").
export const transferSql = (t: TransferArgs) =>
  sql`ledger_transfer(${t.key}, ${accountIdSql(t.debit)}, ${accountIdSql(t.credit)},
        ${t.amount}::bigint, ${t.kind}, ${t.reference ?? null}::text, ${json(t.meta)})`;

export const holdSql = (h: HoldArgs) =>
  sql`ledger_hold(${h.key}, ${accountIdSql(h.source)}, ${h.amount}::bigint, ${h.kind},
        ${h.reference ?? null}::text, ${json(h.meta)})`;

/** `holdId` is a number or an SQL expression (e.g. a column of the caller's statement). */
export const resolveHoldSql = (holdId: number | SQL, post: ResolveArgs) =>
  sql`ledger_resolve_hold(${holdId}::bigint, ${post !== null}, ${post ? accountIdSql(post.credit) : sql`NULL::bigint`},
        ${post?.amount ?? null}::bigint, ${post?.key ?? null}::text)`;

export async function callTransfer(db: Db, t: TransferArgs): Promise<TransferRow> {
  const [row] = await rows<TransferRow>(db, sql`SELECT * FROM ${transferSql(t)}`);
  return row!;
}

export async function callHold(db: Db, h: HoldArgs): Promise<HoldRow> {
  const [row] = await rows<HoldRow>(db, sql`SELECT * FROM ${holdSql(h)}`);
  return row!;
}

export async function callResolveHold(db: Db, holdId: number, post: ResolveArgs): Promise<HoldRow> {
  const [row] = await rows<HoldRow>(db, sql`SELECT * FROM ${resolveHoldSql(holdId, post)}`);
  return row!;
}

export interface HistoryRow {
  entry_id: number;
  transfer_id: number;
  kind: string;
  amount: number;
  balance_after: number;
  created_at: string | Date;
  reference: string | null;
  meta: Record<string, unknown> | null;
  hold_id: number | null;
  hold_phase: 'place' | 'post' | 'release' | null;
  counterparty_user_id: number | null;
  counterparty_kind: UserAccountKind | 'system';
  counterparty_code: string | null;
}

/** One page of an account's entries, newest first; limit is one more than a page to learn hasMore. */
export function selectHistory(db: Db, account: AccountRef, limit: number, offset: number) {
  return rows<HistoryRow>(
    db,
    sql`SELECT e.id AS entry_id, e.transfer_id, t.kind, e.amount, e.balance_after, e.created_at,
               t.reference, t.meta, t.hold_id, t.hold_phase,
               c.user_id AS counterparty_user_id, c.kind AS counterparty_kind, c.code AS counterparty_code
          FROM ledger_entries e
          JOIN ledger_transfers t ON t.id = e.transfer_id
          JOIN ledger_accounts c
            ON c.id = CASE WHEN e.amount < 0 THEN t.credit_account_id ELSE t.debit_account_id END
         WHERE e.account_id = ${accountIdSql(account)}
         ORDER BY e.id DESC
         LIMIT ${limit} OFFSET ${offset}`,
  );
}
