import { and, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogPosts } from '../../db/schema/index.js';

export type BlogPost = typeof blogPosts.$inferSelect;

const published = and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));

export async function listPublished(db: Db, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(published)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(blogPosts).where(published),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPublished(db: Db, slug: string): Promise<BlogPost | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published))
    .limit(1);
  return row;
}

export async function insertPost(db: Db, p: typeof blogPosts.$inferInsert): Promise<BlogPost> {
  const [row] = await db.insert(blogPosts).values(p).returning();
  return row!;
}

/** Slug and dates of every published post, newest first (the sitemap). */
export async function listPublishedDates(db: Db) {
  return db
    .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(published)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}
