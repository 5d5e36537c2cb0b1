import type { TransactionView } from '@konter/core/contracts/purchase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '../../../lib/api-client';

export type TransactionKind = 'prepaid' | 'postpaid';

/** The report filters (spec §2 reports): kind, status, Jakarta dates YYYY-MM-DD, page. */
export interface TransactionFilters {
  kind: TransactionKind;
  status?: TransactionView['status'];
  from?: string;
  to?: string;
  page: number;
}

export interface TransactionPage {
  data: TransactionView[];
  meta: { current_page: number; last_page: number; total: number };
}

export const PER_PAGE = 20;

const query = (f: TransactionFilters) => ({
  kind: f.kind,
  status: f.status,
  from: f.from,
  to: f.to,
});

/** GET /api/v1/transaction */
export const getTransactions = (f: TransactionFilters, signal?: AbortSignal): Promise<TransactionPage> =>
  api.page<TransactionView[], TransactionPage['meta']>('transaction', {
    query: { ...query(f), page: f.page, per_page: PER_PAGE },
    signal,
  });

export const transactionsQuery = (f: TransactionFilters) =>
  queryOptions({
    queryKey: ['transactions', f],
    queryFn: ({ signal }) => getTransactions(f, signal),
    placeholderData: keepPreviousData,
  });

export const useTransactionList = (f: TransactionFilters) => useQuery(transactionsQuery(f));

/** GET /api/v1/transaction/export.xlsx with the same filters: a plain link downloads it. */
export const exportUrl = (f: TransactionFilters) => buildUrl('transaction/export.xlsx', query(f));
