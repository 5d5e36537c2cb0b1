import type { ConsoleUserRow } from '@konter/core/contracts/console';
import type { PageMeta } from '@konter/core/contracts/notification';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKey } from './keys';

/** GET console/users?q&page (customer service, finance): newest first, 20 a page. */
export const searchUsers = (q: string, page: number, signal?: AbortSignal) =>
  api.page<ConsoleUserRow[], PageMeta>('console/users', {
    query: { q, page: page > 1 ? page : undefined },
    signal,
  });

export const userSearchQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: [...usersKey, 'search', q, page] as const,
    queryFn: ({ signal }) => searchUsers(q, page, signal),
    placeholderData: keepPreviousData,
  });

/** The search's page; nothing is asked before a term of 2 characters (the server's minimum). */
export function useUserSearch(q: string, page: number) {
  return useQuery({ ...userSearchQuery(q, page), enabled: q.trim().length >= 2 });
}
