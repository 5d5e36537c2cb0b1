import type { ConsoleUserDetail } from '@konter/core/contracts/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKey } from './keys';

/** GET console/users/:id: profile, standing, PIN, deletion, wallets, upline and downline count. */
export const getUser = (id: number, signal?: AbortSignal) =>
  api.get<ConsoleUserDetail>(`console/users/${id}`, { signal });

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: userKey(id),
    queryFn: ({ signal }) => getUser(id, signal),
    // The page says "not found" itself.
    meta: { ownErrors: ['console_user_not_found'] },
  });

export function useConsoleUser(id: number) {
  return useQuery(userQuery(id));
}
