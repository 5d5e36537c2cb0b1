import { supplierCallbackAnswer, supplierCallbackError } from '@konter/core/contracts/purchase';
import type { FeatureRoutes } from '../../lib/http.js';
import { receiveSupplierCallback } from './supplier-callback.service.js';

/**
 * Digiflazz callbacks (access 'signature': no session, no CSRF): the body is kept as the raw
 * string the signature is computed over. Answer 200 fast; a bad signature gets 401, an unreadable
 * body 400.
 */
export const supplierWebhookRoutes: FeatureRoutes = async (app, { deps }) => {
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
        schema: {
          tags: ['webhooks'],
          response: { 200: supplierCallbackAnswer, 400: supplierCallbackError, 401: supplierCallbackError },
        },
      },
      async (req, reply) => {
        const answer = await receiveSupplierCallback(deps, typeof req.body === 'string' ? req.body : '', {
          signature: req.headers['x-hub-signature'] as string | undefined,
          event: req.headers['x-digiflazz-event'] as string | undefined,
        });
        return reply.code(answer.status).send(answer.body);
      },
    );
  });
};
