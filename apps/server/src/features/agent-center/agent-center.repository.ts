import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { TransactionStatus } from '../../db/schema/index.js';

// Every statement of the agent center (reads only). A downline is a user whose referred_by is the
// caller: every query is bound to the caller's id, so one upline never sees another's downlines.

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** Jakarta calendar-day bounds: [from 00:00 WIB, to+1 00:00 WIB). */
const wibStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Asia/Jakarta')`;
const wibEnd = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE 'Asia/Jakarta')`;
const rangeOn = (column: SQL, from?: string, to?: string) =>
  sql.join(
    [from ? sql`AND ${column} >= ${wibStart(from)}` : sql``, to ? sql`AND ${column} < ${wibEnd(to)}` : sql``],
    sql` `,
  );

export interface DashboardNumbers {
  downlines: number;
  newThisMonth: number;
  salesTodayCount: number;
  salesTodayAmount: number;
  salesMonthCount: number;
  salesMonthAmount: number;
  profitToday: number;
  profitMonth: number;
  pendingCredit: number;
  cashbackBalance: number;
}

/** The dashboard's numbers in one snapshot; `today` and `monthStart` are Jakarta days (YYYY-MM-DD). */
export async function dashboardNumbers(
  db: Db,
  userId: number,
  today: string,
  monthStart: string,
): Promise<DashboardNumbers> {
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`
    WITH d AS (SELECT id, created_at FROM users WHERE referred_by = ${userId} AND deleted_at IS NULL),
         s AS (SELECT t.price, t.upline_user_id, t.upline_cashback, t.created_at
                 FROM transactions t JOIN d ON d.id = t.user_id
                WHERE t.status = 'success' AND t.created_at >= ${wibStart(monthStart)})
    SELECT (SELECT count(*) FROM d) AS downlines,
           (SELECT count(*) FROM d WHERE d.created_at >= ${wibStart(monthStart)}) AS new_this_month,
           (SELECT count(*) FROM s WHERE s.created_at >= ${wibStart(today)}) AS today_count,
           (SELECT coalesce(sum(price), 0) FROM s WHERE s.created_at >= ${wibStart(today)}) AS today_amount,
           (SELECT count(*) FROM s) AS month_count,
           (SELECT coalesce(sum(price), 0) FROM s) AS month_amount,
           (SELECT coalesce(sum(upline_cashback), 0) FROM s
             WHERE s.upline_user_id = ${userId} AND s.created_at >= ${wibStart(today)}) AS profit_today,
           (SELECT coalesce(sum(upline_cashback), 0) FROM s WHERE s.upline_user_id = ${userId}) AS profit_month,
           (SELECT coalesce(sum(amount), 0) FROM cashback_accruals
             WHERE user_id = ${userId} AND credited_at IS NULL) AS pending_credit,
           (SELECT coalesce(sum(balance), 0) FROM ledger_accounts
             WHERE user_id = ${userId} AND kind = 'cashback') AS cashback_balance`,
  );
  return {
    downlines: num(r?.downlines),
    newThisMonth: num(r?.new_this_month),
    salesTodayCount: num(r?.today_count),
    salesTodayAmount: num(r?.today_amount),
    salesMonthCount: num(r?.month_count),
    salesMonthAmount: num(r?.month_amount),
    profitToday: num(r?.profit_today),
    profitMonth: num(r?.profit_month),
    pendingCredit: num(r?.pending_credit),
    cashbackBalance: num(r?.cashback_balance),
  };
}

export interface DownlineRow {
  id: number;
  name: string;
  phone: string;
  category: number;
  joinedAt: string;
  salesCount: number;
  salesAmount: number;
}

/** The caller's downlines, newest first, with their successful sales since `monthStart`. */
export async function listDownlines(
  db: Db,
  userId: number,
  opts: { search?: string; monthStart: string; limit: number; offset: number },
): Promise<{ items: DownlineRow[]; total: number }> {
  const like = opts.search ? `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`u.referred_by = ${userId} AND u.deleted_at IS NULL
    ${like ? sql`AND (u.name ILIKE ${like} OR u.hp ILIKE ${like})` : sql``}`;
  const [count] = await rows<{ total: unknown }>(
    db,
    sql`SELECT count(*) AS total FROM users u WHERE ${where}`,
  );
  const found = await rows<Record<string, unknown>>(
    db,
    sql`
    SELECT u.id, u.name, u.hp, u.category, u.created_at,
           (SELECT count(*) FROM transactions t WHERE t.user_id = u.id AND t.status = 'success'
              AND t.created_at >= ${wibStart(opts.monthStart)}) AS sales_count,
           (SELECT coalesce(sum(t.price), 0) FROM transactions t WHERE t.user_id = u.id AND t.status = 'success'
              AND t.created_at >= ${wibStart(opts.monthStart)}) AS sales_amount
      FROM users u WHERE ${where}
     ORDER BY u.created_at DESC, u.id DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`,
  );
  return {
    total: num(count?.total),
    items: found.map((r) => ({
      id: num(r.id),
      name: String(r.name),
      phone: String(r.hp),
      category: num(r.category),
      joinedAt: iso(r.created_at),
      salesCount: num(r.sales_count),
      salesAmount: num(r.sales_amount),
    })),
  };
}

