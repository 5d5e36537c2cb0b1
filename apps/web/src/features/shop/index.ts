// The shop's web face (issue 15): the catalogue and cart queries, the toolbar's cart badge and the
// local-cart upload at login, ProductImage. H3b's checkout and orders import only from here.
//
// Kept light on purpose: the toolbar imports this module, so everything exported here is in the
// first load of every page. The screens' components (product view, cart, grids, search) are
// imported by the shop's routes (app/routes/shop/*) from their own files, in the routes' chunks.

/** Shop prices: whole rupiah ("Rp 25.000"), as everywhere in the app. */
export { formatRupiah as formatShopPrice } from '@konter/core/money';
export {
  type CartItem,
  type CartView,
  cartQuery,
  cartQueryKey,
  useAddToCart,
  useCart,
  useEditCartLine,
  useRemoveCartLine,
} from './api/cart';
export {
  type CollectionView,
  type ProductCard as ShopProductCard,
  type ProductDetail,
  productDetailQuery,
  type ShopSort,
  useCollectionPage,
  useCollections,
  useProductDetail,
  useProductList,
} from './api/catalog';
export { useCartBadgeQuantity } from './cart-badge';
export { syncLocalCart, useLocalCartSync } from './cart-sync';
export { ProductImage } from './components/product-image';
export {
  clearLocalCart,
  LOCAL_CART_COUNT_KEY,
  LOCAL_CART_KEY,
  readLocalCart,
  readLocalCartQuantity,
  useLocalCart,
  useLocalCartQuantity,
} from './local-cart';
export { shopErrorText } from './shop-error';
