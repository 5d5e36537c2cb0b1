import {
  productPricesQuery,
  productPricesRequest,
  productPricesResponse,
  productPricesSavedResponse,
  registerAgentRequest,
  registerAgentResponse,
  typePricesRequest,
  typePricesResponse,
} from '@konter/core/contracts/agency';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes, requestLocale } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import {
  getProductPrices,
  getTypePrices,
  putProductPrices,
  putTypePrices,
  registerAgent,
} from './agency.service.js';

/**
 * Downlines and their prices (issue 14 §1): a master registers agents under them and sets their
 * downlines' prices. Members of other categories get 403 agency_masters_only (the web page explains
 * this without asking).
 */
export const agencyRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'member' } as const;
  const tags = ['agency'];
  const perUser = createLimiter(app, 'register-agent', { max: 10, timeWindow: '1 minute' });

  r.post(
    '/account/agen',
    { config, schema: { tags, body: registerAgentRequest, response: { 201: registerAgentResponse } } },
    async (req, reply) => {
      const { user } = req.session;
      await perUser(req, `user:${user.id}`);
      return reply.code(201).send(data(await registerAgent(deps, user, req.body, requestLocale(req))));
    },
  );

  r.get(
    '/agent-center/prices',
    { config, schema: { tags, response: { 200: typePricesResponse } } },
    async (req) => data(await getTypePrices(deps, req.session.user)),
  );

  r.patch(
    '/agent-center/prices',
    { config, schema: { tags, body: typePricesRequest, response: { 200: typePricesResponse } } },
    async (req) => data(await putTypePrices(deps, req.session.user, req.body)),
  );

  r.get(
    '/agent-center/prices/products',
    { config, schema: { tags, querystring: productPricesQuery, response: { 200: productPricesResponse } } },
    async (req) => data(await getProductPrices(deps, req.session.user, req.query)),
  );

  r.patch(
    '/agent-center/prices/products',
    { config, schema: { tags, body: productPricesRequest, response: { 200: productPricesSavedResponse } } },
    async (req) => data(await putProductPrices(deps, req.session.user, req.body)),
  );
};
