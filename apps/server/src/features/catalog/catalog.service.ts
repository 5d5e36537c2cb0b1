import {
  brandCode,
  brandsForNumber,
  isOperatorType,
  type OperatorBrand,
  operatorOfPrefix,
  type PostpaidType,
  PREPAID_TYPES,
  type PrepaidType,
  type PriceLevel,
  priceLevel,
} from '@konter/core/catalog';
import type {
  PrepaidProductsQuery,
  PrepaidProductView,
  PromoProductView,
} from '@konter/core/contracts/catalog';
import { errorText } from '@konter/core/messages/index';
import type { Deps } from '../../lib/deps.js';
import {
  countProductsByBrand,
  listPostpaidProducts as listPostpaidRows,
  listProducts,
  listPromoProducts,
  type Product,
} from './catalog.repository.js';
import { effectiveCutOff } from './cut-off.js';
import { type DownlinePricing, downlinePrice, priceForLevel } from './pricing.js';
import { downlinePricingFor } from './purchasable.js';

// Read side of the catalogue: what the prepaid and postpaid screens and the public price list show.

/**
 * A product as the caller sees it: their level's price (or their master's price for downlines),
 * what is left of a limited stock.
 */
export function productView(
  p: Product,
  level: PriceLevel,
  pricing?: DownlinePricing | null,
): PrepaidProductView {
  const stock = p.promo ? Math.max(0, (p.promoStock ?? 0) - p.soldQty) : (p.supplierStock ?? undefined);
  return {
    code: p.code,
    name: p.name,
    brand: p.brand,
    brand_code: p.brandCode,
    nominal: p.nominal,
    price: downlinePrice(pricing, p) ?? priceForLevel(p, level),
    // Sellable: the supplier's status and the operator's (console, set-product-enabled).
    active: p.active && !p.disabledByOperator,
    price_adjustment: p.priceAdjustment,
    promo: p.promo,
    ...(stock === undefined ? {} : { stock }),
    description: p.description,
    cut_off: effectiveCutOff(p),
  };
}

/**
 * Products of a prepaid type for the caller's account category (visitors pay the member price).
 * Operator-based types follow the destination's prefix (by.U numbers also see by.U products); an
 * unknown prefix answers "Operator Not Registered (choose manually)" unless `operator` chooses one.
 * Other types list by brand.
 */
export async function listPrepaidProducts(
  deps: Deps,
  q: PrepaidProductsQuery,
  category?: number | null,
  upline?: number | null,
) {
  let operator: OperatorBrand | null = null;
  let brands: string[] | undefined;
  if (isOperatorType(q.type) && (q.destination || q.operator)) {
    const detected = q.destination ? operatorOfPrefix(q.destination) : null;
    if (detected) {
      operator = detected;
      brands = brandsForNumber(detected, q.destination);
    } else if (q.operator) {
      operator = q.operator;
      brands = [q.operator];
    } else {
      return { operator: null, message: errorText('operator_not_registered'), products: [] };
    }
  }
  if (q.brand) {
    const wanted = brandCode(q.brand);
    brands = brands ? brands.filter((b) => b === wanted) : [wanted];
  }
  const level = priceLevel(category);
  const rows = brands?.length === 0 ? [] : await listProducts(deps.database.db, q.type, brands);
  const pricing = rows.length ? await downlinePricingFor(deps.database.db, { category, upline }) : null;
  const products = rows.map((p) => productView(p, level, pricing));
  return { operator, ...(products.length === 0 ? { message: errorText('no_product_found') } : {}), products };
}

/**
 * The promo items of every prepaid type (the promotion page), priced for the caller's category: what
 * can still be bought first (by type, brand, price), the sold-out ones last, still listed.
 */
export async function listPromotion(
  deps: Deps,
  category: number,
  upline?: number | null,
): Promise<{ products: PromoProductView[] }> {
  const level = priceLevel(category);
  const pricing = await downlinePricingFor(deps.database.db, { category, upline });
  const typeOrder = (t: PrepaidType) => PREPAID_TYPES.indexOf(t);
  const products = (await listPromoProducts(deps.database.db)).map((p): PromoProductView => {
    const promoStock = p.promoStock ?? 0;
    const left = Math.max(0, promoStock - p.soldQty);
    return {
      ...productView(p, level, pricing),
      type: p.type,
      promo_stock: promoStock,
      sold_qty: p.soldQty,
      stock_left: left,
      sold_out: left === 0,
    };
  });
  // A stable sort keeps the repository's brand and price order within each group.
  products.sort((a, b) => Number(a.sold_out) - Number(b.sold_out) || typeOrder(a.type) - typeOrder(b.type));
  return { products };
}

/**
 * Brands of a prepaid type with their product counts. The international type's countries are
 * merged into one International entry (spec §2 menu rules), listing them in `countries`.
 */
export async function listBrands(deps: Deps, type: PrepaidType) {
  const brands = (await countProductsByBrand(deps.database.db, type)).map((b) => ({
    name: b.brand,
    code: b.brandCode,
    product_count: b.count,
  }));
  if (type !== 'international' || brands.length === 0) return { type, brands };
  const total = brands.reduce((s, b) => s + b.product_count, 0);
  return {
    type,
    brands: [{ name: 'International', code: 'international', product_count: total, countries: brands }],
  };
}

export async function listPostpaidProducts(deps: Deps, type: PostpaidType) {
  const rows = await listPostpaidRows(deps.database.db, type);
  return {
    type,
    products: rows.map((p) => ({
      code: p.code,
      name: p.name,
      type: p.type,
      brand: p.brand,
      brand_code: p.brandCode,
      admin_fee: p.adminFee,
      active: p.active,
      description: p.description,
    })),
  };
}

/** The public price list (visitors and non-active users): member prices, grouped by brand. */
export async function publicPricelist(deps: Deps, type: PrepaidType) {
  const groups = new Map<string, { name: string; code: string; products: PrepaidProductView[] }>();
  for (const p of await listProducts(deps.database.db, type)) {
    const group = groups.get(p.brandCode) ?? { name: p.brand, code: p.brandCode, products: [] };
    group.products.push(productView(p, 1));
    groups.set(p.brandCode, group);
  }
  return { type, brands: [...groups.values()] };
}
