import type { Db } from '../../db/client.js';
import { findProductByCode, lockCatalogSync, type Product } from './catalog.repository.js';

/**
 * Products as a purchase reads them, kept in memory for a few seconds: every purchase reads its
 * product, and that read was a round trip and a commit of its own (bench/purchase/README.md). The
 * catalogue changes only through the price-list sync and operator commands, which all write through
 * `catalogWrite` below, so in this process a change is seen by the next purchase; a change made by
 * another process (the admin CLI, a separate worker's sync) is seen within PRODUCT_CACHE_MS. Promo
 * items are never kept (their stock moves with every sale). A product the supplier stopped selling
 * in the meantime fails at the supplier and is refunded like any failed purchase.
 */
export const PRODUCT_CACHE_MS = 5_000;

interface Cached {
  product: Product;
  generation: number;
  until: number;
}

const cache = new WeakMap<object, Map<string, Cached>>();
let generation = 0;

/** Drops every kept product (after a catalogue change; tests that edit products with SQL). */
export function forgetCachedProducts(): void {
  generation++;
}

export async function findProductCached(
  db: Db,
  code: string,
  now = Date.now(),
): Promise<Product | undefined> {
  let byCode = cache.get(db);
  const hit = byCode?.get(code);
  if (hit && hit.generation === generation && hit.until > now) return hit.product;
  const seen = generation;
  const product = await findProductByCode(db, code);
  if (product && !product.promo) {
    if (!byCode) {
      byCode = new Map();
      cache.set(db, byCode);
    }
    // A change committed while this read ran bumped the generation: the entry is dead on arrival.
    byCode.set(code, { product, generation: seen, until: now + PRODUCT_CACHE_MS });
  } else byCode?.delete(code);
  return product;
}

/**
 * A catalogue change: one transaction under the sync's lock (a sync running at the same time cannot
 * overwrite the change with what it read before), and the kept products dropped once it committed.
 */
export async function catalogWrite<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await lockCatalogSync(tx);
      return fn(tx);
    });
  } finally {
    forgetCachedProducts();
  }
}
