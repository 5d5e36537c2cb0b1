import {
  depositSettingsResponse,
  depositTopupClaimRequest,
  depositTopupListQuery,
  depositTopupListResponse,
  depositTopupParams,
  depositTopupRequest,
  depositTopupResponse,
  paymentFeeQuery,
  paymentFeeResponse,
} from '@konter/core/contracts/deposit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes, requestLocale } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { claimTopup } from './claim.service.js';
import { depositSettingsView, quoteFee } from './deposit.settings.js';
import { cancelTopup, createTopup, getTopup, listOwnTopups } from './topup.service.js';
import { topupView } from './topup.view.js';

/** Deposit top-ups (own bank transfer or a gateway), their claims, and the fee quote. */
export const depositRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perUser = createLimiter(app, 'deposit', {
    max: deps.config.WALLET_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
  });
  const tags = ['deposit'];
  const config = { access: 'member' } as const;

  r.get(
    '/deposit/settings',
    { config, schema: { tags, response: { 200: depositSettingsResponse } } },
    async (req) => data(await depositSettingsView(deps, requestLocale(req))),
  );

  // Public: a visitor's one-page checkout shows the fee too.
  r.get(
    '/payment/fee',
    {
      config: { access: 'public' },
      schema: { tags, querystring: paymentFeeQuery, response: { 200: paymentFeeResponse } },
    },
    async (req) => data(await quoteFee(deps, req.query)),
  );

  r.post(
    '/deposit/topup',
    { config, schema: { tags, body: depositTopupRequest, response: { 201: depositTopupResponse } } },
    async (req, reply) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      const topup = await createTopup(deps, user, req.body, { locale: requestLocale(req) });
      return reply.code(201).send(data(topupView(topup)));
    },
  );

  /** The owner's requests, newest first, with status, method and Jakarta-date filters. */
  r.get(
    '/deposit/topup',
    {
      config,
      schema: { tags, querystring: depositTopupListQuery, response: { 200: depositTopupListResponse } },
    },
    async (req) => listOwnTopups(deps, req.session.user.id, req.query),
  );

  r.get(
    '/deposit/topup/:code',
    { config, schema: { tags, params: depositTopupParams, response: { 200: depositTopupResponse } } },
    async (req) => data(topupView(await getTopup(deps, req.session.user, req.params.code))),
  );

  r.post(
    '/deposit/topup/:code/cancel',
    { config, schema: { tags, params: depositTopupParams, response: { 200: depositTopupResponse } } },
    async (req) => data(topupView(await cancelTopup(deps, req.session.user, req.params.code))),
  );

  r.post(
    '/deposit/topup/:code/claim',
    {
      config,
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
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      return data(topupView(await claimTopup(deps, user, req.params.code, req.body)));
    },
  );
};
