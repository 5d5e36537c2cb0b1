import { and, count, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { news, newsReads, notifications } from '../../db/schema/index.js';

type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  db: Db,
  n: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(n).returning();
  return row!;
}

/** A window of a user's own notifications: created in [from, before), optionally unread ones only. */
export interface Period {
  from: Date;
  before?: Date;
  unreadOnly?: boolean;
  /** Only notifications of this type (e.g. `shop`, the shop's own list). */
  type?: string;
}

const inPeriod = (userId: number, p: Period) =>
  and(
    eq(notifications.userId, userId),
    gte(notifications.createdAt, p.from),
    p.before ? lt(notifications.createdAt, p.before) : undefined,
    p.unreadOnly ? eq(notifications.isRead, false) : undefined,
    p.type ? eq(notifications.type, p.type) : undefined,
  );

export async function listOwn(db: Db, userId: number, p: Period, limit: number, offset: number) {
  const where = inPeriod(userId, p);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** News this user has not deleted (hidden for them, migration 0016). */
const notHiddenFor = (userId: number) =>
  sql`NOT EXISTS (SELECT 1 FROM news_reads h
    WHERE h.news_id = ${news.id} AND h.user_id = ${userId} AND h.hidden_at IS NOT NULL)`;

/** News meant for this user: for everybody, or for the user's category now (migration 0038). */
const sentTo = (userId: number) =>
  sql`(news.category IS NULL OR news.category = (SELECT u.category FROM users u WHERE u.id = ${userId}))`;

/** News published in [from, now] and not hidden by this user, each with whether they have read it. */
export async function listNews(
  db: Db,
  userId: number,
  from: Date,
  limit: number,
  offset: number,
  unreadOnly = false,
) {
  const where = and(
    gte(news.publishedAt, from),
    lte(news.publishedAt, sql`now()`),
    notHiddenFor(userId),
    sentTo(userId),
    unreadOnly
      ? sql`NOT EXISTS (SELECT 1 FROM news_reads r WHERE r.news_id = ${news.id} AND r.user_id = ${userId})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ news, readAt: newsReads.readAt })
      .from(news)
      .leftJoin(newsReads, and(eq(newsReads.newsId, news.id), eq(newsReads.userId, userId)))
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.news, isRead: r.readAt !== null })), total: total?.n ?? 0 };
}

export async function findOwn(db: Db, userId: number, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row;
}

export async function findNews(db: Db, userId: number, id: number, from: Date) {
  const [row] = await db
    .select({ news, readAt: newsReads.readAt })
    .from(news)
    .leftJoin(newsReads, and(eq(newsReads.newsId, news.id), eq(newsReads.userId, userId)))
    .where(
      and(
        eq(news.id, id),
        gte(news.publishedAt, from),
        lte(news.publishedAt, sql`now()`),
        isNull(newsReads.hiddenAt),
        sentTo(userId),
      ),
    )
    .limit(1);
  return row ? { ...row.news, isRead: row.readAt !== null } : undefined;
}

/** Marks the user's own notifications read (all unread ones when ids is undefined); returns the ids changed. */
export async function markOwnRead(db: Db, userId: number, ids?: number[]): Promise<number[]> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

/** Marks news read for the user: the given ids, or every news item published since `from`. */
export async function markNewsRead(db: Db, userId: number, from: Date, ids?: number[]): Promise<number[]> {
  const res = await db.execute(sql`
    INSERT INTO news_reads (user_id, news_id)
    SELECT ${userId}, id FROM news
    WHERE published_at >= ${from} AND published_at <= now() AND ${sentTo(userId)}
      ${ids ? sql`AND id IN (${idList(ids)})` : sql``}
    ON CONFLICT DO NOTHING
    RETURNING news_id`);
  return (res as unknown as { rows: { news_id: number }[] }).rows.map((r) => Number(r.news_id));
}

/** Deletes the user's own notifications with these ids; returns the ids deleted. */
export async function deleteOwn(db: Db, userId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/** Deletes the user's own notifications of a window (a tab); returns how many went. */
export async function deleteOwnIn(db: Db, userId: number, p: Period): Promise<number> {
  const res = await db.execute(sql`
    WITH gone AS (DELETE FROM ${notifications} WHERE ${inPeriod(userId, p)} RETURNING 1)
    SELECT count(*)::int AS n FROM gone`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/**
 * Hides news for this user only (it stays for everyone else): the given ids, or every item published
 * in [from, now]. Hidden items count as read. Returns the ids newly hidden.
 */
export async function hideNews(db: Db, userId: number, from: Date, ids?: number[]): Promise<number[]> {
  const res = await db.execute(sql`
    INSERT INTO news_reads (user_id, news_id, hidden_at)
    SELECT ${userId}, id, now() FROM news
    WHERE published_at >= ${from} AND published_at <= now() AND ${sentTo(userId)}
      ${ids ? sql`AND id IN (${idList(ids)})` : sql``}
    ON CONFLICT (user_id, news_id) DO UPDATE SET hidden_at = excluded.hidden_at
      WHERE news_reads.hidden_at IS NULL
    RETURNING news_id`);
  return (res as unknown as { rows: { news_id: number }[] }).rows.map((r) => Number(r.news_id));
}

/** Unread counts: own notifications of today and of the archive window, and news. */
export async function countUnread(db: Db, userId: number, dayStart: Date, from: Date) {
  const res = await db.execute(sql`
    SELECT
      count(*) FILTER (WHERE n.created_at >= ${dayStart})::int AS today,
      count(*) FILTER (WHERE n.created_at < ${dayStart})::int AS archive,
      (SELECT count(*)::int FROM news
        WHERE published_at >= ${from} AND published_at <= now() AND ${sentTo(userId)}
          AND NOT EXISTS (SELECT 1 FROM news_reads r WHERE r.news_id = news.id AND r.user_id = ${userId})
      ) AS news
    FROM notifications n
    WHERE n.user_id = ${userId} AND NOT n.is_read AND n.created_at >= ${from}`);
  const row = (res as unknown as { rows: { today: number; archive: number; news: number }[] }).rows[0];
  return { today: Number(row?.today ?? 0), archive: Number(row?.archive ?? 0), news: Number(row?.news ?? 0) };
}

export async function insertNews(
  db: Db,
  n: {
    title: string;
    body?: string | null;
    status?: 0 | 1 | 2;
    publishedAt?: Date;
    category?: 1 | 2 | 3 | null;
  },
) {
  const [row] = await db.insert(news).values(n).returning();
  return row!;
}

/** The open accounts (not deleted, not closed) a news item reaches: everybody or one category. */
export async function countNewsAudience(db: Db, category: 1 | 2 | 3 | null): Promise<number> {
  const res = await db.execute(sql`
    SELECT count(*)::int AS n FROM users
    WHERE deleted_at IS NULL AND closed_at IS NULL ${category ? sql`AND category = ${category}` : sql``}`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** The newest news items, for the console. */
export const listLatestNews = (db: Db, limit: number) =>
  db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id)).limit(limit);

/**
 * Deletes notifications and news created before `before`, in batches so that no statement holds
 * many row locks at once. Returns how many of each went.
 */
export async function pruneBefore(db: Db, before: Date, batch = 5000) {
  let notificationsDeleted = 0;
  for (;;) {
    const res = await db.execute(sql`
      DELETE FROM notifications WHERE id IN (
        SELECT id FROM notifications WHERE created_at < ${before} LIMIT ${batch})
      RETURNING id`);
    const n = (res as unknown as { rows: unknown[] }).rows.length;
    notificationsDeleted += n;
    if (n < batch) break;
  }
  const deletedNews = await db.delete(news).where(lt(news.publishedAt, before)).returning({ id: news.id });
  return { notifications: notificationsDeleted, news: deletedNews.length };
}
