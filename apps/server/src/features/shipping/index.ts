// Multi-courier shipping (issue 16; migration 0031): one service parameterised by the courier —
// tariffs with the cost breakdown, shipments paid through a deposit hold (posted at pickup, voided
// on cancel or failure, adjusted when the courier's price changes), the agent's cashback, tracking
// (also public), manifests with their PDF, labels, reports, the dashboard, saved senders and
// recipients, Sicepat's two-step create; the courier webhook shared with the shop
// (lib/courier-orders.ts) and the reconcile job.

export {
  cliCourierAgent,
  courierAgentByLogin,
  courierAgents,
  setCourierAgent,
} from './courier-agents.js';
export { seedShippingDemo, seedShippingDemoShipments } from './demo.js';
export {
  type AgentManifestRow,
  type AllManifestsFilter,
  agentManifest,
  agentManifestPdf,
  allManifests,
  closeAgentManifest,
  type ManifestCloseHook,
  type ShipmentRow,
} from './manifest.service.js';
export { courierWebhookRoutes, shippingPublicRoutes, shippingRoutes } from './shipping.routes.js';
export { reconcileShipments, shippingCourierOrders } from './shipping.service.js';
