// The purchase feature's public surface (app, createDeps, jobs, payment, and the test worlds).
import type { PurchaseState } from './purchase.batching.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** The placement and settlement batchers and their statements (purchase.batching.ts). */
    purchase: PurchaseState;
  }
}

export { creditDueCashback } from './cashback.js';
export { endWaitingPurchase } from './gateway-payment.js';
export { expireInquiries } from './postpaid.service.js';
export { createPurchaseState, type PurchaseState } from './purchase.batching.js';
export { findByRef, type Transaction } from './purchase.repository.js';
export { purchaseRoutes } from './purchase.routes.js';
export { retryGatewayPurchase } from './purchase.service.js';
export { dispatch, notificationFor, recheckAllUnsettled, recheckDue } from './settlement.js';
export { supplierWebhookRoutes } from './webhook.routes.js';
