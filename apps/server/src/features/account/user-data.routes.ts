import { emptyDataResponse } from '@konter/core/contracts/account';
import { addressDataResponse, addressListResponse, addressRequest } from '@konter/core/contracts/address';
import {
  userSettingsGetRequest,
  userSettingsResponse,
  userSettingsSetRequest,
} from '@konter/core/contracts/user-settings';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import * as addresses from './addresses.service.js';
import * as settings from './user-settings.service.js';

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The member's address book and own settings (spec §7.1 account/address, account/user-settings). */
export const userDataRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const config = { access: 'member' } as const;

  r.get(
    '/account/address',
    { config, schema: { tags, response: { 200: addressListResponse } } },
    async (req) => data(await addresses.listAddresses(deps, req.session.user.id)),
  );
  // Without `id` a new address, with `id` a change of one of the member's own addresses.
  r.post(
    '/account/address',
    { config, schema: { tags, body: addressRequest, response: { 200: addressDataResponse } } },
    async (req) => data(await addresses.saveAddress(deps, req.session.user.id, req.body)),
  );
  r.post(
    '/account/address/:id/primary',
    { config, schema: { tags, params: idParam, response: { 200: addressDataResponse } } },
    async (req) => data(await addresses.setPrimaryAddress(deps, req.session.user.id, req.params.id)),
  );
  r.post(
    '/account/address/:id/delete',
    { config, schema: { tags, params: idParam, response: { 200: emptyDataResponse } } },
    async (req) => {
      await addresses.deleteAddress(deps, req.session.user.id, req.params.id);
      return data(null);
    },
  );

  r.post(
    '/account/user-settings/get',
    { config, schema: { tags, body: userSettingsGetRequest, response: { 200: userSettingsResponse } } },
    async (req) => settings.getUserSettings(deps, req.session.user.id, req.body?.keys),
  );
  r.post(
    '/account/user-settings/set',
    { config, schema: { tags, body: userSettingsSetRequest, response: { 200: userSettingsResponse } } },
    async (req) => settings.setUserSettings(deps, req.session.user.id, req.body),
  );
};
