import {
  shippingCostCustomRequest,
  shippingOptionsResponse,
  shopCheckoutRequest,
  shopCheckoutResponse,
  shopOrderCancelRequest,
  shopOrderCountResponse,
  shopOrderListRequest,
  shopOrderListResponse,
  shopOrderParams,
  shopOrderResponse,
  shopOrderUnpaidResponse,
  shopPaymentChannelRequest,
  shopPaymentChannelsResponse,
  shopPayRequest,
  shopPayResponse,
} from '@konter/core/contracts/shop-order';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes, requestLocale } from '../../lib/http.js';
import { checkoutCart } from './checkout.service.js';
import {
  costCustom,
  countMyOrders,
  listMyOrders,
  memberChannels,
  myOrderDetail,
  unpaidOrders,
} from './order.queries.js';
import { cancelOrder, detailOf, payByGateway, payFromDeposit } from './order.service.js';

/**
 * The member's orders (calls §7.5): shipping cost of the cart, checkout, pay, the channels, the
 * order list, count, unpaid orders, one order, and the buyer's cancel.
 */
export const shopOrderRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop'];
  const config = { access: 'member' } as const;

  r.post(
    '/shop/shiping/cost-custom',
    { config, schema: { tags, body: shippingCostCustomRequest, response: { 200: shippingOptionsResponse } } },
    async (req) => data(await costCustom(deps, req.session.user.id, req.body.address_id)),
  );
  r.post(
    '/shop/cart/checkout',
    { config, schema: { tags, body: shopCheckoutRequest, response: { 200: shopCheckoutResponse } } },
    async (req) => data(await checkoutCart(deps, req.session.user, req.body)),
  );
  r.post(
    '/shop/cart/pay',
    { config, schema: { tags, body: shopPayRequest, response: { 200: shopPayResponse } } },
    async (req) => {
      const user = req.session.user;
      const { link, payment_method, pin } = req.body;
      const o =
        payment_method === 'deposit'
          ? await payFromDeposit(deps, user, link, pin ?? '')
          : await payByGateway(deps, user, link, payment_method);
      const order = await detailOf(deps, o, { tracking: false });
      return data({ payment_url: payment_method === 'deposit' ? null : o.paymentUrl, order });
    },
  );
  r.post(
    '/shop/payment/channel',
    {
      config,
      schema: {
        tags,
        body: shopPaymentChannelRequest.optional(),
        response: { 200: shopPaymentChannelsResponse },
      },
    },
    async (req) => data(await memberChannels(deps, req.session.user.id, requestLocale(req), req.body?.link)),
  );
  r.post(
    '/shop/transactions/index',
    {
      config,
      schema: { tags, body: shopOrderListRequest.optional(), response: { 200: shopOrderListResponse } },
    },
    async (req) => listMyOrders(deps, req.session.user.id, req.body ?? {}),
  );
  r.get(
    '/shop/transactions/count',
    { config, schema: { tags, response: { 200: shopOrderCountResponse } } },
    async (req) => countMyOrders(deps, req.session.user.id),
  );
  r.get(
    '/shop/transactions/unpaid',
    { config, schema: { tags, response: { 200: shopOrderUnpaidResponse } } },
    async (req) => data(await unpaidOrders(deps, req.session.user.id)),
  );
  r.get(
    '/shop/transactions/detail/:code',
    { config, schema: { tags, params: shopOrderParams, response: { 200: shopOrderResponse } } },
    async (req) => data(await myOrderDetail(deps, req.session.user.id, req.params.code)),
  );
  r.post(
    '/shop/transactions/cancel',
    { config, schema: { tags, body: shopOrderCancelRequest, response: { 200: shopOrderResponse } } },
    async (req) => {
      const o = await cancelOrder(deps, req.body.code, {
        reason: req.body.reason,
        source: 'buyer',
        userId: req.session.user.id,
      });
      return data(await detailOf(deps, o, { tracking: false }));
    },
  );
};
