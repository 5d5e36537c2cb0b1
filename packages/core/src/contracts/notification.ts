import { z } from 'zod';

// Notifications (spec §3 Notification, §7.4), the realtime channel authorization and web push.

/** The list tabs: today = the user's notifications of the current Jakarta day, archive = older
 * ones (kept 30 days), news = notifications broadcast to everyone. */
export const NOTIFICATION_TYPES = ['today', 'news', 'archive'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const notificationType = z.enum(NOTIFICATION_TYPES, { message: 'oneOf' });

/** Status codes: 0 none, 1 success (shown green), 2 failed (shown red). */
export const notificationStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const NOTIFICATION_PAGE_SIZE = 10;
/** Notifications and news are deleted this many days after they were created (spec §9.2). */
export const NOTIFICATION_RETENTION_DAYS = 30;

export const notificationTypeParams = z.object({ type: notificationType });
export const notificationDetailParams = z.object({
  type: notificationType,
  id: z.coerce.number().int().positive(),
});
export const notificationIdParams = z.object({ id: z.coerce.number().int().positive() });

export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1, { message: 'min_value:1' }).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
});

export const notificationItem = z.object({
  id: z.number(),
  title: z.string(),
  /** ISO 8601 instant the notification was created (news: published). */
  date: z.string(),
  is_read: z.boolean(),
  status: notificationStatus,
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const pageMeta = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** GET notification/{type}?page=n */
export const notificationListResponse = z.object({ data: z.array(notificationItem), meta: pageMeta });
export type NotificationList = z.infer<typeof notificationListResponse>;

export const notificationDetail = notificationItem.extend({
  type: z.string(),
  body: z.string().nullable(),
  /** What the notification is about, e.g. {ref_id} of a transaction or {code} of a deposit. */
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type NotificationDetail = z.infer<typeof notificationDetail>;

/** GET notification/{type}/{id} (opening it marks it read). */
export const notificationDetailResponse = z.object({ data: notificationDetail });

export const unreadCounts = z.object({
  /** Everything unread: the bell's dot. */
  count: z.number(),
  today: z.number(),
  archive: z.number(),
  news: z.number(),
});
export type UnreadCounts = z.infer<typeof unreadCounts>;

/** GET notification/unread-count */
export const unreadCountResponse = z.object({ data: unreadCounts });

/** POST notification/{id}/read, notification/mark-as-read, notification/read-all */
export const markReadResponse = z.object({ data: z.object({ unread: unreadCounts }) });
export const markAsReadRequest = z.object({ id: z.coerce.number().int().positive() });

/** POST notification/clear: empties one tab for the member (news is hidden for them only). */
export const clearNotificationsRequest = z.object({ type: notificationType });

/**
 * DELETE notification/{id} and POST notification/clear: how many entries went (own notifications
 * deleted, news hidden for this member) and the unread counts after.
 */
export const notificationRemovedResponse = z.object({
  data: z.object({ removed: z.number(), unread: unreadCounts }),
});
export type NotificationRemoved = z.infer<typeof notificationRemovedResponse>['data'];

// ---- realtime ----

/** The one private channel of a user; a socket joins it with a signature from POST broadcasting/auth. */
export const userChannel = (userId: number) => `private-user.${userId}`;

/** Header naming the sender's socket: events caused by the request skip that socket. */
export const SOCKET_ID_HEADER = 'x-socket-id';

/** POST broadcasting/auth (Laravel-Echo style): may this socket join this channel? */
export const broadcastingAuthRequest = z.object({
  socket_id: z.string().min(1).max(64),
  channel_name: z.string().min(1).max(200),
});

/** The signature the socket presents with `subscribe` ({channel, auth}). */
export const broadcastingAuthResponse = z.object({ auth: z.string() });

/** Event names the server emits to a user's sockets, and their payloads. */
export const REALTIME_EVENTS = {
  /** A new notification: {id, title, body, status, type, data, date, is_read}. */
  notification: 'notification',
  /** Notifications were read on another tab or device: {ids | all, unread}. */
  notificationRead: 'notification.read',
  /** Notifications were deleted on another tab or device: {ids | type (a cleared tab), unread}. */
  notificationDeleted: 'notification.deleted',
  /** A purchase changed state: {ref_id, status}. */
  transactionUpdated: 'transaction.updated',
  /** A deposit top-up changed state: {code, status}. */
  depositUpdated: 'deposit.updated',
  /** Someone logged in on a new device that waits for this user's approval: {device_id, name}. */
  devicePending: 'device.pending',
} as const;

// ---- web push ----

/** GET push/public-key: the VAPID application server key (null when push is not configured). */
export const pushPublicKeyResponse = z.object({
  data: z.object({ enabled: z.boolean(), public_key: z.string().nullable() }),
});

const base64url = (max: number) =>
  z
    .string({ message: 'required' })
    .min(1, { message: 'required' })
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: 'regex' });

/** A browser PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscription = z.object({
  endpoint: z.url({ message: 'regex' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscription>;

/**
 * POST account/token (spec §7.1: device_token): the push subscription, as an object or its JSON
 * string (what a native shell hands over).
 */
export const pushTokenRequest = z.object({
  device_token: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, pushSubscription),
});

/** POST account/token → 201 data: the stored subscription. */
export const pushTokenResponse = z.object({ data: z.object({ id: z.number(), endpoint: z.string() }) });

/** DELETE account/token: the endpoint to forget; none = this device's subscription. */
export const pushTokenDeleteRequest = z.object({ endpoint: z.string().max(2048).optional() });

/** DELETE account/token → data: how many subscriptions were forgotten. */
export const pushTokenDeleteResponse = z.object({ data: z.object({ removed: z.number() }) });
