import type { LedgerCheckRun, MoneyKind, SalesGroup } from '@konter/core/contracts/console-reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { SALE_AMOUNT, SALE_COST, SALE_MARGIN, SOLD } from './sales.definition.js';

// The Reports' statements (issue 18). Purchases are read by creation time (BRIN of 0037), top-ups by
// credit time (0037), member transfers and affiliate bank payouts by their time (0041). Read-only but
// for the ledger check's runs.

async function rows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}
const num = (v: unknown) => Number(v ?? 0);

/** An instant range, inclusive start and exclusive end. */
export interface Span {
  from: Date;
  until: Date;
}

/** The Jakarta date (YYYY-MM-DD) of `t.created_at`: Indonesia keeps UTC+7 all year. */
const JAKARTA_DAY = sql`to_char((t.created_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;
/** The agent of a purchase: the buyer when an agent or master, else the buyer's upline when one is. */
const AGENT_ID = sql`CASE WHEN b.category IN (2, 3) THEN b.id WHEN up.category IN (2, 3) THEN up.id END`;
const AGENT_NAME = sql`CASE WHEN b.category IN (2, 3) THEN b.name WHEN up.category IN (2, 3) THEN up.name END`;

const GROUPS: Record<SalesGroup, { key: SQL; label: SQL; order: SQL }> = {
  day: { key: JAKARTA_DAY, label: sql`NULL::text`, order: sql`1` },
  product: { key: sql`t.product_code`, label: sql`max(t.product_name)`, order: sql`sales DESC, 1` },
  operator: { key: sql`coalesce(t.brand, '')`, label: sql`NULL::text`, order: sql`sales DESC, 1` },
  agent: {
    key: sql`coalesce((${AGENT_ID})::text, '')`,
    label: sql`max(${AGENT_NAME})`,
    order: sql`sales DESC, 1`,
  },
};

export interface SalesGroupRow {
  key: string;
  label: string | null;
  purchases: number;
  success: number;
  processing: number;
  failed: number;
  sales: number;
  cost: number;
  margin: number;
}

/** The statement of the sales report (exported for its query-plan test). */
export function salesReportQuery(span: Span, group: SalesGroup): SQL {
  const g = GROUPS[group];
  const joins =
    group === 'agent'
      ? sql`JOIN users b ON b.id = t.user_id LEFT JOIN users up ON up.id = b.referred_by`
      : sql``;
  return sql`SELECT ${g.key} AS key, ${g.label} AS label,
         count(*)::bigint AS purchases,
         count(*) FILTER (WHERE ${SOLD})::bigint AS success,
         count(*) FILTER (WHERE t.status = 'processing')::bigint AS processing,
         count(*) FILTER (WHERE NOT ${SOLD} AND t.status <> 'processing')::bigint AS failed,
         coalesce(sum(${SALE_AMOUNT}) FILTER (WHERE ${SOLD}), 0)::bigint AS sales,
         coalesce(sum(${SALE_COST}) FILTER (WHERE ${SOLD}), 0)::bigint AS cost,
         coalesce(sum(${SALE_MARGIN}) FILTER (WHERE ${SOLD}), 0)::bigint AS margin
    FROM transactions t ${joins}
   WHERE t.created_at >= ${span.from} AND t.created_at < ${span.until} AND t.status <> 'inquiry'
   GROUP BY 1
   ORDER BY ${g.order}`;
}

/** Purchases created in the span, grouped (a postpaid bill only checked, `inquiry`, is left out). */
export async function salesByGroup(db: Db, span: Span, group: SalesGroup): Promise<SalesGroupRow[]> {
  return (await rows(db, salesReportQuery(span, group))).map((r) => ({
    key: String(r.key ?? ''),
    label: r.label === null || r.label === undefined ? null : String(r.label),
    purchases: num(r.purchases),
    success: num(r.success),
    processing: num(r.processing),
    failed: num(r.failed),
    sales: num(r.sales),
    cost: num(r.cost),
    margin: num(r.margin),
  }));
}

export interface MoneyGroupRow {
  kind: MoneyKind;
  channel: string;
  count: number;
  amount: number;
}

const moneyRows = (found: Record<string, unknown>[]): MoneyGroupRow[] =>
  found.map((r) => ({
    kind: String(r.kind) as MoneyKind,
    channel: String(r.channel),
    count: num(r.count),
    amount: num(r.amount),
  }));

/**
 * Money into members' deposits in the span: top-ups credited (by payment method; `claim` when the
 * credit followed a manual claim) and member-to-member transfers.
 */
export async function depositsIn(db: Db, span: Span): Promise<MoneyGroupRow[]> {
  return moneyRows(
    await rows(
      db,
      sql`SELECT * FROM (
            SELECT CASE WHEN claimed_at IS NULL THEN 'topup' ELSE 'claim' END AS kind, method AS channel,
                   count(*)::bigint AS count, sum(credited_amount)::bigint AS amount
              FROM deposit_topups
             WHERE status = 'success' AND credited_at >= ${span.from} AND credited_at < ${span.until}
             GROUP BY 1, 2
            UNION ALL
            SELECT 'transfer', 'deposit', count(*)::bigint, sum(amount)::bigint
              FROM deposit_transfers
             WHERE created_at >= ${span.from} AND created_at < ${span.until}
            HAVING count(*) > 0) m
          ORDER BY amount DESC, kind, channel`,
    ),
  );
}

/**
 * Money leaving in the span: successful send-money purchases (to a bank or e-wallet, by brand; the
 * amount sent) and affiliate commissions paid to a bank account.
 */
export async function withdrawalsOut(db: Db, span: Span): Promise<MoneyGroupRow[]> {
  return moneyRows(
    await rows(
      db,
      sql`SELECT * FROM (
            SELECT 'send_money' AS kind, coalesce(t.brand, t.product_code) AS channel,
                   count(*)::bigint AS count, sum(coalesce(t.nominal, t.price))::bigint AS amount
              FROM transactions t
             WHERE t.product_type = 'sendMoney' AND ${SOLD}
               AND t.created_at >= ${span.from} AND t.created_at < ${span.until}
             GROUP BY 1, 2
            UNION ALL
            SELECT 'affiliate_payout', 'bank', count(*)::bigint, sum(amount)::bigint
              FROM affiliate_payouts
             WHERE status = 'disbursed' AND paid_at >= ${span.from} AND paid_at < ${span.until}
            HAVING count(*) > 0) m
          ORDER BY amount DESC, kind, channel`,
    ),
  );
}

// ---- the ledger check's runs ----

const runOf = (r: Record<string, unknown>): LedgerCheckRun => ({
  id: Number(r.id),
  started_at: (r.started_at instanceof Date ? r.started_at : new Date(String(r.started_at))).toISOString(),
  duration_ms: Number(r.duration_ms),
  ok: r.ok === true || r.ok === 't',
  violations: (typeof r.violations === 'string' ? JSON.parse(r.violations) : r.violations) as string[],
  actor: String(r.actor),
});

export async function insertLedgerCheckRun(
  db: Db,
  run: { startedAt: Date; durationMs: number; violations: string[]; staffId: number | null; actor: string },
): Promise<LedgerCheckRun> {
  const [r] = await rows(
    db,
    sql`INSERT INTO ledger_check_runs (started_at, duration_ms, ok, violations, staff_id, actor)
        VALUES (${run.startedAt}, ${run.durationMs}, ${run.violations.length === 0},
                ${JSON.stringify(run.violations)}::jsonb, ${run.staffId}, ${run.actor})
        RETURNING *`,
  );
  return runOf(r!);
}

export async function lastLedgerCheckRun(db: Db): Promise<LedgerCheckRun | null> {
  const [r] = await rows(db, sql`SELECT * FROM ledger_check_runs ORDER BY id DESC LIMIT 1`);
  return r ? runOf(r) : null;
}
