import {
  brandsQuery,
  brandsResponse,
  postpaidProductsQuery,
  postpaidProductsResponse,
  prepaidProductsQuery,
  prepaidProductsResponse,
  pricelistParams,
  pricelistResponse,
  promoProductsResponse,
} from '@konter/core/contracts/catalog';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import {
  listBrands,
  listPostpaidProducts,
  listPrepaidProducts,
  listPromotion,
  publicPricelist,
} from './catalog.service.js';

/**
 * The caller's account category for prices. The catalogue is public (visitors see member prices);
 * a session counts only once its device is trusted, as everywhere else.
 */
const callerCategory = (req: FastifyRequest) =>
  req.auth && req.auth.device.status === 'trusted' ? req.auth.user.category : null;
/** The caller's upline: a master's downline sees the master's prices (issue 14 §1). */
const callerUpline = (req: FastifyRequest) =>
  req.auth && req.auth.device.status === 'trusted' ? req.auth.user.referredBy : null;

/**
 * The catalogue's read side: public (visitors see member prices, a trusted member their own), except
 * the promotion list, which is the signed-in promotion page's (members buy promo items from a wallet).
 */
export const catalogRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' } as const;
  const tags = ['catalog'];

  r.get(
    '/prabayar/products',
    {
      config,
      schema: { tags, querystring: prepaidProductsQuery, response: { 200: prepaidProductsResponse } },
    },
    async (req) => data(await listPrepaidProducts(deps, req.query, callerCategory(req), callerUpline(req))),
  );

  r.get(
    '/prabayar/promotion',
    { config: { access: 'member' }, schema: { tags, response: { 200: promoProductsResponse } } },
    async (req) => data(await listPromotion(deps, req.session.user.category, req.session.user.referredBy)),
  );

  r.get(
    '/prabayar/brands',
    { config, schema: { tags, querystring: brandsQuery, response: { 200: brandsResponse } } },
    async (req) => data(await listBrands(deps, req.query.type)),
  );

  r.get(
    '/pascabayar/products',
    {
      config,
      schema: { tags, querystring: postpaidProductsQuery, response: { 200: postpaidProductsResponse } },
    },
    async (req) => data(await listPostpaidProducts(deps, req.query.type)),
  );

  r.get(
    '/pricelist/:type',
    { config, schema: { tags, params: pricelistParams, response: { 200: pricelistResponse } } },
    async (req) => data(await publicPricelist(deps, req.params.type)),
  );
};
