import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError, fieldError } from '../lib/errors.js';
import { type AccountGates, ungated } from './account-gate.js';
import { type AccountRef, HOLDS_ACCOUNT, type UserAccountKind, validateAccountRef } from './accounts.js';
import {
  callHold,
  callResolveHold,
  callTransfer,
  type HoldRow,
  holdSql,
  resolveHoldSql,
  selectHistory,
  transferSql,
} from './ledger.repository.js';
import { ledgerError, rows } from './sql.js';

export interface TransferInput {
  /** Idempotency key: a repeat returns the first transfer's outcome and moves nothing. */
  key: string;
  debit: AccountRef;
  credit: AccountRef;
  /** Positive integer rupiah. */
  amount: number;
  kind: string;
  reference?: string;
  meta?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: number;
  debitBalanceAfter: number;
  creditBalanceAfter: number;
  /** True when the key was already used: the values are the original transfer's. */
  replayed: boolean;
}

export interface HoldInput {
  key: string;
  source: AccountRef;
  amount: number;
  kind: string;
  reference?: string;
  meta?: Record<string, unknown>;
}

export type HoldState = 'pending' | 'posted' | 'voided';

export interface HoldResult {
  holdId: number;
  state: HoldState;
  amount: number;
  postedAmount: number;
  /** Returned to the source: all of it on void, the unposted remainder on a partial post. */
  releasedAmount: number;
  /** The source's balance right after this hold's latest movement on it (placement or release). */
  sourceBalanceAfter: number | null;
  /** The destination's balance right after the posting. */
  creditBalanceAfter: number | null;
  /** True when this call changed nothing: the hold key existed, or the hold was already resolved. */
  replayed: boolean;
}

export interface PostHoldInput {
  credit: AccountRef;
  /** At most the held amount; the remainder goes back to the source. Default: all of it. */
  amount?: number;
  /** Idempotency key of the posting transfer (default `hold:<id>:post`). */
  key?: string;
}

export interface HistoryItem {
  entryId: number;
  transferId: number;
  kind: string;
  amount: number;
  direction: 'debit' | 'credit';
  startBalance: number;
  endBalance: number;
  createdAt: Date;
  reference: string | null;
  meta: Record<string, unknown> | null;
  holdId: number | null;
  holdPhase: 'place' | 'post' | 'release' | null;
  counterparty: AccountRef;
}

export interface HistoryPage {
  items: HistoryItem[];
  page: number;
  perPage: number;
  hasMore: boolean;
}

// Keys derived for hold postings and releases live under this prefix; callers may not use it.
const RESERVED_KEY_PREFIX = 'hold:';

function validateKey(key: unknown, field = 'key'): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 200 || key.startsWith(RESERVED_KEY_PREFIX))
    throw fieldError(field, 'ledger_invalid_key');
}

function validateAmount(amount: unknown): void {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    throw fieldError('amount', 'ledger_invalid_amount');
}

function validateKind(kind: unknown): void {
  if (typeof kind !== 'string' || kind.length === 0 || kind.length > 50)
    throw fieldError('kind', 'ledger_invalid_kind');
}

function validateHoldId(holdId: unknown): void {
  if (typeof holdId !== 'number' || !Number.isSafeInteger(holdId) || holdId <= 0)
    throw new AppError('ledger_hold_not_found');
}

/** The escrow only moves through holds, so that its balance always equals the pending holds. */
function rejectEscrow(ref: AccountRef, field: string): void {
  if (ref === HOLDS_ACCOUNT) throw fieldError(field, 'ledger_escrow_direct');
}

/**
 * The movements below take the process's account gates (`deps.accountGates`) as their last argument
 * when they run outside a transaction; inside one (the usual case) the gate is skipped anyway, so
 * callers there pass none.
 */
export async function transfer(
  db: Db,
  input: TransferInput,
  gates: AccountGates = ungated,
): Promise<TransferResult> {
  validateKey(input.key);
  validateAmount(input.amount);
  validateKind(input.kind);
  validateAccountRef(input.debit, 'debit');
  validateAccountRef(input.credit, 'credit');
  rejectEscrow(input.debit, 'debit');
  rejectEscrow(input.credit, 'credit');
  const r = await gates.run(db, [input.debit, input.credit], () => callTransfer(db, input));
  return {
    transferId: r.transfer_id,
    debitBalanceAfter: r.debit_balance_after,
    creditBalanceAfter: r.credit_balance_after,
    replayed: r.replayed,
  };
}

const toHoldResult = (r: HoldRow): HoldResult => ({
  holdId: r.hold_id,
  state: r.state,
  amount: r.amount,
  postedAmount: r.posted_amount,
  releasedAmount: r.released_amount,
  sourceBalanceAfter: r.source_balance_after,
  creditBalanceAfter: r.credit_balance_after,
  replayed: r.replayed,
});

