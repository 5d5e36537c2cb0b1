import { supplierCallbackAnswer, supplierCallbackError } from '@konter/core/contracts/purchase';
import type { FeatureRoutes } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { receiveSupplierCallback } from './supplier-callback.service.js';

/**
 * Callbacks one address may post per minute. Digiflazz sends one per transaction that answered
 * pending (plus its retries), from a few addresses; a refused one is not lost: the purchase-recheck
 * job asks the supplier about every purchase still processing. The built-in simulator posts from
 * loopback, far below this.
 */
export const SUPPLIER_CALLBACKS_PER_IP_PER_MINUTE = 120;

/**
 * Digiflazz callbacks (access 'signature': no session, no CSRF): the body is kept as the raw
 * string the signature is computed over. Limited per IP before the body is read (429); then the
 * signature is checked before anything is stored: a bad or missing one gets 401, an unreadable body
 * 400, a good one 200 fast.
 */
export const supplierWebhookRoutes: FeatureRoutes = async (app, { deps }) => {
  const perIp = createLimiter(app, 'supplier-callback', {
    max: SUPPLIER_CALLBACKS_PER_IP_PER_MINUTE,
    timeWindow: '1 minute',
  });
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      '/webhooks/digiflazz',
      {
        config: { access: 'signature' },
        onRequest: async (req) => perIp(req, `ip:${req.ip}`),
        schema: {
          tags: ['webhooks'],
          response: {
            200: supplierCallbackAnswer,
            400: supplierCallbackError,
            401: supplierCallbackError,
            429: supplierCallbackError,
          },
        },
      },
      async (req, reply) => {
        const answer = await receiveSupplierCallback(
          deps,
          typeof req.body === 'string' ? req.body : '',
          {
            signature: req.headers['x-hub-signature'] as string | undefined,
            event: req.headers['x-digiflazz-event'] as string | undefined,
          },
          { ip: req.ip },
        );
        return reply.code(answer.status).send(answer.body);
      },
    );
  });
};
