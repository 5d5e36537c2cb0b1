import type { ResetPasswordRequest } from '@konter/core/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/v1/auth/reset-password */
export const resetPassword = (body: ResetPasswordRequest) =>
  api.post<{ reset: true }>('auth/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
