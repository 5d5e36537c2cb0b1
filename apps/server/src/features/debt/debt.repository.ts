import type { DebtDepositStatus, DebtSource } from '@konter/core/contracts/debt';
import type { LoanDueGroup } from '@konter/core/contracts/loan';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type DownlineDebtPaymentRow,
  type DownlineDebtRow,
  downlineDebtPayments,
  downlineDebts,
} from '../../db/schema/index.js';

// Every statement of downline debts (debt.service.ts holds the rules and the transactions). A
// master's reads are bound to master_id, a downline's to downline_id.

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
const num = (v: unknown) => Number(v ?? 0);
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** A debt source as the record form shows it, with the downline and an existing record's id. */
export interface SourceRow {
  sourceId: number;
  refId: string;
  status: string;
  amount: number;
  productName: string | null;
  destination: string | null;
  createdAt: Date;
  downline: { id: number; name: string; phone: string };
  debtId: number | null;
}

const sourceRow = (r: Record<string, unknown>): SourceRow => ({
  sourceId: num(r.source_id),
  refId: String(r.ref_id),
  status: String(r.status),
  amount: num(r.amount),
  productName: r.product_name === null || r.product_name === undefined ? null : String(r.product_name),
  destination: r.destination === null || r.destination === undefined ? null : String(r.destination),
  createdAt: date(r.created_at),
  downline: { id: num(r.downline_id), name: String(r.downline_name), phone: String(r.downline_hp) },
  debtId: r.debt_id === null || r.debt_id === undefined ? null : num(r.debt_id),
});

/** A transaction (prepaid = prabayar, postpaid = pascabayar) of one of the master's direct downlines. */
export async function findTransactionSource(
  db: Db,
  masterId: number,
  source: 'prabayar' | 'pascabayar',
  refId: string,
): Promise<SourceRow | undefined> {
  const kind = source === 'prabayar' ? 'prepaid' : 'postpaid';
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT t.id AS source_id, t.ref_id, t.status, t.price AS amount, t.product_name, t.destination,
               t.created_at, u.id AS downline_id, u.name AS downline_name, u.hp AS downline_hp,
               (SELECT d.id FROM downline_debts d WHERE d.source = ${source} AND d.source_id = t.id) AS debt_id
          FROM transactions t JOIN users u ON u.id = t.user_id
         WHERE t.ref_id = ${refId} AND t.kind = ${kind} AND u.referred_by = ${masterId}`,
  );
  return r ? sourceRow(r) : undefined;
}

const transferSelect = sql`SELECT dt.id AS source_id, dt.code AS ref_id, 'success' AS status, dt.amount,
       NULL AS product_name, dt.note AS destination, dt.created_at,
       u.id AS downline_id, u.name AS downline_name, u.hp AS downline_hp,
       (SELECT d.id FROM downline_debts d WHERE d.source = 'transfer_deposit' AND d.source_id = dt.id) AS debt_id
  FROM deposit_transfers dt JOIN users u ON u.id = dt.receiver_id`;

/** A deposit transfer the master sent to one of their direct downlines. */
export async function findTransferSource(
  db: Db,
  masterId: number,
  code: string,
): Promise<SourceRow | undefined> {
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`${transferSelect} WHERE dt.code = ${code} AND dt.sender_id = ${masterId} AND u.referred_by = ${masterId}`,
  );
  return r ? sourceRow(r) : undefined;
}

/** The master's deposit transfers to direct downlines since a moment, newest first. */
export async function listTransferSources(
  db: Db,
  masterId: number,
  since: Date,
  limit: number,
  offset: number,
): Promise<{ items: SourceRow[]; total: number }> {
  const where = sql`dt.sender_id = ${masterId} AND u.referred_by = ${masterId} AND dt.created_at >= ${since}`;
  const [count] = await rows<{ total: unknown }>(
    db,
    sql`SELECT count(*) AS total FROM deposit_transfers dt JOIN users u ON u.id = dt.receiver_id WHERE ${where}`,
  );
  const found = await rows<Record<string, unknown>>(
    db,
    sql`${transferSelect} WHERE ${where} ORDER BY dt.created_at DESC, dt.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return { items: found.map(sourceRow), total: num(count?.total) };
}

export async function insertDebt(
  db: Db,
  values: typeof downlineDebts.$inferInsert,
): Promise<DownlineDebtRow> {
  const [row] = await db.insert(downlineDebts).values(values).returning();
  return row!;
}

