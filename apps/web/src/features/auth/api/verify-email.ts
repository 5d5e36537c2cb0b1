import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/auth';

/** POST /api/v1/auth/verify-email {token} */
export const verifyEmail = (token: string) => api.post<{ verified: true }>('auth/verify-email', { token });

export function useVerifyEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    meta: { silent: true }, // the screen shows the outcome itself
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKey }),
  });
}
