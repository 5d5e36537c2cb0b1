import type { Db } from '../../db/client.js';
import type { notifications } from '../../db/schema/index.js';
import type { RealtimeBus } from '../../lib/realtime.js';
import { insertNotification } from './notifications.repository.js';

export type NotificationStatus = 0 | 1 | 2; // spec: 0 none, 1 success (green), 2 failed (red)

export interface NotificationInput {
  userId: number;
  type: 'transaction' | 'deposit' | 'account' | 'news';
  title: string;
  body?: string;
  status: NotificationStatus;
  data?: Record<string, unknown>;
}

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The one way features tell a user something happened: a notification row written in the
 * caller's transaction, then (after commit) a realtime event to the user's open pages.
 */
export class Notifier {
  constructor(private readonly bus: RealtimeBus) {}

  async record(db: Db, n: NotificationInput): Promise<NotificationRow> {
    return insertNotification(db, n);
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
