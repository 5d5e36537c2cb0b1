import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications, pushOutbox, pushSubscriptions, users } from '../../db/schema/index.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores a browser's subscription for the user and device. The endpoint is unique: a browser that
 * changes account moves its subscription; a device keeps only its newest subscription.
 */
export async function upsertSubscription(
  db: Db,
  s: {
    userId: number;
    deviceId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    userAgent: string | null;
  },
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(s)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: s.userId,
        deviceId: s.deviceId,
        p256dh: s.p256dh,
        auth: s.auth,
        userAgent: s.userAgent,
        updatedAt: new Date(),
      },
    })
    .returning();
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.deviceId, s.deviceId), ne(pushSubscriptions.endpoint, s.endpoint)));
  return row!;
}

export async function deleteSubscriptions(
  db: Db,
  userId: number,
  by: { endpoint: string } | { deviceId: string },
): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        'endpoint' in by
          ? eq(pushSubscriptions.endpoint, by.endpoint)
          : eq(pushSubscriptions.deviceId, by.deviceId),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export const subscriptionsOf = (db: Db, userId: number) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

export const deleteSubscriptionById = (db: Db, id: number) =>
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));

export const markSubscriptionSent = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: new Date() })
        .where(inArray(pushSubscriptions.id, ids));

/**
 * Claims up to `limit` due outbox rows with their notification. A claim is a lease: the row's next
 * attempt moves 5 minutes ahead, so a crashed sender's rows come back, and SKIP LOCKED lets several
 * instances share the queue.
 */
export async function claimDue(db: Db, limit: number) {
  const res = await db.execute(sql`
    UPDATE push_outbox o
    SET attempts = o.attempts + 1, next_attempt_at = now() + interval '5 minutes'
    WHERE o.notification_id IN (
      SELECT notification_id FROM push_outbox
      WHERE next_attempt_at <= now()
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING o.notification_id, o.user_id, o.attempts`);
  const claimed = (
    res as unknown as { rows: { notification_id: number; user_id: number; attempts: number }[] }
  ).rows;
  if (claimed.length === 0) return [];
  // Each with its user's chosen language: the push is rendered in it.
  const rows = await db
    .select({ notification: notifications, locale: users.locale })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      inArray(
        notifications.id,
        claimed.map((c) => Number(c.notification_id)),
      ),
    );
  const byId = new Map(rows.map((r) => [r.notification.id, r]));
  return claimed.flatMap((c) => {
    const r = byId.get(Number(c.notification_id));
    return r ? [{ notification: r.notification, locale: r.locale, attempts: Number(c.attempts) }] : [];
  });
}

export const finishOutbox = (db: Db, notificationId: number) =>
  db.delete(pushOutbox).where(eq(pushOutbox.notificationId, notificationId));

export const retryOutbox = (db: Db, notificationId: number, delaySeconds: number, error: string) =>
  db
    .update(pushOutbox)
    .set({ nextAttemptAt: new Date(Date.now() + delaySeconds * 1000), lastError: error.slice(0, 500) })
    .where(eq(pushOutbox.notificationId, notificationId));
