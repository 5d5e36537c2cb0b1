import { BLOG_PAGE_SIZE } from '@konter/core/contracts/blog';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import * as repo from './blog.repository.js';
import { renderMarkdown } from './render.js';

const summary = (p: repo.BlogPost) => ({
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  cover: p.cover,
  author: p.author,
  published_at: p.publishedAt!.toISOString(),
});

export async function listPosts(deps: Deps, page: number) {
  const { rows, total } = await repo.listPublished(
    deps.database.db,
    BLOG_PAGE_SIZE,
    (page - 1) * BLOG_PAGE_SIZE,
  );
  return { data: rows.map(summary), meta: pageMeta(page, BLOG_PAGE_SIZE, total) };
}

/** A published post with its markdown rendered to sanitized HTML. */
export async function getPost(deps: Deps, slug: string) {
  const post = await repo.findPublished(deps.database.db, slug);
  if (!post) throw new AppError('blog_post_not_found');
  return { ...summary(post), html: renderMarkdown(post.body), updated_at: post.updatedAt.toISOString() };
}

/**
 * Every published post's slug and when it last changed: its last edit, or its publication when
 * that came later (a post written ahead and scheduled). For the sitemap.
 */
export async function publishedPostDates(deps: Deps): Promise<{ slug: string; lastModified: Date }[]> {
  const rows = await repo.listPublishedDates(deps.database.db);
  return rows.map((r) => ({
    slug: r.slug,
    lastModified: new Date(Math.max(r.publishedAt!.getTime(), r.updatedAt.getTime())),
  }));
}
