import { ADDRESS_LIMIT, type Address, type AddressInput } from '@konter/core/contracts/address';
import { normalizeHp } from '@konter/core/phone';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import {
  type AddressRow,
  type AddressValues,
  clearPrimary,
  countAddresses,
  findAddress,
  insertAddress,
  listAddressRows,
  lockAddressBook,
  promoteOldest,
  softDeleteAddress,
  updateAddress,
} from './addresses.repository.js';

// The member's address book (spec §7.1 account/address). Exactly one open address is primary while
// any exist: the first one, then whichever the member picks; deleting the primary passes the mark
// to the oldest remaining one. Every write runs in one transaction under the member's lock.

const view = (a: AddressRow): Address => ({
  id: a.id,
  favorite_label: a.favoriteLabel,
  name: a.name,
  phone: a.phone,
  province: a.province,
  city: a.city,
  district: a.district,
  sub_district: a.subDistrict,
  postal_code: a.postalCode,
  detail: a.detail,
  note: a.note,
  latitude: a.latitude,
  longitude: a.longitude,
  is_primary: a.isPrimary,
  created_at: a.createdAt.toISOString(),
  updated_at: a.updatedAt.toISOString(),
});

const notFound = () => new AppError('address_not_found');
const orNull = (v: string | null | undefined) => (v ? v : null);

/** The columns of a request; coordinates left out are not written (an edit keeps them). */
function values(input: AddressInput): AddressValues {
  return {
    favoriteLabel: orNull(input.favorite_label),
    name: input.name,
    // The contract accepted it as a mobile number; stored in its local 08… form.
    phone: normalizeHp(input.phone) ?? input.phone,
    province: input.province,
    city: input.city,
    district: input.district,
    subDistrict: input.sub_district,
    postalCode: input.postal_code,
    detail: input.detail,
    note: orNull(input.note),
    ...(input.latitude !== undefined ? { latitude: input.latitude, longitude: input.longitude ?? null } : {}),
  };
}

export async function listAddresses(deps: Deps, userId: number): Promise<Address[]> {
  return (await listAddressRows(deps.database.db, userId)).map(view);
}

/** Adds an address (no `id`) or changes one of the member's own (`id`; another's: 404, nothing changes). */
export async function saveAddress(deps: Deps, userId: number, input: AddressInput): Promise<Address> {
  const v = values(input);
  const row = await deps.database.db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    if (input.id === undefined) {
      const n = await countAddresses(tx, userId);
      if (n >= ADDRESS_LIMIT) throw new AppError('address_limit', { max: ADDRESS_LIMIT });
      const primary = n === 0 || input.is_primary === true;
      if (primary && n > 0) await clearPrimary(tx, userId);
      return insertAddress(tx, userId, v, primary);
    }
    const current = await findAddress(tx, userId, input.id);
    if (!current) throw notFound();
    // Only `true` moves the mark: the primary address stays primary until another one is chosen.
    const makePrimary = input.is_primary === true && !current.isPrimary;
    if (makePrimary) await clearPrimary(tx, userId);
    return updateAddress(tx, userId, input.id, { ...v, ...(makePrimary ? { isPrimary: true } : {}) });
  });
  if (!row) throw notFound();
  return view(row);
}

/** Makes one of the member's addresses the primary one. */
export async function setPrimaryAddress(deps: Deps, userId: number, id: number): Promise<Address> {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await findAddress(tx, userId, id);
    if (!current) throw notFound();
    if (current.isPrimary) return current;
    await clearPrimary(tx, userId);
    return updateAddress(tx, userId, id, { isPrimary: true });
  });
  if (!row) throw notFound();
  return view(row);
}

/** Deletes (softly) one of the member's addresses; the primary mark passes to the oldest one left. */
export async function deleteAddress(deps: Deps, userId: number, id: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await findAddress(tx, userId, id);
    if (!current) throw notFound();
    await softDeleteAddress(tx, userId, id);
    if (current.isPrimary) await promoteOldest(tx, userId);
  });
}
