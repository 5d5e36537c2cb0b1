import { z } from 'zod';
import { isValidHp } from '../phone.js';

// Request contracts, one per operation; the server route and the web form share them.
// Messages are rule keys ('rule' or 'rule:arg,arg') that validation/localize.ts turns into the
// spec's localized texts ("{field} harus diisi", "Format {field} salah", ...).

export const PASSWORD_MIN = 8; // ADR 0003: the security guide's 8 over the help text's 6

const required = (s: z.ZodString) => s.trim().min(1, { message: 'required' });

export const password = z
  .string({ message: 'required' })
  .min(1, { message: 'required' })
  .min(PASSWORD_MIN, {
    message: `min:${PASSWORD_MIN}`,
  })
  .max(128, { message: 'max:128' });

/** Indonesian mobile number: 08…, 628… or +628… (spaces and dashes ignored), 10–13 digits as 08…. */
export const hp = required(z.string({ message: 'required' })).refine(isValidHp, { message: 'phone' });

export const email = required(z.string({ message: 'required' })).pipe(
  z.email({ message: 'email' }).max(254, { message: 'max:254' }),
);

export const registerRequest = z
  .object({
    name: required(z.string({ message: 'required' })).pipe(
      z
        .string()
        .max(100, { message: 'max:100' })
        .regex(/^[\p{L}\s.'-]+$/u, { message: 'alpha_spaces' }),
    ),
    email,
    hp,
    password,
    password_confirmation: z.string({ message: 'required' }).min(1, { message: 'required' }),
    referral_code: z
      .string()
      .trim()
      .max(32, { message: 'max:32' })
      .regex(/^[A-Za-z0-9_-]*$/, { message: 'alpha_dash' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'confirmed:password',
  });
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  login: required(z.string({ message: 'required' })).pipe(z.string().max(254, { message: 'max:254' })),
  password: z
    .string({ message: 'required' })
    .min(1, { message: 'required' })
    .max(128, { message: 'max:128' }),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z
  .object({
    token: z.string({ message: 'required' }).min(1, { message: 'required' }),
    password,
    password_confirmation: z.string({ message: 'required' }).min(1, { message: 'required' }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'confirmed:password',
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const otp = z.string({ message: 'required' }).regex(/^\d{6}$/, { message: 'digits:6' });
export const otpChannel = z.enum(['email', 'whatsapp'], { message: 'oneOf' });

export const deviceOtpSendRequest = z.object({ channel: otpChannel });
export const deviceOtpVerifyRequest = z.object({ otp });
export const verifyEmailRequest = z.object({
  token: z.string({ message: 'required' }).min(1, { message: 'required' }),
});
export const phoneVerifyRequest = z.object({ otp });

/** Where a waiting device's OTP can be sent, masked ("a***@mail.com", "0812****789"). */
export const maskedChannels = z.object({ email: z.string(), whatsapp: z.string() });

/** POST auth/login → 202 data, when the device must wait for approval. */
export const deviceChallengeResponse = z.object({
  device_id: z.string(),
  device_status: z.literal('pending'),
  channels: maskedChannels,
});
export type DeviceChallenge = z.infer<typeof deviceChallengeResponse>;

/** GET auth/device-status → data. */
export const deviceStatusResponse = z.object({
  device_id: z.string(),
  device_status: z.enum(['pending', 'trusted', 'rejected']),
  channels: maskedChannels,
});
export type DeviceStatus = z.infer<typeof deviceStatusResponse>;

/** GET config → data: what the web app needs to know about this installation. */
export const siteConfigResponse = z.object({
  sitename: z.string(),
  dev_outbox: z.boolean(),
  disable_register: z.boolean(),
  disable_user_login: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigResponse>;

// ---- answers of the auth routes (the `{ data }` envelope each route sends) ----

/** POST auth/login → 202 when the device must wait for approval. */
export const loginPendingResponse = z.object({ data: deviceChallengeResponse });

/** GET auth/device-status. */
export const deviceStatusDataResponse = z.object({ data: deviceStatusResponse });

/** A one-time code was sent (device OTP, PIN reset): how long it stays valid, in seconds. */
export const otpSentResponse = z.object({ data: z.object({ expires_in: z.number() }) });

/** POST auth/logout. */
export const logoutResponse = z.object({ data: z.null() });

/** POST auth/forgot-password and account/email/send-verification (the same answer for any address). */
export const mailSentResponse = z.object({ data: z.object({ sent: z.boolean() }) });

/** POST auth/reset-password. */
export const passwordResetResponse = z.object({ data: z.object({ reset: z.boolean() }) });

/** POST auth/verify-email. */
export const emailVerifiedResponse = z.object({ data: z.object({ verified: z.boolean() }) });

/** GET config. */
export const siteConfigDataResponse = z.object({ data: siteConfigResponse });
