import {
  CONSOLE_SHOP_ROLES,
  consoleShopCouponParams,
  consoleShopCouponResponse,
  consoleShopCouponsResponse,
} from '@konter/core/contracts/console-commerce';
import {
  CONSOLE_MANIFEST_ROLES,
  consoleCouponAddRequest,
  consoleCouponUpdateRequest,
  consoleManifestListResponse,
  consoleManifestParams,
  consoleManifestQuery,
  consoleManifestResponse,
} from '@konter/core/contracts/console-manifests';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { staffActor } from './console.http.js';
import {
  addCouponAsStaff,
  closeManifestAsStaff,
  consoleManifest,
  consoleManifestPdf,
  consoleManifests,
  updateCouponAsStaff,
} from './manifests.service.js';

/**
 * The console's Shop page, continued (issue 18) under /api/v1/console/shop: every agent's courier
 * manifests (list, detail, PDF, close on the agent's behalf) and coupon creation and changes.
 */
export const consoleManifestRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const manifests = { access: { staff: CONSOLE_MANIFEST_ROLES } } as const;
  const shop = { access: { staff: CONSOLE_SHOP_ROLES } } as const;
  const params = consoleManifestParams;

  r.get(
    '/console/shop/manifests',
    {
      config: manifests,
      schema: { tags, querystring: consoleManifestQuery, response: { 200: consoleManifestListResponse } },
    },
    async (req) => consoleManifests(deps, req.query),
  );

  r.get(
    '/console/shop/manifests/:code',
    { config: manifests, schema: { tags, params, response: { 200: consoleManifestResponse } } },
    async (req) => data(await consoleManifest(deps, req.params.code)),
  );

  r.get(
    '/console/shop/manifests/:code/pdf',
    // the agent's pickup sheet: the PDF's bytes (a Buffer is sent as is, never serialized)
    { config: manifests, schema: { tags, params, response: { 200: z.any() } } },
    async (req, reply) => {
      const bytes = await consoleManifestPdf(deps, req.params.code);
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="manifest-${req.params.code}.pdf"`)
        .send(Buffer.from(bytes));
    },
  );

  r.post(
    '/console/shop/manifests/:code/close',
    { config: manifests, schema: { tags, params, response: { 200: consoleManifestResponse } } },
    async (req) => data(await closeManifestAsStaff(deps, staffActor(req), req.params.code)),
  );

  r.post(
    '/console/shop/coupons',
    {
      config: shop,
      schema: { tags, body: consoleCouponAddRequest, response: { 200: consoleShopCouponsResponse } },
    },
    async (req) => data(await addCouponAsStaff(deps, staffActor(req), req.body)),
  );

  r.post(
    '/console/shop/coupons/:code',
    {
      config: shop,
      schema: {
        tags,
        params: consoleShopCouponParams,
        body: consoleCouponUpdateRequest,
        response: { 200: consoleShopCouponResponse },
      },
    },
    async (req) => data(await updateCouponAsStaff(deps, staffActor(req), req.params.code, req.body)),
  );
};
