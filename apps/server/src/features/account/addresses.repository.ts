import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addresses } from '../../db/schema/index.js';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<
  typeof addresses.$inferInsert,
  'id' | 'userId' | 'isPrimary' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

const open = (userId: number) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));

/**
 * One member's address book changes one at a time (count, primary mark): a transaction-scoped lock
 * per member, taken first in each writing transaction.
 */
export async function lockAddressBook(tx: Db, userId: number): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`konter:address-book:${userId}`}, 0))`,
  );
}

/** The member's open addresses, the primary first, then oldest first. */
export const listAddressRows = (db: Db, userId: number) =>
  db
    .select()
    .from(addresses)
    .where(open(userId))
    .orderBy(desc(addresses.isPrimary), asc(addresses.createdAt), asc(addresses.id));

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(open(userId));
  return row?.n ?? 0;
}

/** One of the member's open addresses (another member's or a deleted one: undefined). */
export async function findAddress(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), open(userId)));
  return row;
}

export async function insertAddress(
  db: Db,
  userId: number,
  values: AddressValues,
  isPrimary: boolean,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId, isPrimary })
    .returning();
  return row!;
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  values: Partial<AddressValues> & { isPrimary?: boolean },
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), open(userId)))
    .returning();
  return row;
}

/** Takes the primary mark off the member's primary address (before another one gets it). */
export async function clearPrimary(db: Db, userId: number): Promise<void> {
  await db
    .update(addresses)
    .set({ isPrimary: false, updatedAt: new Date() })
    .where(and(open(userId), eq(addresses.isPrimary, true)));
}

/** Soft-deletes one of the member's open addresses (it stops being primary); false when none. */
export async function softDeleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(addresses)
    .set({ deletedAt: now, isPrimary: false, updatedAt: now })
    .where(and(eq(addresses.id, id), open(userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/** After the primary address went: the oldest remaining one becomes primary (none left: nothing). */
export async function promoteOldest(db: Db, userId: number): Promise<void> {
  const [oldest] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(open(userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id))
    .limit(1);
  if (oldest)
    await db
      .update(addresses)
      .set({ isPrimary: true, updatedAt: new Date() })
      .where(eq(addresses.id, oldest.id));
}
