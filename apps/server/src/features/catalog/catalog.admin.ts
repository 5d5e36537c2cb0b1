import { sellingPrice } from '@konter/core/catalog';
import { priceMarkupRule } from '@konter/core/contracts/catalog';
import { type IssueLike, issueRule } from '@konter/core/validation/index';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, type FieldProblem, fieldError } from '../../lib/errors.js';
import {
  autoPricedProducts,
  findProductByCode,
  loadMarkups,
  type Product,
  updateProduct,
  upsertMarkup,
} from './catalog.repository.js';
import { autoPrices, type LevelPrices } from './pricing.js';

// Operator changes to the catalogue (admin CLI / back office). Each runs under the sync's lock, so a
// sync running at the same time cannot overwrite the change with what it read before.

const inCatalogTx = <T>(deps: Deps, fn: (tx: Db) => Promise<T>): Promise<T> =>
  deps.products.write(deps.database.db, fn);

async function productOrFail(db: Db, code: string): Promise<Product> {
  const p = await findProductByCode(db, code);
  if (!p) throw fieldError('product_code', 'incorrect_product_code');
  return p;
}

/** Gives a product another code; the supplier SKU (and so every later sync) stays with it. */
export async function renameProduct(deps: Deps, code: string, newCode: string): Promise<Product> {
  const next = newCode.trim();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(next)) throw fieldError('product_code', 'validation_failed');
  return inCatalogTx(deps, async (tx) => {
    const p = await productOrFail(tx, code);
    if (next !== p.code && (await findProductByCode(tx, next))) {
      throw fieldError('product_code', 'product_code_taken');
    }
    return updateProduct(tx, p.id, { code: next });
  });
}

/**
 * Prices a product by hand (spec §5: never below the buying price, an invalid price becomes the
 * buying price), which also ends a price adjustment. `null` returns it to markup pricing.
 */
export async function setManualPrices(
  deps: Deps,
  code: string,
  prices: { member: unknown; agent: unknown; master: unknown } | null,
): Promise<Product> {
  return inCatalogTx(deps, async (tx) => {
    const p = await productOrFail(tx, code);
    if (prices === null) {
      const auto = autoPrices(await loadMarkups(tx), p.type, p.buyingPrice);
      return updateProduct(tx, p.id, { ...auto, priceMode: 'auto', priceAdjustment: false });
    }
    const manual: LevelPrices = {
      priceMember: sellingPrice(p.buyingPrice, { customPrice: prices.member }),
      priceAgent: sellingPrice(p.buyingPrice, { customPrice: prices.agent }),
      priceMaster: sellingPrice(p.buyingPrice, { customPrice: prices.master }),
    };
    return updateProduct(tx, p.id, { ...manual, priceMode: 'manual', priceAdjustment: false });
  });
}

const validStock = (stock: number) => {
  if (!(Number.isSafeInteger(stock) && stock >= 0)) throw fieldError('promo_stock', 'validation_failed');
};

/**
 * Makes a product a promo item with `stock` units (sold quantity restarts), or ends the promo. An
 * ended promo keeps its stock and sold quantity as they were (so `offerPromoOnce` leaves it alone).
 */
export async function setPromo(deps: Deps, code: string, stock: number | null): Promise<Product> {
  if (stock !== null) validStock(stock);
  return inCatalogTx(deps, async (tx) => {
    const p = await productOrFail(tx, code);
    return updateProduct(
      tx,
      p.id,
      stock === null ? { promo: false } : { promo: true, promoStock: stock, soldQty: 0 },
    );
  });
}

/**
 * Makes a product a promo item with `stock` units only if it never was one (no promo stock set):
 * the demo data's promo items, offered at every start without resetting what was sold or changed.
 * False when the product is unknown, delisted or was a promo item already.
 */
export async function offerPromoOnce(deps: Deps, code: string, stock: number): Promise<boolean> {
  validStock(stock);
  return inCatalogTx(deps, async (tx) => {
    const p = await findProductByCode(tx, code);
    if (!p || p.delistedAt || p.promoStock !== null) return false;
    await updateProduct(tx, p.id, { promo: true, promoStock: stock, soldQty: 0 });
    return true;
  });
}

/** Zod issues as field problems (`rule:<name>` keys, rendered in the caller's language). */
function fieldProblems(issues: readonly IssueLike[]): Record<string, FieldProblem[]> {
  const out: Record<string, FieldProblem[]> = {};
  for (const issue of issues) {
    const { key, params } = issueRule(issue);
    const field = (issue.path ?? []).map(String).join('.');
    const list = out[field] ?? [];
    list.push({ code: `rule:${key}`, params: params as never });
    out[field] = list;
  }
  return out;
}

/**
 * Sets one markup band (spec §5 via the core contract: invalid markup → 0, no negatives, minimum not
 * above maximum) and re-prices that type's auto-priced products at once.
 */
export async function setPriceMarkup(deps: Deps, input: unknown): Promise<{ repriced: number }> {
  const parsed = priceMarkupRule.safeParse(input);
  if (!parsed.success) {
    throw new AppError('validation_failed', undefined, { errors: fieldProblems(parsed.error.issues) });
  }
  const r = parsed.data;
  return inCatalogTx(deps, async (tx) => {
    await upsertMarkup(tx, {
      type: r.type,
      level: r.level,
      minBuying: r.min_buying,
      maxBuying: r.max_buying,
      markup: r.markup,
    });
    const markups = await loadMarkups(tx);
    let repriced = 0;
    for (const p of await autoPricedProducts(tx, r.type)) {
      const next = autoPrices(markups, p.type, p.buyingPrice);
      if (
        next.priceMember === p.priceMember &&
        next.priceAgent === p.priceAgent &&
        next.priceMaster === p.priceMaster
      )
        continue;
      await updateProduct(tx, p.id, next);
      repriced++;
    }
    return { repriced };
  });
}
