import type { BulkBatchView } from '@konter/core/contracts/bulk';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const bulkBatchKey = (batchId: string) => ['bulk-batch', batchId] as const;

/** GET /api/v1/prabayar/transaction/bulk/{batchId}: the batch's purchases (their live state: useTransactions). */
export const getBulkBatch = (batchId: string, signal?: AbortSignal) =>
  api.get<BulkBatchView>(`prabayar/transaction/bulk/${encodeURIComponent(batchId)}`, { signal });

export function useBulkBatch(batchId: string) {
  return useQuery({
    queryKey: bulkBatchKey(batchId),
    queryFn: ({ signal }) => getBulkBatch(batchId, signal),
    staleTime: 60_000,
    meta: { silent: true },
  });
}
