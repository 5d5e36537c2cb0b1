import {
  depositSettingsResponse,
  depositTopupClaimRequest,
  depositTopupListQuery,
  depositTopupListResponse,
  depositTopupParams,
  depositTopupRequest,
  depositTopupResponse,
  type PaymentFeeQuery,
  paymentFeeQuery,
  paymentFeeResponse,
} from '@konter/core/contracts/deposit';
import { paymentFee } from '@konter/core/payment';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps.js';
import { data, requestLocale, requireUser } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { claimTopup } from './claim.service.js';
import { listTopups } from './deposit.repository.js';
import { depositSettingsView, getDepositSettings, serviceFeeOf } from './deposit.settings.js';
import { cancelTopup, createTopup, getTopup } from './topup.service.js';
import { topupView } from './topup.view.js';

/** The fee shown before paying (calls §9.1): the gateway's (if the customer bears it) + our service fee. */
export async function quoteFee(deps: Deps, q: PaymentFeeQuery) {
  const s = await getDepositSettings(deps.database.db);
  const fee = paymentFee({
    method: q.method,
    amount: q.amount,
    purpose: q.purpose,
    customerPaysFee: s.pay_external_payment_fee,
    // The service fee is the deposit's (spec §9.1 "a bank-transfer deposit has a service fee").
    serviceFee: q.purpose === 'deposit' ? serviceFeeOf(deps, q.method) : 0,
    shopeepayOwnRate: s.shopeepay_own_rate,
  });
  return { fee: fee.fee, total: fee.total };
}

export async function depositRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const perUser = createLimiter(app, 'deposit', {
    max: deps.config.WALLET_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
  });
  const tags = ['deposit'];

  r.get(
    '/api/v1/deposit/settings',
    { schema: { tags, response: { 200: depositSettingsResponse } } },
    async (req) => {
      requireUser(req);
      return data(await depositSettingsView(deps, requestLocale(req)));
    },
  );

  // Public: a visitor's one-page checkout shows the fee too.
  r.get(
    '/api/v1/payment/fee',
    { schema: { tags, querystring: paymentFeeQuery, response: { 200: paymentFeeResponse } } },
    async (req) => data(await quoteFee(deps, req.query)),
  );

  r.post(
    '/api/v1/deposit/topup',
    { schema: { tags, body: depositTopupRequest, response: { 201: depositTopupResponse } } },
    async (req, reply) => {
      const auth = requireUser(req);
      await perUser(req, `user:${auth.user.id}`);
      const topup = await createTopup(deps, auth.user, req.body, { locale: requestLocale(req) });
      return reply.code(201).send(data(topupView(topup)));
    },
  );

  /** The owner's requests, newest first, with status, method and Jakarta-date filters. */
  r.get(
    '/api/v1/deposit/topup',
    { schema: { tags, querystring: depositTopupListQuery, response: { 200: depositTopupListResponse } } },
    async (req) => {
      const auth = requireUser(req);
      const q = req.query;
      const { rows, total } = await listTopups(db, auth.user.id, q, q.page, q.per_page);
      return {
        data: rows.map(topupView),
        meta: { current_page: q.page, last_page: Math.max(1, Math.ceil(total / q.per_page)), total },
      };
    },
  );

  r.get(
    '/api/v1/deposit/topup/:code',
    { schema: { tags, params: depositTopupParams, response: { 200: depositTopupResponse } } },
    async (req) => data(topupView(await getTopup(deps, requireUser(req).user, req.params.code))),
  );

  r.post(
    '/api/v1/deposit/topup/:code/cancel',
    { schema: { tags, params: depositTopupParams, response: { 200: depositTopupResponse } } },
    async (req) => data(topupView(await cancelTopup(deps, requireUser(req).user, req.params.code))),
  );

  r.post(
    '/api/v1/deposit/topup/:code/claim',
    {
      // The proof travels as a data URL: 2 MB of image is about 2.8 MB of base64.
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags,
        params: depositTopupParams,
        body: depositTopupClaimRequest,
        response: { 200: depositTopupResponse },
      },
    },
    async (req) => {
      const auth = requireUser(req);
      await perUser(req, `user:${auth.user.id}`);
      return data(topupView(await claimTopup(deps, auth.user, req.params.code, req.body)));
    },
  );
}
