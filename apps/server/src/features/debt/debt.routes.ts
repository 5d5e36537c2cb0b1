import {
  billDebtListQuery,
  collectDebtRequest,
  debtHistoryParams,
  debtHistoryQuery,
  debtIdParams,
  debtListResponse,
  debtSourceQuery,
  debtSourceResponse,
  debtTransfersQuery,
  debtTransfersResponse,
  declareDebtRequest,
  depositDebtListQuery,
  downlineDebtResponse,
  myDebtsQuery,
  openDebtListResponse,
  payDebtRequest,
  payDebtResponse,
  recordDebtRequest,
} from '@konter/core/contracts/debt';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import {
  collectDebt,
  debtHistory,
  debtSource,
  debtTransfers,
  declareDebt,
  getDebt,
  listBillDebts,
  listDepositDebts,
  myDebts,
  payDebt,
  recordDebt,
} from './debt.service.js';

/**
 * Downline debts (issue 14 §3, ADR 0017): the master's side under agent-center/ (category 3; others
 * get the agent center's 403), the downline's own debts under debt/ and account/debt-history/.
 */
export const debtRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perUser = createLimiter(app, 'debt-pay', {
    max: deps.config.WALLET_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
  });
  const tags = ['debt'];
  const config = { access: 'member' } as const;

  // The master's side.
  r.post(
    '/agent-center/debt',
    { config, schema: { tags, body: recordDebtRequest, response: { 201: downlineDebtResponse } } },
    async (req, reply) => reply.code(201).send(data(await recordDebt(deps, req.session.user, req.body))),
  );
  r.get(
    '/agent-center/debt/source',
    { config, schema: { tags, querystring: debtSourceQuery, response: { 200: debtSourceResponse } } },
    async (req) => data(await debtSource(deps, req.session.user, req.query)),
  );
  r.get(
    '/agent-center/debt/transfers',
    { config, schema: { tags, querystring: debtTransfersQuery, response: { 200: debtTransfersResponse } } },
    async (req) => debtTransfers(deps, req.session.user, req.query),
  );
  r.get(
    '/agent-center/list-bill-debt',
    { config, schema: { tags, querystring: billDebtListQuery, response: { 200: openDebtListResponse } } },
    async (req) => listBillDebts(deps, req.session.user, req.query),
  );
  r.get(
    '/agent-center/list-deposit-debt',
    { config, schema: { tags, querystring: depositDebtListQuery, response: { 200: openDebtListResponse } } },
    async (req) => listDepositDebts(deps, req.session.user, req.query),
  );
  r.get(
    '/agent-center/debt-history/:kind',
    {
      config,
      schema: {
        tags,
        params: debtHistoryParams,
        querystring: debtHistoryQuery,
        response: { 200: debtListResponse },
      },
    },
    async (req) => debtHistory(deps, req.session.user, 'upline', req.params.kind, req.query),
  );
  r.post(
    '/agent-center/debt/:id/collect',
    {
      config,
      schema: {
        tags,
        params: debtIdParams,
        body: collectDebtRequest,
        response: { 200: downlineDebtResponse },
      },
    },
    async (req) => data(await collectDebt(deps, req.session.user, req.params.id, req.body)),
  );

  // The downline's side.
  r.get(
    '/debt',
    { config, schema: { tags, querystring: myDebtsQuery, response: { 200: debtListResponse } } },
    async (req) => myDebts(deps, req.session.user, req.query),
  );
  r.get(
    '/debt/:id',
    { config, schema: { tags, params: debtIdParams, response: { 200: downlineDebtResponse } } },
    async (req) => data(await getDebt(deps, req.session.user, req.params.id)),
  );
  r.post(
    '/debt/:id/pay',
    {
      config,
      schema: { tags, params: debtIdParams, body: payDebtRequest, response: { 201: payDebtResponse } },
    },
    async (req, reply) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      return reply.code(201).send(data(await payDebt(deps, user, req.params.id, req.body)));
    },
  );
  r.post(
    '/debt/:id/declare',
    {
      config,
      schema: {
        tags,
        params: debtIdParams,
        body: declareDebtRequest,
        response: { 200: downlineDebtResponse },
      },
    },
    async (req) => data(await declareDebt(deps, req.session.user, req.params.id, req.body)),
  );
  r.get(
    '/account/debt-history/:kind',
    {
      config,
      schema: {
        tags,
        params: debtHistoryParams,
        querystring: debtHistoryQuery,
        response: { 200: debtListResponse },
      },
    },
    async (req) => debtHistory(deps, req.session.user, 'downline', req.params.kind, req.query),
  );
};
