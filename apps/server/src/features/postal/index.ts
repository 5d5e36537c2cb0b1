// POS MLO — postal logistics for agents with the pos_mlo permission (issue 16 part 3): domestic
// (NIPOS) and international (IPOS) shipments through the postal operator port, the CN23 customs
// declaration, SPK hand-over, manifests, tracking and reports (migration 0032).
import type { PostalState } from './postal.state.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** The postal operator and the cached exchange rates (POS MLO). */
    postal: PostalState;
  }
}

export { reconcilePostalShipments } from './operations.service.js';
export { postalRoutes } from './postal.routes.js';
export { seedPostalDemo } from './postal.seed.js';
export { createPostalState, type PostalState } from './postal.state.js';
export { POSTAL_WEBHOOK_PATH, postalWebhookRoutes } from './postal-webhook.routes.js';
