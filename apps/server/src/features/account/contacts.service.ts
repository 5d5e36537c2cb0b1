import type { contactRequest } from '@konter/core/contracts/account';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import {
  type Contact,
  deleteContactRow,
  insertContact,
  listContactRows,
  updateContact,
} from './account.repository.js';

type ContactInput = z.infer<typeof contactRequest>;
const view = (c: Contact) => ({
  id: c.id,
  number: c.number,
  name: c.name,
  type: c.type,
});
const duplicate = () => fieldError('number', 'contact_exists');

export async function listContacts(deps: Deps, userId: number) {
  return (await listContactRows(deps.database.db, userId)).map(view);
}

export async function addContact(deps: Deps, userId: number, input: ContactInput) {
  try {
    const row = await insertContact(deps.database.db, {
      userId,
      number: input.number,
      name: input.name,
      type: input.type || 'pulsa',
    });
    return view(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

export async function editContact(deps: Deps, userId: number, id: number, input: ContactInput) {
  let row: Contact | undefined;
  try {
    row = await updateContact(deps.database.db, userId, id, {
      number: input.number,
      name: input.name,
      type: input.type || 'pulsa',
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
  if (!row) throw new AppError('contact_not_found');
  return view(row);
}

export async function deleteContact(deps: Deps, userId: number, id: number) {
  if (!(await deleteContactRow(deps.database.db, userId, id))) throw new AppError('contact_not_found');
}
