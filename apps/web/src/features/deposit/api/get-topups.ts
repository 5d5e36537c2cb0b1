import type { DepositTopup, DepositTopupListQuery, pageMeta } from '@konter/core/contracts/deposit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PageMeta = z.infer<typeof pageMeta>;

export interface TopupPage {
  data: DepositTopup[];
  meta: PageMeta;
}

export type TopupFilters = Pick<DepositTopupListQuery, 'status' | 'from' | 'to' | 'page'>;

export const REPORT_PER_PAGE = 20;

/** GET /api/v1/deposit/topup: the user's top-up requests, newest first. */
export const getTopups = (f: TopupFilters, signal?: AbortSignal) =>
  api.page<DepositTopup[], PageMeta>('deposit/topup', {
    query: { status: f.status, from: f.from, to: f.to, page: f.page, per_page: REPORT_PER_PAGE },
    signal,
  });

export const topupsQuery = (f: TopupFilters) =>
  queryOptions({
    queryKey: ['deposit', 'topups', f],
    queryFn: ({ signal }) => getTopups(f, signal),
    placeholderData: keepPreviousData,
  });

export const useTopups = (f: TopupFilters) => useQuery(topupsQuery(f));
