import {
  brandsForNumber,
  inCutOff,
  isOperatorType,
  operatorOfPrefix,
  type PrepaidType,
  priceLevel,
} from '@konter/core/catalog';
import { checkDestination as checkDestinationFormat, destinationFormat } from '@konter/core/destination';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../lib/errors.js';
import { findPostpaidProductByCode, type PostpaidProduct } from './catalog.repository.js';
import { effectiveCutOff, operatorCutOff } from './cut-off.js';
import { findDownlinePricing } from './downline-prices.repository.js';
import { type DownlinePricing, downlinePrice, type LevelPrices, priceForLevel } from './pricing.js';
import type { ProductCache } from './product-cache.js';

export interface PurchasableProduct {
  id: number;
  code: string;
  supplierSku: string;
  name: string;
  type: PrepaidType;
  brand: string;
  brandCode: string;
  nominal: number | null;
  /** What the supplier charges us. */
  buyingPrice: number;
  /** What the caller pays: their level's selling price. */
  price: number;
  /** Every level's selling price (an upline's cashback is the buyer's price minus the master price). */
  prices: LevelPrices;
  /** Call recordPromoSale in the purchase transaction when true. */
  promo: boolean;
  multi: boolean;
  /** The destination as the supplier needs it (mobile numbers as 08…). */
  destination: string;
}

export interface PurchasableOptions {
  /** The buyer's account category (1 member, 2 agent, 3 master). */
  category: number;
  /**
   * The buyer's upline (users.referred_by): a master's downline buys at the master's price settings
   * (issue 14 §1, downlinePricingFor).
   */
  upline?: number | null;
  destination?: string;
  /** The operator the user chose when the number's prefix is unknown (spec: choose manually). */
  operatorOverride?: string;
  now?: Date;
}

/**
 * The product a purchase may proceed with, priced for the buyer, or a 422 with the spec's message
 * on `product_code` or `destination` (the web shows those on the form, without an alert). Pass the
 * purchase transaction as `db`. An empty destination is refused; an absent one is not checked.
 * The spec's messages (calls §8.3) are catalogue keys (packages/core/src/messages/catalog.ts).
 */
export async function findPurchasableProduct(
  products: ProductCache,
  db: Db,
  code: string,
  opts: PurchasableOptions,
): Promise<PurchasableProduct> {
  const rawDestination = opts.destination?.trim();
  if (rawDestination === '') throw fieldError('destination', 'destination_required');
  const p = await products.find(db, code.trim());
  if (!p) throw fieldError('product_code', 'incorrect_product_code');
  if (!p.active || p.disabledByOperator) throw fieldError('product_code', 'inactive_product');
  if (p.priceAdjustment) throw fieldError('product_code', 'price_adjustment');
  const window = effectiveCutOff(p);
  if (inCutOff(window, opts.now)) {
    // The operator's own window says so; the supplier's is the supplier's cut-off.
    const key = operatorCutOff(p) ? 'product_closed_hours' : 'product_cut_off';
    throw fieldError('product_code', key, { start: window!.start, end: window!.end });
  }
  const soldOut = p.promo ? p.soldQty >= (p.promoStock ?? 0) : p.supplierStock === 0;
  if (soldOut) throw fieldError('product_code', 'stock_empty');
  const destination =
    rawDestination === undefined
      ? ''
      : checkDestination(p.type, p.brandCode, rawDestination, opts.operatorOverride);
  return {
    id: p.id,
    code: p.code,
    supplierSku: p.supplierSku,
    name: p.name,
    type: p.type,
    brand: p.brand,
    brandCode: p.brandCode,
    nominal: p.nominal,
    buyingPrice: p.buyingPrice,
    price:
      downlinePrice(await downlinePricingFor(db, opts), p) ?? priceForLevel(p, priceLevel(opts.category)),
    prices: { priceMember: p.priceMember, priceAgent: p.priceAgent, priceMaster: p.priceMaster },
    promo: p.promo,
    multi: p.multi,
    destination,
  };
}

/**
 * The price settings a buyer buys under: their upline's, when the upline is an active master who
 * set any. A master buys at their own level price even under another master.
 */
export async function downlinePricingFor(
  db: Db,
  buyer: { category: number | null | undefined; upline?: number | null },
): Promise<DownlinePricing | null> {
  if (!buyer.upline || priceLevel(buyer.category) === 3) return null;
  return findDownlinePricing(db, buyer.upline);
}

/** A product's selling price for an account category (visitors and members pay the member price). */
export const priceForCategory = (p: { prices: LevelPrices }, category: number | null | undefined) =>
  priceForLevel(p.prices, priceLevel(category));

/** The postpaid biller a bill may be checked and paid with, or a 422 on `product_code`. */
export async function findPostpaidProduct(db: Db, code: string): Promise<PostpaidProduct> {
  const p = await findPostpaidProductByCode(db, code.trim());
  if (!p) throw fieldError('product_code', 'incorrect_product_code');
  if (!p.active) throw fieldError('product_code', 'inactive_product');
  return p;
}

const problemKeys = {
  required: 'destination_required',
  invalid: 'invalid_number',
  email: 'invalid_email',
  country: 'number_mismatch',
} as const;

/**
 * Validates a destination for a product's type and brand by the shared rule (@konter/core/destination)
 * and returns it in the supplier's form; a mobile number's prefix must be the product's operator.
 */
function checkDestination(type: PrepaidType, brand: string, destination: string, override?: string): string {
  const checked = checkDestinationFormat(destinationFormat(type, brand), destination, brand);
  if (checked.problem) throw fieldError('destination', problemKeys[checked.problem]);
  if (!isOperatorType(type)) return checked.value;
  const hp = checked.value;
  const operator = operatorOfPrefix(hp);
  if (!operator && !override) throw fieldError('destination', 'operator_not_registered');
  // Indonesia has no number portability: a known prefix decides; the manual choice only fills a gap.
  const allowed: string[] = operator ? brandsForNumber(operator, hp) : [override!];
  if (!allowed.includes(brand)) throw fieldError('destination', 'number_mismatch');
  return hp;
}
