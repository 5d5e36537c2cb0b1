import type { SendMoneyRequestView, SendMoneyStatus } from '@konter/core/contracts/send-money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sendMoneyStatusKey = ['send-money', 'status'] as const;

/** GET /api/v1/prabayar/sendMoney/status: may the member send money, and their latest request. */
export const getSendMoneyStatus = (signal?: AbortSignal) =>
  api.get<SendMoneyStatus>('prabayar/sendMoney/status', { signal });

export function useSendMoneyStatus() {
  return useQuery({ queryKey: sendMoneyStatusKey, queryFn: ({ signal }) => getSendMoneyStatus(signal) });
}

/** POST /api/v1/prabayar/sendMoney/request: asks an administrator for the permission. */
export const requestSendMoney = () => api.post<SendMoneyRequestView>('prabayar/sendMoney/request', {});

export function useRequestSendMoney() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestSendMoney,
    // The page explains these itself (a link to verification, the pending state).
    meta: {
      ownErrors: ['send_money_verify_first', 'send_money_request_pending', 'send_money_already_allowed'],
    },
    onSettled: () => qc.invalidateQueries({ queryKey: sendMoneyStatusKey }),
  });
}
