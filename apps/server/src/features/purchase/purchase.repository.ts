import { and, eq, getTableColumns, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fromRow } from '../../db/rows.js';
import {
  cashbackAccruals,
  notifications,
  supplierCallbacks,
  type TransactionStatus,
  transactions,
} from '../../db/schema/index.js';
import { runStatement, type Statement, statement } from '../../db/statement.js';
import {
  type HoldOpJson,
  type LedgerCall,
  type LedgerOp,
  ledgerErrorFor,
  runLedgerBatch,
  runLedgerStatement,
} from '../../ledger/index.js';
import { Batcher, failed, type Outcome, ok } from '../../lib/batcher.js';
import { fieldError } from '../../lib/errors.js';
import type { NotificationInput, NotificationRow } from '../notifications/notifier.js';

export type Transaction = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;

export async function insertTransaction(db: Db, t: NewTransaction): Promise<Transaction> {
  const [row] = await db.insert(transactions).values(t).returning();
  return row!;
}

/**
 * Inserts the transaction row and places its hold in ONE statement (the hold's outcome fills
 * hold_id and the start/end balances): atomic without a BEGIN/COMMIT round trip, so the payer's
 * balance row and the escrow are locked only for this statement and its commit. A failed check
 * (insufficient balance, a taken order number) leaves nothing behind.
 */
export async function insertWithHold(
  db: Db,
  t: NewTransaction,
  hold: LedgerCall,
  price: number,
): Promise<Transaction> {
  const insert = db
    .insert(transactions)
    .values({
      ...t,
      holdId: sql`(SELECT hold_id FROM h)`,
      startBalance: sql`(SELECT source_balance_after + ${price}::bigint FROM h)`,
      endBalance: sql`(SELECT source_balance_after FROM h)`,
    })
    .returning();
  const [row] = await runLedgerStatement<Record<string, unknown>>(
    db,
    [hold],
    sql`WITH h AS MATERIALIZED (SELECT * FROM ${hold.sql}) ${insert.getSQL()}`,
  );
  return fromRow(transactions, row!);
}

// ---------------------------------------------------------------------------------------------
// Batches (bench/purchase/README.md): under load, the purchases placed and the supplier answers
// settled in the same moment share one statement and one commit each; a lone one goes at once.

/**
 * Items per statement at most, and statements of one kind running at once (per database handle).
 * One at a time: every placement and settlement locks the escrow row until its commit, so a second
 * concurrent batch would only wait for that lock — while taking items the first could have carried.
 * Measured (bench/purchase/README.md): 1 gave 174–251 purchases/s and 2.9–3.4 ms server CPU per
 * purchase where 2 gave 129–188/s and 4.0–4.8 ms, alternating runs on the same machine.
 */
const batching = { maxBatch: 64, maxConcurrent: 1 };

/**
 * Settlements are not in any request's path (the buyer already has the 201 answer and sees the SN
 * arrive live), so an idle settlement batcher waits this long for other supplier answers to join:
 * at a steady 300 purchases/s that makes batches of ~6 instead of 1–2, and a settlement's share of
 * the statement costs about half (bench/purchase/README.md). The SN reaches the buyer at most this
 * much later.
 */
export const SETTLEMENT_LINGER_MS = 20;

/**
 * One batcher per database handle and kind (placements, settlements). Meant for the root handle; a
 * transaction handle gets its own batcher, so its statements stay in its transaction.
 */
function batcherFor<I, R>(
  cache: WeakMap<object, Batcher<I, R>>,
  db: Db,
  run: (db: Db, items: I[]) => Promise<Outcome<R>[]>,
  lingerMs = 0,
): Batcher<I, R> {
  let b = cache.get(db);
  if (!b) {
    b = new Batcher<I, R>({ run: (items) => run(db, items), ...batching, lingerMs });
    cache.set(db, b);
  }
  return b;
}

const columns = getTableColumns(transactions);
type ColumnKey = keyof typeof columns;

/**
 * A (partial) transaction row as JSON keyed by column name, each value in the form the column's
 * driver mapping gives it (timestamps as ISO text …) except json columns, which stay JSON; read
 * back in SQL with jsonb_populate_record(…, row) into typed columns. Undefined values are left out
 * (the column keeps its default / current value), as drizzle's insert and update do.
 */
function rowJson(values: Partial<NewTransaction>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const column = columns[key as ColumnKey];
    if (!column) throw new Error(`transactions has no column ${key}`);
    if (value !== null && typeof value === 'object' && !(value instanceof Date) && column.dataType !== 'json')
      throw new Error(`transactions.${key}: only plain values can be batched`);
    out[column.name] =
      value === null || column.dataType === 'json' ? value : column.mapToDriverValue(value as never);
  }
  return out;
}

