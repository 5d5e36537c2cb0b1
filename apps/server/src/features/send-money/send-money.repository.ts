import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  appSettings,
  type SendMoneyNameCheck,
  type SendMoneyRequest,
  sendMoneyNameChecks,
  sendMoneyRequests,
  users,
} from '../../db/schema/index.js';

// Every statement of send money (send-money.service.ts holds the rules and the transactions).

/** The app_settings key of the name check's fee (admin CLI `send-money-fee`). */
export const NAME_CHECK_FEE_SETTING = 'send_money_name_check_fee';

export async function readNameCheckFee(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, NAME_CHECK_FEE_SETTING))
    .limit(1);
  return typeof row?.value === 'number' ? row.value : undefined;
}

export async function writeNameCheckFee(db: Db, fee: number): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: NAME_CHECK_FEE_SETTING, value: fee })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: fee, updatedAt: new Date() } });
}

/** The member's latest request, if any. */
export async function findLatestRequest(db: Db, userId: number): Promise<SendMoneyRequest | undefined> {
  const [row] = await db
    .select()
    .from(sendMoneyRequests)
    .where(eq(sendMoneyRequests.userId, userId))
    .orderBy(desc(sendMoneyRequests.id))
    .limit(1);
  return row;
}

/** A new pending request; the unique index send_money_requests_pending_key refuses a second one. */
export async function insertRequest(db: Db, userId: number): Promise<SendMoneyRequest> {
  const [row] = await db.insert(sendMoneyRequests).values({ userId }).returning();
  return row!;
}

/** Locks the member's pending request (a decision takes it first). */
export async function lockPendingRequest(tx: Db, userId: number): Promise<SendMoneyRequest | undefined> {
  const [row] = await tx
    .select()
    .from(sendMoneyRequests)
    .where(and(eq(sendMoneyRequests.userId, userId), eq(sendMoneyRequests.status, 'pending')))
    .for('update');
  return row;
}

export async function decideRequest(
  tx: Db,
  id: number,
  patch: { status: 'approved' | 'rejected'; reason?: string; by: string },
): Promise<SendMoneyRequest> {
  const [row] = await tx
    .update(sendMoneyRequests)
    .set({ status: patch.status, reason: patch.reason ?? null, decidedBy: patch.by, decidedAt: new Date() })
    .where(eq(sendMoneyRequests.id, id))
    .returning();
  return row!;
}

/** Adds `send_money` to the member's permissions in the statement (no read-modify-write race). */
export async function grantSendMoney(tx: Db, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({
      permissions: sql`(SELECT coalesce(array_agg(DISTINCT p ORDER BY p), '{}') FROM unnest(array_append(${users.permissions}, 'send_money')) AS p)`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Pending requests, oldest first, with the member's name, phone and e-mail. */
export function listPendingRequests(db: Db) {
  return db
    .select({
      id: sendMoneyRequests.id,
      userId: sendMoneyRequests.userId,
      createdAt: sendMoneyRequests.createdAt,
      name: users.name,
      hp: users.hp,
      email: users.email,
    })
    .from(sendMoneyRequests)
    .innerJoin(users, eq(users.id, sendMoneyRequests.userId))
    .where(eq(sendMoneyRequests.status, 'pending'))
    .orderBy(sendMoneyRequests.id)
    .limit(500);
}

/** One request, whatever its status, with the member (the approvals queue's detail). */
export async function findRequestWithUser(db: Db, id: number) {
  const [row] = await db
    .select({
      id: sendMoneyRequests.id,
      userId: sendMoneyRequests.userId,
      status: sendMoneyRequests.status,
      createdAt: sendMoneyRequests.createdAt,
      name: users.name,
      hp: users.hp,
      email: users.email,
    })
    .from(sendMoneyRequests)
    .innerJoin(users, eq(users.id, sendMoneyRequests.userId))
    .where(eq(sendMoneyRequests.id, id));
  return row;
}

export async function findPendingRequestById(db: Db, id: number): Promise<SendMoneyRequest | undefined> {
  const [row] = await db
    .select()
    .from(sendMoneyRequests)
    .where(and(eq(sendMoneyRequests.id, id), eq(sendMoneyRequests.status, 'pending')));
  return row;
}

/** Today's stored check of one account by the member. */
export async function findNameCheck(
  db: Db,
  key: { userId: number; brandCode: string; destination: string; day: string },
): Promise<SendMoneyNameCheck | undefined> {
  const [row] = await db
    .select()
    .from(sendMoneyNameChecks)
    .where(
      and(
        eq(sendMoneyNameChecks.userId, key.userId),
        eq(sendMoneyNameChecks.brandCode, key.brandCode),
        eq(sendMoneyNameChecks.destination, key.destination),
        eq(sendMoneyNameChecks.day, key.day),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The check's row, unless a concurrent check of the same account that day stored one first
 * (then undefined: the caller reads that one and takes no fee).
 */
export async function insertNameCheck(
  tx: Db,
  values: typeof sendMoneyNameChecks.$inferInsert,
): Promise<SendMoneyNameCheck | undefined> {
  const [row] = await tx.insert(sendMoneyNameChecks).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setNameCheckTransfer(tx: Db, id: number, transferId: number): Promise<void> {
  await tx
    .update(sendMoneyNameChecks)
    .set({ ledgerTransferId: transferId })
    .where(eq(sendMoneyNameChecks.id, id));
}
