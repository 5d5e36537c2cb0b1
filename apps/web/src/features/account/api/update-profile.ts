import type { Account, profileUpdateRequest } from '@konter/core/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { setAccount } from '../../../lib/auth';

/** POST /api/v1/account/profile {name, email, hp} */
export const updateProfile = (body: z.output<typeof profileUpdateRequest>) =>
  api.post<Account>('account/profile', body);

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (a) => setAccount(qc, a) });
}
