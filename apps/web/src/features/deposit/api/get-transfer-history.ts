import type {
  TransferDirection,
  TransferHistoryItem,
  TransferHistoryQuery,
} from '@konter/core/contracts/transfer-report';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type PageMeta, REPORT_PER_PAGE } from './get-topups';

export type { TransferDirection, TransferHistoryItem };
export type TransferFilters = Pick<TransferHistoryQuery, 'direction' | 'from' | 'to' | 'page'>;

/** GET /api/v1/deposit/transfer/history: the member's deposit transfers, sent and received. */
export const getTransferHistory = (f: TransferFilters, signal?: AbortSignal) =>
  api.page<TransferHistoryItem[], PageMeta>('deposit/transfer/history', {
    query: { direction: f.direction, from: f.from, to: f.to, page: f.page, per_page: REPORT_PER_PAGE },
    signal,
  });

// Under 'deposit': a deposit.updated event (a transfer in or out) refreshes it (lib/realtime).
export const transferHistoryQuery = (f: TransferFilters) =>
  queryOptions({
    queryKey: ['deposit', 'transfers', f],
    queryFn: ({ signal }) => getTransferHistory(f, signal),
    placeholderData: keepPreviousData,
  });

export const useTransferHistory = (f: TransferFilters) => useQuery(transferHistoryQuery(f));
