import type { Account } from '@konter/core/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setAccount } from '../../../lib/auth';

/** POST /api/v1/account/profile/confirm {otp}: the code from the new address applies the change. */
export const confirmContactChange = (otp: string) => api.post<Account>('account/profile/confirm', { otp });

export function useConfirmContactChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: confirmContactChange,
    onSuccess: (a) => setAccount(qc, a),
    // The step itself says that the change has to be saved again.
    meta: { ownErrors: ['contact_change_not_pending'] },
  });
}
