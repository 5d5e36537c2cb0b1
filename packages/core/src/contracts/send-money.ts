import { z } from 'zod';

// Send money (issue 13 §2): the permission request, its status, and the paid account-name check.

export const SEND_MONEY_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SendMoneyRequestStatus = (typeof SEND_MONEY_REQUEST_STATUSES)[number];

/** The name check's fee when the operator set none (admin CLI `send-money-fee`); spec: amount not shown. */
export const DEFAULT_NAME_CHECK_FEE = 500;

/** After this long the page says "The name check is taking longer than expected" (spec §8 "Other"). */
export const NAME_CHECK_SLOW_MS = 10_000;

/** The member's latest request (the spec's catalogue list "send-money verification"). */
export const sendMoneyRequestView = z.object({
  status: z.enum(SEND_MONEY_REQUEST_STATUSES),
  created_at: z.string(),
  reason: z.string().optional(),
});
export type SendMoneyRequestView = z.infer<typeof sendMoneyRequestView>;

/** GET prabayar/sendMoney/status: may the caller send money, and their latest request. */
export const sendMoneyStatus = z.object({
  allowed: z.boolean(),
  /** E-mail or phone verified as the operator's verification switches require (needed to request). */
  verified: z.boolean(),
  request: sendMoneyRequestView.nullable(),
});
export type SendMoneyStatus = z.infer<typeof sendMoneyStatus>;
export const sendMoneyStatusResponse = z.object({ data: sendMoneyStatus });

/** POST prabayar/sendMoney/request answers the new pending request. */
export const sendMoneyRequestResponse = z.object({ data: sendMoneyRequestView });

/** POST prabayar/sendMoney/check-name: the prepaid send-money product (its bank or e-wallet) and the account. */
export const sendMoneyCheckNameRequest = z.object({
  product_code: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(64, { message: 'max:64' }),
  destination: z.string({ message: 'required' }).trim().max(64, { message: 'max:64' }),
});
export type SendMoneyCheckNameRequest = z.infer<typeof sendMoneyCheckNameRequest>;

/**
 * The recipient's name. `fee` is what this check cost (0 when answered from today's earlier check
 * of the same account); the page does not show it (spec), the deposit history does.
 */
export const sendMoneyCheckName = z.object({
  name: z.string(),
  fee: z.number(),
  destination: z.string(),
  brand: z.string(),
  checked_at: z.string(),
});
export type SendMoneyCheckName = z.infer<typeof sendMoneyCheckName>;
export const sendMoneyCheckNameResponse = z.object({ data: sendMoneyCheckName });
