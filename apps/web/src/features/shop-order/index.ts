// The shop's orders on the web (issue 15): addresses with the region search, checkout, payment,
// orders and their live state, the shop's notifications and the visitors' one-page checkout.
export {
  type OrderTab,
  SHOP_ORDER_EVENT,
  useOrder,
  usePublicCheckout,
  useShopOrderLive,
} from './api';
export { CartCheckout } from './components/cart-checkout';
export { GuestCheckoutButton } from './components/guest-checkout-button';
export { OrderDetail } from './components/order-detail';
export { isOrderTab, ORDER_TABS, OrderList, OrderTabs } from './components/order-list';
export { OrderPayment } from './components/order-payment';
export { PublicCheckoutForm } from './components/public-checkout';
export { PublicOrderStatus } from './components/public-order-status';
export { RegionCombobox, type RegionNames, regionLabel } from './components/region-combobox';
export { ShopNotifications } from './components/shop-notifications';
export { shopOrderPaths } from './paths';
