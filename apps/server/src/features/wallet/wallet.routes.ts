import {
  cashbackRedeemRequest,
  cashbackRedeemResponse,
  depositTransferCheckRequest,
  depositTransferCheckResponse,
  depositTransferRequest,
  depositTransferResponse,
  walletHistoryQuery,
  walletHistoryResponse,
} from '@konter/core/contracts/deposit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps.js';
import { data, requireUser } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { walletHistory } from './history.service.js';
import { redeemCashback } from './redeem.service.js';
import { checkReceiver, transferDeposit } from './transfer.service.js';

/**
 * The Idempotency-Key header (as the prepaid purchase reads it): one key per user names one
 * operation, so a retry or a double tap answers the first result and moves nothing.
 */
function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const key = req.headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0 ? key.slice(0, 128) : undefined;
}

/** Money between wallets (deposit transfer, cashback redeem) and the wallets' histories. */
export async function walletRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each transfer carries a password: the limit also caps password guesses.
  const perUser = createLimiter(app, 'wallet', {
    max: deps.config.WALLET_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
  });
  const tags = ['wallet'];

  r.post(
    '/api/v1/deposit/transfer/check',
    { schema: { tags, body: depositTransferCheckRequest, response: { 200: depositTransferCheckResponse } } },
    async (req) => {
      const auth = requireUser(req);
      await perUser(req, `user:${auth.user.id}`);
      return data(await checkReceiver(deps, auth.user, req.body.phone));
    },
  );

  r.post(
    '/api/v1/deposit/transfer',
    { schema: { tags, body: depositTransferRequest, response: { 201: depositTransferResponse } } },
    async (req, reply) => {
      const auth = requireUser(req);
      await perUser(req, `user:${auth.user.id}`);
      return reply
        .code(201)
        .send(data(await transferDeposit(deps, auth.user, req.body, idempotencyKeyOf(req))));
    },
  );

  r.post(
    '/api/v1/cashback/redeem',
    { schema: { tags, body: cashbackRedeemRequest, response: { 201: cashbackRedeemResponse } } },
    async (req, reply) => {
      const auth = requireUser(req);
      await perUser(req, `user:${auth.user.id}`);
      return reply
        .code(201)
        .send(data(await redeemCashback(deps, auth.user, req.body.amount, idempotencyKeyOf(req))));
    },
  );

  for (const kind of ['deposit', 'cashback'] as const) {
    r.get(
      `/api/v1/${kind}/history`,
      { schema: { tags, querystring: walletHistoryQuery, response: { 200: walletHistoryResponse } } },
      async (req) => walletHistory(deps, requireUser(req).user.id, kind, req.query),
    );
  }
}
