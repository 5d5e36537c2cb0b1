import type { ConsoleUserAccess } from '@konter/core/contracts/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKey } from './keys';

export const userAccessKey = (id: number) => [...userKey(id), 'access'] as const;

/** GET console/users/:id/access (customer service): devices and live sessions. */
export const getUserAccess = (id: number, signal?: AbortSignal) =>
  api.get<ConsoleUserAccess>(`console/users/${id}/access`, { signal });

export const userAccessQuery = (id: number) =>
  queryOptions({ queryKey: userAccessKey(id), queryFn: ({ signal }) => getUserAccess(id, signal) });

export function useUserAccess(id: number, enabled = true) {
  return useQuery({ ...userAccessQuery(id), enabled });
}
