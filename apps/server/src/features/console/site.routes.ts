import {
  BANNER_IMAGE_MAX_CHARS,
  CONSOLE_SITE_CONTENT_ROLES,
  CONSOLE_SITE_SETTINGS_ROLES,
  consoleBannerChangeRequest,
  consoleBannerListResponse,
  consoleBannerParams,
  consoleBannerRequest,
  consoleBannerResponse,
  consoleHelpTextParams,
  consoleHelpTextRequest,
  consoleHelpTextResponse,
  consoleHelpTextsResponse,
  consoleNewsListResponse,
  consoleNewsRecipientsQuery,
  consoleNewsRecipientsResponse,
  consoleNewsRequest,
  consoleNewsResponse,
  consolePostChangeRequest,
  consolePostListResponse,
  consolePostParams,
  consolePostPreviewRequest,
  consolePostPreviewResponse,
  consolePostRequest,
  consolePostResponse,
  consoleSiteSettingsRequest,
  consoleSiteSettingsResponse,
} from '@konter/core/contracts/console-site';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import type { StaffActor } from './audit.service.js';
import { staffActor } from './console.http.js';
import * as siteConsole from './site.service.js';

const removed = z.object({ data: z.object({ id: z.number() }) });

/**
 * The console's Site pages (issue 18) under /api/v1/console/site: the owner changes the site's
 * settings, flags, deposit, live chat and APK; customer service (and the owner) keep the banners,
 * the blog and the news.
 */
export const consoleSiteRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const owner = { access: { staff: CONSOLE_SITE_SETTINGS_ROLES } } as const;
  const content = { access: { staff: CONSOLE_SITE_CONTENT_ROLES } } as const;
  const by = (req: FastifyRequest): StaffActor & { name: string } => ({
    ...staffActor(req),
    name: req.staff.staff.name,
  });

  // ---- settings and flags (owner) ----

  r.get(
    '/console/site/settings',
    { config: owner, schema: { tags, response: { 200: consoleSiteSettingsResponse } } },
    async () => data(await siteConsole.siteSettings(deps)),
  );
  r.patch(
    '/console/site/settings',
    {
      config: owner,
      schema: { tags, body: consoleSiteSettingsRequest, response: { 200: consoleSiteSettingsResponse } },
    },
    async (req) => data(await siteConsole.changeSiteSettings(deps, by(req), req.body)),
  );

  // ---- banners ----

  r.get(
    '/console/site/banners',
    { config: content, schema: { tags, response: { 200: consoleBannerListResponse } } },
    async () => data(await siteConsole.consoleBanners(deps)),
  );
  r.post(
    '/console/site/banners',
    {
      config: content,
      // An uploaded image travels as a data URL (at most 1 MB of image).
      bodyLimit: BANNER_IMAGE_MAX_CHARS + 16 * 1024,
      schema: { tags, body: consoleBannerRequest, response: { 201: consoleBannerResponse } },
    },
    async (req, reply) => reply.code(201).send(data(await siteConsole.createBanner(deps, by(req), req.body))),
  );
  r.patch(
    '/console/site/banners/:id',
    {
      config: content,
      schema: {
        tags,
        params: consoleBannerParams,
        body: consoleBannerChangeRequest,
        response: { 200: consoleBannerResponse },
      },
    },
    async (req) => data(await siteConsole.changeBanner(deps, by(req), req.params.id, req.body)),
  );
  r.delete(
    '/console/site/banners/:id',
    { config: content, schema: { tags, params: consoleBannerParams, response: { 200: removed } } },
    async (req) => data(await siteConsole.deleteBanner(deps, by(req), req.params.id)),
  );

  // ---- help-centre texts ----

  r.get(
    '/console/site/help',
    { config: content, schema: { tags, response: { 200: consoleHelpTextsResponse } } },
    async () => data(await siteConsole.consoleHelpTexts(deps)),
  );
  r.post(
    '/console/site/help/:section/:locale',
    {
      config: content,
      schema: {
        tags,
        params: consoleHelpTextParams,
        body: consoleHelpTextRequest,
        response: { 200: consoleHelpTextResponse },
      },
    },
    async (req) =>
      data(await siteConsole.changeHelpText(deps, by(req), req.params.section, req.params.locale, req.body)),
  );

  // ---- blog ----

  r.get(
    '/console/site/posts',
    { config: content, schema: { tags, response: { 200: consolePostListResponse } } },
    async () => data(await siteConsole.consolePosts(deps)),
  );
  r.post(
    '/console/site/posts',
    { config: content, schema: { tags, body: consolePostRequest, response: { 201: consolePostResponse } } },
    async (req, reply) => reply.code(201).send(data(await siteConsole.createPost(deps, by(req), req.body))),
  );
  r.post(
    '/console/site/posts/preview',
    {
      config: content,
      schema: { tags, body: consolePostPreviewRequest, response: { 200: consolePostPreviewResponse } },
    },
    async (req) => data(siteConsole.previewPost(req.body.body)),
  );
  r.get(
    '/console/site/posts/:id',
    { config: content, schema: { tags, params: consolePostParams, response: { 200: consolePostResponse } } },
    async (req) => data(await siteConsole.consolePost(deps, req.params.id)),
  );
  r.patch(
    '/console/site/posts/:id',
    {
      config: content,
      schema: {
        tags,
        params: consolePostParams,
        body: consolePostChangeRequest,
        response: { 200: consolePostResponse },
      },
    },
    async (req) => data(await siteConsole.editPost(deps, by(req), req.params.id, req.body)),
  );
  for (const action of ['publish', 'unpublish'] as const) {
    r.post(
      `/console/site/posts/:id/${action}`,
      {
        config: content,
        schema: { tags, params: consolePostParams, response: { 200: consolePostResponse } },
      },
      async (req) => data(await siteConsole.publishPost(deps, by(req), req.params.id, action === 'publish')),
    );
  }
  r.delete(
    '/console/site/posts/:id',
    { config: content, schema: { tags, params: consolePostParams, response: { 200: removed } } },
    async (req) => data(await siteConsole.deletePost(deps, by(req), req.params.id)),
  );

  // ---- news ----

  r.get(
    '/console/site/news',
    { config: content, schema: { tags, response: { 200: consoleNewsListResponse } } },
    async () => data(await siteConsole.consoleNews(deps)),
  );
  r.get(
    '/console/site/news/recipients',
    {
      config: content,
      schema: {
        tags,
        querystring: consoleNewsRecipientsQuery,
        response: { 200: consoleNewsRecipientsResponse },
      },
    },
    async (req) => data(await siteConsole.newsRecipients(deps, req.query.category ?? null)),
  );
  r.post(
    '/console/site/news',
    { config: content, schema: { tags, body: consoleNewsRequest, response: { 201: consoleNewsResponse } } },
    async (req, reply) => reply.code(201).send(data(await siteConsole.sendNews(deps, by(req), req.body))),
  );
};
