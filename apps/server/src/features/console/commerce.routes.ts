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
  consoleShopProductParams,
  consoleShopProductQuery,
  consoleShopProductResponse,
  consoleShopProductsResponse,
  consoleShopRefundRequest,
  consoleShopShipRequest,
  consoleShopStockRequest,
} from '@konter/core/contracts/console-commerce';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import {
  addShopCollection,
  cancelShopOrder,
  confirmShopOrder,
  consoleCourierAgents,
  consoleShopCollections,
  consoleShopCoupons,
  consoleShopOrder,
  consoleShopOrders,
  consoleShopProducts,
  findCourierAgent,
  refundShopOrder,
  setCouponActive,
  setCourierAgentAsStaff,
  setProductActive,
  setProductStock,
  setVariantStock,
  shipShopOrder,
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
