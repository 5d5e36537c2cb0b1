// The catalogue's public surface for other features (purchase, jobs, admin CLI).
export {
  renameProduct,
  setManualPrices,
  setPriceMarkup,
  setPromo,
} from './catalog.admin.js';
export {
  countListedByType,
  type PostpaidProduct,
  type Product,
  recordPromoSale,
  STOCK_EMPTY,
} from './catalog.repository.js';
export { listBrands, listPostpaidProducts, listPrepaidProducts, publicPricelist } from './catalog.service.js';
export { type SyncCounts, type SyncLogger, type SyncResult, syncPriceLists } from './catalog.sync.js';
export type { LevelPrices } from './pricing.js';
export { forgetCachedProducts } from './product-cache.js';
export {
  findPostpaidProduct,
  findPurchasableProduct,
  PURCHASE_MESSAGES,
  type PurchasableOptions,
  type PurchasableProduct,
  priceForCategory,
} from './purchasable.js';
