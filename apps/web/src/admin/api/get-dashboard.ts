import type { Dashboard } from '@konter/core/contracts/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { LIVE_QUERIES, useLivePolling } from '../lib/live';

export const dashboardKey = LIVE_QUERIES.dashboard;

/** GET console/dashboard (every role): today's and this month's figures, the caller's approvals. */
export const getDashboard = (signal?: AbortSignal) => api.get<Dashboard>('console/dashboard', { signal });

export const dashboardQuery = () =>
  queryOptions({ queryKey: dashboardKey, queryFn: ({ signal }) => getDashboard(signal) });

/** The dashboard, refetched on each `console:changed` (or every 15 s while the socket is down). */
export function useDashboard() {
  return useQuery({ ...dashboardQuery(), refetchInterval: useLivePolling() });
}
