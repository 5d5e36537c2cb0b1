import type { CashbackRedeemRequest, cashbackRedeemResponse } from '@konter/core/contracts/deposit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/auth';

export type CashbackRedeem = z.infer<typeof cashbackRedeemResponse>['data'];

/** POST /api/v1/cashback/redeem: cashback into the deposit (spec §3 Cashback redeem). */
export const redeemCashback = ({
  idempotencyKey,
  ...body
}: CashbackRedeemRequest & { idempotencyKey: string }) =>
  api.post<CashbackRedeem>('cashback/redeem', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useRedeemCashback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: redeemCashback,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: accountKey });
      void qc.invalidateQueries({ queryKey: ['deposit', 'history'] });
      void qc.invalidateQueries({ queryKey: ['cashback', 'history'] });
    },
  });
}
