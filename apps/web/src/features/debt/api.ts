import type {
  BillDebtSource,
  CollectDebtRequest,
  DebtDepositStatus,
  DebtHistoryKind,
  DebtSource,
  DebtSourceView,
  DeclareDebtRequest,
  DownlineDebt,
  DueGroupCounts,
  PayDebtRequest,
  RecordDebtRequest,
} from '@konter/core/contracts/debt';
import type { LoanDueGroup } from '@konter/core/contracts/loan';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { accountKey } from '../../lib/auth';

export type { DebtSourceView, DownlineDebt, DueGroupCounts };

export interface DebtPageMeta {
  current_page: number;
  last_page: number;
  total: number;
}
export type OpenDebtMeta = DebtPageMeta & { counts: DueGroupCounts; sum: number };
export const DEBT_PER_PAGE = 20;

// Everything under 'debt': a payment, declaration or collection refreshes both sides' lists.
const debtKey = ['debt'] as const;

/** GET /api/v1/debt: the caller's own debts to the upline, open first. */
export const useMyDebts = (enabled = true) =>
  useQuery({
    queryKey: [...debtKey, 'mine'],
    queryFn: ({ signal }) =>
      api.page<DownlineDebt[], DebtPageMeta>('debt', { query: { per_page: 100 }, signal }),
    enabled,
  });

/** GET agent-center/list-bill-debt and list-deposit-debt: the master's open debts. */
export const useOpenDebts = (
  f: {
    source: BillDebtSource | 'transfer_deposit';
    due_group?: LoanDueGroup;
    deposit_status?: DebtDepositStatus;
    page: number;
  },
  enabled = true,
) =>
  useQuery({
    queryKey: [...debtKey, 'open', f],
    queryFn: ({ signal }) =>
      api.page<DownlineDebt[], OpenDebtMeta>(
        f.source === 'transfer_deposit' ? 'agent-center/list-deposit-debt' : 'agent-center/list-bill-debt',
        {
          query: {
            source: f.source === 'transfer_deposit' ? undefined : f.source,
            due_group: f.due_group,
            deposit_status: f.deposit_status,
            page: f.page,
            per_page: DEBT_PER_PAGE,
          },
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET agent-center/debt-history/{kind} (the master's records) or account/debt-history/{kind} (own). */
export const useDebtHistory = (
  f: { side: 'upline' | 'downline'; kind: DebtHistoryKind; from?: string; to?: string; page: number },
  enabled = true,
) =>
  useQuery({
    queryKey: [...debtKey, 'history', f],
    queryFn: ({ signal }) =>
      api.page<DownlineDebt[], DebtPageMeta>(
        `${f.side === 'upline' ? 'agent-center' : 'account'}/debt-history/${f.kind}`,
        { query: { from: f.from, to: f.to, page: f.page, per_page: DEBT_PER_PAGE }, signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET agent-center/debt/source: the transaction or transfer the form records a debt on. */
export const useDebtSource = (source: DebtSource, refId: string | null) =>
  useQuery({
    queryKey: [...debtKey, 'source', source, refId],
    queryFn: ({ signal }) =>
      api.get<DebtSourceView>('agent-center/debt/source', { query: { source, ref_id: refId }, signal }),
    enabled: !!refId,
  });

/** GET agent-center/debt/transfers: the master's recent transfers to direct downlines. */
export const useDebtTransfers = (page: number, enabled = true) =>
  useQuery({
    queryKey: [...debtKey, 'transfers', page],
    queryFn: ({ signal }) =>
      api.page<DebtSourceView[], DebtPageMeta>('agent-center/debt/transfers', {
        query: { page, per_page: DEBT_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

function useDebtMutation<V, R>(fn: (v: V) => Promise<R>, alsoAccount = false) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: debtKey });
      void qc.invalidateQueries({ queryKey: ['agent-center'] });
      if (alsoAccount) {
        void qc.invalidateQueries({ queryKey: accountKey });
        void qc.invalidateQueries({ queryKey: ['deposit', 'history'] });
      }
    },
  });
}

/** POST agent-center/debt. */
export const useRecordDebt = () =>
  useDebtMutation((body: RecordDebtRequest) => api.post<DownlineDebt>('agent-center/debt', body));

/** POST agent-center/debt/{id}/collect: cash received. */
export const useCollectDebt = () =>
  useDebtMutation(({ id, ...body }: CollectDebtRequest & { id: number }) =>
    api.post<DownlineDebt>(`agent-center/debt/${id}/collect`, body),
  );

/** POST debt/{id}/pay: from the deposit, with the PIN. */
export const usePayDebt = () =>
  useDebtMutation(
    ({ id, ...body }: PayDebtRequest & { id: number }) =>
      api.post<{ code: string; amount: number; deposit_after: number; debt: DownlineDebt }>(
        `debt/${id}/pay`,
        body,
      ),
    true,
  );

/** POST debt/{id}/declare: cash handed over. */
export const useDeclareDebt = () =>
  useDebtMutation(({ id, ...body }: DeclareDebtRequest & { id: number }) =>
    api.post<DownlineDebt>(`debt/${id}/declare`, body),
  );
