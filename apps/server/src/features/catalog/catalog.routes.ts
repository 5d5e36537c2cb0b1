import {
  brandsQuery,
  brandsResponse,
  postpaidProductsQuery,
  postpaidProductsResponse,
  prepaidProductsQuery,
  prepaidProductsResponse,
  pricelistParams,
  pricelistResponse,
} from '@konter/core/contracts/catalog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps.js';
import { data } from '../../lib/http.js';
import { listBrands, listPostpaidProducts, listPrepaidProducts, publicPricelist } from './catalog.service.js';

/**
 * The caller's account category for prices. The catalogue is public (visitors see member prices);
 * a session counts only once its device is trusted, as everywhere else.
 */
const callerCategory = (req: FastifyRequest) =>
  req.auth && req.auth.device.status === 'trusted' ? req.auth.user.category : null;

export async function catalogRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/prabayar/products',
    { schema: { querystring: prepaidProductsQuery, response: { 200: prepaidProductsResponse } } },
    async (req) => data(await listPrepaidProducts(deps, req.query, callerCategory(req))),
  );

  r.get(
    '/api/v1/prabayar/brands',
    { schema: { querystring: brandsQuery, response: { 200: brandsResponse } } },
    async (req) => data(await listBrands(deps, req.query.type)),
  );

  r.get(
    '/api/v1/pascabayar/products',
    { schema: { querystring: postpaidProductsQuery, response: { 200: postpaidProductsResponse } } },
    async (req) => data(await listPostpaidProducts(deps, req.query.type)),
  );

  r.get(
    '/api/v1/pricelist/:type',
    { schema: { params: pricelistParams, response: { 200: pricelistResponse } } },
    async (req) => data(await publicPricelist(deps, req.params.type)),
  );
}
