import type { ForgotPasswordRequest } from '@konter/core/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/v1/auth/forgot-password → always {sent: true} (no account enumeration). */
export const forgotPassword = (body: ForgotPasswordRequest) =>
  api.post<{ sent: true }>('auth/forgot-password', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
