import {
  AGENT_CENTER_REFRESH_MS,
  type AgentCenterDashboard,
  type CashbackCredit,
  type CashbackKind,
  type Downline,
  type DownlineCashback,
  type DownlineTransaction,
} from '@konter/core/contracts/agent-center';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client';

export type {
  AgentCenterDashboard,
  CashbackCredit,
  CashbackKind,
  Downline,
  DownlineCashback,
  DownlineTransaction,
};

export interface PageMeta {
  current_page: number;
  last_page: number;
  total: number;
}
export const PER_PAGE = 20;

export interface RangeFilters {
  from?: string;
  to?: string;
  page: number;
}

// Everything under 'agent-center': a transaction or wallet event may refresh it all at once.

/** GET /api/v1/agent-center: the dashboard, refreshed every 15 s while open (spec §9.2). */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['agent-center', 'dashboard'],
    queryFn: ({ signal }) => api.get<AgentCenterDashboard>('agent-center', { signal }),
    refetchInterval: AGENT_CENTER_REFRESH_MS,
  });
export const useAgentCenterDashboard = (enabled: boolean) => useQuery({ ...dashboardQuery(), enabled });

/** GET /api/v1/agent-center/list-agent: the caller's downlines. */
export const useDownlines = (f: { search?: string; page: number }, enabled: boolean) =>
  useQuery({
    queryKey: ['agent-center', 'downlines', f],
    queryFn: ({ signal }) =>
      api.page<Downline[], PageMeta>('agent-center/list-agent', {
        query: { search: f.search || undefined, page: f.page, per_page: PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: AGENT_CENTER_REFRESH_MS,
    enabled,
  });

/** GET /api/v1/agent-center/list-cashback: the upline cashback per downline transaction. */
export const useDownlineCashback = (f: RangeFilters & { type: CashbackKind }, enabled: boolean) =>
  useQuery({
    queryKey: ['agent-center', 'cashback', f],
    queryFn: ({ signal }) =>
      api.page<DownlineCashback[], PageMeta>('agent-center/list-cashback', {
        query: { type: f.type, from: f.from, to: f.to, page: f.page, per_page: PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: AGENT_CENTER_REFRESH_MS,
    enabled,
  });

/** POST /api/v1/agent-center/cashback-history {from, to}: the cashback wallet's credits and their sum. */
export const useCashbackHistory = (f: RangeFilters, enabled: boolean) =>
  useQuery({
    queryKey: ['agent-center', 'cashback-history', f],
    queryFn: async ({ signal }) => {
      const r = await request<CashbackCredit[]>('POST', 'agent-center/cashback-history', {
        body: { from: f.from, to: f.to, page: f.page, per_page: PER_PAGE },
        signal,
      });
      return { data: r.data, meta: r.meta as PageMeta & { sum: number } };
    },
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/v1/agent-center/transaksi-agen: the downlines' transactions. */
export const useDownlineTransactions = (f: RangeFilters & { search?: string }, enabled: boolean) =>
  useQuery({
    queryKey: ['agent-center', 'transactions', f],
    queryFn: ({ signal }) =>
      api.page<DownlineTransaction[], PageMeta>('agent-center/transaksi-agen', {
        query: { search: f.search || undefined, from: f.from, to: f.to, page: f.page, per_page: PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: AGENT_CENTER_REFRESH_MS,
    enabled,
  });
