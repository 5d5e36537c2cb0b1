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
import { transferHistoryQuery, transferHistoryResponse } from '@konter/core/contracts/transfer-report';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes, idempotencyKeyOf } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { walletHistory } from './history.service.js';
import { redeemCashback } from './redeem.service.js';
import { checkReceiver, transferDeposit } from './transfer.service.js';
import { transferReport } from './transfer-report.service.js';

/** Money between wallets (deposit transfer, cashback redeem) and the wallets' histories. */
export const walletRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each transfer carries a password: the limit also caps password guesses.
  const perUser = createLimiter(app, 'wallet', {
    max: deps.config.WALLET_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
  });
  // The receiver check names the member behind a number: lookups are counted on their own.
  const lookups = createLimiter(app, 'transfer-check', { max: 30, timeWindow: '10 minutes' });
  const tags = ['wallet'];
  const config = { access: 'member' } as const;

  r.post(
    '/deposit/transfer/check',
    {
      config,
      schema: { tags, body: depositTransferCheckRequest, response: { 200: depositTransferCheckResponse } },
    },
    async (req) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      await lookups(req, `user:${user.id}`);
      return data(await checkReceiver(deps, user, req.body.phone));
    },
  );

  r.post(
    '/deposit/transfer',
    { config, schema: { tags, body: depositTransferRequest, response: { 201: depositTransferResponse } } },
    async (req, reply) => {
      const { user, device } = req.session;
      await perUser(req, `user:${user.id}`);
      const from = { user, deviceId: device.id };
      return reply.code(201).send(data(await transferDeposit(deps, from, req.body, idempotencyKeyOf(req))));
    },
  );

  r.post(
    '/cashback/redeem',
    { config, schema: { tags, body: cashbackRedeemRequest, response: { 201: cashbackRedeemResponse } } },
    async (req, reply) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      return reply
        .code(201)
        .send(data(await redeemCashback(deps, user, req.body.amount, idempotencyKeyOf(req))));
    },
  );

  /** The transfer-deposit report: the caller's transfers, sent and received (no switch needed to read). */
  r.get(
    '/deposit/transfer/history',
    {
      config,
      schema: { tags, querystring: transferHistoryQuery, response: { 200: transferHistoryResponse } },
    },
    async (req) => transferReport(deps, req.session.user.id, req.query),
  );

  for (const kind of ['deposit', 'cashback'] as const) {
    r.get(
      `/${kind}/history`,
      { config, schema: { tags, querystring: walletHistoryQuery, response: { 200: walletHistoryResponse } } },
      async (req) => walletHistory(deps, req.session.user.id, kind, req.query),
    );
  }
};
