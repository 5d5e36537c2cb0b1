import type { ApprovalKindName, Approvals } from '@konter/core/contracts/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { LIVE_QUERIES, useLivePolling } from '../lib/live';

export const approvalsKey = LIVE_QUERIES.approvals;

/** GET console/approvals?kind: the caller's kinds with their counts, and the items (oldest first). */
export const listApprovals = (kind: ApprovalKindName | undefined, signal?: AbortSignal) =>
  api.get<Approvals>('console/approvals', { query: { kind }, signal });

export const approvalsQuery = (kind?: ApprovalKindName) =>
  queryOptions({
    queryKey: [...approvalsKey, kind ?? 'all'] as const,
    queryFn: ({ signal }) => listApprovals(kind, signal),
    placeholderData: keepPreviousData,
  });

/** The queue, refetched on each `console:changed` (or every 15 s while the socket is down). */
export function useApprovals(kind?: ApprovalKindName) {
  return useQuery({ ...approvalsQuery(kind), refetchInterval: useLivePolling() });
}

/** GET console/approvals/:kind/:id/image: the proof or identity picture (an <img> carries the cookie). */
export const approvalImageUrl = (kind: ApprovalKindName, id: string) =>
  `/api/v1/console/approvals/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/image`;
