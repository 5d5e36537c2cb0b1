import { paymentOrderParams, paymentOrderResponse } from '@konter/core/contracts/deposit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { data, type FeatureRoutes, requestLocale } from '../../lib/http.js';
import { paymentOrder, retryPayment } from './payment.service.js';
import { receiveNotification } from './payment-events.js';

/** What a gateway's webhook is answered (the provider only looks at the 2xx). */
const webhookAnswer = z.object({
  received: z.literal(true),
  duplicate: z.boolean().optional(),
  outcome: z.string().optional(),
  queued: z.boolean().optional(),
  applied: z.boolean().optional(),
  reason: z.string().optional(),
});
const refused = z.object({ message: z.string(), code: z.string() });

/**
 * The gateways' notifications: POST /api/v1/webhooks/midtrans and /api/v1/webhooks/xendit.
 * Checked on the raw body in constant time (Midtrans `signature_key`, Xendit `x-callback-token`):
 * a forgery gets 401 and nothing is recorded; a gateway not configured here, 404. A verified
 * notification is recorded in the payment_events inbox first, then processed within the answer's
 * budget (payment-events.ts receiveNotification).
 */
export const paymentWebhookRoutes: FeatureRoutes = async (app, { deps }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_req, body, done) => done(null, body),
  );
  for (const provider of ['midtrans', 'xendit'] as const) {
    app.post(
      `/webhooks/${provider}`,
      {
        config: { access: 'signature' },
        schema: { hide: true, response: { 200: webhookAnswer, 401: refused, 404: refused } },
      },
      async (req) =>
        receiveNotification(
          deps,
          provider,
          typeof req.body === 'string' ? req.body : '',
          req.headers,
          req.log,
        ),
    );
  }
};

/** GET /api/v1/payment/orders/{orderId}: a gateway payment's state, for its owner's return page. */
export const paymentOrderRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/payment/orders/:orderId',
    {
      config: { access: 'member' },
      schema: { tags: ['payment'], params: paymentOrderParams, response: { 200: paymentOrderResponse } },
    },
    async (req) => data(await paymentOrder(deps, req.session.user, req.params.orderId)),
  );
  r.post(
    '/payment/orders/:orderId/retry',
    {
      config: { access: 'member' },
      schema: { tags: ['payment'], params: paymentOrderParams, response: { 200: paymentOrderResponse } },
    },
    async (req) => data(await retryPayment(deps, req.session.user, req.params.orderId, requestLocale(req))),
  );
};
