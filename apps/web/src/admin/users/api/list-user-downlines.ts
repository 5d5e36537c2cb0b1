import type { ConsoleUserRow } from '@konter/core/contracts/console';
import type { PageMeta } from '@konter/core/contracts/notification';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKey } from './keys';

/** GET console/users/:id/downlines?page: the users whose upline this one is, newest first. */
export const listUserDownlines = (id: number, page: number, signal?: AbortSignal) =>
  api.page<ConsoleUserRow[], PageMeta>(`console/users/${id}/downlines`, {
    query: { page: page > 1 ? page : undefined },
    signal,
  });

export const userDownlinesQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...userKey(id), 'downlines', page] as const,
    queryFn: ({ signal }) => listUserDownlines(id, page, signal),
    placeholderData: keepPreviousData,
  });

export function useUserDownlines(id: number, page: number, enabled = true) {
  return useQuery({ ...userDownlinesQuery(id, page), enabled });
}
