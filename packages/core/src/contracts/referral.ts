import { z } from 'zod';
import { email } from './auth.js';

// Referral contracts (spec §3 "Referral", calls §7.2 referral/code, referral/send-email; issue 14 §4).

export const REFERRAL_CODE_MIN = 4;
export const REFERRAL_CODE_MAX = 20;
/** Invitations by e-mail one user may send per day. */
export const REFERRAL_EMAILS_PER_DAY = 10;

/** GET /api/v1/referral/code → data. */
export const referral = z.object({
  referral_code: z.string(),
  referral_url: z.string(),
  url_click_count: z.number().int(),
  registration_count: z.number().int(),
});
export type Referral = z.infer<typeof referral>;
export const referralResponse = z.object({ data: referral });

/** POST /api/v1/referral/code: one's own new code — letters and digits, 4–20. */
export const referralCodeRequest = z.object({
  referral_code: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .min(REFERRAL_CODE_MIN, { message: `min:${REFERRAL_CODE_MIN}` })
    .max(REFERRAL_CODE_MAX, { message: `max:${REFERRAL_CODE_MAX}` })
    .regex(/^[A-Za-z0-9]+$/, { message: 'alpha_num' }),
});
export type ReferralCodeRequest = z.infer<typeof referralCodeRequest>;

/** GET /api/v1/referral/check?code= → data.valid (the register form's live check). */
export const referralCheckQuery = z.object({ code: z.string().trim().max(64).default('') });
export const referralCheckResponse = z.object({ data: z.object({ valid: z.boolean() }) });
export type ReferralCheck = z.infer<typeof referralCheckResponse>['data'];

/** POST /api/v1/referral/send-email {email}: an invitation with one's referral link. */
export const referralEmailRequest = z.object({ email });
export type ReferralEmailRequest = z.infer<typeof referralEmailRequest>;
export const referralEmailResponse = z.object({ data: z.object({ sent: z.literal(true) }) });
