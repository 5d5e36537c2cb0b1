import type { UnreadCounts } from '@konter/core/contracts/notification';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKey } from './get-notifications';
import { unreadCountKey } from './get-unread-count';

/** POST /api/v1/notification/{id}/read */
export const markRead = (id: number) => api.post<{ unread: UnreadCounts }>(`notification/${id}/read`);

/** POST /api/v1/notification/read-all */
export const markAllRead = () => api.post<{ unread: UnreadCounts }>('notification/read-all');

/** Both answer with the new counts: the badge takes them, the lists refetch. */
export function applyRead(qc: QueryClient, unread: UnreadCounts | undefined) {
  if (unread) qc.setQueryData(unreadCountKey, unread);
  else void qc.invalidateQueries({ queryKey: unreadCountKey });
  void qc.invalidateQueries({ queryKey: [...notificationsKey, 'list'] });
}

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markRead, onSuccess: (r) => applyRead(qc, r.unread) });
}

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markAllRead, onSuccess: (r) => applyRead(qc, r.unread) });
}
