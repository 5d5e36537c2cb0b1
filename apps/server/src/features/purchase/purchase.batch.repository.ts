import type { Db } from '../../db/client.js';
import { fromRow } from '../../db/rows.js';
import {
  type cashbackAccruals,
  notifications,
  type TransactionStatus,
  transactions,
} from '../../db/schema/index.js';
import { runStatement } from '../../db/statement.js';
import {
  type AccountGates,
  type HoldOpJson,
  type LedgerOp,
  ledgerErrorFor,
  runLedgerBatch,
} from '../../ledger/index.js';
import { failed, type Outcome, ok } from '../../lib/batcher.js';
import { fieldError } from '../../lib/errors.js';
import { type NotificationInput, type NotificationRow, notificationValues } from '../notifications/index.js';
import type { NewTransaction, Transaction } from './purchase.repository.js';
import { quote, rowJson, type StatementCache } from './purchase.statements.js';

// Batches (bench/purchase/README.md): the purchases placed and the supplier answers settled in the
// same moment share one statement and one commit each. The statements of those batches; the
// batchers that gather them are the purchase state (purchase.batching.ts).

/** What a batch statement runs with: the process's account gates and its statement texts. */
export interface BatchContext {
  readonly gates: AccountGates;
  readonly statements: StatementCache;
}

export interface Placement {
  row: NewTransaction;
  /** `ledgerOps.hold(…)`: the hold on the payer's wallet that pays for the row. */
  hold: LedgerOp<HoldOpJson>;
  /**
   * The same-number daily rule, checked in the statement after the payer's wallet is locked
   * (migrations/0011): at most `limit` purchases of the row's (user, destination, product code)
   * since `since` that are not failed (countSameNumber's count, plus the ones placed before it in
   * the batch). Absent: no rule.
   */
  sameNumber?: { limit: number; since: Date };
  /** The owner's notification of the new purchase (it is processing), written in the same statement. */
  note?: NotificationInput;
}

/** A placed purchase: its row, and its notification when the placement carried one. */
export interface Placed {
  trx: Transaction;
  notification?: NotificationRow;
}

/** The 422 of the same-number daily rule: the service's pre-check and the placement give the same. */
export function sameNumberLimitError(productName: string, limit: number) {
  return fieldError('destination', 'same_number_limit', { product: productName, limit });
}

type PlacementRow = {
  ord: number;
  outcome: string;
  trx: Record<string, unknown> | null;
  note: Record<string, unknown> | null;
};

/** A notification as the JSON the batch statements insert from (its keys, params and Indonesian text). */
const noteJson = (n: NotificationInput) => {
  const v = notificationValues(n);
  return {
    user_id: v.userId,
    type: v.type,
    title: v.title,
    body: v.body,
    title_key: v.titleKey,
    body_key: v.bodyKey,
    params: v.params,
    status: v.status,
    data: v.data,
  };
};

/** What a placement outcome means for the caller: the same errors the single statement raises. */
function placementError(outcome: string, item: Placement): unknown {
  switch (outcome) {
    case 'insufficient':
      return ledgerErrorFor('KL001');
    case 'account_not_found':
      return ledgerErrorFor('KL002');
    case 'replayed':
      return ledgerErrorFor('KL003');
    case 'order_number_taken':
      return uniqueViolation('transactions_order_number_key');
    case 'idempotency_key_taken':
      return uniqueViolation('transactions_idempotency_key');
    case 'same_number_limit':
      return sameNumberLimitError(item.row.productName, item.sameNumber?.limit ?? 0);
    default:
      return new Error(`unexpected placement outcome ${outcome}`);
  }
}

/** A unique violation as the driver reports it (lib/db-errors.ts reads code and constraint). */
function uniqueViolation(constraint: string): Error {
  return Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), {
    code: '23505',
    constraint,
  });
}

/**
 * Places many purchases in ONE statement: purchase_place_batch (migrations/0008) locks the escrow
 * and the payers' accounts in id order and places each hold with ledger_hold, in order, each
 * failing on its own (balance, a taken order number or idempotency key); the same statement inserts
 * the rows of the placed ones, with hold_id and the start/end balances. Atomic as a whole: if the
 * statement fails (e.g. a unique index catches a concurrent statement's row), nothing of it stays.
 */