/** The debt's row, locked for the transaction: payments, declarations and collections of one debt queue here. */
export async function lockDebt(
  db: Db,
  id: number,
  party: { masterId: number } | { downlineId: number },
): Promise<DownlineDebtRow | undefined> {
  const bound =
    'masterId' in party
      ? eq(downlineDebts.masterId, party.masterId)
      : eq(downlineDebts.downlineId, party.downlineId);
  const [row] = await db
    .select()
    .from(downlineDebts)
    .where(and(eq(downlineDebts.id, id), bound))
    .for('update');
  return row;
}

export async function updateDebt(
  db: Db,
  id: number,
  patch: Partial<typeof downlineDebts.$inferInsert>,
): Promise<DownlineDebtRow> {
  const [row] = await db
    .update(downlineDebts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(downlineDebts.id, id))
    .returning();
  return row!;
}

export async function insertDebtPayment(
  db: Db,
  values: typeof downlineDebtPayments.$inferInsert,
): Promise<DownlineDebtPaymentRow> {
  const [row] = await db.insert(downlineDebtPayments).values(values).returning();
  return row!;
}

export async function paymentsOf(db: Db, debtIds: number[]): Promise<DownlineDebtPaymentRow[]> {
  if (debtIds.length === 0) return [];
  return db
    .select()
    .from(downlineDebtPayments)
    .where(inArray(downlineDebtPayments.debtId, debtIds))
    .orderBy(downlineDebtPayments.id);
}

/** A debt joined with both parties and its source's product or transfer note. */
export interface DebtListRow {
  debt: DownlineDebtRow;
  downline: { id: number; name: string; phone: string };
  upline: { id: number; name: string; phone: string };
  productName: string | null;
  destination: string | null;
}

/** Spec §4 due groups in SQL, from the Jakarta day `today` (settled debts are `other`). */
const dueGroupSql = (today: string) => sql`CASE
    WHEN d.collected >= d.debt_value THEN 'other'
    WHEN d.due_date = ${today}::date THEN 'today'
    WHEN d.due_date = ${today}::date + 1 THEN 'tomorrow'
    WHEN d.due_date > ${today}::date THEN 'not_due'
    ELSE 'overdue' END`;
/** The deposit status: fully collected, declared cash waiting, partly collected, nothing yet. */
const depositStatusSql = sql`CASE
    WHEN d.collected >= d.debt_value THEN 'approved'
    WHEN d.declared_amount IS NOT NULL THEN 'deposited'
    WHEN d.collected > 0 THEN 'half_approved'
    ELSE 'not_deposited' END`;

const listSelect = sql`SELECT d.*, dn.name AS downline_name, dn.hp AS downline_hp,
       up.name AS upline_name, up.hp AS upline_hp,
       t.product_name AS t_product_name, t.destination AS t_destination, dt.note AS dt_note
  FROM downline_debts d
  JOIN users dn ON dn.id = d.downline_id
  JOIN users up ON up.id = d.master_id
  LEFT JOIN transactions t ON d.source <> 'transfer_deposit' AND t.id = d.source_id
  LEFT JOIN deposit_transfers dt ON d.source = 'transfer_deposit' AND dt.id = d.source_id`;

const nullable = (v: unknown) => (v === null || v === undefined ? null : String(v));
const nullableNum = (v: unknown) => (v === null || v === undefined ? null : num(v));
const nullableDate = (v: unknown) => (v === null || v === undefined ? null : date(v));

function listRow(r: Record<string, unknown>): DebtListRow {
  const transfer = r.source === 'transfer_deposit';
  return {
    debt: {
      id: num(r.id),
      masterId: num(r.master_id),
      downlineId: num(r.downline_id),
      source: String(r.source) as DebtSource,
      sourceId: num(r.source_id),
      refId: String(r.ref_id),
      sourceAt: date(r.source_at),
      amount: num(r.amount),
      dpValue: num(r.dp_value),
      debtValue: num(r.debt_value),
      collected: num(r.collected),
      notes: nullable(r.notes),
      dueDate: day(r.due_date),
      declaredAmount: nullableNum(r.declared_amount),
      declaredNote: nullable(r.declared_note),
      declaredAt: nullableDate(r.declared_at),
      settledAt: nullableDate(r.settled_at),
      createdAt: date(r.created_at),
      updatedAt: date(r.updated_at),
    },
    downline: { id: num(r.downline_id), name: String(r.downline_name), phone: String(r.downline_hp) },
    upline: { id: num(r.master_id), name: String(r.upline_name), phone: String(r.upline_hp) },
    productName: transfer ? null : nullable(r.t_product_name),
    destination: transfer ? nullable(r.dt_note) : nullable(r.t_destination),
  };
}

