import type { TransactionFilterStatus, TransactionView } from '@konter/core/contracts/purchase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '../../../lib/api-client';

export type TransactionKind = 'prepaid' | 'postpaid';

/**
 * The report filters (spec §2 reports): kind, status (or `refunded`), Jakarta dates YYYY-MM-DD, the
 * search (ref ID, number, product name; matched by the server), page.
 */
export interface TransactionFilters {
  kind: TransactionKind;
  status?: TransactionFilterStatus;
  from?: string;
  to?: string;
  search?: string;
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
  search: f.search || undefined,
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

/**
 * GET /api/v1/transaction/export.xlsx with the same filters: a plain link downloads it. It names the
 * page's language (`lang`): a link sends the browser's Accept-Language, not the app's.
 */
export const exportUrl = (f: TransactionFilters, lang?: string) =>
  buildUrl('transaction/export.xlsx', { ...query(f), lang });
