import type { passwordUpdateRequest } from '@konter/core/contracts/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /api/v1/account/password {old_password, password, password_confirmation} */
export const updatePassword = (body: z.output<typeof passwordUpdateRequest>) =>
  api.post<{ updated: true }>('account/password', body);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
