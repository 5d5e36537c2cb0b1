import { sellingPrice } from '@konter/core/catalog';
import {
  type OperatorCutOffInput,
  operatorCutOffRule,
  priceMarkupRule,
} from '@konter/core/contracts/catalog';
import { type IssueLike, issueRule } from '@konter/core/validation/index';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, type FieldProblem, fieldError } from '../../lib/errors.js';
import {
  autoPricedProducts,
  findProductByCode,
  loadMarkups,
  lockCatalogSync,
  type Product,
  updateProduct,
  upsertMarkup,
} from './catalog.repository.js';
import { autoPrices, type LevelPrices } from './pricing.js';

// Operator changes to the catalogue (admin CLI / back office). Each runs under the sync's lock, so a
// sync running at the same time cannot overwrite the change with what it read before. A caller that
// writes more in the same transaction (the console's audit row) passes `tx`, a transaction it opened
// with `deps.products.write` (which drops the kept products once it committed).

const inCatalogTx = async <T>(deps: Deps, fn: (tx: Db) => Promise<T>, tx?: Db): Promise<T> => {
  if (!tx) return deps.products.write(deps.database.db, fn);
  await lockCatalogSync(tx);
  return fn(tx);
};

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
  tx?: Db,
): Promise<Product> {
  return inCatalogTx(
    deps,
    async (tx) => {
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
    },
    tx,
  );
}

/**
 * Takes a product off sale or puts it back (an operator's decision, kept apart from the supplier's
 * status, which the sync overwrites). A disabled product is listed as inactive and cannot be bought.
 */
export async function setProductEnabled(
  deps: Deps,
  code: string,
  enabled: boolean,
  tx?: Db,
): Promise<Product> {
  return inCatalogTx(
    deps,
    async (tx) => {
      const p = await productOrFail(tx, code);
      if (p.disabledByOperator === !enabled) return p;
      return updateProduct(tx, p.id, { disabledByOperator: !enabled });
    },
    tx,
  );
}

/**
 * Sets the operator's daily cut-off window of a product (HH:MM Asia/Jakarta; it wins over the
 * supplier's, which every sync overwrites, and no sync touches it), or `null` (or both times null) to
 * follow the supplier's again. Bad times, one time without the other or start = end: a 422 with field
 * errors (`start`, `end`) and nothing changed.
 */
export async function setCutOff(
  deps: Deps,
  code: string,
  window: OperatorCutOffInput | null,
  tx?: Db,
): Promise<Product> {
  const parsed = operatorCutOffRule.safeParse(window ?? { start: null, end: null });
  if (!parsed.success) {
    throw new AppError('validation_failed', undefined, { errors: fieldProblems(parsed.error.issues) });
  }
  const { start, end } = parsed.data;
  return inCatalogTx(
    deps,
    async (tx) => {
      const p = await productOrFail(tx, code);
      if (p.operatorCutOffStart === start && p.operatorCutOffEnd === end) return p;
      return updateProduct(tx, p.id, { operatorCutOffStart: start, operatorCutOffEnd: end });
    },
    tx,
  );
}

const validStock = (stock: number) => {
  if (!(Number.isSafeInteger(stock) && stock >= 0)) throw fieldError('promo_stock', 'validation_failed');
};

/**
 * Makes a product a promo item with `stock` units (sold quantity restarts), or ends the promo. An
 * ended promo keeps its stock and sold quantity as they were (so `offerPromoOnce` leaves it alone).
 */
export async function setPromo(deps: Deps, code: string, stock: number | null, tx?: Db): Promise<Product> {
  if (stock !== null) validStock(stock);
  return inCatalogTx(
    deps,
    async (tx) => {
      const p = await productOrFail(tx, code);
      return updateProduct(
        tx,
        p.id,
        stock === null ? { promo: false } : { promo: true, promoStock: stock, soldQty: 0 },
      );
    },
    tx,
  );
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
export async function setPriceMarkup(deps: Deps, input: unknown, tx?: Db): Promise<{ repriced: number }> {
  const parsed = priceMarkupRule.safeParse(input);
  if (!parsed.success) {
    throw new AppError('validation_failed', undefined, { errors: fieldProblems(parsed.error.issues) });
  }
  const r = parsed.data;
  return inCatalogTx(
    deps,
    async (tx) => {
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
    },
    tx,
  );
}
