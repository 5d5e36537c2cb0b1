import type { PaymentState } from './reconcile.js';

export { paymentMismatchApproval } from './mismatch.admin.js';
export { paymentOrderRoutes, paymentWebhookRoutes } from './payment.routes.js';
export { processPendingGatewayEvents } from './payment-events.js';
export {
  createPaymentState,
  type PaymentState,
  reconcileOpenTopups,
  reconcileWaitingPurchases,
} from './reconcile.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** Where the open top-up reconciliation goes on from (createPaymentState). */
    payment: PaymentState;
  }
}
