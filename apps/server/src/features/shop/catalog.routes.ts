import {
  collectionListResponse,
  collectionParams,
  collectionQuery,
  collectionResponse,
  productDetailRequest,
  productDetailResponse,
  productListRequest,
  productListResponse,
  shopImageParams,
} from '@konter/core/contracts/shop';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { cartRoutes } from './cart.routes.js';
import {
  collectionPage,
  listShopProducts,
  productDetail,
  shopCollections,
  shopImage,
} from './catalog.service.js';

/**
 * The shop's catalogue (public: product list and detail, collections, images) and the member's
 * cart and coupon check (cart.routes.ts), calls §7.5.
 */
export const shopCatalogRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop'];
  const config = { access: 'public' } as const;

  r.post(
    '/shop/product/list',
    { config, schema: { tags, body: productListRequest, response: { 200: productListResponse } } },
    async (req) => listShopProducts(deps, req.body),
  );

  r.post(
    '/shop/product/detail',
    { config, schema: { tags, body: productDetailRequest, response: { 200: productDetailResponse } } },
    async (req) => data(await productDetail(deps, req.body.slug)),
  );

  r.get(
    '/shop/collection',
    { config, schema: { tags, response: { 200: collectionListResponse } } },
    async () => data(await shopCollections(deps)),
  );

  r.get(
    '/shop/collection/:id',
    {
      config,
      schema: {
        tags,
        params: collectionParams,
        querystring: collectionQuery,
        response: { 200: collectionResponse },
      },
    },
    async (req) => collectionPage(deps, req.params.id, req.query),
  );

  /** Images never change under an id: cached a year, with an ETag for revalidation. */
  r.get(
    '/shop/image/:id',
    { config, schema: { tags, params: shopImageParams, response: { 200: z.any(), 304: z.any() } } },
    async (req, reply) => {
      const img = await shopImage(deps, req.params.id);
      const etag = `"${img.etag}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (img.mime === 'image/svg+xml') {
        // An SVG opened on its own must not run anything.
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.header('content-type', img.mime).send(img.data);
    },
  );

  await app.register(cartRoutes, { deps });
};
