import type { PaymentFeeQuery } from '@konter/core/contracts/deposit';
import type { PaymentMethodCode } from '@konter/core/payment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PaymentFeeAnswer {
  fee: number;
  total: number;
}

/** GET /api/v1/payment/fee?method&amount&purpose: the fee the server will charge (calls §9.1). */
export const getPaymentFee = (q: PaymentFeeQuery, signal?: AbortSignal) =>
  api.get<PaymentFeeAnswer>('payment/fee', { query: q, signal });

export const paymentFeeQuery = (method: PaymentMethodCode, amount: number) =>
  queryOptions({
    queryKey: ['payment', 'fee', method, amount] as const,
    queryFn: ({ signal }) => getPaymentFee({ method, amount, purpose: 'deposit' }, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    // The screen shows its own estimate meanwhile; a failure is not worth a snackbar.
    meta: { silent: true },
  });

/** The server's fee for a chosen method and nominal (null until both are known). */
export function usePaymentFee(method: PaymentMethodCode | null, amount: number | null) {
  return useQuery({
    ...paymentFeeQuery(method ?? 'bank_transfer:bca', amount ?? 0),
    enabled: method !== null && amount !== null && amount > 0,
  });
}
