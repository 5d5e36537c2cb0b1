import {
  cartAddMultiRequest,
  cartAddMultiResponse,
  cartAddRequest,
  cartEditRequest,
  cartItemParams,
  cartResponse,
  checkCouponRequest,
  checkCouponResponse,
} from '@konter/core/contracts/shop';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes, requestLocale } from '../../lib/http.js';
import { addManyToCart, addToCart, destroyCartLine, editCartLine, getCart } from './cart.service.js';
import { checkCartCoupon } from './coupon.service.js';

/** The member's server cart and coupon check (calls §7.5 shop/cart/*; checkout and pay are the orders'). */
export const cartRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop'];
  const config = { access: 'member' } as const;

  r.post('/shop/cart/list', { config, schema: { tags, response: { 200: cartResponse } } }, async (req) =>
    data(await getCart(deps, req.session.user.id)),
  );

  r.post(
    '/shop/cart/add',
    { config, schema: { tags, body: cartAddRequest, response: { 200: cartResponse } } },
    async (req) => data(await addToCart(deps, req.session.user.id, req.body)),
  );

  r.post(
    '/shop/cart/edit/:id',
    {
      config,
      schema: { tags, params: cartItemParams, body: cartEditRequest, response: { 200: cartResponse } },
    },
    async (req) => data(await editCartLine(deps, req.session.user.id, req.params.id, req.body)),
  );

  r.post(
    '/shop/cart/destroy/:id',
    { config, schema: { tags, params: cartItemParams, response: { 200: cartResponse } } },
    async (req) => data(await destroyCartLine(deps, req.session.user.id, req.params.id)),
  );

  r.post(
    '/shop/cart/add-multi',
    { config, schema: { tags, body: cartAddMultiRequest, response: { 200: cartAddMultiResponse } } },
    async (req) => data(await addManyToCart(deps, req.session.user.id, req.body.cart, requestLocale(req))),
  );

  r.post(
    '/shop/cart/check-coupon',
    { config, schema: { tags, body: checkCouponRequest, response: { 200: checkCouponResponse } } },
    async (req) => data(await checkCartCoupon(deps, req.session.user.id, req.body.code)),
  );
};