/** Moves `amount` from the source into the holds escrow, pending a post or a void. */
export async function hold(db: Db, input: HoldInput, gates: AccountGates = ungated): Promise<HoldResult> {
  validateKey(input.key);
  validateAmount(input.amount);
  validateKind(input.kind);
  validateAccountRef(input.source, 'source');
  rejectEscrow(input.source, 'source');
  const r = await gates.run(db, [input.source, HOLDS_ACCOUNT], () => callHold(db, input));
  return toHoldResult(r);
}

/** Completes a pending hold (escrow -> credit, remainder -> source); a resolved hold is returned as is. */
export async function postHold(
  db: Db,
  holdId: number,
  input: PostHoldInput,
  gates: AccountGates = ungated,
): Promise<HoldResult> {
  validateHoldId(holdId);
  validateAccountRef(input.credit, 'credit');
  rejectEscrow(input.credit, 'credit');
  if (input.amount !== undefined) validateAmount(input.amount);
  if (input.key !== undefined) validateKey(input.key);
  // (a partial post also credits the source, which is not known here; its row is not usually hot)
  const r = await gates.run(db, [HOLDS_ACCOUNT, input.credit], () => callResolveHold(db, holdId, input));
  return toHoldResult(r);
}

/** Releases a pending hold back to its source (the refund path); a resolved hold is returned as is. */
export async function voidHold(db: Db, holdId: number, gates: AccountGates = ungated): Promise<HoldResult> {
  validateHoldId(holdId);
  const r = await gates.run(db, [HOLDS_ACCOUNT], () => callResolveHold(db, holdId, null));
  return toHoldResult(r);
}

/** A ledger movement as an SQL function call, and the accounts it touches (for the account gate). */
export interface LedgerCall {
  sql: SQL;
  accounts: AccountRef[];
}

/**
 * The movements above as validated SQL function calls, for a feature that makes a movement part of
 * ONE statement with its own writes (data-modifying CTEs; run it with `runLedgerStatement`). The
 * statement is atomic on its own, without BEGIN/COMMIT round trips, so the shared system rows are
 * locked for the statement and its commit only (bench/purchase/README.md). A hold call returns the
 * columns of `HoldResult` in snake_case (hold_id, source_balance_after, …).
 */
export const ledgerCalls = {
  hold(input: HoldInput): LedgerCall {
    validateKey(input.key);
    validateAmount(input.amount);
    validateKind(input.kind);
    validateAccountRef(input.source, 'source');
    rejectEscrow(input.source, 'source');
    return { sql: holdSql(input), accounts: [input.source, HOLDS_ACCOUNT] };
  },
  /** `holdId`: an SQL expression of the caller's statement, e.g. a column of a CTE. */
  postHold(holdId: SQL, input: PostHoldInput): LedgerCall {
    validateAccountRef(input.credit, 'credit');
    rejectEscrow(input.credit, 'credit');
    if (input.amount !== undefined) validateAmount(input.amount);
    if (input.key !== undefined) validateKey(input.key);
    return { sql: resolveHoldSql(holdId, input), accounts: [HOLDS_ACCOUNT, input.credit] };
  },
  voidHold(holdId: SQL): LedgerCall {
    return { sql: resolveHoldSql(holdId, null), accounts: [HOLDS_ACCOUNT] };
  },
  transfer(input: TransferInput): LedgerCall {
    validateKey(input.key);
    validateAmount(input.amount);
    validateKind(input.kind);
    validateAccountRef(input.debit, 'debit');
    validateAccountRef(input.credit, 'credit');
    rejectEscrow(input.debit, 'debit');
    rejectEscrow(input.credit, 'credit');
    return { sql: transferSql(input), accounts: [input.debit, input.credit] };
  },
};

/**
 * Runs one statement that contains ledger calls: through the per-account gate (outside a
 * transaction) and with the ledger's SQL errors mapped to AppErrors, like the functions above.
 */
export function runLedgerStatement<T>(
  db: Db,
  gates: AccountGates,
  calls: LedgerCall[],
  statement: SQL,
): Promise<T[]> {
  return gates.run(
    db,
    calls.flatMap((c) => c.accounts),
    () => rows<T>(db, statement),
  );
}

/** An account as JSON for the SQL function ledger_account_id: {code} or {user_id, kind}. */
export type AccountJson = { code: string } | { user_id: number; kind: UserAccountKind };

const accountJson = (ref: AccountRef): AccountJson =>
  typeof ref === 'string' ? { code: ref } : { user_id: ref.userId, kind: ref.kind };

/** A ledger movement as validated data, for a statement that applies many at once (batches). */
export interface LedgerOp<J = object> {
  json: J;
  accounts: AccountRef[];
}

