import {
  sendMoneyCheckNameRequest,
  sendMoneyCheckNameResponse,
  sendMoneyRequestResponse,
  sendMoneyStatusResponse,
} from '@konter/core/contracts/send-money';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { checkRecipientName, requestSendMoney, sendMoneyStatus } from './send-money.service.js';

/**
 * Send money (issue 13 §2): may the member send money (the catalogue list "send-money
 * verification"), their request for the permission, and the paid recipient-name check. The transfer
 * itself is POST prabayar/transaction of a `sendMoney` product (purchase feature).
 */
export const sendMoneyRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perUser = createLimiter(app, 'send-money', {
    max: deps.config.PURCHASE_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
  });
  const tags = ['send-money'];
  const member = { access: 'member' } as const;

  r.get(
    '/prabayar/sendMoney/status',
    { config: member, schema: { tags, response: { 200: sendMoneyStatusResponse } } },
    async (req) => data(await sendMoneyStatus(deps, req.session.user)),
  );

  r.post(
    '/prabayar/sendMoney/request',
    { config: member, schema: { tags, response: { 201: sendMoneyRequestResponse } } },
    async (req, reply) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      return reply.code(201).send(data(await requestSendMoney(deps, user)));
    },
  );

  r.post(
    '/prabayar/sendMoney/check-name',
    {
      // member, not { permission }: the service answers send_money_not_allowed, which the page explains.
      config: member,
      schema: { tags, body: sendMoneyCheckNameRequest, response: { 200: sendMoneyCheckNameResponse } },
    },
    async (req) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      return data(await checkRecipientName(deps, user, req.body));
    },
  );
};
