import type { Address } from '@konter/core/contracts/address';
import type { ShopAddressInput } from '@konter/core/contracts/shop-order';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { deleteAddress, listAddresses, saveAddress, setPrimaryAddress } from '../account/index.js';
import { type AddressAreas, matchAddressRegion } from '../regions/index.js';

// The shop's shipping addresses (spec §7.5 shop/shiping/*): the member's account address book
// (features/account addresses, migration 0017) — not a copy of it. What the shop adds: every field
// is required, and the four area names must be a real village → district → city → province chain
// of the regions data, with a 5-digit postcode ("Your address is incomplete" otherwise).

/**
 * The village the address's areas name, or a 422 `address_incomplete` (on sub_district, the field
 * the region search fills). The postcode's 5 digits are the contract's.
 */
export async function requireRegion(db: Db, a: AddressAreas & { postal_code?: string }) {
  if (a.postal_code !== undefined && !/^\d{5}$/.test(a.postal_code))
    throw fieldError('postal_code', 'address_incomplete');
  const region = await matchAddressRegion(db, a);
  if (!region) throw fieldError('sub_district', 'address_incomplete');
  return region;
}

export const listShopAddresses = (deps: Deps, userId: number) => listAddresses(deps, userId);

export async function activeShopAddress(deps: Deps, userId: number): Promise<Address | null> {
  return (await listAddresses(deps, userId)).find((a) => a.is_primary) ?? null;
}

/** One of the member's addresses, or 404 shop_address_not_found. */
export async function shopAddressOf(deps: Deps, userId: number, id: number): Promise<Address> {
  const found = (await listAddresses(deps, userId)).find((a) => a.id === id);
  if (!found) throw new AppError('shop_address_not_found');
  return found;
}

export async function addShopAddress(deps: Deps, userId: number, input: ShopAddressInput): Promise<Address> {
  await requireRegion(deps.database.db, input);
  return saveAddress(deps, userId, { ...input, note: null });
}

/** Every field written again; the coordinates and note the account form may have set are kept. */
export async function updateShopAddress(
  deps: Deps,
  userId: number,
  input: ShopAddressInput & { id: number },
): Promise<Address> {
  const current = await shopAddressOf(deps, userId, input.id);
  await requireRegion(deps.database.db, input);
  return saveAddress(deps, userId, { ...input, note: current.note });
}

/** The active address is the address book's primary one. */
export async function pickShopAddress(deps: Deps, userId: number, id: number): Promise<Address> {
  await shopAddressOf(deps, userId, id);
  return setPrimaryAddress(deps, userId, id);
}

export async function deleteShopAddress(deps: Deps, userId: number, id: number): Promise<{ id: number }> {
  await shopAddressOf(deps, userId, id);
  await deleteAddress(deps, userId, id);
  return { id };
}
