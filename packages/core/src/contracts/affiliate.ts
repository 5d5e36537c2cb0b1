import { z } from 'zod';
import { registerRequest } from './auth.js';

// Affiliate (white-label) programme contracts (issue 14 §5; spec entity "Affiliate": referral code
// with expiry, identity attachment, bank name, account holder name, account number, commission).

/** The identity document: a JPG or PNG of at most 8 MB. */
export const AFFILIATE_ID_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const AFFILIATE_ID_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** Spec constants: the code is valid one year from verification; payouts start at Rp100,000. */
export const AFFILIATE_CODE_VALID_DAYS = 365;
export const AFFILIATE_MIN_PAYOUT = 100_000;
export const AFFILIATE_DEFAULT_PERCENT = 10;

const required = (s: z.ZodString) => s.trim().min(1, { message: 'required' });

/** The bank fields of an application (multipart fields beside `id_image`). */
export const affiliateBankFields = z.object({
  bank_name: required(z.string({ message: 'required' })).pipe(
    z
      .string()
      .max(60, { message: 'max:60' })
      .regex(/^[\p{L}\p{N}\s.&()-]+$/u, { message: 'alpha_num_spaces' }),
  ),
  account_holder: required(z.string({ message: 'required' })).pipe(
    z
      .string()
      .max(100, { message: 'max:100' })
      .regex(/^[\p{L}\s.'-]+$/u, { message: 'alpha_spaces' }),
  ),
  account_number: required(z.string({ message: 'required' }))
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, { message: 'numeric' })
        .min(5, { message: 'min:5' })
        .max(20, { message: 'max:20' }),
    ),
});
export type AffiliateBankFields = z.infer<typeof affiliateBankFields>;

/** POST /api/v1/affiliate/apply (member, multipart): id_image + the bank fields. */
export const affiliateApplyFields = affiliateBankFields;

/**
 * POST /api/v1/affiliate/register (public, multipart): the register form's fields (the same rules
 * as POST auth/register) + id_image + the bank fields.
 */
export const affiliateRegisterFields = registerRequest.and(affiliateBankFields);
export type AffiliateRegisterFields = z.infer<typeof affiliateRegisterFields>;

export const affiliateStatus = z.enum(['not_registered', 'waiting', 'verified', 'rejected']);
export type AffiliateStatus = z.infer<typeof affiliateStatus>;

/** GET /api/v1/affiliate → data. */
export const affiliate = z.object({
  status: affiliateStatus,
  rejected_reason: z.string().nullable(),
  bank: z
    .object({ bank_name: z.string(), account_holder: z.string(), account_number: z.string() })
    .nullable(),
  referral_code: z.string().nullable(),
  referral_url: z.string().nullable(),
  code_expires_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  commission_percent: z.number(),
  min_payout: z.number().int(),
});
export type Affiliate = z.infer<typeof affiliate>;
export const affiliateResponse = z.object({ data: affiliate });

/** GET /api/v1/affiliate/program (public): what the registration page says about the rule. */
export const affiliateProgramResponse = z.object({
  data: z.object({
    commission_percent: z.number(),
    min_payout: z.number().int(),
    code_valid_days: z.number().int(),
    max_image_mb: z.number(),
  }),
});

export const affiliateMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'date' })
  .refine((m) => m >= '2000-01' && m <= '2100-12', { message: 'date' });

/** GET /api/v1/affiliate/commission?month=YYYY-MM (default: the current Jakarta month). */
export const affiliateCommissionQuery = z.object({ month: affiliateMonth.optional() });

export const affiliateCommissionRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  hp: z.string(),
  purchases: z.number().int(),
  margin: z.number().int(),
  commission: z.number().int(),
});
export type AffiliateCommissionRow = z.infer<typeof affiliateCommissionRow>;

export const affiliateCommission = z.object({
  month: z.string(),
  commission_percent: z.number(),
  rows: z.array(affiliateCommissionRow),
  totals: z.object({
    referred_users: z.number().int(),
    purchases: z.number().int(),
    margin: z.number().int(),
    commission: z.number().int(),
  }),
});
export type AffiliateCommission = z.infer<typeof affiliateCommission>;
export const affiliateCommissionResponse = z.object({ data: affiliateCommission });

export const affiliatePayoutStatus = z.enum([
  'awaiting_payment',
  'in_process',
  'paid',
  'disbursed',
  'unpaid_below_minimum',
]);
export type AffiliatePayoutStatus = z.infer<typeof affiliatePayoutStatus>;

export const affiliatePayout = z.object({
  id: z.number().int(),
  month: z.string(),
  commission: z.number().int(),
  carried_in: z.number().int(),
  amount: z.number().int(),
  status: affiliatePayoutStatus,
  /** The month this below-minimum amount was carried into, once it was. */
  carried_into: z.string().nullable(),
  method: z.enum(['deposit', 'bank']).nullable(),
  reference: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type AffiliatePayout = z.infer<typeof affiliatePayout>;
export const affiliatePayoutsResponse = z.object({
  data: z.object({ payouts: z.array(affiliatePayout), min_payout: z.number().int() }),
});
