// Outgoing webhooks of the developer API (issue 17 part 2, migration 0034): the member's webhook
// settings (URL, secret encrypted at rest, `allow_cb_url`, enabled), the durable delivery outbox
// (`enqueueWebhook` inserts in the caller's transaction; the `webhooks-deliver` job and the
// in-process poller send what is due, retrying with backoff), the signed requests (X-Hub-Signature
// sha1 + Standard Webhooks), the delivery log, redelivery and the test event. Every target passes
// lib/ssrf.ts when saved and at every attempt.

export { deliverDueWebhooks, startWebhookPoller } from './webhook.delivery.js';
export type { DeliveryRow as WebhookDeliveryRow, FailedDeliveryRow } from './webhook.repository.js';
export { developerWebhookRoutes } from './webhook.routes.js';
export {
  type EnqueueWebhookInput,
  enqueueWebhook,
  failedWebhookDeliveries,
  getWebhookSettings,
  redeliverFailedWebhook,
  type WebhookSettingsView,
} from './webhook.service.js';
