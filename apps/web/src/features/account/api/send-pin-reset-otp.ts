import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/v1/account/pin/reset/send-otp {channel} */
export const sendPinResetOtp = (channel: 'email' | 'whatsapp') =>
  api.post<{ expires_in: number }>('account/pin/reset/send-otp', { channel });

export const useSendPinResetOtp = () =>
  useMutation({ mutationFn: sendPinResetOtp, meta: { ownErrors: ['otp_send_failed'] } });
