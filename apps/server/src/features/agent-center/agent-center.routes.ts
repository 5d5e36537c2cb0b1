import {
  agentCenterDashboardResponse,
  cashbackHistoryRequest,
  cashbackHistoryResponse,
  cashbackListQuery,
  cashbackListResponse,
  downlineListQuery,
  downlineListResponse,
  downlineTransactionsQuery,
  downlineTransactionsResponse,
} from '@konter/core/contracts/agent-center';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import {
  agentCenterDashboard,
  cashbackHistory,
  downlineCashback,
  downlines,
  downlineTransactions,
} from './agent-center.service.js';

/** The agent center (spec §2, calls §7.2): for categories 2 and 3; a member gets a 403 it can explain. */
export const agentCenterRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent-center'];
  const config = { access: 'member' } as const;

  r.get(
    '/agent-center',
    { config, schema: { tags, response: { 200: agentCenterDashboardResponse } } },
    async (req) => data(await agentCenterDashboard(deps, req.session.user)),
  );

  r.get(
    '/agent-center/list-agent',
    { config, schema: { tags, querystring: downlineListQuery, response: { 200: downlineListResponse } } },
    async (req) => downlines(deps, req.session.user, req.query),
  );

  r.get(
    '/agent-center/list-cashback',
    { config, schema: { tags, querystring: cashbackListQuery, response: { 200: cashbackListResponse } } },
    async (req) => downlineCashback(deps, req.session.user, req.query),
  );

  r.post(
    '/agent-center/cashback-history',
    { config, schema: { tags, body: cashbackHistoryRequest, response: { 200: cashbackHistoryResponse } } },
    async (req) => cashbackHistory(deps, req.session.user, req.body),
  );

  r.get(
    '/agent-center/transaksi-agen',
    {
      config,
      schema: {
        tags,
        querystring: downlineTransactionsQuery,
        response: { 200: downlineTransactionsResponse },
      },
    },
    async (req) => downlineTransactions(deps, req.session.user, req.query),
  );
};
