// The shop (issue 15). Catalogue, cart and coupons: the public catalogue and images, the member's
// cart and coupon check (routes), the coupon rule and the cart for the orders' checkout, the
// operator CLI services and the demo catalogue (migration 0029).

// Orders (H2b): addresses, shipping, checkout, payment, order states, the public checkout.
export { shopAddressRoutes } from './address.routes.js';
export { type CartLineRow, cartLines, clearLines as clearCartLines, lockCart } from './cart.repository.js';
export { cartView, getCart } from './cart.service.js';
export {
  findProductById,
  findVariant,
  listVariants,
  type ProductRow,
  type VariantRow,
} from './catalog.repository.js';
export { shopCatalogRoutes } from './catalog.routes.js';
export {
  type CouponEvaluation,
  type CouponLine,
  evaluateCoupon,
  recordCouponUse,
  releaseCouponUse,
} from './coupon.service.js';
export { seedDemoCatalog } from './demo-catalog.js';
export type { OrderRow as ShopOrderRow } from './order.repository.js';
export { shopOrderRoutes } from './order.routes.js';
export type { OrderChangeHook } from './order.service.js';
export { expireShopOrders, shopPaymentOrders } from './order.service.js';
export { shopCourierOrders } from './order-courier.js';
export { shopPublicRoutes } from './public-checkout.routes.js';
export { pruneShopPublicCarts } from './public-checkout.service.js';
export { listShopPageDates, type ShopPageDate } from './seo.repository.js';
export {
  type CatalogueAuditFactory,
  cliCollectionAdd,
  cliCouponAdd,
  cliCouponSet,
  cliProductAdd,
  cliProductImage,
  cliProductSet,
  cliStock,
  describeCollections,
  describeCoupons,
  describeProducts,
  newProductHook,
  operatorCollectionAdd,
  operatorCollections,
  operatorCoupon,
  operatorCouponActive,
  operatorCouponAdd,
  operatorCoupons,
  operatorCouponUpdate,
  operatorProduct,
  operatorProductActive,
  operatorProductAdd,
  operatorProductCollections,
  operatorProductDetail,
  operatorProductImageAdd,
  operatorProductImageFirst,
  operatorProductImageRemove,
  operatorProducts,
  operatorProductUpdate,
  operatorStock,
  productOfVariant,
  slugify,
} from './shop.admin-catalog.js';
export {
  cliOrderCancel,
  cliOrderConfirm,
  cliOrderDone,
  cliOrderRefund,
  cliOrderSetting,
  cliOrderShip,
  describeShopOrder,
  describeShopOrders,
  operatorCancel,
  operatorConfirm,
  operatorOrder,
  operatorOrders,
  operatorRefund,
  operatorShip,
} from './shop.admin-orders.js';
