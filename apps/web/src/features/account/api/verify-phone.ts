import type { Account } from '@konter/core/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setAccount } from '../../../lib/auth';

/** POST /api/v1/account/phone/verify {otp} */
export const verifyPhone = (otp: string) => api.post<Account>('account/phone/verify', { otp });

export function useVerifyPhone() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: verifyPhone, onSuccess: (a) => setAccount(qc, a) });
}
