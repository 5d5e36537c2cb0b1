import { and, desc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  cashbackRedeems,
  depositTransfers,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  users,
} from '../../db/schema/index.js';

export type DepositTransferRow = typeof depositTransfers.$inferSelect;
export type CashbackRedeemRow = typeof cashbackRedeems.$inferSelect;

/** An active, open account by its normalized phone number (the receiver of a transfer). */
export async function findActiveUserByHp(db: Db, hp: string) {
  const [row] = await db
    .select({ id: users.id, hp: users.hp, name: users.name })
    .from(users)
    .where(and(eq(users.hp, hp), eq(users.status, 'active'), isNull(users.closedAt), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function insertDepositTransfer(db: Db, v: typeof depositTransfers.$inferInsert) {
  const [row] = await db.insert(depositTransfers).values(v).returning();
  return row!;
}

export async function insertCashbackRedeem(db: Db, v: typeof cashbackRedeems.$inferInsert) {
  const [row] = await db.insert(cashbackRedeems).values(v).returning();
  return row!;
}

/**
 * The deposit transfer made under a ledger idempotency key (the Idempotency-Key header's), with its
 * receiver; undefined when no movement carries that key yet.
 */
export async function findTransferByLedgerKey(db: Db, key: string) {
  const [row] = await db
    .select({ transfer: depositTransfers, receiver: { hp: users.hp, name: users.name } })
    .from(ledgerTransfers)
    .innerJoin(depositTransfers, eq(depositTransfers.ledgerTransferId, ledgerTransfers.id))
    .innerJoin(users, eq(users.id, depositTransfers.receiverId))
    .where(eq(ledgerTransfers.key, key))
    .limit(1);
  return row;
}

/** The cashback redemption made under a ledger idempotency key; undefined when there is none yet. */
export async function findRedeemByLedgerKey(db: Db, key: string) {
  const [row] = await db
    .select({ redeem: cashbackRedeems })
    .from(ledgerTransfers)
    .innerJoin(cashbackRedeems, eq(cashbackRedeems.ledgerTransferId, ledgerTransfers.id))
    .where(eq(ledgerTransfers.key, key))
    .limit(1);
  return row?.redeem;
}

export interface HistoryRow {
  id: number;
  kind: string;
  holdPhase: 'place' | 'post' | 'release' | null;
  amount: number;
  balanceAfter: number;
  createdAt: Date;
  reference: string | null;
}

/**
 * One page of a user wallet's ledger entries, newest first, between two instants, with the count.
 * A read of the ledger's tables (the same rows as ledger.accountHistory, which has no date range or
 * count yet); balances come from the entries, which carry each balance after the movement.
 */
export async function historyPage(
  db: Db,
  account: { userId: number; kind: 'deposit' | 'cashback' },
  range: { from?: Date; to?: Date },
  page: number,
  perPage: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const e = ledgerEntries;
  const accountId = sql`(SELECT ${ledgerAccounts.id} FROM ${ledgerAccounts}
    WHERE ${ledgerAccounts.userId} = ${account.userId} AND ${ledgerAccounts.kind} = ${account.kind})`;
  const where: SQL | undefined = and(
    sql`${e.accountId} = ${accountId}`,
    range.from ? gte(e.createdAt, range.from) : undefined,
    range.to ? lt(e.createdAt, range.to) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: e.id,
        kind: ledgerTransfers.kind,
        holdPhase: ledgerTransfers.holdPhase,
        amount: e.amount,
        balanceAfter: e.balanceAfter,
        createdAt: e.createdAt,
        reference: ledgerTransfers.reference,
      })
      .from(e)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, e.transferId))
      .where(where)
      .orderBy(desc(e.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(e).where(where),
  ]);
  return { rows, total: count!.n };
}

export interface TransferReportRow {
  transfer: DepositTransferRow;
  counterpart: { name: string; hp: string };
}

/**
 * One page of the deposit transfers a user sent and/or received, newest first, between two
 * instants, with the count. Each side is read by its own (sender_id | receiver_id, created_at DESC)
 * index; the other member's name and phone come with each row.
 */
export async function transferReportPage(
  db: Db,
  userId: number,
  filter: { direction?: 'sent' | 'received'; from?: Date; to?: Date },
  page: number,
  perPage: number,
): Promise<{ rows: TransferReportRow[]; total: number }> {
  const t = depositTransfers;
  const sent = eq(t.senderId, userId);
  const received = eq(t.receiverId, userId);
  const where = and(
    filter.direction === 'sent' ? sent : filter.direction === 'received' ? received : or(sent, received),
    filter.from ? gte(t.createdAt, filter.from) : undefined,
    filter.to ? lt(t.createdAt, filter.to) : undefined,
  );
  const counterpartId = sql`CASE WHEN ${t.senderId} = ${userId} THEN ${t.receiverId} ELSE ${t.senderId} END`;
  const [rows, [count]] = await Promise.all([
    db
      .select({ transfer: t, counterpart: { name: users.name, hp: users.hp } })
      .from(t)
      .innerJoin(users, eq(users.id, counterpartId))
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(t).where(where),
  ]);
  return { rows, total: count!.n };
}