export interface HoldOpJson {
  key: string;
  source: AccountJson;
  amount: number;
  kind: string;
  reference?: string;
  meta?: Record<string, unknown>;
}

/**
 * The movements as data, validated like the functions above, for statements that run many of them
 * at once (bench/purchase/README.md): `hold` for the SQL function purchase_place_batch, and
 * `postHold` / `voidHold` / `transfer` as the ops of ledger_apply_batch (migrations/0008), which
 * locks every account of the batch in id order and then calls ledger_resolve_hold /
 * ledger_transfer for each op, each with its idempotency key as alone.
 */
export const ledgerOps = {
  hold(input: HoldInput): LedgerOp<HoldOpJson> {
    ledgerCalls.hold(input); // the same validation
    return {
      json: {
        key: input.key,
        source: accountJson(input.source),
        amount: input.amount,
        kind: input.kind,
        reference: input.reference,
        meta: input.meta,
      },
      accounts: [input.source, HOLDS_ACCOUNT],
    };
  },
  postHold(input: PostHoldInput): LedgerOp {
    validateAccountRef(input.credit, 'credit');
    rejectEscrow(input.credit, 'credit');
    if (input.amount !== undefined) validateAmount(input.amount);
    if (input.key !== undefined) validateKey(input.key);
    return {
      json: { op: 'post', credit: accountJson(input.credit), amount: input.amount, key: input.key },
      accounts: [HOLDS_ACCOUNT, input.credit],
    };
  },
  voidHold(): LedgerOp {
    return { json: { op: 'void' }, accounts: [HOLDS_ACCOUNT] };
  },
  transfer(input: TransferInput): LedgerOp {
    ledgerCalls.transfer(input);
    return {
      json: {
        op: 'transfer',
        key: input.key,
        debit: accountJson(input.debit),
        credit: accountJson(input.credit),
        amount: input.amount,
        kind: input.kind,
        reference: input.reference,
        meta: input.meta,
      },
      accounts: [input.debit, input.credit],
    };
  },
};

/**
 * Runs `work` (one statement applying the ops, e.g. through ledger_apply_batch) through the
 * per-account gate like runLedgerStatement, with the ledger's SQL errors mapped to AppErrors.
 */
export async function runLedgerBatch<T>(
  db: Db,
  gates: AccountGates,
  ops: LedgerOp<unknown>[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await gates.run(
      db,
      ops.flatMap((o) => o.accounts),
      work,
    );
  } catch (err) {
    throw ledgerError(err) ?? err;
  }
}

/**
 * Applies the ops of many holds in ONE statement (ledger_apply_batch): every account involved is
 * locked first in id order, then each item's ops run in order. All or nothing. Features compose the
 * same function into their own statements (purchase settlement); this runs it alone.
 */
export async function applyLedgerBatch(
  db: Db,
  items: { holdId: number; ops: LedgerOp[] }[],
  gates: AccountGates = ungated,
): Promise<void> {
  for (const it of items) validateHoldId(it.holdId);
  const json = JSON.stringify(
    items.map((it, i) => ({ ord: i + 1, hold_id: it.holdId, ops: it.ops.map((o) => o.json) })),
  );
  await runLedgerBatch(
    db,
    gates,
    items.flatMap((it) => it.ops),
    () => rows(db, sql`SELECT * FROM ledger_apply_batch(${json}::text::jsonb)`),
  );
}

/** The account's movements, newest first, each with the balance before and after it. */
export async function accountHistory(
  db: Db,
  account: AccountRef,
  opts: { page?: number; perPage?: number } = {},
): Promise<HistoryPage> {
  validateAccountRef(account, 'account');
  const page = opts.page ?? 1;
  const perPage = opts.perPage ?? 20;
  if (!Number.isSafeInteger(page) || page < 1) throw fieldError('page', 'ledger_invalid_page');
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > 100)
    throw fieldError('per_page', 'ledger_invalid_per_page');
  const found = await selectHistory(db, account, perPage + 1, (page - 1) * perPage);
  const items = found.slice(0, perPage).map(
    (r): HistoryItem => ({
      entryId: r.entry_id,
      transferId: r.transfer_id,
      kind: r.kind,
      amount: Math.abs(r.amount),
      direction: r.amount < 0 ? 'debit' : 'credit',
      startBalance: r.balance_after - r.amount,
      endBalance: r.balance_after,
      createdAt: new Date(r.created_at),
      reference: r.reference,
      meta: r.meta,
      holdId: r.hold_id,
      holdPhase: r.hold_phase,
      counterparty:
        r.counterparty_kind === 'system'
          ? (r.counterparty_code as AccountRef)
          : { userId: r.counterparty_user_id!, kind: r.counterparty_kind as UserAccountKind },
    }),
  );
  return { items, page, perPage, hasMore: found.length > perPage };
}
