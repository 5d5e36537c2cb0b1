import type { otpChannel } from '@konter/core/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type OtpChannel = z.infer<typeof otpChannel>;

/** POST /api/v1/auth/device/otp {channel} → {expires_in} seconds */
export const sendDeviceOtp = (channel: OtpChannel) =>
  api.post<{ expires_in: number }>('auth/device/otp', { channel });

export const useSendDeviceOtp = () =>
  useMutation({ mutationFn: sendDeviceOtp, meta: { ownErrors: ['otp_send_failed'] } });
