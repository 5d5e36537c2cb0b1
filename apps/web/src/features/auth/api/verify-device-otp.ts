import type { Account } from '@konter/core/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setAccount } from '../../../lib/auth';

/** POST /api/v1/auth/device/verify {otp} → the account: this device is now trusted. */
export const verifyDeviceOtp = (otp: string) => api.post<Account>('auth/device/verify', { otp });

export function useVerifyDeviceOtp() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: verifyDeviceOtp, onSuccess: (account) => setAccount(qc, account) });
}
