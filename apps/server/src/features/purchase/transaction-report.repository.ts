import type { TransactionFilterStatus } from '@konter/core/contracts/purchase';
import { type AnyColumn, and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transactions } from '../../db/schema/index.js';
import type { Transaction } from './purchase.repository.js';

// The owner's transaction report (GET transaction and its export): the page and its count.

/** The owner's transactions: kind, status, Jakarta-date filters and a search (GET transaction). */
export interface TransactionFilter {
  kind?: 'prepaid' | 'postpaid';
  status?: TransactionFilterStatus;
  /** Jakarta dates (YYYY-MM-DD), both inclusive. */
  from?: string;
  to?: string;
  /** Part of the ref ID, destination / customer number, customer or product name, order number. */
  search?: string;
}

/** A LIKE pattern matching `text` anywhere, its wildcards (and the escape character) taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A refunded purchase: failed with its hold returned to the payer — the failure's settlement voids
 * the hold (or posts it to the deposit for a cashback payment) in the same statement — or the spec's
 * `returned`.
 */
const refunded = sql`(${transactions.status} = 'returned' OR (${transactions.status} = 'failed' AND ${transactions.holdId} IS NOT NULL))`;

/**
 * A purchase, not a postpaid bill that was only checked: every paid bill has a hold; an unpaid one
 * stays `inquiry` and then `expired` (the daily job) without ever having had one. A bill paid
 * through a gateway is a purchase while it waits for its payment (`unprocessed`) and when that
 * payment failed (`canceled`), before any hold.
 */
const purchased = sql`(${transactions.kind} = 'prepaid' OR ${transactions.holdId} IS NOT NULL OR ${transactions.status} NOT IN ('inquiry', 'expired'))`;

function statusFilter(status: TransactionFilterStatus | undefined) {
  if (status === 'refunded') return refunded;
  if (status === 'inquiry') return eq(transactions.status, 'inquiry');
  return and(purchased, status ? eq(transactions.status, status) : undefined);
}

/**
 * Every predicate leaves the columns bare and binds the values, so the planner drives the query by
 * the owner's (user_id, created_at DESC) index and the date range; the search is an escaped ILIKE
 * over that user's rows only.
 */
function ownerFilter(userId: number, q: TransactionFilter) {
  const p = q.search ? containsPattern(q.search) : undefined;
  const like = (column: SQL | AnyColumn) => sql`${column} ILIKE ${p} ESCAPE '\\'`;
  return and(
    eq(transactions.userId, userId),
    q.kind ? eq(transactions.kind, q.kind) : undefined,
    statusFilter(q.status),
    q.from ? gte(transactions.createdAt, new Date(`${q.from}T00:00:00+07:00`)) : undefined,
    q.to
      ? lt(transactions.createdAt, new Date(new Date(`${q.to}T00:00:00+07:00`).getTime() + 86400_000))
      : undefined,
    p
      ? or(
          like(transactions.refId),
          like(transactions.destination),
          like(transactions.customerName),
          like(transactions.productName),
          like(transactions.orderNumber),
        )
      : undefined,
  );
}

/** The owner's transactions, newest first, `limit` of them from `offset`. */
export const selectOwnTransactions = (
  db: Db,
  userId: number,
  q: TransactionFilter,
  page: { limit: number; offset: number },
): Promise<Transaction[]> =>
  db
    .select()
    .from(transactions)
    .where(ownerFilter(userId, q))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(page.limit)
    .offset(page.offset);

/** How many of the owner's transactions match. */
export async function countOwnTransactions(db: Db, userId: number, q: TransactionFilter): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(ownerFilter(userId, q));
  return count!.n;
}