/** Statement texts by their column list: built once per shape (the hot path has one or two). */
const statementCache = new Map<string, Statement>();
function cachedStatement(key: string, build: () => string): Statement {
  let s = statementCache.get(key);
  if (!s) {
    s = statement(build());
    statementCache.set(key, s);
  }
  return s;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

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
  return fieldError(
    'destination',
    `This number already got ${productName} today. The same product to the same number is allowed ${limit}× a day.`,
  );
}

type PlacementRow = {
  ord: number;
  outcome: string;
  trx: Record<string, unknown> | null;
  note: Record<string, unknown> | null;
};

/** A notification as the JSON the batch statements insert from (undefined body/data stay NULL). */
const noteJson = (n: NotificationInput) => ({
  user_id: n.userId,
  type: n.type,
  title: n.title,
  body: n.body,
  status: n.status,
  data: n.data,
});

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
export async function placeMany(db: Db, items: Placement[]): Promise<Outcome<Placed>[]> {
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
    const s = cachedStatement(`place:${key}`, () => {
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
  INSERT INTO notifications (user_id, type, title, body, status, data)
  SELECT ins.user_id, p.item->'note'->>'type', p.item->'note'->>'title', p.item->'note'->>'body',
         (p.item->'note'->>'status')::smallint, p.item->'note'->'data'
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

/** Runs a batch; if the batch statement fails as a whole, each item again alone, so each gets its own answer. */
async function eachAloneIfFailed<I, R>(
  db: Db,
  items: I[],
  run: (db: Db, items: I[]) => Promise<Outcome<R>[]>,
): Promise<Outcome<R>[]> {
  try {
    return await run(db, items);
  } catch (err) {
    if (items.length === 1) return [failed(err)];
    const out: Outcome<R>[] = [];
    for (const item of items) {
      try {
        out.push((await run(db, [item]))[0]!);
      } catch (e) {
        out.push(failed(e));
      }
    }
    return out;
  }
}

const placementBatchers = new WeakMap<object, Batcher<Placement, Placed>>();

/**
 * Places one purchase (hold + row) through the database's placement batcher: alone at low load,
 * with the others of the moment under load; either way it succeeds or fails on its own, with the
 * errors insertWithHold gives (422 insufficient balance, unique violations of the order number or
 * idempotency key), and with `sameNumber` the 422 of the same-number daily rule, decided after the
 * payer's wallet is locked (so two concurrent purchases of one number cannot both pass it). Use
 * the root database handle; inside a transaction use insertWithHold.
 */
export function placePurchase(
  db: Db,
  row: NewTransaction,
  hold: LedgerOp<HoldOpJson>,
  sameNumber?: Placement['sameNumber'],
  note?: NotificationInput,
): Promise<Placed> {
  return batcherFor(placementBatchers, db, (d, items: Placement[]) =>
    eachAloneIfFailed(d, items, placeMany),
  ).submit({ row, hold, ...(sameNumber && { sameNumber }), ...(note && { note }) });
}

/** How the batches of a database went so far (batches, items, largest batch), for tests and measurements. */
export function purchaseBatchStats(db: Db) {
  const none = { batches: 0, items: 0, largest: 0 };
  return {
    placements: { ...(placementBatchers.get(db)?.stats ?? none) },
    settlements: { ...(settlementBatchers.get(db)?.stats ?? none) },
  };
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
export async function settleMany(db: Db, items: Settlement[]): Promise<Outcome<Settled | undefined>[]> {
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
  const s = cachedStatement(`settle:${cols.join(',')}`, () => {
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
  INSERT INTO notifications (id, user_id, type, title, body, status, data)
  SELECT nid.id, (i.note->>'user_id')::bigint, i.note->>'type', i.note->>'title', i.note->>'body',
         (i.note->>'status')::smallint, i.note->'data'
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
    ords.flatMap((i) => items[i]!.money),
    () => runStatement<SettleRow>(db, s, [JSON.stringify(json)]),
  );
  for (const r of found) {
    out[r.ord - 1] = ok({ trx: fromRow(transactions, r.trx), notification: fromRow(notifications, r.note) });
  }
  return out;
}

/** One settlement as one statement (settleMany of one), e.g. inside a caller's transaction. */
export async function settleOnce(db: Db, s: Settlement): Promise<Settled | undefined> {
  const [o] = await settleMany(db, [s]);
  if (!o!.ok) throw o!.error;
  return o!.value;
}

const settlementBatchers = new WeakMap<object, Batcher<Settlement, Settled | undefined>>();

/** settleOnce through the database's settlement batcher (the supplier answers of the moment together). */
export function settleBatched(db: Db, s: Settlement): Promise<Settled | undefined> {
  return batcherFor(
    settlementBatchers,
    db,
    (d, items: Settlement[]) => eachAloneIfFailed(d, items, settleMany),
    SETTLEMENT_LINGER_MS,
  ).submit(s);
}

export async function findByRef(db: Db, refId: string): Promise<Transaction | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.refId, refId)).limit(1);
  return row;
}

export async function findByIdempotencyKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function orderNumberTaken(db: Db, userId: number, orderNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.orderNumber, orderNumber)))
    .limit(1);
  return rows.length > 0;
}

