import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogPosts } from '../../db/schema/index.js';

/**
 * The title of a published post (published_at set and not in the future), the same rule as the
 * blog's own findPublished (features/blog/blog.repository.ts). The blog's index.ts exposes only its
 * routes, so this feature reads the one column it draws itself.
 */
export async function findPublishedPostTitle(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ title: blogPosts.title })
    .from(blogPosts)
    .where(
      and(eq(blogPosts.slug, slug), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`)),
    )
    .limit(1);
  return row?.title;
}
