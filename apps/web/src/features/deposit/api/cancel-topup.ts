import type { DepositTopup } from '@konter/core/contracts/deposit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { topupKey } from './get-topup';

/** POST /api/v1/deposit/topup/{code}/cancel: only while the request is pending. */
export const cancelTopup = (code: string) =>
  api.post<DepositTopup>(`deposit/topup/${encodeURIComponent(code)}/cancel`);

export function useCancelTopup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelTopup,
    // "can no longer be cancelled" (409: it was just paid or expired) is shown by the screen.
    meta: { ownErrors: ['conflict'] },
    onSuccess: (topup) => {
      qc.setQueryData(topupKey(topup.code), topup);
      void qc.invalidateQueries({ queryKey: ['deposit', 'topups'] });
    },
  });
}
