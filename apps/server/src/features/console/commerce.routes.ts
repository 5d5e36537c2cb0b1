import {
  CONSOLE_SHOP_ROLES,
  consoleCourierAgentParams,
  consoleCourierAgentQuery,
  consoleCourierAgentRequest,
  consoleCourierAgentResponse,
  consoleCourierAgentsResponse,
  consoleShopActiveRequest,
  consoleShopCancelRequest,
  consoleShopCollectionRequest,
  consoleShopCollectionsResponse,
  consoleShopCouponParams,
  consoleShopCouponResponse,
  consoleShopCouponsResponse,
  consoleShopOrderListResponse,
  consoleShopOrderParams,
  consoleShopOrderQuery,
  consoleShopOrderResponse,
  consoleShopProductAddRequest,
  consoleShopProductCollectionsRequest,
  consoleShopProductDetailResponse,
  consoleShopProductImageParams,
  consoleShopProductImageRequest,
  consoleShopProductParams,
  consoleShopProductQuery,
  consoleShopProductResponse,
  consoleShopProductsResponse,
  consoleShopProductUpdateRequest,
  consoleShopRefundRequest,
  consoleShopShipRequest,
  consoleShopStockRequest,
  SHOP_PRODUCT_IMAGE_MAX_CHARS,
} from '@konter/core/contracts/console-commerce';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import {
  addShopCollection,
  addShopProduct,
  addShopProductImage,
  cancelShopOrder,
  confirmShopOrder,
  consoleCourierAgents,
  consoleShopCollections,
  consoleShopCoupons,
  consoleShopOrder,
  consoleShopOrders,
  consoleShopProduct,
  consoleShopProducts,
  findCourierAgent,
  firstShopProductImage,
  refundShopOrder,
  removeShopProductImage,
  setCouponActive,
  setCourierAgentAsStaff,
  setProductActive,
  setProductStock,
  setShopProductCollections,
  setVariantStock,
  shipShopOrder,
  updateShopProduct,
} from './commerce.service.js';
import { staffActor } from './console.http.js';

/**
 * The console's shop orders (issue 18) under /api/v1/console/shop: shop staff (and the owner) list,
 * read, confirm, ship, cancel and record refunds — the CLI's shop:order-* services, audited.
 */
