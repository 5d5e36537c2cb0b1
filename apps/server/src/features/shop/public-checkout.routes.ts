import {
  publicCanCouponResponse,
  publicCartParams,
  publicCheckCouponRequest,
  publicCheckCouponResponse,
  publicCheckoutResponse,
  publicMakeCartRequest,
  publicMakeCartResponse,
  publicOrderLookupRequest,
  publicOrderResponse,
  publicPayRequest,
  publicPayResponse,
  publicShippingCostRequest,
  shippingOptionsResponse,
  shopPaymentChannelsResponse,
  shopPublicPaymentChannelRequest,
} from '@konter/core/contracts/shop-order';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes, requestLocale } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import {
  makePublicCart,
  publicCanCoupon,
  publicChannels,
  publicCheckCoupon,
  publicCheckout,
  publicOrderLookup,
  publicPay,
  publicShippingCost,
} from './public-checkout.service.js';

/** Orders one address may start per 10 minutes (each reserves stock and opens a gateway payment). */
export const PUBLIC_SHOP_ORDERS_PER_IP = 10;

/** The visitors' one-page shop checkout (calls §7.6 shop/public/*). */
export const shopPublicRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop'];
  const config = { access: 'public' } as const;
  const ordersPerIp = createLimiter(app, 'shop-public-order', {
    max: PUBLIC_SHOP_ORDERS_PER_IP,
    timeWindow: '10 minutes',
  });
  const lookups = createLimiter(app, 'shop-public-lookup', { max: 60, timeWindow: '10 minutes' });
  const quotes = createLimiter(app, 'shop-public-cost', { max: 120, timeWindow: '10 minutes' });

  r.post(
    '/shop/public/make-cart',
    { config, schema: { tags, body: publicMakeCartRequest, response: { 200: publicMakeCartResponse } } },
    async (req) => {
      await quotes(req);
      return data(await makePublicCart(deps, req.body.items));
    },
  );
  r.get(
    '/shop/public/checkout/:id',
    { config, schema: { tags, params: publicCartParams, response: { 200: publicCheckoutResponse } } },
    async (req) => data(await publicCheckout(deps, req.params.id)),
  );
  r.post(
    '/shop/public/shiping/cost',
    { config, schema: { tags, body: publicShippingCostRequest, response: { 200: shippingOptionsResponse } } },
    async (req) => {
      await quotes(req);
      return data(await publicShippingCost(deps, req.body));
    },
  );
  r.post(
    '/shop/public/payment/channels',
    {
      config,
      schema: {
        tags,
        body: shopPublicPaymentChannelRequest.optional(),
        response: { 200: shopPaymentChannelsResponse },
      },
    },
    async (req) => data(await publicChannels(deps, requestLocale(req))),
  );
  r.get(
    '/shop/public/can-coupon',
    { config, schema: { tags, response: { 200: publicCanCouponResponse } } },
    async () => data(await publicCanCoupon(deps)),
  );
  r.post(
    '/shop/public/check-coupon',
    {
      config,
      schema: { tags, body: publicCheckCouponRequest, response: { 200: publicCheckCouponResponse } },
    },
    async (req) => {
      await lookups(req);
      return data(await publicCheckCoupon(deps, req.body.id, req.body.code));
    },
  );
  r.post(
    '/shop/public/pay',
    { config, schema: { tags, body: publicPayRequest, response: { 200: publicPayResponse } } },
    async (req) => {
      await ordersPerIp(req);
      return data(await publicPay(deps, req.body));
    },
  );
  r.post(
    '/shop/public/order',
    { config, schema: { tags, body: publicOrderLookupRequest, response: { 200: publicOrderResponse } } },
    async (req) => {
      await lookups(req);
      return data(await publicOrderLookup(deps, req.body.code, req.body.phone));
    },
  );
};
