import type { PrepaidType } from '@konter/core/catalog';
import type { Db } from '../../db/client.js';
import { findProductByCode, listProducts, type Product } from './catalog.repository.js';
import { findDownlinePricing, listCustomPrices, listTypeMarkups } from './downline-prices.repository.js';
import { downlinePrice } from './pricing.js';

// The catalogue's side of a master's prices for downlines (issue 14 §1): what features/agency shows
// and saves. The rules a setting must follow are features/agency's; the price a downline pays is
// downlinePrice (pricing.ts), the same for the listing and the purchase.

export interface DownlineProductPrice {
  id: number;
  code: string;
  name: string;
  brand: string;
  /** The master's own price (their buying price). */
  masterPrice: number;
  customPrice: number | null;
  markup: number | null;
  /** What a downline agent pays now. */
  downlinePrice: number;
}

/** The listed products of a type with a master's prices for downlines (as an agent downline pays). */
export async function listDownlineProductPrices(
  db: Db,
  masterId: number,
  type: PrepaidType,
): Promise<DownlineProductPrice[]> {
  const [rows, pricing] = [await listProducts(db, type), await findDownlinePricing(db, masterId)];
  return rows.map((p) => ({
    id: p.id,
    code: p.code,
    name: p.name,
    brand: p.brand,
    masterPrice: p.priceMaster,
    customPrice: pricing?.custom.get(p.id) ?? null,
    markup: pricing?.markups.get(p.type) ?? null,
    downlinePrice: downlinePrice(pricing, p) ?? p.priceAgent,
  }));
}

/** A listed product by code (for a custom price), or undefined. */
export async function findProductToPrice(db: Db, code: string): Promise<Product | undefined> {
  const p = await findProductByCode(db, code.trim());
  return p && !p.delistedAt ? p : undefined;
}

export { listCustomPrices, listTypeMarkups };
