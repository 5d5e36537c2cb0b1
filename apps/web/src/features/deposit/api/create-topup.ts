import type { DepositTopup, DepositTopupRequest } from '@konter/core/contracts/deposit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { topupKey } from './get-topup';

/** POST /api/v1/deposit/topup: a top-up request with its code, total (and unique code) and expiry. */
export const createTopup = (body: DepositTopupRequest) => api.post<DepositTopup>('deposit/topup', body);

export function useCreateTopup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createTopup,
    // Too many open requests (409) and no free unique code (503 busy) are explained in the dialog.
    meta: { ownErrors: ['conflict', 'busy'] },
    onSuccess: (topup) => {
      qc.setQueryData(topupKey(topup.code), topup);
      void qc.invalidateQueries({ queryKey: ['deposit', 'topups'] });
    },
  });
}
