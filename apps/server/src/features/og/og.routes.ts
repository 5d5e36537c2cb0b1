import { isPrepaidType } from '@konter/core/catalog';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps, Locale } from '../../lib/deps.js';
import { blogImage, homeImage, marketingImage, type OgImage, pricelistImage } from './og.service.js';

/** `{name}.png`: a slug, a product type or a marketing page's name. */
const pngFile = z.object({
  file: z
    .string()
    .max(130)
    .regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*\.png$/)
    .transform((f) => f.slice(0, -4)),
});
const langQuery = z.object({ lang: z.enum(['id', 'en', 'zh']).catch('id').default('id') });

const nameOf = (req: FastifyRequest) => {
  const parsed = pngFile.safeParse(req.params);
  return parsed.success ? parsed.data.file : null;
};
const localeOf = (req: FastifyRequest): Locale => langQuery.parse(req.query ?? {}).lang;

/**
 * The Open Graph images of the public pages (issue 12): pages outside /api/, GET, public, an hour in
 * shared caches. `?lang=en|zh` picks the language (Indonesian by default). There is deliberately no
 * image of arbitrary text: each image draws only what its page shows. Registered before the web
 * routes, whose catch-all would answer these paths otherwise.
 */
export const ogRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  // Images, not API: kept out of the OpenAPI document (like the web's pages and /sitemap.xml).
  const page = { schema: { hide: true } };
  const send = (req: FastifyRequest, reply: FastifyReply, img: OgImage | null) => {
    if (!img) return reply.callNotFound();
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('etag', img.etag)
      // Shown by other sites (link previews): helmet's same-origin default would refuse that.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (req.headers['if-none-match'] === img.etag) return reply.code(304).send();
    return reply.type('image/png').send(img.png);
  };

  app.get('/og/home.png', page, async (req, reply) => send(req, reply, await homeImage(deps, localeOf(req))));

  app.get('/og/pricelist/:file', page, async (req, reply) => {
    const type = nameOf(req);
    if (!type || !isPrepaidType(type)) return reply.callNotFound();
    return send(req, reply, await pricelistImage(deps, type, localeOf(req)));
  });

  app.get('/og/m/:file', page, async (req, reply) => {
    const slug = nameOf(req);
    return send(req, reply, slug ? await marketingImage(deps, slug, localeOf(req)) : null);
  });

  app.get('/og/blog/:file', page, async (req, reply) => {
    const slug = nameOf(req);
    return send(req, reply, slug ? await blogImage(deps, slug, localeOf(req)) : null);
  });

  // No other image (and not the web app's page): /og/page.png?title= and the like are 404.
  app.get('/og/*', page, async (_req, reply) => reply.callNotFound());
};
