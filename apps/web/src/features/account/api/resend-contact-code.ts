import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/v1/account/profile/resend → a new code to the new address of the waiting change. */
export const resendContactCode = () => api.post<{ expires_in: number }>('account/profile/resend');

export const useResendContactCode = () =>
  useMutation({
    mutationFn: resendContactCode,
    meta: { ownErrors: ['contact_change_not_pending', 'contact_change_limit', 'otp_send_failed'] },
  });