export async function placeMany(db: Db, ctx: BatchContext, items: Placement[]): Promise<Outcome<Placed>[]> {
  const out: Outcome<Placed>[] = new Array(items.length);
  // Rows with different column sets need different INSERT column lists: one statement per shape.
  const shapes = new Map<string, { idx: number[]; json: unknown[]; cols: string[] }>();
  items.forEach((p, i) => {
    const row = rowJson(p.row);
    delete row.hold_id;
    delete row.start_balance;
    delete row.end_balance;
    const cols = Object.keys(row).sort();
    const key = cols.join(',');
    let shape = shapes.get(key);
    if (!shape) {
      shape = { idx: [], json: [], cols };
      shapes.set(key, shape);
    }
    shape.idx.push(i);
    shape.json.push({
      hold: p.hold.json,
      row,
      ...(p.sameNumber && {
        same_number: { limit: p.sameNumber.limit, since: p.sameNumber.since.toISOString() },
      }),
      ...(p.note && { note: noteJson(p.note) }),
    });
  });
  for (const [key, shape] of shapes) {
    const s = ctx.statements.get(`place:${key}`, () => {
      const names = shape.cols.map(quote).join(', ');
      const values = shape.cols.map((c) => `r.${quote(c)}`).join(', ');
      return `WITH p AS MATERIALIZED (SELECT * FROM purchase_place_batch($1::text::jsonb)),
ins AS (
  INSERT INTO transactions (${names}, hold_id, start_balance, end_balance)
  SELECT ${values}, p.hold_id, p.balance_after + (p.item->'hold'->>'amount')::bigint, p.balance_after
    FROM p CROSS JOIN LATERAL jsonb_populate_record(NULL::transactions, p.item->'row') r
   WHERE p.outcome = 'ok'
   ORDER BY p.ord
  RETURNING *),
n AS (
  INSERT INTO notifications (user_id, type, title, body, title_key, body_key, params, status, data)
  SELECT ins.user_id, p.item->'note'->>'type', p.item->'note'->>'title', p.item->'note'->>'body',
         p.item->'note'->>'title_key', p.item->'note'->>'body_key', NULLIF(p.item->'note'->'params', 'null'::jsonb),
         (p.item->'note'->>'status')::smallint, NULLIF(p.item->'note'->'data', 'null'::jsonb)
    FROM ins JOIN p ON p.item->'row'->>'ref_id' = ins.ref_id
   WHERE p.item ? 'note'
   ORDER BY p.ord
  RETURNING *)
SELECT p.ord, p.outcome, row_to_json(ins) AS trx, row_to_json(n) AS note
  FROM p LEFT JOIN ins ON ins.ref_id = p.item->'row'->>'ref_id'
         LEFT JOIN n ON n.data->>'ref_id' = ins.ref_id`;
    });
    const found = await runLedgerBatch(
      db,
      ctx.gates,
      shape.idx.map((i) => items[i]!.hold),
      () => runStatement<PlacementRow>(db, s, [JSON.stringify(shape.json)]),
    );
    for (const r of found) {
      const i = shape.idx[r.ord - 1]!;
      out[i] =
        r.outcome === 'ok' && r.trx
          ? ok({
              trx: fromRow(transactions, r.trx),
              ...(r.note && { notification: fromRow(notifications, r.note) }),
            })
          : failed(placementError(r.outcome, items[i]!));
    }
  }
  return out;
}

export interface Settlement {
  refId: string;
  values: Partial<NewTransaction> & { status: Exclude<TransactionStatus, 'processing' | 'inquiry'> };
  /** Ledger movements of the row's hold, in order (`ledgerOps.postHold/voidHold/transfer`). */
  money: LedgerOp[];
  notification: NotificationInput;
  accrual?: Omit<typeof cashbackAccruals.$inferInsert, 'transactionId'>;
}

export interface Settled {
  trx: Transaction;
  notification: NotificationRow;
}

type SettleRow = { ord: number; trx: Record<string, unknown>; note: Record<string, unknown> };

/**
 * The one place purchases reach a final state, many in ONE statement: the guarded status change of
 * each row (only from processing with a hold — purchase_lock_processing locks the rows that still
 * are — so it happens once: whoever comes second — a re-check, a callback, a replayed answer —
 * changes nothing), then ledger_apply_batch for the
 * settled rows' movements (all accounts locked in id order, each movement with its idempotency key),
 * each owner's notification and the upline's cashback accrual. Any failure undoes all of it.
 * Answers, per item, the settled row and its notification, or undefined when the row was not
 * processing (any more). The same ref twice in one call: the first is applied, the second is late.
 */