export const consoleCommerceRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const shop = { access: { staff: CONSOLE_SHOP_ROLES } } as const;
  const by = staffActor;
  const params = consoleShopOrderParams;
  const response = { 200: consoleShopOrderResponse };

  r.get(
    '/console/shop/orders',
    {
      config: shop,
      schema: { tags, querystring: consoleShopOrderQuery, response: { 200: consoleShopOrderListResponse } },
    },
    async (req) => consoleShopOrders(deps, req.query),
  );

  r.get('/console/shop/orders/:code', { config: shop, schema: { tags, params, response } }, async (req) =>
    data(await consoleShopOrder(deps, req.params.code)),
  );

  r.post(
    '/console/shop/orders/:code/confirm',
    { config: shop, schema: { tags, params, response } },
    async (req) => data(await confirmShopOrder(deps, by(req), req.params.code)),
  );

  r.post(
    '/console/shop/orders/:code/ship',
    { config: shop, schema: { tags, params, body: consoleShopShipRequest, response } },
    async (req) => data(await shipShopOrder(deps, by(req), req.params.code, req.body.receipt_number)),
  );

  r.post(
    '/console/shop/orders/:code/cancel',
    { config: shop, schema: { tags, params, body: consoleShopCancelRequest, response } },
    async (req) => data(await cancelShopOrder(deps, by(req), req.params.code, req.body.reason)),
  );

  r.post(
    '/console/shop/orders/:code/refund',
    { config: shop, schema: { tags, params, body: consoleShopRefundRequest, response } },
    async (req) => data(await refundShopOrder(deps, by(req), req.params.code, req.body.reference)),
  );

  // ---- products and stock ----

  const product = { 200: consoleShopProductResponse };
  const productParams = consoleShopProductParams;

  r.get(
    '/console/shop/products',
    {
      config: shop,
      schema: { tags, querystring: consoleShopProductQuery, response: { 200: consoleShopProductsResponse } },
    },
    async (req) => data(await consoleShopProducts(deps, req.query.q)),
  );

  // ---- a product's fields, collections and pictures (the product form) ----

  const detail = { 200: consoleShopProductDetailResponse };
  const imageParams = consoleShopProductImageParams;

  r.get(
    '/console/shop/products/:id',
    { config: shop, schema: { tags, params: productParams, response: detail } },
    async (req) => data(await consoleShopProduct(deps, req.params.id)),
  );

  r.post(
    '/console/shop/products',
    {
      config: shop,
      schema: {
        tags,
        body: consoleShopProductAddRequest,
        response: { 201: consoleShopProductDetailResponse },
      },
    },
    async (req, reply) => reply.code(201).send(data(await addShopProduct(deps, by(req), req.body))),
  );

  r.post(
    '/console/shop/products/:id',
    {
      config: shop,
      schema: { tags, params: productParams, body: consoleShopProductUpdateRequest, response: detail },
    },
    async (req) => data(await updateShopProduct(deps, by(req), req.params.id, req.body)),
  );

  r.put(
    '/console/shop/products/:id/collections',
    {
      config: shop,
      schema: { tags, params: productParams, body: consoleShopProductCollectionsRequest, response: detail },
    },
    async (req) =>
      data(await setShopProductCollections(deps, by(req), req.params.id, req.body.collection_ids)),
  );

  r.post(
    '/console/shop/products/:id/images',
    {
      config: shop,
      // The picture travels as a data URL (at most 1 MB of image).
      bodyLimit: SHOP_PRODUCT_IMAGE_MAX_CHARS + 16 * 1024,
      schema: { tags, params: productParams, body: consoleShopProductImageRequest, response: detail },
    },
    async (req) => data(await addShopProductImage(deps, by(req), req.params.id, req.body.image_data)),
  );

  r.delete(
    '/console/shop/products/:id/images/:image',
    { config: shop, schema: { tags, params: imageParams, response: detail } },
    async (req) => data(await removeShopProductImage(deps, by(req), req.params.id, req.params.image)),
  );

  r.post(
    '/console/shop/products/:id/images/:image/first',
    { config: shop, schema: { tags, params: imageParams, response: detail } },
    async (req) => data(await firstShopProductImage(deps, by(req), req.params.id, req.params.image)),
  );

  r.post(
    '/console/shop/products/:id/stock',
    {
      config: shop,
      schema: { tags, params: productParams, body: consoleShopStockRequest, response: product },
    },
    async (req) => data(await setProductStock(deps, by(req), req.params.id, req.body.stock)),
  );

  r.post(
    '/console/shop/variants/:id/stock',
    {
      config: shop,
      schema: { tags, params: productParams, body: consoleShopStockRequest, response: product },
    },
    async (req) => data(await setVariantStock(deps, by(req), req.params.id, req.body.stock)),
  );

  r.post(
    '/console/shop/products/:id/active',
    {
      config: shop,
      schema: { tags, params: productParams, body: consoleShopActiveRequest, response: product },
    },
    async (req) => data(await setProductActive(deps, by(req), req.params.id, req.body.active)),
  );

  // ---- coupons ----

  r.get(
    '/console/shop/coupons',
    { config: shop, schema: { tags, response: { 200: consoleShopCouponsResponse } } },
    async () => data(await consoleShopCoupons(deps)),
  );

  r.post(
    '/console/shop/coupons/:code/active',
    {
      config: shop,
      schema: {
        tags,
        params: consoleShopCouponParams,
        body: consoleShopActiveRequest,
        response: { 200: consoleShopCouponResponse },
      },
    },
    async (req) => data(await setCouponActive(deps, by(req), req.params.code, req.body.active)),
  );

  // ---- courier agents ----

  r.get(
    '/console/shop/couriers',
    { config: shop, schema: { tags, response: { 200: consoleCourierAgentsResponse } } },
    async () => data(await consoleCourierAgents(deps)),
  );

  r.get(
    '/console/shop/couriers/find',
    {
      config: shop,
      schema: { tags, querystring: consoleCourierAgentQuery, response: { 200: consoleCourierAgentResponse } },
    },
    async (req) => data(await findCourierAgent(deps, req.query.login)),
  );

  r.post(
    '/console/shop/couriers/:id/:courier',
    {
      config: shop,
      schema: {
        tags,
        params: consoleCourierAgentParams,
        body: consoleCourierAgentRequest,
        response: { 200: consoleCourierAgentResponse },
      },
    },
    async (req) =>
      data(await setCourierAgentAsStaff(deps, by(req), req.params.id, req.params.courier, req.body.agent)),
  );

  // ---- collections ----

  const collections = { 200: consoleShopCollectionsResponse };

  r.get('/console/shop/collections', { config: shop, schema: { tags, response: collections } }, async () =>
    data(await consoleShopCollections(deps)),
  );

  r.post(
    '/console/shop/collections',
    { config: shop, schema: { tags, body: consoleShopCollectionRequest, response: collections } },
    async (req) => data(await addShopCollection(deps, by(req), req.body)),
  );
};
