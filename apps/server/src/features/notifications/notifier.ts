import {
  isNoticeKey,
  type Locale,
  type MessageParams,
  type NoticeKey,
  renderNotice,
} from '@konter/core/messages/index';
import type { Db } from '../../db/client.js';
import type { notifications } from '../../db/schema/index.js';
import type { RealtimeBus } from '../../lib/realtime.js';
import { insertNotification } from './notifications.repository.js';

export type NotificationStatus = 0 | 1 | 2; // spec: 0 none, 1 success (green), 2 failed (red)

/**
 * A notification to record: what it says as catalogue keys (title, optional body) with their
 * params; the reader's language is chosen when it is read. Params are plain values (amounts already
 * formatted as rupiah, which reads the same in every language).
 */
export interface NotificationInput {
  userId: number;
  type: 'transaction' | 'deposit' | 'account' | 'news' | 'shop';
  title: NoticeKey;
  body?: NoticeKey;
  params?: MessageParams;
  status: NotificationStatus;
  data?: Record<string, unknown>;
}

export type NotificationRow = typeof notifications.$inferSelect;

/** The row to insert: the keys and params, and their Indonesian rendering as title/body. */
export function notificationValues(n: NotificationInput) {
  const text = renderNotice(n, 'id');
  return {
    userId: n.userId,
    type: n.type,
    status: n.status,
    title: text.title,
    body: text.body,
    titleKey: n.title,
    bodyKey: n.body ?? null,
    params: n.params ?? null,
    data: n.data ?? null,
  };
}

/** A stored notification's title and body in a language (older rows: their stored text). */
export function noticeOf(row: NotificationRow, locale: Locale): { title: string; body: string | null } {
  if (!row.titleKey || !isNoticeKey(row.titleKey)) return { title: row.title, body: row.body };
  const body = row.bodyKey && isNoticeKey(row.bodyKey) ? row.bodyKey : null;
  return renderNotice({ title: row.titleKey, body, params: row.params }, locale);
}

/**
 * The one way features tell a user something happened: a notification row written in the
 * caller's transaction, then (after commit) a realtime event to the user's open pages.
 */
export class Notifier {
  constructor(private readonly bus: RealtimeBus) {}

  async record(db: Db, n: NotificationInput): Promise<NotificationRow> {
    return insertNotification(db, notificationValues(n));
  }

  /**
   * Call after the transaction that recorded the rows has committed. `exceptSocketId` (the
   * request's X-Socket-ID) skips the socket of the page that caused it. A web push for each new
   * row was queued by the database itself (push_outbox, migration 0006) and goes out after this.
   */
  publish(rows: NotificationRow[], event = 'notification', opts: { exceptSocketId?: string } = {}): void {
    for (const row of rows) {
      this.bus.publish({
        userId: row.userId,
        event,
        ...(opts.exceptSocketId ? { exceptSocketId: opts.exceptSocketId } : {}),
        payload: {
          id: row.id,
          title: row.title,
          body: row.body,
          title_key: row.titleKey,
          body_key: row.bodyKey,
          params: row.params,
          status: row.status,
          type: row.type,
          data: row.data,
          date: row.createdAt.toISOString(),
          is_read: row.isRead,
        },
      });
    }
  }
}
