import type {
  LedgerCheckRun,
  LedgerCheckState,
  MoneyReport,
  SalesGroup,
  SalesReport,
} from '@konter/core/contracts/console-reports';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from '../../lib/api-client';

/** A report's Jakarta date range as the page keeps it in its URL (both bounds, inclusive). */
export interface ReportRange {
  from?: string;
  to?: string;
}

const reportsKey = ['console', 'reports'] as const;

/** GET console/reports/sales (finance): purchases of the range grouped by day, product, operator or agent. */
export const salesReportQuery = (range: ReportRange, groupBy: SalesGroup) =>
  queryOptions({
    queryKey: [...reportsKey, 'sales', range, groupBy] as const,
    queryFn: ({ signal }) =>
      api.get<SalesReport>('console/reports/sales', { query: { ...range, group_by: groupBy }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useSalesReport = (range: ReportRange, groupBy: SalesGroup) =>
  useQuery(salesReportQuery(range, groupBy));

/** GET console/reports/money (finance): deposits in and withdrawals out by channel. */
export const moneyReportQuery = (range: ReportRange) =>
  queryOptions({
    queryKey: [...reportsKey, 'money', range] as const,
    queryFn: ({ signal }) => api.get<MoneyReport>('console/reports/money', { query: { ...range }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useMoneyReport = (range: ReportRange) => useQuery(moneyReportQuery(range));

/** The .xlsx of a report (a plain link: a GET carries the staff cookie). */
export const salesExportUrl = (range: ReportRange, groupBy: SalesGroup) =>
  buildUrl('console/reports/sales/export', { ...range, group_by: groupBy });
export const moneyExportUrl = (range: ReportRange) => buildUrl('console/reports/money/export', { ...range });

const ledgerKey = [...reportsKey, 'ledger-check'] as const;

/** GET console/reports/ledger-check: the last run of the ledger check, and whether one runs now. */
export const useLedgerCheck = () =>
  useQuery({
    queryKey: ledgerKey,
    queryFn: ({ signal }) => api.get<LedgerCheckState>('console/reports/ledger-check', { signal }),
  });

/** POST console/reports/ledger-check: runs it (or joins the run under way); its result becomes the last. */
export function useRunLedgerCheck() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<LedgerCheckRun>('console/reports/ledger-check', {}),
    onSuccess: (run) => qc.setQueryData<LedgerCheckState>(ledgerKey, { last: run, running: false }),
    onSettled: () => void qc.invalidateQueries({ queryKey: ledgerKey }),
  });
}
