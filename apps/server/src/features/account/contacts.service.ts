import type { contactRequest } from '@konter/core/contracts/account';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { contacts } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';

type ContactInput = z.infer<typeof contactRequest>;
const view = (c: typeof contacts.$inferSelect) => ({
  id: c.id,
  number: c.number,
  name: c.name,
  type: c.type,
});
const duplicate = () =>
  new AppError('validation_failed', 'This number is already in your contacts.', {
    number: ['This number is already in your contacts.'],
  });

export async function listContacts(deps: Deps, userId: number) {
  const rows = await deps.database.db
    .select()
    .from(contacts)
    .where(eq(contacts.userId, userId))
    .orderBy(asc(contacts.name));
  return rows.map(view);
}

export async function addContact(deps: Deps, userId: number, input: ContactInput) {
  try {
    const [row] = await deps.database.db
      .insert(contacts)
      .values({ userId, number: input.number, name: input.name, type: input.type || 'pulsa' })
      .returning();
    return view(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

export async function editContact(deps: Deps, userId: number, id: number, input: ContactInput) {
  try {
    const [row] = await deps.database.db
      .update(contacts)
      .set({ number: input.number, name: input.name, type: input.type || 'pulsa', updatedAt: new Date() })
      .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
      .returning();
    if (!row) throw new AppError('not_found', 'Contact not found');
    return view(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

export async function deleteContact(deps: Deps, userId: number, id: number) {
  const [row] = await deps.database.db
    .delete(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
    .returning();
  if (!row) throw new AppError('not_found', 'Contact not found');
}
