import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { data, requireUser } from '../../lib/http.js';
import { findTopupByCode } from '../deposit/deposit.repository.js';
import { findByRef } from '../purchase/purchase.repository.js';
import { processGatewayEvent, recordGatewayEvent } from './payment-events.js';

/**
 * How long a webhook delivery may wait for its own processing before it is answered anyway: the
 * gateways want 2xx within a second, and the status re-fetch alone may take longer.
 */
export const WEBHOOK_ANSWER_BUDGET_MS = 700;

/**
 * The gateways' notifications: POST /api/v1/webhooks/midtrans and /api/v1/webhooks/xendit.
 * Checked on the raw body in constant time (Midtrans `signature_key`, Xendit `x-callback-token`):
 * a forgery gets 401 and nothing is recorded. A verified notification is recorded in the
 * payment_events inbox first (from then on nothing is lost), then processed (payment-events.ts:
 * the payment re-fetched from the provider's status API — the notification alone is never trusted —
 * and applied once). The answer waits for that at most WEBHOOK_ANSWER_BUDGET_MS: if the provider is
 * slow or unreachable the answer is 200 `queued` at once, the processing goes on after it, and the
 * `payment-events` job applies whatever is still unprocessed (a failed re-fetch is retried there).
 * A notification already applied is answered at once, without asking the provider again.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, deps: Deps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    for (const provider of ['midtrans', 'xendit'] as const) {
      scope.post(`/api/v1/webhooks/${provider}`, { schema: { hide: true } }, async (req, reply) => {
        const gateway = deps.gateways?.[provider];
        if (!gateway) return reply.code(404).send({ message: 'Not found', code: 'not_found' });
        const raw = typeof req.body === 'string' ? req.body : '';
        const verified = gateway.verifyNotification(raw, req.headers);
        if (!verified.ok) {
          req.log.warn({ provider, reason: verified.reason }, 'payment notification refused');
          return reply.code(401).send({ message: 'invalid signature', code: 'unauthenticated' });
        }
        const recorded = await recordGatewayEvent(deps, provider, verified.event);
        if (recorded.processed) return { received: true, duplicate: true, outcome: 'duplicate' };
        const log = { provider, order: verified.event.orderId, event: recorded.id };
        const work = processGatewayEvent(deps, recorded.id).then(
          (result) => {
            req.log.info({ ...log, ...result }, 'payment notification');
            return result;
          },
          (err: unknown) => {
            req.log.error({ ...log, err }, 'payment notification not applied; the job retries it');
            return { retry: true as const, reason: 'error' };
          },
        );
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<undefined>((resolve) => {
          timer = setTimeout(resolve, WEBHOOK_ANSWER_BUDGET_MS, undefined);
        });
        const result = await Promise.race([work, late]);
        clearTimeout(timer);
        if (!result || 'retry' in result) return { received: true, queued: true, outcome: 'queued' };
        if ('applied' in result) {
          req.log.warn({ ...log, reason: result.reason }, 'payment not confirmed');
          return { received: true, applied: false, reason: result.reason };
        }
        return { received: true, ...result };
      });
    }
  });
}

const orderParams = z.object({ orderId: z.string().regex(/^(DEP|TRX)[A-Z0-9]{1,40}$/) });

/**
 * GET /api/v1/payment/orders/{orderId}: what the return pages (/midtrans/finish|unfinish|error) show
 * — the state from our server, never from the redirect's query string. The owner only.
 */
export async function paymentOrderRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/payment/orders/:orderId', { schema: { params: orderParams } }, async (req) => {
    const auth = requireUser(req);
    const { orderId } = req.params;
    const db = deps.database.db;
    if (orderId.startsWith('DEP')) {
      const t = await findTopupByCode(db, orderId);
      if (!t || t.userId !== auth.user.id) throw new AppError('not_found', 'order not found');
      return data({
        order_id: t.code,
        kind: 'deposit' as const,
        status: t.status === 'success' ? 'paid' : t.status,
        amount: t.total,
        payment_url: t.status === 'pending' ? t.paymentUrl : null,
      });
    }
    const trx = await findByRef(db, orderId);
    if (!trx || trx.userId !== auth.user.id) throw new AppError('not_found', 'order not found');
    return data({
      order_id: trx.refId,
      kind: 'purchase' as const,
      status: trx.status === 'unprocessed' ? 'pending' : trx.paymentStatus === 'paid' ? 'paid' : trx.status,
      amount: trx.price + trx.pgServiceFee,
      payment_url: trx.status === 'unprocessed' ? trx.paymentUrl : null,
    });
  });
}
