import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contacts, users } from '../../db/schema/index.js';

export type Contact = typeof contacts.$inferSelect;

/** An active, open account's phone and name by its (normalized) phone number. */
export async function findActiveAccountByHp(db: Db, hp: string) {
  const [row] = await db
    .select({ hp: users.hp, name: users.name })
    .from(users)
    .where(and(eq(users.hp, hp), eq(users.status, 'active'), isNull(users.closedAt), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Closes deleted accounts whose deletion is older than `cutoff`; returns how many. */
export async function closeDeletedBefore(db: Db, cutoff: Date, now: Date): Promise<number> {
  const rows = await db
    .update(users)
    .set({ closedAt: now, updatedAt: now })
    .where(and(isNotNull(users.deletedAt), lt(users.deletedAt, cutoff), isNull(users.closedAt)))
    .returning({ id: users.id });
  return rows.length;
}

// ---- favourite contacts ----
export const listContactRows = (db: Db, userId: number) =>
  db.select().from(contacts).where(eq(contacts.userId, userId)).orderBy(asc(contacts.name));

export async function insertContact(
  db: Db,
  v: { userId: number; number: string; name: string; type: string },
): Promise<Contact> {
  const [row] = await db.insert(contacts).values(v).returning();
  return row!;
}

export async function updateContact(
  db: Db,
  userId: number,
  id: number,
  v: { number: string; name: string; type: string },
): Promise<Contact | undefined> {
  const [row] = await db
    .update(contacts)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
    .returning();
  return row;
}

export async function deleteContactRow(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}
