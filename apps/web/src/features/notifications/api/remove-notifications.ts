import type {
  NotificationRemoved,
  NotificationType,
  UnreadCounts,
} from '@konter/core/contracts/notification';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKey } from './get-notifications';
import { unreadCountKey } from './get-unread-count';

/** DELETE /api/v1/notification/{id}: an own notification deleted, a news item hidden for this member. */
export const deleteNotification = (id: number) => api.delete<NotificationRemoved>(`notification/${id}`);

/** POST /api/v1/notification/clear: everything the tab shows goes. */
export const clearNotifications = (type: NotificationType) =>
  api.post<NotificationRemoved>('notification/clear', { type });

/**
 * After a deletion (here or, over realtime, on another page): the badge takes the new counts, the
 * lists and the bell's panel refetch, and opened notifications are stale (not refetched now: the
 * page showing the deleted one is leaving it).
 */
export function applyRemoved(qc: QueryClient, unread: UnreadCounts | undefined) {
  if (unread) qc.setQueryData(unreadCountKey, unread);
  else void qc.invalidateQueries({ queryKey: unreadCountKey });
  void qc.invalidateQueries({ queryKey: [...notificationsKey, 'list'] });
  void qc.invalidateQueries({ queryKey: [...notificationsKey, 'detail'], refetchType: 'none' });
}

export function useDeleteNotification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (r) => applyRemoved(qc, r.unread),
    // Gone already (another page deleted it): the global handler says so, the lists catch up.
    onError: () => applyRemoved(qc, undefined),
  });
}

export function useClearNotifications() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onSuccess: (r) => applyRemoved(qc, r.unread),
    onError: () => applyRemoved(qc, undefined),
  });
}
