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
    // "cannot be confirmed" (409) is shown in the claim form.
    meta: { ownErrors: ['conflict'] },
    onSuccess: (topup) => {
      qc.setQueryData(topupKey(topup.code), topup);
      void qc.invalidateQueries({ queryKey: ['deposit', 'topups'] });
    },
  });
}
