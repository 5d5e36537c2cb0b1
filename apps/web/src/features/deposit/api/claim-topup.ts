import type { DepositTopup, DepositTopupClaimRequest } from '@konter/core/contracts/deposit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { topupKey } from './get-topup';

/** POST /api/v1/deposit/topup/{code}/claim: "I transferred but it has not arrived", with proof. */
export const claimTopup = ({ code, ...body }: DepositTopupClaimRequest & { code: string }) =>
  api.post<DepositTopup>(`deposit/topup/${encodeURIComponent(code)}/claim`, body);

export function useClaimTopup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: claimTopup,
    // Shown in the claim form: "cannot be confirmed" and too many open requests (409), the daily
    // number of proofs and the per-minute limit (429).
    meta: {
      ownErrors: [
        'conflict',
        'topup_not_claimable',
        'too_many_open_topups',
        'claim_proofs_daily_limit',
        'too_many_attempts',
      ],
    },
    onSuccess: (topup) => {
      qc.setQueryData(topupKey(topup.code), topup);
      void qc.invalidateQueries({ queryKey: ['deposit', 'topups'] });
    },
  });
}
