import {
  agentDebtListQuery,
  agentDebtListResponse,
  agentDebtPaymentsQuery,
  agentDebtPaymentsResponse,
  agentDebtPayRequest,
  agentDebtPayResponse,
  agentDebtRequest,
  agentDebtRequestResponse,
  agentDebtResponse,
} from '@konter/core/contracts/loan';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import {
  cancelOwnRequest,
  getAgentDebt,
  listDownlineDebts,
  listOwnPayments,
  payLoan,
  requestOwnLoan,
} from './loan.service.js';

/**
 * The agent loan (pinjaman) of the signed-in user. The client fetches it only when the site's
 * agentDebtEnabled flag is on (calls §6); the server answers either way, and a debt can always be repaid.
 */
export const loanRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perUser = createLimiter(app, 'agent-debt', {
    max: deps.config.WALLET_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
  });
  const tags = ['agent-debt'];
  const config = { access: 'member' } as const;

  r.get('/agent-debt', { config, schema: { tags, response: { 200: agentDebtResponse } } }, async (req) =>
    data(await getAgentDebt(deps, req.session.user.id)),
  );

  r.post(
    '/agent-debt/pay',
    { config, schema: { tags, body: agentDebtPayRequest, response: { 201: agentDebtPayResponse } } },
    async (req, reply) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      return reply.code(201).send(data(await payLoan(deps, user, req.body)));
    },
  );

  r.post(
    '/agent-debt/request',
    { config, schema: { tags, body: agentDebtRequest, response: { 201: agentDebtRequestResponse } } },
    async (req, reply) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      return reply.code(201).send(data(await requestOwnLoan(deps, user, req.body)));
    },
  );

  r.post(
    '/agent-debt/request/cancel',
    { config, schema: { tags, response: { 200: agentDebtRequestResponse } } },
    async (req) => data(await cancelOwnRequest(deps, req.session.user.id)),
  );

  r.get(
    '/agent-debt/payments',
    {
      config,
      schema: { tags, querystring: agentDebtPaymentsQuery, response: { 200: agentDebtPaymentsResponse } },
    },
    async (req) => listOwnPayments(deps, req.session.user.id, req.query),
  );

  // The agent center's loan list (spec §2 "list agent debt"): a master's direct downlines' loans.
  r.get(
    '/agent-center/list-agent-debt',
    {
      config,
      schema: {
        tags: ['agent-center'],
        querystring: agentDebtListQuery,
        response: { 200: agentDebtListResponse },
      },
    },
    async (req) => listDownlineDebts(deps, req.session.user, req.query),
  );
};
