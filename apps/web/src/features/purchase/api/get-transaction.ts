import type { TransactionView } from '@konter/core/contracts/purchase';
import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  isRealtimeConnected,
  REALTIME_CONNECT,
  REALTIME_DISCONNECT,
  useRealtimeEvent,
} from '../../../lib/realtime';

export type { TransactionView };

export const POLL_INTERVAL = 1500;
/** While the realtime channel is up it brings the status; a slow poll stays as a safety net. */
export const REALTIME_POLL_INTERVAL = 15_000;
export const transactionKey = (refId: string) => ['transaction', refId] as const;

/** GET /api/v1/transaction/{refId} */
export const getTransaction = (refId: string, signal?: AbortSignal) =>
  api.get<TransactionView>(`transaction/${encodeURIComponent(refId)}`, { signal });

/**
 * One transaction. While it is processing, `transaction.updated` refetches it; when the realtime
 * socket is down it is polled every 1.5 s instead. Poll failures are shown by the screen, not as
 * snackbars.
 */
export const transactionQuery = (refId: string) =>
  queryOptions({
    queryKey: transactionKey(refId),
    queryFn: ({ signal }) => getTransaction(refId, signal),
    refetchInterval: (q) =>
      q.state.data?.status !== 'processing'
        ? false
        : isRealtimeConnected()
          ? REALTIME_POLL_INTERVAL
          : POLL_INTERVAL,
    staleTime: 0,
    meta: { silent: true },
  });

/** Refetches on `transaction.updated`, and on (re)connect or disconnect (the poll rate changes). */
function useTransactionEvents() {
  const qc = useQueryClient();
  useRealtimeEvent<{ ref_id?: string }>('transaction.updated', (e) => {
    if (e?.ref_id) void qc.invalidateQueries({ queryKey: transactionKey(e.ref_id) });
  });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['transaction'] });
  useRealtimeEvent(REALTIME_CONNECT, refresh);
  useRealtimeEvent(REALTIME_DISCONNECT, refresh);
}

export function useTransaction(refId: string) {
  useTransactionEvents();
  return useQuery(transactionQuery(refId));
}
export function useTransactions(refIds: string[]) {
  useTransactionEvents();
  return useQueries({ queries: refIds.map((ref) => transactionQuery(ref)) });
}