export async function settleMany(
  db: Db,
  ctx: BatchContext,
  items: Settlement[],
): Promise<Outcome<Settled | undefined>[]> {
  const out: Outcome<Settled | undefined>[] = items.map(() => ok(undefined));
  const seen = new Set<string>();
  const json: unknown[] = [];
  const ords: number[] = [];
  const patchColumns = new Set<string>();
  items.forEach((s, i) => {
    if (seen.has(s.refId)) return;
    seen.add(s.refId);
    const patch = rowJson(s.values);
    delete patch.settled_at;
    delete patch.updated_at;
    delete patch.next_check_at;
    for (const c of Object.keys(patch)) patchColumns.add(c);
    json.push({
      ord: i + 1,
      ref_id: s.refId,
      patch,
      ops: s.money.map((m) => m.json),
      // undefined body/data are left out of the JSON: NULL columns, as the single insert stores them
      note: noteJson(s.notification),
      accrual: s.accrual
        ? { user_id: s.accrual.userId, amount: s.accrual.amount, credit_on: s.accrual.creditOn }
        : null,
    });
    ords.push(i);
  });
  const cols = [...patchColumns].sort();
  const s = ctx.statements.get(`settle:${cols.join(',')}`, () => {
    const set = cols.length
      ? `(${cols.map(quote).join(', ')}) = (SELECT ${cols.map((c) => `r.${quote(c)}`).join(', ')} FROM jsonb_populate_record(t, i.patch) r),`
      : '';
    return `WITH i AS MATERIALIZED (
  SELECT * FROM jsonb_to_recordset($1::text::jsonb)
    AS i(ord int, ref_id text, patch jsonb, ops jsonb, note jsonb, accrual jsonb)),
l AS MATERIALIZED (SELECT * FROM purchase_lock_processing(ARRAY(SELECT ref_id FROM i))),
t AS (
  UPDATE transactions t
     SET ${set} settled_at = now(), updated_at = now(), next_check_at = NULL
    FROM l JOIN i ON i.ref_id = l.ref_id
   WHERE t.id = l.id
  RETURNING t.*, i.ord AS batch_ord),
m AS MATERIALIZED (
  SELECT m.ord FROM ledger_apply_batch((
    SELECT jsonb_agg(jsonb_build_object('ord', t.batch_ord, 'hold_id', t.hold_id, 'ops', i.ops) ORDER BY t.batch_ord)
      FROM t JOIN i ON i.ord = t.batch_ord)) m),
nid AS MATERIALIZED (SELECT t.batch_ord AS ord, nextval('notifications_id_seq') AS id FROM t),
n AS (
  INSERT INTO notifications (id, user_id, type, title, body, title_key, body_key, params, status, data)
  SELECT nid.id, (i.note->>'user_id')::bigint, i.note->>'type', i.note->>'title', i.note->>'body',
         i.note->>'title_key', i.note->>'body_key', NULLIF(i.note->'params', 'null'::jsonb),
         (i.note->>'status')::smallint, NULLIF(i.note->'data', 'null'::jsonb)
    FROM nid JOIN i ON i.ord = nid.ord
   ORDER BY nid.ord
  RETURNING *),
a AS (
  INSERT INTO cashback_accruals (user_id, transaction_id, amount, credit_on)
  SELECT (i.accrual->>'user_id')::bigint, t.id, (i.accrual->>'amount')::bigint, (i.accrual->>'credit_on')::date
    FROM t JOIN i ON i.ord = t.batch_ord
   WHERE i.accrual IS NOT NULL AND i.accrual <> 'null'::jsonb
  ON CONFLICT DO NOTHING)
SELECT t.batch_ord AS ord, row_to_json(t) AS trx, row_to_json(n) AS note
  FROM t JOIN m ON m.ord = t.batch_ord JOIN nid ON nid.ord = t.batch_ord JOIN n ON n.id = nid.id`;
  });
  const found = await runLedgerBatch(
    db,
    ctx.gates,
    ords.flatMap((i) => items[i]!.money),
    () => runStatement<SettleRow>(db, s, [JSON.stringify(json)]),
  );
  for (const r of found) {
    out[r.ord - 1] = ok({ trx: fromRow(transactions, r.trx), notification: fromRow(notifications, r.note) });
  }
  return out;
}
