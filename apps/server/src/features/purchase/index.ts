// The purchase feature's public surface (app, createDeps, jobs, payment, and the test worlds).
import type { PurchaseState } from './purchase.batching.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** The placement and settlement batchers and their statements (purchase.batching.ts). */
    purchase: PurchaseState;
  }
}

export { bulkPurchaseRoutes } from './bulk.routes.js';
export { creditDueCashback } from './cashback.js';
export { sendMissingEsimMails } from './esim-mail.js';
export { DATE_FORMAT, RUPIAH_FORMAT, wibCell } from './export.js';
export { endWaitingPurchase } from './gateway-payment.js';
export { checkPlnCustomer, expireInquiries, inquirePostpaid, payPostpaid } from './postpaid.service.js';
export { createPurchaseState, type PurchaseState } from './purchase.batching.js';
export { countSameNumber, findByIdempotencyKey, findByRef, type Transaction } from './purchase.repository.js';
export { purchaseRoutes } from './purchase.routes.js';
export { createPrepaidPurchase, retryGatewayPurchase, uplineCashbackFor } from './purchase.service.js';
export { dispatch, notificationFor, recheckAllUnsettled, recheckDue } from './settlement.js';
export { supplierWebhookRoutes } from './webhook.routes.js';