export interface DownlineTransactionRow {
  refId: string;
  downlineName: string;
  downlinePhone: string;
  kind: 'prepaid' | 'postpaid';
  productName: string;
  destination: string;
  price: number;
  status: TransactionStatus;
  uplineCashback: number;
  credited: boolean;
  createdAt: string;
}

/**
 * The downlines' transactions, newest first. With `cashbackOnly`, only those that earn the caller an
 * upline cashback (the cashback list), of one kind.
 */
export async function listDownlineTransactions(
  db: Db,
  userId: number,
  opts: {
    kind?: 'prepaid' | 'postpaid';
    cashbackOnly?: boolean;
    search?: string;
    from?: string;
    to?: string;
    limit: number;
    offset: number;
  },
): Promise<{ items: DownlineTransactionRow[]; total: number }> {
  const like = opts.search ? `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`u.referred_by = ${userId}
    ${opts.kind ? sql`AND t.kind = ${opts.kind}` : sql``}
    ${opts.cashbackOnly ? sql`AND t.upline_user_id = ${userId} AND t.upline_cashback > 0` : sql``}
    ${
      like
        ? sql`AND (t.ref_id ILIKE ${like} OR t.destination ILIKE ${like} OR t.product_name ILIKE ${like}
                OR u.name ILIKE ${like} OR u.hp ILIKE ${like})`
        : sql``
    }
    ${rangeOn(sql`t.created_at`, opts.from, opts.to)}`;
  const [count] = await rows<{ total: unknown }>(
    db,
    sql`SELECT count(*) AS total FROM transactions t JOIN users u ON u.id = t.user_id WHERE ${where}`,
  );
  const found = await rows<Record<string, unknown>>(
    db,
    sql`
    SELECT t.ref_id, u.name, u.hp, t.kind, t.product_name, t.destination, t.price, t.status,
           t.upline_cashback, t.created_at,
           EXISTS (SELECT 1 FROM cashback_accruals a WHERE a.transaction_id = t.id
                     AND a.user_id = ${userId} AND a.credited_at IS NOT NULL) AS credited
      FROM transactions t JOIN users u ON u.id = t.user_id
     WHERE ${where}
     ORDER BY t.created_at DESC, t.id DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`,
  );
  return {
    total: num(count?.total),
    items: found.map((r) => ({
      refId: String(r.ref_id),
      downlineName: String(r.name),
      downlinePhone: String(r.hp),
      kind: r.kind as 'prepaid' | 'postpaid',
      productName: String(r.product_name),
      destination: String(r.destination),
      price: num(r.price),
      status: r.status as TransactionStatus,
      uplineCashback: num(r.upline_cashback),
      credited: r.credited === true || r.credited === 't',
      createdAt: iso(r.created_at),
    })),
  };
}

export interface CashbackCreditRow {
  id: number;
  amount: number;
  balanceAfter: number;
  kind: string;
  /** The downline transaction a cashback credit is for (its accrual's reference), if any. */
  refId: string | null;
  productName: string | null;
  createdAt: string;
}

/** The credits of the caller's cashback wallet (ledger entries), newest first, and their sum. */
export async function listCashbackCredits(
  db: Db,
  userId: number,
  opts: { from?: string; to?: string; limit: number; offset: number },
): Promise<{ items: CashbackCreditRow[]; total: number; sum: number }> {
  const where = sql`a.user_id = ${userId} AND a.kind = 'cashback' AND e.amount > 0
    ${rangeOn(sql`e.created_at`, opts.from, opts.to)}`;
  const from = sql`ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                   JOIN ledger_transfers tr ON tr.id = e.transfer_id`;
  const [agg] = await rows<{ total: unknown; sum: unknown }>(
    db,
    sql`SELECT count(*) AS total, coalesce(sum(e.amount), 0) AS sum FROM ${from} WHERE ${where}`,
  );
  const found = await rows<Record<string, unknown>>(
    db,
    sql`SELECT e.id, e.amount, e.balance_after, tr.kind, t.ref_id, t.product_name, e.created_at
          FROM ${from}
          LEFT JOIN transactions t
            ON t.id = CASE WHEN tr.reference ~ '^[0-9]+$' THEN tr.reference::bigint END
         WHERE ${where}
         ORDER BY e.created_at DESC, e.id DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`,
  );
  return {
    total: num(agg?.total),
    sum: num(agg?.sum),
    items: found.map((r) => ({
      id: num(r.id),
      amount: num(r.amount),
      balanceAfter: num(r.balance_after),
      kind: String(r.kind),
      refId: r.ref_id == null ? null : String(r.ref_id),
      productName: r.product_name == null ? null : String(r.product_name),
      createdAt: iso(r.created_at),
    })),
  };
}
