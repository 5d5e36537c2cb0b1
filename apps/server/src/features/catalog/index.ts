// The catalogue's public surface for other features (purchase, jobs, admin CLI).
import type { ProductCache } from './product-cache.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** Products kept in memory for purchases (product-cache.ts). */
    products: ProductCache;
  }
}

export {
  offerPromoOnce,
  renameProduct,
  setCutOff,
  setManualPrices,
  setPriceMarkup,
  setProductEnabled,
  setPromo,
} from './catalog.admin.js';
export {
  countListedByType,
  findProductByCode,
  loadMarkups,
  type PostpaidProduct,
  type Product,
  recordPromoSale,
} from './catalog.repository.js';
export { catalogRoutes } from './catalog.routes.js';
export { listBrands, listPostpaidProducts, listPrepaidProducts, publicPricelist } from './catalog.service.js';
export { type SyncCounts, type SyncLogger, type SyncResult, syncPriceLists } from './catalog.sync.js';
export { effectiveCutOff, operatorCutOff, supplierCutOff } from './cut-off.js';
export {
  type DownlineProductPrice,
  findProductToPrice,
  listDownlineProductPrices,
  listTypeMarkups,
} from './downline-prices.js';
export { saveCustomPrice, saveTypeMarkup } from './downline-prices.repository.js';
export { autoPrices, type LevelPrices } from './pricing.js';
export { createProductCache, PRODUCT_CACHE_MS, type ProductCache } from './product-cache.js';
export {
  findPostpaidProduct,
  findPurchasableProduct,
  type PurchasableOptions,
  type PurchasableProduct,
  priceForCategory,
} from './purchasable.js';
