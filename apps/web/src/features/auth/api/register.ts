import type { Account } from '@konter/core/contracts/account';
import type { RegisterRequest } from '@konter/core/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setAccount } from '../../../lib/auth';

/** POST /api/v1/auth/register → 201 account (the first device is trusted, the user is logged in). */
export const register = (body: RegisterRequest) => api.post<Account>('auth/register', body);

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (account) => setAccount(qc, account) });
}
