import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { SALE_AMOUNT, SALE_MARGIN, SOLD } from './sales.definition.js';

// The dashboard's read-only figures over purchases (transactions) and top-ups (deposit_topups).
// Purchases are read by creation time (the BRIN index of migration 0037), top-ups by credit time.

async function rows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}
const num = (v: unknown) => Number(v ?? 0);

export interface SalesRow {
  count: number;
  amount: number;
  margin: number;
}

/** Sales (sales.definition.ts) created in [from, to): how many, their selling prices, selling − buying. */
export async function salesBetween(db: Db, from: Date, to: Date): Promise<SalesRow> {
  const [r] = await rows(
    db,
    sql`SELECT count(*)::bigint AS count, coalesce(sum(${SALE_AMOUNT}), 0)::bigint AS amount,
               coalesce(sum(${SALE_MARGIN}), 0)::bigint AS margin
          FROM transactions t
         WHERE ${SOLD} AND t.created_at >= ${from} AND t.created_at < ${to}`,
  );
  return { count: num(r?.count), amount: num(r?.amount), margin: num(r?.margin) };
}

/** Purchases created in [from, to) per status (postpaid bills only checked, `inquiry`, left out). */
export async function purchasesByStatus(db: Db, from: Date, to: Date) {
  return (
    await rows(
      db,
      sql`SELECT status, count(*)::bigint AS count, coalesce(sum(price), 0)::bigint AS amount
            FROM transactions
           WHERE created_at >= ${from} AND created_at < ${to} AND status <> 'inquiry'
           GROUP BY status ORDER BY count(*) DESC, status`,
    )
  ).map((r) => ({ status: String(r.status), count: num(r.count), amount: num(r.amount) }));
}

/** Top-ups credited in [from, to) per payment method, with what reached the deposits. */
export async function depositsByChannel(db: Db, from: Date, to: Date) {
  return (
    await rows(
      db,
      sql`SELECT method, count(*)::bigint AS count, coalesce(sum(credited_amount), 0)::bigint AS amount
            FROM deposit_topups
           WHERE status = 'success' AND credited_at >= ${from} AND credited_at < ${to}
           GROUP BY method ORDER BY sum(credited_amount) DESC, method`,
    )
  ).map((r) => ({ channel: String(r.method), count: num(r.count), amount: num(r.amount) }));
}
