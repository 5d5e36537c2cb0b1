import {
  NOTIFICATION_RETENTION_DAYS,
  type NotificationDetail,
  type NotificationItem,
  type NotificationRemoved,
  type NotificationType,
  type PageMeta,
  REALTIME_EVENTS,
  type UnreadCounts,
} from '@konter/core/contracts/notification';
import type { Locale } from '@konter/core/messages/index';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import { jakartaDayStart } from '../../lib/time.js';
import * as repo from './notifications.repository.js';
import { noticeOf } from './notifier.js';

// The notification list of spec §2/§7.4: today, archive (the user's own) and news (broadcast).

/** The oldest instant still kept (spec §9.2: notifications are kept 30 days). */
export const retentionStart = (now = new Date()) =>
  new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 86400_000);

const status = (s: number): 0 | 1 | 2 => (s === 1 || s === 2 ? s : 0);

type Own = NonNullable<Awaited<ReturnType<typeof repo.findOwn>>>;
type NewsItem = NonNullable<Awaited<ReturnType<typeof repo.findNews>>>;

/** A user's own notification in the reader's language (stored as keys; older rows as written). */
const ownItem = (n: Own, locale: Locale): NotificationItem => ({
  id: n.id,
  title: noticeOf(n, locale).title,
  date: n.createdAt.toISOString(),
  is_read: n.isRead,
  status: status(n.status),
});

const newsItem = (n: NewsItem): NotificationItem => ({
  id: n.id,
  title: n.title,
  date: n.publishedAt.toISOString(),
  is_read: n.isRead,
  status: status(n.status),
});

/** The window of the user's own notifications a tab shows: today since the Jakarta day's start. */
const ownTab = (type: 'today' | 'archive', now: Date): repo.Period => {
  const dayStart = jakartaDayStart(now);
  return type === 'today' ? { from: dayStart } : { from: retentionStart(now), before: dayStart };
};

export async function listNotifications(
  deps: Deps,
  userId: number,
  type: NotificationType,
  page: number,
  perPage: number,
  locale: Locale,
): Promise<{ data: NotificationItem[]; meta: PageMeta }> {
  const db = deps.database.db;
  const now = new Date();
  const offset = (page - 1) * perPage;
  if (type === 'news') {
    const { rows, total } = await repo.listNews(db, userId, retentionStart(now), perPage, offset);
    return { data: rows.map(newsItem), meta: pageMeta(page, perPage, total) };
  }
  const { rows, total } = await repo.listOwn(db, userId, ownTab(type, now), perPage, offset);
  return { data: rows.map((n) => ownItem(n, locale)), meta: pageMeta(page, perPage, total) };
}

/** GET shop/notification (shop::notification:index): the user's shop notifications, newest first. */
export async function listShopNotifications(
  deps: Deps,
  userId: number,
  page: number,
  perPage: number,
  locale: Locale,
): Promise<{ data: NotificationItem[]; meta: PageMeta }> {
  const { rows, total } = await repo.listOwn(
    deps.database.db,
    userId,
    { from: retentionStart(new Date()), type: 'shop' },
    perPage,
    (page - 1) * perPage,
  );
  return { data: rows.map((n) => ownItem(n, locale)), meta: pageMeta(page, perPage, total) };
}

export async function unreadCounts(deps: Deps, userId: number): Promise<UnreadCounts> {
  const now = new Date();
  const c = await repo.countUnread(deps.database.db, userId, jakartaDayStart(now), retentionStart(now));
  return { count: c.today + c.archive + c.news, ...c };
}

/** The newest unread entries (own and news) for the bell's panel, with the unread total. */
export async function latestUnread(deps: Deps, userId: number, locale: Locale, limit = 5) {
  const db = deps.database.db;
  const from = retentionStart();
  const [own, latestNews, counts] = await Promise.all([
    repo.listOwn(db, userId, { from, unreadOnly: true }, limit, 0),
    repo.listNews(db, userId, from, limit, 0, true),
    unreadCounts(deps, userId),
  ]);
  const items = [...own.rows.map((n) => ownItem(n, locale)), ...latestNews.rows.map(newsItem)]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, limit);
  return { data: items, meta: pageMeta(1, limit, counts.count) };
}

/** One notification of a tab; opening it marks it read (and tells the user's other pages). */
export async function openNotification(
  deps: Deps,
  userId: number,
  type: NotificationType,
  id: number,
  locale: Locale,
  exceptSocketId?: string,
): Promise<NotificationDetail> {
  const db = deps.database.db;
  if (type === 'news') {
    const n = await repo.findNews(db, userId, id, retentionStart());
    if (!n) throw new AppError('notification_not_found');
    if (!n.isRead) await markRead(deps, userId, id, exceptSocketId);
    return { ...newsItem(n), is_read: true, type: 'news', body: n.body, data: null };
  }
  const n = await repo.findOwn(db, userId, id);
  if (!n) throw new AppError('notification_not_found');
  if (!n.isRead) await markRead(deps, userId, id, exceptSocketId);
  return {
    ...ownItem(n, locale),
    is_read: true,
    type: n.type,
    body: noticeOf(n, locale).body,
    data: n.data ?? null,
  };
}

