import type { TransactionView } from '@konter/core/contracts/purchase';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { TransactionView };

export const POLL_INTERVAL = 1500;
export const transactionKey = (refId: string) => ['transaction', refId] as const;

/** GET /api/v1/transaction/{refId} */
export const getTransaction = (refId: string, signal?: AbortSignal) =>
  api.get<TransactionView>(`transaction/${encodeURIComponent(refId)}`, { signal });

/**
 * One transaction, polled every 1.5 s while it is processing (until the realtime channel arrives).
 * Poll failures are shown by the screen, not as snackbars.
 */
export const transactionQuery = (refId: string) =>
  queryOptions({
    queryKey: transactionKey(refId),
    queryFn: ({ signal }) => getTransaction(refId, signal),
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? POLL_INTERVAL : false),
    staleTime: 0,
    meta: { silent: true },
  });

export const useTransaction = (refId: string) => useQuery(transactionQuery(refId));
export const useTransactions = (refIds: string[]) =>
  useQueries({ queries: refIds.map((ref) => transactionQuery(ref)) });
