import type { Db } from '../../db/client.js';
import { findProductByCode, lockCatalogSync, type Product } from './catalog.repository.js';

/**
 * Products as a purchase reads them, kept in memory for a few seconds: every purchase reads its
 * product, and that read was a round trip and a commit of its own (bench/purchase/README.md). The
 * catalogue changes only through the price-list sync and operator commands, which all write through
 * `write` below, so in this process a change is seen by the next purchase; a change made by another
 * process (the admin CLI, a separate worker's sync) is seen within PRODUCT_CACHE_MS. Promo items are
 * never kept (their stock moves with every sale). A product the supplier stopped selling in the
 * meantime fails at the supplier and is refunded like any failed purchase.
 *
 * The process has one (`deps.products`, built by createDeps with createProductCache).
 */
export const PRODUCT_CACHE_MS = 5_000;

export interface ProductCache {
  /** The product by code, from memory when read within PRODUCT_CACHE_MS and nothing changed since. */
  find(db: Db, code: string, now?: number): Promise<Product | undefined>;
  /** Drops every kept product (after a catalogue change; tests that edit products with SQL). */
  forget(): void;
  /**
   * A catalogue change: one transaction under the sync's lock (a sync running at the same time cannot
   * overwrite the change with what it read before), and the kept products dropped once it committed.
   */
  write<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T>;
}

interface Cached {
  product: Product;
  generation: number;
  until: number;
}

export function createProductCache(): ProductCache {
  // Per database handle: a transaction handle reads its own snapshot.
  const cache = new WeakMap<object, Map<string, Cached>>();
  let generation = 0;
  const forget = () => {
    generation++;
  };
  return {
    forget,
    async find(db, code, now = Date.now()) {
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
    },
    async write(db, fn) {
      try {
        return await db.transaction(async (tx) => {
          await lockCatalogSync(tx);
          return fn(tx);
        });
      } finally {
        forget();
      }
    },
  };
}
