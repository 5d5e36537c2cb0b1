// The one-page checkout's web face (ADR 0016): the member's link manager and the visitor's page parts.
export { useCheckoutPage } from './api/public';
export { CheckoutForm } from './components/checkout-form';
export { LinkManager } from './components/link-manager';
export { OrderStatus } from './components/order-status';
