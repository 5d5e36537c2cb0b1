import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../lib/deps.js';
import { robotsTxt, sitemapXml } from './seo.service.js';

/** Crawlers may keep an answer for an hour: new blog posts show up within it. */
const CACHE_CONTROL = 'public, max-age=3600';
const schema = { hide: true, response: { 200: z.string() } };

/**
 * /robots.txt and /sitemap.xml (issue 12). Pages outside /api/, like the web routes, so they declare
 * no access (the access hook covers /api/); registered before the web routes, whose catch-all would
 * answer them otherwise.
 */
export const seoRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/robots.txt', { schema }, async (_req, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(deps.config)),
  );
  app.get('/sitemap.xml', { schema }, async (_req, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(deps)),
  );
};
