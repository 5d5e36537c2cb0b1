import type { WalletHistoryItem, WalletHistoryQuery } from '@konter/core/contracts/deposit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type PageMeta, REPORT_PER_PAGE } from './get-topups';

export type { WalletHistoryItem };
export type Wallet = 'deposit' | 'cashback';
export type HistoryFilters = Pick<WalletHistoryQuery, 'from' | 'to' | 'page'>;

export interface HistoryPage {
  data: WalletHistoryItem[];
  meta: PageMeta;
}

/** GET /api/v1/deposit/history or /api/v1/cashback/history: the wallet's movements, newest first. */
export const getWalletHistory = (wallet: Wallet, f: HistoryFilters, signal?: AbortSignal) =>
  api.page<WalletHistoryItem[], PageMeta>(`${wallet}/history`, {
    query: { from: f.from, to: f.to, page: f.page, per_page: REPORT_PER_PAGE },
    signal,
  });

export const walletHistoryQuery = (wallet: Wallet, f: HistoryFilters) =>
  queryOptions({
    queryKey: [wallet, 'history', f],
    queryFn: ({ signal }) => getWalletHistory(wallet, f, signal),
    placeholderData: keepPreviousData,
  });

export const useWalletHistory = (wallet: Wallet, f: HistoryFilters) =>
  useQuery(walletHistoryQuery(wallet, f));
