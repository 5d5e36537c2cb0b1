import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { FeatureRoutes } from '../../lib/http.js';
import { COURIER_WEBHOOK_PATH } from '../../providers/courier/index.js';
import type { Headers } from '../../providers/payment/gateway.js';
import { findOrderByProviderOrder } from './order.repository.js';
import { completeOrder } from './order.service.js';

const answer = z.object({ received: z.literal(true), outcome: z.string() });
const refused = z.object({ message: z.string(), code: z.string() });

/**
 * The courier provider's webhook for shop orders: checked on the raw body by the port
 * (deps.courier.verifyWebhook — a wrong secret is 401 and nothing happens), then only a hint: the
 * order is re-read from the provider (getOrder) and a shipped order whose parcel the provider says
 * is delivered becomes done.
 */
export async function receiveCourierWebhook(deps: Deps, raw: string, headers: Headers) {
  const courier = deps.courier;
  if (!courier) throw new AppError('not_found');
  const verdict = courier.verifyWebhook(raw, headers);
  if (!verdict.ok) throw new AppError('shop_webhook_refused');
  if (!verdict.orderId) return { received: true as const, outcome: verdict.event };
  const o = await findOrderByProviderOrder(deps.database.db, verdict.orderId);
  if (!o) return { received: true as const, outcome: 'not a shop order' };
  const remote = await courier.getOrder(verdict.orderId);
  if (remote.state === 'delivered' && o.status === 'shipped') {
    await completeOrder(deps, o.code);
    return { received: true as const, outcome: 'done' };
  }
  return { received: true as const, outcome: `noted: ${remote.status}` };
}

export const shopCourierWebhookRoutes: FeatureRoutes = async (app, { deps }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_req, body, done) => done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    COURIER_WEBHOOK_PATH,
    {
      config: { access: 'signature' },
      schema: { hide: true, response: { 200: answer, 401: refused, 404: refused } },
    },
    async (req) => receiveCourierWebhook(deps, typeof req.body === 'string' ? req.body : '', req.headers),
  );
};
