import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/v1/account/phone/send-code → a WhatsApp code; 3 attempts a day (spec §5). */
export const sendPhoneCode = () =>
  api.post<{ expires_in: number; remaining_attempts: number }>('account/phone/send-code');

export const useSendPhoneCode = () =>
  useMutation({
    mutationFn: sendPhoneCode,
    meta: { ownErrors: ['phone_verification_limit', 'otp_send_failed'] },
  });
