import { and, count, desc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
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

// ---- the console's posts (drafts and scheduled ones too) ----

export const listAllPosts = (db: Db) =>
  db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));

export async function findPostForUpdate(db: Db, id: number): Promise<BlogPost | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update').limit(1);
  return row;
}

export async function findPostById(db: Db, id: number): Promise<BlogPost | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

/** Whether another post (not `exceptId`) uses the slug. */
export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function updatePost(
  db: Db,
  id: number,
  set: Partial<Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'body' | 'cover' | 'publishedAt'>>,
): Promise<BlogPost> {
  const [row] = await db
    .update(blogPosts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  return row!;
}

export const deletePost = (db: Db, id: number) => db.delete(blogPosts).where(eq(blogPosts.id, id));
