import type { NotificationDetail, NotificationType } from '@konter/core/contracts/notification';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { notificationsKey } from './get-notifications';
import { unreadCountKey } from './get-unread-count';

export type { NotificationDetail };

export const notificationKey = (type: NotificationType, id: number) =>
  [...notificationsKey, 'detail', type, id] as const;

/** GET /api/v1/notification/{type}/{id}; the server marks it read when it is opened. */
export const getNotification = (type: NotificationType, id: number, signal?: AbortSignal) =>
  api.get<NotificationDetail>(`notification/${type}/${id}`, { signal });

export const notificationQuery = (type: NotificationType, id: number) =>
  queryOptions({
    queryKey: notificationKey(type, id),
    queryFn: ({ signal }) => getNotification(type, id, signal),
  });

export function useNotification(type: NotificationType, id: number) {
  const qc = useQueryClient();
  const query = useQuery(notificationQuery(type, id));
  const loaded = query.isSuccess;
  // Opening marked it read: the badge and the lists show it at once.
  useEffect(() => {
    if (!loaded) return;
    void qc.invalidateQueries({ queryKey: unreadCountKey });
    void qc.invalidateQueries({ queryKey: [...notificationsKey, 'list'] });
  }, [loaded, qc]);
  return query;
}
