import {
  checkoutLinkCreateRequest,
  checkoutLinkDeletedResponse,
  checkoutLinkParams,
  checkoutLinkResponse,
  checkoutLinksResponse,
  checkoutLinkUpdateRequest,
  checkoutOrderCreatedResponse,
  checkoutOrderParams,
  checkoutOrderQuery,
  checkoutOrderRequest,
  checkoutOrderResponse,
  checkoutPageResponse,
  checkoutPublicParams,
} from '@konter/core/contracts/checkout';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes, requestLocale } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import {
  checkoutPage,
  createLink,
  createOrder,
  deleteLink,
  listLinks,
  orderStatus,
  updateLink,
} from './checkout.service.js';

/** Orders one address may start per 10 minutes (each opens a gateway payment and a seller's row). */
export const CHECKOUT_ORDERS_PER_IP = 20;

/**
 * The one-page checkout (issue 13 §2): the member's links (checkout/links) and the visitors' side
 * (checkout/public/…: the page's data, placing an order, the order's status by its token).
 */
export const checkoutRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];
  const member = { access: 'member' } as const;
  const open = { access: 'public' } as const;
  const ordersPerIp = createLimiter(app, 'checkout-order', {
    max: CHECKOUT_ORDERS_PER_IP,
    timeWindow: '10 minutes',
  });

  r.get(
    '/checkout/links',
    { config: member, schema: { tags, response: { 200: checkoutLinksResponse } } },
    async (req) => data(await listLinks(deps, req.session.user)),
  );
  r.post(
    '/checkout/links',
    {
      config: member,
      schema: { tags, body: checkoutLinkCreateRequest, response: { 201: checkoutLinkResponse } },
    },
    async (req, reply) => reply.code(201).send(data(await createLink(deps, req.session.user, req.body))),
  );
  r.patch(
    '/checkout/links/:id',
    {
      config: member,
      schema: {
        tags,
        params: checkoutLinkParams,
        body: checkoutLinkUpdateRequest,
        response: { 200: checkoutLinkResponse },
      },
    },
    async (req) => data(await updateLink(deps, req.session.user, req.params.id, req.body)),
  );
  r.delete(
    '/checkout/links/:id',
    {
      config: member,
      schema: { tags, params: checkoutLinkParams, response: { 200: checkoutLinkDeletedResponse } },
    },
    async (req) => data(await deleteLink(deps, req.session.user, req.params.id)),
  );

  r.get(
    '/checkout/public/:type/:operator/:link',
    { config: open, schema: { tags, params: checkoutPublicParams, response: { 200: checkoutPageResponse } } },
    async (req) => data(await checkoutPage(deps, req.params, requestLocale(req))),
  );
  r.post(
    '/checkout/public/:type/:operator/:link/orders',
    {
      config: open,
      schema: {
        tags,
        params: checkoutPublicParams,
        body: checkoutOrderRequest,
        response: { 201: checkoutOrderCreatedResponse },
      },
    },
    async (req, reply) => {
      await ordersPerIp(req);
      return reply.code(201).send(data(await createOrder(deps, req.params, req.body)));
    },
  );
  r.get(
    '/checkout/public/orders/:ref_id',
    {
      config: open,
      schema: {
        tags,
        params: checkoutOrderParams,
        querystring: checkoutOrderQuery,
        response: { 200: checkoutOrderResponse },
      },
    },
    async (req) => data(await orderStatus(deps, req.params.ref_id, req.query.token)),
  );
};
