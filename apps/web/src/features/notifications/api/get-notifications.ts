import type {
  NotificationItem,
  NotificationList,
  NotificationType,
  PageMeta,
} from '@konter/core/contracts/notification';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { NotificationItem, NotificationType, PageMeta };

export const notificationsKey = ['notifications'] as const;
export const notificationListKey = (type: NotificationType, page: number) =>
  [...notificationsKey, 'list', type, page] as const;

/** GET /api/v1/notification/{today|news|archive}?page=n (spec §7.4: `meta.current_page/last_page/total`). */
export const getNotifications = (type: NotificationType, page: number, signal?: AbortSignal) =>
  api.page<NotificationList['data'], PageMeta>(`notification/${type}`, { query: { page }, signal });

export const notificationsQuery = (type: NotificationType, page = 1) =>
  queryOptions({
    queryKey: notificationListKey(type, page),
    queryFn: ({ signal }) => getNotifications(type, page, signal),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (type: NotificationType, page = 1, enabled = true) =>
  useQuery({ ...notificationsQuery(type, page), enabled });
