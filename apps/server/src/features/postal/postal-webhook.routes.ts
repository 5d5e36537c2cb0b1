import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { FeatureRoutes } from '../../lib/http.js';
import { PostalError } from '../../providers/postal/index.js';
import { findShipmentByAwb } from './postal.repository.js';
import { applyRemote } from './postal.service.js';
import { providerOf } from './postal.shared.js';

/** Where the postal operator sends its status webhooks (docs/postal-protocol.md §Webhooks). */
export const POSTAL_WEBHOOK_PATH = '/webhooks/postal';

const answer = z.object({ received: z.literal(true), outcome: z.string() });
const refused = z.object({ message: z.string(), code: z.string() });

/**
 * The operator's status webhook: its signature over the raw body is checked (a wrong one is 401 and
 * nothing changes), then it is only a hint — the shipment is re-read from the operator and applied
 * (idempotently: the same webhook twice changes nothing the second time).
 */
export async function receivePostalWebhook(
  deps: Deps,
  raw: string,
  headers: Record<string, string | string[] | undefined>,
) {
  const provider = providerOf(deps);
  const verdict = provider.verifyWebhook(raw, headers);
  if (!verdict.ok) throw new AppError('postal_webhook_refused');
  const awb = verdict.shipment?.awb ?? verdict.cn23?.awb;
  if (!awb) return { received: true as const, outcome: `noted: ${verdict.event}` };
  const s = await findShipmentByAwb(deps.database.db, awb);
  if (!s) return { received: true as const, outcome: 'unknown shipment' };
  try {
    const after = await applyRemote(deps, s.code, await provider.getShipment(awb));
    return { received: true as const, outcome: `${after.status}: ${after.shippingStatus ?? '-'}` };
  } catch (err) {
    // The operator retries a webhook we did not take; the reconcile job re-reads it anyway.
    if (err instanceof PostalError) throw new AppError('postal_unavailable', undefined, { retryAfter: 30 });
    throw err;
  }
}

export const postalWebhookRoutes: FeatureRoutes = async (app, { deps }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_req, body, done) => done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    POSTAL_WEBHOOK_PATH,
    {
      config: { access: 'signature' },
      schema: { hide: true, response: { 200: answer, 401: refused, 503: refused } },
    },
    async (req) => receivePostalWebhook(deps, typeof req.body === 'string' ? req.body : '', req.headers),
  );
};
