import { z } from 'zod';
import { pageMeta } from './notification.js';

// The public blog (spec §2: /blog/posts, /blog/posts/{slug}).

export const BLOG_PAGE_SIZE = 10;

export const blogListQuery = z.object({
  page: z.coerce.number().int().min(1, { message: 'min_value:1' }).max(10_000).default(1),
});

export const blogSlugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'regex' })
    .max(120),
});

export const blogPostSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: z.string().nullable(),
  author: z.string(),
  published_at: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

/** GET blog/posts?page=n */
export const blogListResponse = z.object({ data: z.array(blogPostSummary), meta: pageMeta });

/** GET blog/posts/{slug}: `html` is rendered from the post's markdown and sanitized. */
export const blogPostResponse = z.object({
  data: blogPostSummary.extend({ html: z.string(), updated_at: z.string() }),
});