export async function findDebtView(db: Db, id: number): Promise<DebtListRow | undefined> {
  const [r] = await rows<Record<string, unknown>>(db, sql`${listSelect} WHERE d.id = ${id}`);
  return r ? listRow(r) : undefined;
}

/**
 * The master's open debts (current debt > 0) of some sources, optionally of one due group and deposit
 * status, most urgent first; with the count per due group (before the due-group filter) and the sum
 * of the current debt of what the filters keep.
 */
export async function listOpenDebts(
  db: Db,
  opts: {
    masterId: number;
    sources: DebtSource[];
    today: string;
    dueGroup?: LoanDueGroup;
    depositStatus?: DebtDepositStatus;
    limit: number;
    offset: number;
  },
): Promise<{ items: DebtListRow[]; total: number; sum: number; counts: Record<LoanDueGroup, number> }> {
  const base = sql`d.master_id = ${opts.masterId} AND d.collected < d.debt_value
    AND d.source IN (${sql.join(
      opts.sources.map((s) => sql`${s}`),
      sql`, `,
    )})
    ${opts.depositStatus ? sql`AND ${depositStatusSql} = ${opts.depositStatus}` : sql``}`;
  const where = sql`${base} ${opts.dueGroup ? sql`AND ${dueGroupSql(opts.today)} = ${opts.dueGroup}` : sql``}`;
  const grouped = await rows<{ grp: LoanDueGroup; n: unknown }>(
    db,
    sql`SELECT ${dueGroupSql(opts.today)} AS grp, count(*) AS n FROM downline_debts d WHERE ${base} GROUP BY 1`,
  );
  const counts: Record<LoanDueGroup, number> = { today: 0, tomorrow: 0, not_due: 0, overdue: 0, other: 0 };
  for (const g of grouped) counts[g.grp] = num(g.n);
  const [agg] = await rows<{ total: unknown; sum: unknown }>(
    db,
    sql`SELECT count(*) AS total, coalesce(sum(d.debt_value - d.collected), 0) AS sum
          FROM downline_debts d WHERE ${where}`,
  );
  const found = await rows<Record<string, unknown>>(
    db,
    sql`${listSelect} WHERE ${where} ORDER BY d.due_date, d.id DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`,
  );
  return { items: found.map(listRow), total: num(agg?.total), sum: num(agg?.sum), counts };
}

/** Jakarta calendar-day bounds: [from 00:00 WIB, to+1 00:00 WIB). */
const wibStart = (d: string) => sql`(${d}::date::timestamp AT TIME ZONE 'Asia/Jakarta')`;
const wibEnd = (d: string) => sql`((${d}::date + 1)::timestamp AT TIME ZONE 'Asia/Jakarta')`;

/** Every record of one source of a master or of a downline (recorded within from..to), newest first. */
export async function listDebtHistory(
  db: Db,
  opts: {
    party: { masterId: number } | { downlineId: number };
    source: DebtSource;
    from?: string;
    to?: string;
    limit: number;
    offset: number;
  },
): Promise<{ items: DebtListRow[]; total: number }> {
  const bound =
    'masterId' in opts.party
      ? sql`d.master_id = ${opts.party.masterId}`
      : sql`d.downline_id = ${opts.party.downlineId}`;
  const where = sql`${bound} AND d.source = ${opts.source}
    ${opts.from ? sql`AND d.created_at >= ${wibStart(opts.from)}` : sql``}
    ${opts.to ? sql`AND d.created_at < ${wibEnd(opts.to)}` : sql``}`;
  const [count] = await rows<{ total: unknown }>(
    db,
    sql`SELECT count(*) AS total FROM downline_debts d WHERE ${where}`,
  );
  const found = await rows<Record<string, unknown>>(
    db,
    sql`${listSelect} WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`,
  );
  return { items: found.map(listRow), total: num(count?.total) };
}

/** A downline's own debts: open ones first (earliest due first), then settled ones, newest first. */
export async function listMyDebts(
  db: Db,
  downlineId: number,
  limit: number,
  offset: number,
): Promise<{ items: DebtListRow[]; total: number }> {
  const [count] = await rows<{ total: unknown }>(
    db,
    sql`SELECT count(*) AS total FROM downline_debts d WHERE d.downline_id = ${downlineId}`,
  );
  const found = await rows<Record<string, unknown>>(
    db,
    sql`${listSelect} WHERE d.downline_id = ${downlineId}
        ORDER BY (d.collected < d.debt_value) DESC,
                 CASE WHEN d.collected < d.debt_value THEN d.due_date END, d.created_at DESC, d.id DESC
        LIMIT ${limit} OFFSET ${offset}`,
  );
  return { items: found.map(listRow), total: num(count?.total) };
}
