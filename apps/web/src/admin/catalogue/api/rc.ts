import type { ConsoleRcQuery, ConsoleRcStats } from '@konter/core/contracts/console-catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKey } from './products';

/** GET console/catalogue/rc?from&to&group: purchases per supplier rc and product (or brand). */
export const getRcStats = (q: ConsoleRcQuery, signal?: AbortSignal) =>
  api.get<ConsoleRcStats>('console/catalogue/rc', { query: { ...q }, signal });

export const rcQuery = (q: ConsoleRcQuery) =>
  queryOptions({
    queryKey: [...catalogueKey, 'rc', q] as const,
    queryFn: ({ signal }) => getRcStats(q, signal),
    placeholderData: keepPreviousData,
  });

export const useRcStats = (q: ConsoleRcQuery) => useQuery(rcQuery(q));
