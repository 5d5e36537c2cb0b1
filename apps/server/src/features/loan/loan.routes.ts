import { agentDebtPayRequest, agentDebtPayResponse, agentDebtResponse } from '@konter/core/contracts/loan';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps.js';
import { data, requireUser } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { getAgentDebt, payLoan } from './loan.service.js';

/**
 * The agent loan (pinjaman) of the signed-in user. The client fetches it only when the site's
 * agentDebtEnabled flag is on (calls §6); the server answers either way, and a debt can always be repaid.
 */
export async function loanRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perUser = createLimiter(app, 'agent-debt', {
    max: deps.config.WALLET_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
  });
  const tags = ['agent-debt'];

  r.get('/api/v1/agent-debt', { schema: { tags, response: { 200: agentDebtResponse } } }, async (req) =>
    data(await getAgentDebt(deps, requireUser(req).user.id)),
  );

  r.post(
    '/api/v1/agent-debt/pay',
    { schema: { tags, body: agentDebtPayRequest, response: { 201: agentDebtPayResponse } } },
    async (req, reply) => {
      const auth = requireUser(req);
      await perUser(req, `user:${auth.user.id}`);
      return reply.code(201).send(data(await payLoan(deps, auth.user, req.body)));
    },
  );
}
