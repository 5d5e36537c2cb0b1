import {
  blogListQuery,
  blogListResponse,
  blogPostResponse,
  blogSlugParams,
} from '@konter/core/contracts/blog';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { getPost, listPosts } from './blog.service.js';

const tags = ['blog'];
const config = { access: 'public' } as const;

/** The public blog (spec §2 /blog/posts, /blog/posts/{slug}). */
export const blogRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/blog/posts',
    { config, schema: { tags, querystring: blogListQuery, response: { 200: blogListResponse } } },
    async (req) => listPosts(deps, req.query.page),
  );
  r.get(
    '/blog/posts/:slug',
    { config, schema: { tags, params: blogSlugParams, response: { 200: blogPostResponse } } },
    async (req) => data(await getPost(deps, req.params.slug)),
  );
};