// On every purchase: a constant text, a named prepared statement on node-postgres (db/statement.ts).
const sameNumberCount = statement(
  `SELECT count(*)::int AS n FROM transactions
    WHERE user_id = $1 AND destination = $2 AND product_code = $3 AND created_at >= $4
      AND status IN ('unprocessed', 'processing', 'success')`,
);

/** Purchases of one product for one number since `since` that are not failed (same-number rule). */
export async function countSameNumber(
  db: Db,
  userId: number,
  destination: string,
  productCode: string,
  since: Date,
) {
  const [row] = await runStatement<{ n: number }>(db, sameNumberCount, [
    userId,
    destination,
    productCode,
    since.toISOString(),
  ]);
  return row!.n;
}

/**
 * Claims up to `limit` unsettled transactions whose re-check is due, pushing their next check
 * `leaseSeconds` ahead so that another worker (or instance) does not take them meanwhile.
 * With `afterId` (start-up sweep) every unsettled row is taken once, in id order, due or not.
 */
export async function claimDue(
  db: Db,
  limit: number,
  leaseSeconds: number,
  afterId?: number,
): Promise<{ id: number; refId: string }[]> {
  const due = afterId === undefined ? sql`next_check_at <= now()` : sql`id > ${afterId}`;
  const order = afterId === undefined ? sql`next_check_at` : sql`id`;
  const res = await db.execute(sql`
    UPDATE transactions SET next_check_at = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM transactions WHERE status = 'processing' AND ${due}
      ORDER BY ${order} LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, ref_id`);
  return (res as unknown as { rows: { id: number; ref_id: string }[] }).rows
    .map((r) => ({ id: Number(r.id), refId: r.ref_id }))
    .sort((a, b) => a.id - b.id);
}

export const scheduleCheck = (
  db: Db,
  refId: string,
  at: Date,
  supplier: { status: string; rc: string; message: string },
) =>
  db
    .update(transactions)
    .set({
      nextCheckAt: at,
      supplierStatus: supplier.status,
      supplierRc: supplier.rc,
      supplierMessage: supplier.message,
      updatedAt: new Date(),
    })
    .where(and(eq(transactions.refId, refId), eq(transactions.status, 'processing')));

/** The one place a transaction reaches a final state: only from processing, so it happens once. */
export async function settle(
  db: Db,
  refId: string,
  values: Partial<NewTransaction> & { status: Exclude<TransactionStatus, 'processing' | 'inquiry'> },
): Promise<Transaction | undefined> {
  const now = new Date();
  const [row] = await db
    .update(transactions)
    .set({ ...values, settledAt: now, updatedAt: now, nextCheckAt: null })
    .where(and(eq(transactions.refId, refId), eq(transactions.status, 'processing')))
    .returning();
  return row;
}

export const recordCallback = (db: Db, c: typeof supplierCallbacks.$inferInsert) =>
  db.insert(supplierCallbacks).values(c);

export const insertAccrual = (db: Db, a: typeof cashbackAccruals.$inferInsert) =>
  db.insert(cashbackAccruals).values(a).onConflictDoNothing();

export const dueAccruals = (db: Db, today: string, limit: number) =>
  db
    .select()
    .from(cashbackAccruals)
    .where(and(isNull(cashbackAccruals.creditedAt), lte(cashbackAccruals.creditOn, today)))
    .limit(limit);

export const markAccrualCredited = (db: Db, id: number) =>
  db
    .update(cashbackAccruals)
    .set({ creditedAt: new Date() })
    .where(and(eq(cashbackAccruals.id, id), isNull(cashbackAccruals.creditedAt)));
