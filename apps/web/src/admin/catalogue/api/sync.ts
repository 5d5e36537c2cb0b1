import type { ConsoleSyncRun, ConsoleSyncState } from '@konter/core/contracts/console-catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKey } from './products';

const syncKey = [...catalogueKey, 'sync'] as const;

/** GET console/catalogue/sync: whether a sync runs now and the last one. */
export const getSyncState = (signal?: AbortSignal) =>
  api.get<ConsoleSyncState>('console/catalogue/sync', { signal });

export const syncStateQuery = () =>
  queryOptions({ queryKey: syncKey, queryFn: ({ signal }) => getSyncState(signal) });

export const useSyncState = () => useQuery(syncStateQuery());

/** POST console/catalogue/sync: the supplier's price lists now (409 while one runs). */
export const runSync = () => api.post<ConsoleSyncRun>('console/catalogue/sync', {});

export function useRunSync() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: runSync,
    meta: { ownErrors: ['console_catalogue_sync_running'] },
    onSettled: () => qc.invalidateQueries({ queryKey: catalogueKey }),
  });
}
