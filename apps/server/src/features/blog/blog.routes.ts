import {
  blogListQuery,
  blogListResponse,
  blogPostResponse,
  blogSlugParams,
} from '@konter/core/contracts/blog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps.js';
import { data } from '../../lib/http.js';
import { getPost, listPosts } from './blog.service.js';

const tags = ['blog'];

/** The public blog (spec §2 /blog/posts, /blog/posts/{slug}). */
export async function blogRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/blog/posts',
    { schema: { tags, querystring: blogListQuery, response: { 200: blogListResponse } } },
    async (req) => listPosts(deps, req.query.page),
  );
  r.get(
    '/api/v1/blog/posts/:slug',
    { schema: { tags, params: blogSlugParams, response: { 200: blogPostResponse } } },
    async (req) => data(await getPost(deps, req.params.slug)),
  );
}
