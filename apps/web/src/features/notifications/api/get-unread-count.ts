import type { UnreadCounts } from '@konter/core/contracts/notification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { UnreadCounts };

export const unreadCountKey = ['notifications', 'unread'] as const;

/** GET /api/v1/notification/unread-count: the bell's badge and the tabs' dots. */
export const getUnreadCount = (signal?: AbortSignal) =>
  api.get<UnreadCounts>('notification/unread-count', { signal });

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // Kept fresh by the realtime channel; a reconnect refetches it.
    staleTime: 60_000,
    meta: { silent: true },
  });

export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQuery(), enabled });
