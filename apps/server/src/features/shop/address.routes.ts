import {
  shopActiveAddressResponse,
  shopAddressDeletedResponse,
  shopAddressIdRequest,
  shopAddressListResponse,
  shopAddressRequest,
  shopAddressResponse,
  shopAddressUpdateRequest,
} from '@konter/core/contracts/shop-order';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import {
  activeShopAddress,
  addShopAddress,
  deleteShopAddress,
  listShopAddresses,
  pickShopAddress,
  updateShopAddress,
} from './address.service.js';

/** The shop's shipping addresses (calls §7.5 shop/shiping/*; the account address book underneath). */
export const shopAddressRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop'];
  const config = { access: 'member' } as const;

  r.get(
    '/shop/shiping/list-address',
    { config, schema: { tags, response: { 200: shopAddressListResponse } } },
    async (req) => data(await listShopAddresses(deps, req.session.user.id)),
  );
  r.get(
    '/shop/shiping/list-active-address',
    { config, schema: { tags, response: { 200: shopActiveAddressResponse } } },
    async (req) => data(await activeShopAddress(deps, req.session.user.id)),
  );
  r.post(
    '/shop/shiping/add',
    { config, schema: { tags, body: shopAddressRequest, response: { 200: shopAddressResponse } } },
    async (req) => data(await addShopAddress(deps, req.session.user.id, req.body)),
  );
  r.post(
    '/shop/shiping/update',
    { config, schema: { tags, body: shopAddressUpdateRequest, response: { 200: shopAddressResponse } } },
    async (req) => data(await updateShopAddress(deps, req.session.user.id, req.body)),
  );
  r.post(
    '/shop/shiping/pick',
    { config, schema: { tags, body: shopAddressIdRequest, response: { 200: shopAddressResponse } } },
    async (req) => data(await pickShopAddress(deps, req.session.user.id, req.body.id)),
  );
  r.post(
    '/shop/shiping/delete',
    { config, schema: { tags, body: shopAddressIdRequest, response: { 200: shopAddressDeletedResponse } } },
    async (req) => data(await deleteShopAddress(deps, req.session.user.id, req.body.id)),
  );
};
