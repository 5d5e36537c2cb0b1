import {
  bulkBatchParams,
  bulkBatchResponse,
  bulkPurchaseRequest,
  bulkPurchaseResponse,
} from '@konter/core/contracts/bulk';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes, idempotencyKeyOf, requestLocale } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { socketIdOf } from '../../lib/realtime.js';
import { createBulkPurchase, ownBatch } from './bulk.service.js';

/** The bulk voucher buy (members): N codes in one confirmation, and the batch's live list. */
export const bulkPurchaseRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perUser = createLimiter(app, 'purchase-bulk', {
    max: deps.config.PURCHASE_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
  });
  const config = { access: 'member' } as const;
  const tags = ['purchase'];

  r.post(
    '/prabayar/transaction/bulk',
    { config, schema: { tags, body: bulkPurchaseRequest, response: { 201: bulkPurchaseResponse } } },
    async (req, reply) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      const result = await createBulkPurchase(deps, user, req.body, idempotencyKeyOf(req));
      // The user's other pages learn of the new purchases (the sender's page has the answer).
      const exceptSocketId = socketIdOf(req);
      for (const refId of result.ref_ids) {
        deps.bus.publish({
          userId: user.id,
          event: 'transaction.updated',
          payload: { ref_id: refId, status: 'processing' },
          ...(exceptSocketId ? { exceptSocketId } : {}),
        });
      }
      return reply.code(201).send(data(result));
    },
  );

  r.get(
    '/prabayar/transaction/bulk/:batchId',
    { config, schema: { tags, params: bulkBatchParams, response: { 200: bulkBatchResponse } } },
    async (req) => data(await ownBatch(deps, req.session.user.id, req.params.batchId, requestLocale(req))),
  );
};