/** Marks one notification or news item read (one id space, see migration 0006). */
export async function markRead(
  deps: Deps,
  userId: number,
  id: number,
  exceptSocketId?: string,
): Promise<UnreadCounts> {
  const db = deps.database.db;
  const own = await repo.markOwnRead(db, userId, [id]);
  if (own.length === 0 && !(await repo.findOwn(db, userId, id))) {
    const item = await repo.findNews(db, userId, id, retentionStart());
    if (!item) throw new AppError('notification_not_found');
    await repo.markNewsRead(db, userId, retentionStart(), [id]);
  }
  return announceRead(deps, userId, { ids: [id] }, exceptSocketId);
}

export async function markAllRead(
  deps: Deps,
  userId: number,
  exceptSocketId?: string,
): Promise<UnreadCounts> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    await repo.markOwnRead(tx, userId);
    await repo.markNewsRead(tx, userId, retentionStart());
  });
  return announceRead(deps, userId, { all: true }, exceptSocketId);
}

/**
 * Deletes one notification: the member's own is deleted; a news item is hidden for this member only
 * (one id space, see migration 0006). Anything else — another user's, unknown, already gone — is
 * not found. The member's other pages hear of it with the new unread counts.
 */
export async function deleteNotification(
  deps: Deps,
  userId: number,
  id: number,
  exceptSocketId?: string,
): Promise<NotificationRemoved> {
  const db = deps.database.db;
  const gone =
    (await repo.deleteOwn(db, userId, [id])).length > 0 ||
    (await repo.hideNews(db, userId, retentionStart(), [id])).length > 0;
  if (!gone) throw new AppError('notification_not_found');
  return announceRemoved(deps, userId, { ids: [id] }, 1, exceptSocketId);
}

/** Empties a tab for the member: everything it shows is deleted (own) or hidden (news). */
export async function clearNotifications(
  deps: Deps,
  userId: number,
  type: NotificationType,
  exceptSocketId?: string,
): Promise<NotificationRemoved> {
  const db = deps.database.db;
  const now = new Date();
  const removed =
    type === 'news'
      ? (await repo.hideNews(db, userId, retentionStart(now))).length
      : await repo.deleteOwnIn(db, userId, ownTab(type, now));
  return announceRemoved(deps, userId, { type }, removed, exceptSocketId);
}

async function announceRemoved(
  deps: Deps,
  userId: number,
  what: { ids: number[] } | { type: NotificationType },
  removed: number,
  exceptSocketId?: string,
): Promise<NotificationRemoved> {
  const unread = await unreadCounts(deps, userId);
  deps.bus.publish({
    userId,
    event: REALTIME_EVENTS.notificationDeleted,
    payload: { ...what, unread },
    ...(exceptSocketId ? { exceptSocketId } : {}),
  });
  return { removed, unread };
}

async function announceRead(
  deps: Deps,
  userId: number,
  what: { ids: number[] } | { all: true },
  exceptSocketId?: string,
): Promise<UnreadCounts> {
  const unread = await unreadCounts(deps, userId);
  deps.bus.publish({
    userId,
    event: REALTIME_EVENTS.notificationRead,
    payload: { ...what, unread },
    ...(exceptSocketId ? { exceptSocketId } : {}),
  });
  return unread;
}

/** A news item for every user (the news tab). Operators publish them; they are kept 30 days. */
export async function publishNews(
  deps: Deps,
  n: {
    title: string;
    body?: string | null;
    status?: 0 | 1 | 2;
    publishedAt?: Date;
    /** Everybody (null, the default) or one category: 1 member, 2 agent, 3 master. */
    category?: 1 | 2 | 3 | null;
  },
  db = deps.database.db,
) {
  return repo.insertNews(db, n);
}

/** How many open accounts a news item for everybody (null) or one category reaches. */
export const newsAudience = (deps: Deps, category: 1 | 2 | 3 | null, db = deps.database.db) =>
  repo.countNewsAudience(db, category);

/** The newest news items (the console's list). */
export const latestNews = (deps: Deps, limit = 20) => repo.listLatestNews(deps.database.db, limit);

/** The daily retention job: notifications and news older than 30 days are deleted. */
export async function pruneNotifications(deps: Deps, now = new Date()) {
  return repo.pruneBefore(deps.database.db, retentionStart(now));
}
