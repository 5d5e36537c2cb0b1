import {
  apkResponse,
  carouselParams,
  carouselResponse,
  displayPreferenceRequest,
  displayPreferenceResponse,
  excelAccessResponse,
  menuResponse,
  siteConfigFullResponse,
} from '@konter/core/contracts/site';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { data, requestLocale, requireUser } from '../../lib/http.js';
import { artwork } from './artwork.js';
import * as site from './site.service.js';

const tags = ['site'];

/** The caller when signed in on a trusted device; public routes answer visitors too. */
const userOf = (req: FastifyRequest) => (req.auth?.device.status === 'trusted' ? req.auth.user : null);

/** Site config, the home menu, banners, the APK link, display preferences (spec §2, §7.3). */
export async function siteRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/site/config', { schema: { tags, response: { 200: siteConfigFullResponse } } }, async (req) =>
    data(await site.siteConfig(deps, userOf(req))),
  );

  r.get('/api/v1/menu', { schema: { tags, response: { 200: menuResponse } } }, async (req) =>
    data(await site.buildMenu(deps, requestLocale(req))),
  );

  // The client keeps the answer after the first check (spec §4); a short private cache helps too.
  r.post(
    '/api/v1/prabayar/checkExcel',
    { schema: { tags, response: { 200: excelAccessResponse } } },
    async (req, reply) => {
      const auth = requireUser(req);
      reply.header('cache-control', 'private, max-age=300');
      return data(site.excelAccess(auth.user));
    },
  );

  r.get(
    '/api/v1/marketing/carousel/:name',
    { schema: { tags, params: carouselParams, response: { 200: carouselResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return data(await site.carousel(deps, req.params.name));
    },
  );

  // Built-in SVG artwork of the seeded banners and the default logo.
  r.get(
    '/api/v1/marketing/artwork/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/) }) } },
    async (req, reply) => {
      const svg = artwork(req.params.file);
      if (!svg) throw new AppError('not_found', 'media not found');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );

  r.get('/api/v1/apk/download', { schema: { tags, response: { 200: apkResponse } } }, async () =>
    data(await site.apkDownload(deps)),
  );

  r.get(
    '/api/v1/setting/display-preference',
    { schema: { tags, response: { 200: displayPreferenceResponse } } },
    async (req) => data(await site.displayPreference(deps, userOf(req))),
  );

  r.post(
    '/api/v1/setting/display-preference',
    { schema: { tags, body: displayPreferenceRequest, response: { 200: displayPreferenceResponse } } },
    async (req) => data(await site.saveDisplayPreference(deps, requireUser(req).user, req.body)),
  );
}
