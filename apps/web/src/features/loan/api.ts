import type {
  AgentDebtListQuery,
  AgentDebtPayment,
  AgentDebtRequest,
  AgentLoanView,
  agentDebtPayResponse,
  DownlineLoan,
  LoanDueGroup,
} from '@konter/core/contracts/loan';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { accountKey } from '../../lib/auth';
import { useRealtimeEvent } from '../../lib/realtime';

export type { AgentDebtPayment, AgentLoanView, DownlineLoan, LoanDueGroup };
export type LoanRepayment = z.infer<typeof agentDebtPayResponse>['data'];

export interface PageMeta {
  current_page: number;
  last_page: number;
  total: number;
}
export const PER_PAGE = 20;

// Everything under 'agent-debt': a repayment, an approval or a purchase paid with the loan changes it.
const loanKey = ['agent-debt'] as const;

/**
 * The user's loan, their repayments and (master) the downlines' loans follow the `deposit.updated`
 * realtime event, as the deposit card does (lib/realtime): an approval and a repayment publish it.
 */
export function useLoanRealtime() {
  const qc = useQueryClient();
  useRealtimeEvent('deposit.updated', () => void qc.invalidateQueries({ queryKey: loanKey }));
  useRealtimeEvent('transaction.updated', () => void qc.invalidateQueries({ queryKey: loanKey }));
}

/** GET /api/v1/agent-debt: the user's open loan, else their latest one, or null. */
export const useAgentDebt = (enabled = true) =>
  useQuery({
    queryKey: [...loanKey, 'mine'],
    queryFn: ({ signal }) => api.get<AgentLoanView | null>('agent-debt', { signal }),
    enabled,
  });

/** GET /api/v1/agent-debt/payments: the user's repayments, newest first. */
export const useLoanPayments = (page: number, enabled = true) =>
  useQuery({
    queryKey: [...loanKey, 'payments', page],
    queryFn: ({ signal }) =>
      api.page<AgentDebtPayment[], PageMeta>('agent-debt/payments', {
        query: { page, per_page: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

function useLoanMutation<In, Out>(fn: (input: In) => Promise<Out>, ownErrors: string[] = []) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { ownErrors },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: loanKey });
      void qc.invalidateQueries({ queryKey: accountKey });
    },
  });
}

/** POST /api/v1/agent-debt/request. */
export const useRequestLoan = () =>
  useLoanMutation(
    (body: AgentDebtRequest) => api.post<AgentLoanView>('agent-debt/request', body),
    ['loan_request_exists', 'loan_disabled', 'loan_agents_only'],
  );

/** POST /api/v1/agent-debt/request/cancel. */
export const useCancelLoanRequest = () =>
  useLoanMutation(() => api.post<AgentLoanView>('agent-debt/request/cancel'));

/** POST /api/v1/agent-debt/pay: repay from the deposit with the PIN. */
export const useRepayLoan = () =>
  useLoanMutation(
    (body: { amount: number; pin: string }) => api.post<LoanRepayment>('agent-debt/pay', body),
    ['pin_locked', 'account_inactive'],
  );

/** GET /api/v1/agent-center/list-agent-debt: the loans of a master's direct downlines. */
export const useDownlineLoans = (
  f: Pick<AgentDebtListQuery, 'status' | 'due_group' | 'search' | 'page'>,
  enabled: boolean,
) =>
  useQuery({
    queryKey: [...loanKey, 'downlines', f],
    queryFn: ({ signal }) =>
      api.page<DownlineLoan[], PageMeta & { counts: Record<LoanDueGroup, number> }>(
        'agent-center/list-agent-debt',
        {
          query: {
            status: f.status,
            due_group: f.due_group,
            search: f.search || undefined,
            page: f.page,
            per_page: PER_PAGE,
          },
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
