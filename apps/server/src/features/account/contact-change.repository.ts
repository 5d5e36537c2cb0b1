import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactChanges } from '../../db/schema/index.js';

export type ContactChange = typeof contactChanges.$inferSelect;
export type ContactField = ContactChange['field'];

/** Ends the account's waiting change (a newer request replaces it; an undo voids it). */
export const cancelPendingChanges = (db: Db, userId: number) =>
  db
    .update(contactChanges)
    .set({ status: 'canceled' })
    .where(and(eq(contactChanges.userId, userId), eq(contactChanges.status, 'pending')));

export async function insertContactChange(
  db: Db,
  v: {
    userId: number;
    field: ContactField;
    oldValue: string;
    newValue: string;
    oldVerifiedAt: Date | null;
    expiresAt: Date;
  },
): Promise<ContactChange> {
  const [row] = await db.insert(contactChanges).values(v).returning();
  return row!;
}

/** The account's change waiting for its code, unless it has run out. */
export async function findPendingChange(db: Db, userId: number): Promise<ContactChange | undefined> {
  const [row] = await db
    .select()
    .from(contactChanges)
    .where(
      and(
        eq(contactChanges.userId, userId),
        eq(contactChanges.status, 'pending'),
        gt(contactChanges.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** pending → applied, once, with the undo link's hash and end; undefined when no longer pending. */
export async function markApplied(
  db: Db,
  id: string,
  undo: { tokenHash: string; expiresAt: Date },
): Promise<ContactChange | undefined> {
  const [row] = await db
    .update(contactChanges)
    .set({
      status: 'applied',
      appliedAt: sql`now()`,
      undoTokenHash: undo.tokenHash,
      undoExpiresAt: undo.expiresAt,
    })
    .where(
      and(
        eq(contactChanges.id, id),
        eq(contactChanges.status, 'pending'),
        gt(contactChanges.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/**
 * Takes an undo link: applied → undone, only if it is unused and within its 7 days (single use,
 * one guarded statement). Returns the change, or undefined.
 */
export async function useUndoToken(db: Db, tokenHash: string): Promise<ContactChange | undefined> {
  const [row] = await db
    .update(contactChanges)
    .set({ status: 'undone', undoneAt: sql`now()` })
    .where(
      and(
        eq(contactChanges.undoTokenHash, tokenHash),
        eq(contactChanges.status, 'applied'),
        gt(contactChanges.undoExpiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/**
 * Voids what followed an undone change of the same field: later applied changes (their undo links
 * die with them) and whatever still waits for a code.
 */
export async function voidLaterChanges(db: Db, change: ContactChange): Promise<void> {
  await db
    .update(contactChanges)
    .set({ status: 'undone', undoneAt: sql`now()` })
    .where(
      and(
        eq(contactChanges.userId, change.userId),
        eq(contactChanges.field, change.field),
        eq(contactChanges.status, 'applied'),
        gt(contactChanges.createdAt, change.createdAt),
      ),
    );
  await cancelPendingChanges(db, change.userId);
}
