import type { Db } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/errors.js';
import * as repo from './blog.repository.js';

// Blog posts kept by the operations console (issue 18): drafts, edits, publishing and removal. Each
// function takes the caller's transaction, so the console writes its audit row with the change. The
// public blog (blog.service) shows a post once published_at is set and past; its Markdown is
// rendered and sanitized by render.ts when served (and in the console's preview).

export type BlogPost = repo.BlogPost;

export interface PostFields {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  cover: string | null;
}

export const listAllPosts = (db: Db) => repo.listAllPosts(db);

export async function findPost(db: Db, id: number): Promise<BlogPost> {
  const row = await repo.findPostById(db, id);
  if (!row) throw new AppError('console_post_not_found');
  return row;
}

/** The post, locked for a change in the caller's transaction (404 when there is none). */
export async function lockPost(db: Db, id: number): Promise<BlogPost> {
  const row = await repo.findPostForUpdate(db, id);
  if (!row) throw new AppError('console_post_not_found');
  return row;
}

async function assertSlugFree(db: Db, slug: string, exceptId?: number) {
  if (await repo.slugTaken(db, slug, exceptId)) throw fieldError('slug', 'console_post_slug_taken');
}

/** A new draft (not published) by `author`. */
export async function createDraft(db: Db, fields: PostFields, author: string): Promise<BlogPost> {
  await assertSlugFree(db, fields.slug);
  return repo.insertPost(db, { ...fields, author });
}

export async function editPost(db: Db, post: BlogPost, fields: Partial<PostFields>): Promise<BlogPost> {
  if (fields.slug !== undefined && fields.slug !== post.slug) await assertSlugFree(db, fields.slug, post.id);
  return repo.updatePost(db, post.id, fields);
}

/** Publishes now (or unpublishes: back to a draft). */
export const setPublished = (db: Db, post: BlogPost, published: boolean) =>
  repo.updatePost(db, post.id, { publishedAt: published ? new Date() : null });

export const deletePost = (db: Db, id: number) => repo.deletePost(db, id);
