import {
  apkResponse,
  carouselParams,
  carouselResponse,
  displayPreferenceRequest,
  displayPreferenceResponse,
  excelAccessResponse,
  helpTextParams,
  helpTextResponse,
  menuResponse,
  siteConfigFullResponse,
} from '@konter/core/contracts/site';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { data, type FeatureRoutes, requestLocale } from '../../lib/http.js';
import { bannerImage } from './site.banners.js';
import * as site from './site.service.js';

const tags = ['site'];
const open = { access: 'public' } as const;
const member = { access: 'member' } as const;

/** The caller when signed in on a trusted device; public routes answer visitors too. */
const userOf = (req: FastifyRequest) => (req.auth?.device.status === 'trusted' ? req.auth.user : null);

/** Site config, the home menu, banners, the APK link, display preferences (spec §2, §7.3). */
export const siteRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/site/config',
    { config: open, schema: { tags, response: { 200: siteConfigFullResponse } } },
    async (req) => data(await site.siteConfig(deps, userOf(req))),
  );

  r.get('/menu', { config: open, schema: { tags, response: { 200: menuResponse } } }, async (req) =>
    data(await site.buildMenu(deps, requestLocale(req), userOf(req))),
  );

  // The client keeps the answer after the first check (spec §4); a short private cache helps too.
  r.post(
    '/prabayar/checkExcel',
    { config: member, schema: { tags, response: { 200: excelAccessResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return data(site.excelAccess(req.session.user));
    },
  );

  // The help centre's own texts (the console's Site page); public pages are kept a minute.
  r.get(
    '/site/help/:section',
    { config: open, schema: { tags, params: helpTextParams, response: { 200: helpTextResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
      return data(await site.helpText(deps, req.params.section, requestLocale(req)));
    },
  );

  r.get(
    '/marketing/carousel/:name',
    { config: open, schema: { tags, params: carouselParams, response: { 200: carouselResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return data(await site.carousel(deps, req.params.name));
    },
  );

  // Built-in SVG artwork of the seeded banners and the default logo.
  r.get(
    '/marketing/artwork/:file',
    {
      config: open,
      schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/) }) },
    },
    async (req, reply) => {
      const svg = site.builtInArtwork(req.params.file);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );

  // Banner images uploaded in the console (jpg, png, webp; never SVG), cached for good by their etag.
  r.get(
    '/marketing/banner-image/:id',
    { config: open, schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (req, reply) => {
      const img = await bannerImage(deps.database.db, req.params.id);
      const etag = `"${img.etag}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.header('content-type', img.mime).send(img.data);
    },
  );

  r.get('/apk/download', { config: open, schema: { tags, response: { 200: apkResponse } } }, async () =>
    data(await site.apkDownload(deps)),
  );

  r.get(
    '/setting/display-preference',
    { config: open, schema: { tags, response: { 200: displayPreferenceResponse } } },
    async (req) => data(await site.displayPreference(deps, userOf(req))),
  );

  r.post(
    '/setting/display-preference',
    {
      config: member,
      schema: { tags, body: displayPreferenceRequest, response: { 200: displayPreferenceResponse } },
    },
    async (req) => data(await site.saveDisplayPreference(deps, req.session.user, req.body)),
  );
};
