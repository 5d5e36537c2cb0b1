import {
  MEDIA_BACKGROUND_MAX_CHARS,
  mediaDeleteResponse,
  mediaIdParams,
  mediaPreviewResponse,
  mediaPricelistListResponse,
  mediaPricelistRequest,
  mediaPricelistResponse,
} from '@konter/core/contracts/media';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import {
  createPricelistImage,
  deletePricelistImage,
  downloadPricelistImage,
  getPricelistImage,
  listPricelistImages,
  previewPricelistImage,
  pricelistThumbnail,
  updatePricelistImage,
} from './media.service.js';

/** The background travels in the JSON body as a data URL (8 MB of image ≈ 10.7 MB of base64). */
const bodyLimit = MEDIA_BACKGROUND_MAX_CHARS + 64 * 1024;
const previewQuery = z.object({ id: z.string().max(24).optional() });

/** Price-list images of agents (issue 14 §6); members get 403 media_agents_only. */
export const mediaRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Rendering is CPU work: creating, editing and previewing are limited per user.
  const renders = createLimiter(app, 'media-render', { max: 30, timeWindow: '1 minute' });
  // The form's live preview follows typing (debounced): a little more room.
  const previews = createLimiter(app, 'media-preview', { max: 90, timeWindow: '1 minute' });
  const tags = ['media'];
  const config = { access: 'member' } as const;
  const png = { 200: z.any() };

  r.get(
    '/media/pricelist',
    { config, schema: { tags, response: { 200: mediaPricelistListResponse } } },
    async (req) => data(await listPricelistImages(deps, req.session.user)),
  );

  r.post(
    '/media/pricelist',
    {
      config,
      bodyLimit,
      schema: { tags, body: mediaPricelistRequest, response: { 201: mediaPricelistResponse } },
    },
    async (req, reply) => {
      const { user } = req.session;
      await renders(req, `user:${user.id}`);
      return reply.code(201).send(data(await createPricelistImage(deps, user, req.body)));
    },
  );

  /** The form's live preview (`?id=` keeps that image's stored background when none is sent). */
  r.post(
    '/media/pricelist/preview',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        querystring: previewQuery,
        body: mediaPricelistRequest,
        response: { 200: mediaPreviewResponse },
      },
    },
    async (req) => {
      const { user } = req.session;
      await previews(req, `user:${user.id}`);
      return data(await previewPricelistImage(deps, user, req.body, { mediaId: req.query.id }));
    },
  );

  r.get(
    '/media/pricelist/:id',
    { config, schema: { tags, params: mediaIdParams, response: { 200: mediaPricelistResponse } } },
    async (req) => data(await getPricelistImage(deps, req.session.user, req.params.id)),
  );

  r.put(
    '/media/pricelist/:id',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        params: mediaIdParams,
        body: mediaPricelistRequest,
        response: { 200: mediaPricelistResponse },
      },
    },
    async (req) => {
      const { user } = req.session;
      await renders(req, `user:${user.id}`);
      return data(await updatePricelistImage(deps, user, req.params.id, req.body));
    },
  );

  r.delete(
    '/media/pricelist/:id',
    { config, schema: { tags, params: mediaIdParams, response: { 200: mediaDeleteResponse } } },
    async (req) => data(await deletePricelistImage(deps, req.session.user, req.params.id)),
  );

  /** The full image as a download (counted; 429 media_download_limit over the day's maximum). */
  r.get(
    '/media/pricelist/:id/image.png',
    { config, schema: { tags, params: mediaIdParams, response: png } },
    async (req, reply) => {
      const { png: file, name } = await downloadPricelistImage(deps, req.session.user, req.params.id);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file);
    },
  );

  /** The list's small picture (not counted). */
  r.get(
    '/media/pricelist/:id/thumbnail.png',
    { config, schema: { tags, params: mediaIdParams, response: png } },
    async (req, reply) =>
      reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=86400')
        .send(await pricelistThumbnail(deps, req.session.user, req.params.id)),
  );
};
