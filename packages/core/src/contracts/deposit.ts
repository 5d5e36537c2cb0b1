import { z } from 'zod';
import {
  AMOUNT_MAX,
  AMOUNT_STEP,
  DEPOSIT_CLAIM_STATUSES,
  DEPOSIT_CODE_PATTERN,
  DEPOSIT_TOPUP_STATUSES,
  MIN_TOPUP_DEFAULT,
  PROOF_IMAGE_MAX_BYTES,
  WALLET_HISTORY_KINDS,
} from '../deposit.js';
import {
  PAYMENT_GROUPS,
  PAYMENT_METHOD_CODES,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  paymentMethodCode,
} from '../payment.js';
import { accountResponse } from './account.js';
import { hp } from './auth.js';

// Wallet contracts (spec §3 Deposit top-up, Deposit transfer, Cashback redeem; calls §9.2): the route
// schemas and the web forms' resolvers. Messages are rule keys that validation/localize.ts localizes.

/**
 * A rupiah amount in a JSON body: a whole number, at least `min`, a multiple of 1000 when `step`
 * (spec §5), at most AMOUNT_MAX. A missing amount is 'required' (localize reads zod's own message).
 */
const rupiah = (min: number, step: boolean) => {
  const n = z
    .number()
    .int({ message: 'integer' })
    .min(min, { message: `min_value:${min}` })
    .max(AMOUNT_MAX, { message: `max_value:${AMOUNT_MAX}` });
  return step ? n.multipleOf(AMOUNT_STEP, { message: 'factor_of_thousands' }) : n;
};

const depositCodeParam = z.string().regex(DEPOSIT_CODE_PATTERN, { message: 'regex' });
const note = z.string().trim().max(200, { message: 'max:200' }).optional();
/** Re-entered to confirm a transfer (spec §5: a transaction requires re-entering the password). */
const confirmPassword = z
  .string({ message: 'required' })
  .min(1, { message: 'required' })
  .max(128, { message: 'max:128' });

// ---- settings and fees ----

/** One payment method as the top-up screen lists it (names and groups: payment.ts). */
export const paymentOption = z.object({
  method: z.enum(PAYMENT_METHOD_CODES),
  provider: z.enum(PAYMENT_PROVIDERS),
  channel: z.string(),
  group: z.enum(PAYMENT_GROUPS),
  name: z.string(),
  /** Our own service fee for the method (spec §9.1), added to the gateway fee; 0 when none. */
  service_fee: z.number(),
  /** The account to transfer to, for our own bank transfer (also in each request); null for gateways. */
  account: z.object({ name: z.string(), account_number: z.string(), account_name: z.string() }).nullable(),
});
export type PaymentOption = z.infer<typeof paymentOption>;

/**
 * GET deposit/settings (spec §3 Deposit settings). The three lists partition the active methods:
 * banks (our own unique-code transfer), virtuals (gateway virtual accounts) and payment_methods
 * (e-wallets, QRIS, retail counters, card, pay later).
 */
export const depositSettingsResponse = z.object({
  data: z.object({
    /** The top-up screen's preset nominals. */
    nominals: z.array(z.number()),
    banks: z.array(paymentOption),
    virtuals: z.array(paymentOption),
    payment_methods: z.array(paymentOption),
    settings: z.object({
      currency: z.literal('IDR'),
      locale: z.literal('id-ID'),
      /** "Other nominal" input; its minimum is min_topup, shown as Rp {nominal}. */
      allow_custom_nominals: z.boolean(),
      allow_deposit_transfer: z.boolean(),
      /** true: the customer pays the gateway fee on top; false: the merchant bears it. */
      pay_external_payment_fee: z.boolean(),
      min_topup: z.number(),
      /** Provider B's flag (calls §9.1): shopeepay at its own 2% instead of as qris. */
      shopeepay_own_rate: z.boolean(),
    }),
  }),
});
export type DepositSettings = z.infer<typeof depositSettingsResponse>['data'];

/** GET payment/fee?method&amount&purpose: the fee shown before paying. */
export const paymentFeeQuery = z.object({
  method: paymentMethodCode,
  amount: z.coerce
    .number()
    .int({ message: 'integer' })
    .min(1, { message: 'min_value:1' })
    .max(AMOUNT_MAX, { message: `max_value:${AMOUNT_MAX}` }),
  purpose: z.enum(PAYMENT_PURPOSES, { message: 'oneOf' }).default('deposit'),
});
export type PaymentFeeQuery = z.infer<typeof paymentFeeQuery>;

/** fee: what the customer pays on top of the amount (0 when the merchant bears it); total = amount + fee. */
export const paymentFeeResponse = z.object({
  data: z.object({ fee: z.number(), total: z.number() }),
});

/** GET payment/orders/{orderId}: a gateway payment's state as our server knows it (the return pages). */
export const paymentOrderParams = z.object({ orderId: z.string().regex(/^(DEP|TRX)[A-Z0-9]{1,40}$/) });

export const paymentOrder = z.object({
  order_id: z.string(),
  kind: z.enum(['deposit', 'purchase']),
  /** paid | pending | expired | failed | canceled | … */
  status: z.string(),
  amount: z.number(),
  payment_url: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

export const paymentOrderResponse = z.object({ data: paymentOrder });

// ---- top-up ----

/**
 * POST deposit/topup with a given minimum: the web form builds it from settings.min_topup. The route
 * uses {@link depositTopupRequest} and the service checks the configured minimum (topupNominalRule).
 */
export const depositTopupRequestWith = (minTopup: number = MIN_TOPUP_DEFAULT) =>
  z.object({
    nominal: rupiah(minTopup, true),
    method: paymentMethodCode,
    /** The sender's account holder name, to help match a transfer (spec §3 "holder name", §5 punctuation). */
    holder_name: z
      .string()
      .trim()
      .max(100, { message: 'max:100' })
      .regex(/^[\p{L}\p{N}\s.,'-]*$/u, { message: 'regex' })
      .optional()
      .transform((v) => (v ? v : undefined)),
  });

/** POST deposit/topup as the route parses it: the smallest nominal the settings could allow (1000). */
export const depositTopupRequest = depositTopupRequestWith(AMOUNT_STEP);
export type DepositTopupRequest = z.infer<typeof depositTopupRequest>;

export const depositTopupParams = z.object({ code: depositCodeParam });

/** A base64 data URL's length for PROOF_IMAGE_MAX_BYTES of image, with room for its header. */
const PROOF_DATA_URL_MAX = Math.ceil(PROOF_IMAGE_MAX_BYTES / 3) * 4 + 64;

/** POST deposit/topup/{code}/claim: a transfer that was not matched, with proof for an admin to check. */
export const depositTopupClaimRequest = z.object({
  note,
  /**
   * The proof image itself as a data URL (`data:image/jpeg;base64,…` or png, at most 2 MB of image:
   * FileReader.readAsDataURL in the browser). The server checks the bytes, stores the file and
   * answers with its reference in `claim.proof_image`.
   */
  proof_image: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(PROOF_DATA_URL_MAX, { message: 'image' })
    .regex(/^data:image\/(?:jpeg|jpg|png);base64,[A-Za-z0-9+/=\s]+$/, { message: 'image' }),
});
export type DepositTopupClaimRequest = z.infer<typeof depositTopupClaimRequest>;

export const depositClaim = z.object({
  status: z.enum(DEPOSIT_CLAIM_STATUSES),
  note: z.string().nullable(),
  proof_image: z.string(),
  /** Why an admin rejected the claim. */
  reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});

/** The spec's Deposit top-up (§3) as its owner sees it. */
export const depositTopup = z.object({
  /** DEP plus digits. */
  code: z.string(),
  method: z.enum(PAYMENT_METHOD_CODES),
  nominal: z.number(),
  /** Gateway fee (when the customer pays it) plus our service fee. */
  fee: z.number(),
  /** The 3-digit suffix of our own bank transfer; null for gateways. */
  unique_code: z.number().nullable(),
  /** What to transfer or pay: nominal + fee + unique_code. */
  total: z.number(),
  status: z.enum(DEPOSIT_TOPUP_STATUSES),
  holder_name: z.string().nullable(),
  /** Pay before this time. */
  expires_at: z.string(),
  /** The gateway's payment page; null for our own bank transfer. */
  payment_url: z.string().nullable(),
  /** The account to transfer to (our own bank transfer only). */
  bank: z.object({ name: z.string(), account_number: z.string(), account_name: z.string() }).nullable(),
  /** The Jakarta date (YYYY-MM-DD) a bank transfer is credited on: the next day after the 21:30 cut-off. */
  credited_on: z.string().nullable(),
  claim: depositClaim.nullable(),
  created_at: z.string(),
  /**
   * When the transfer or payment arrived. A bank transfer paid after the 21:30 cut-off stays
   * `pending` with paid_at set until credited_on.
   */
  paid_at: z.string().nullable(),
  /** What reached the deposit: nominal + unique_code (the fee is not deposit); null until credited. */
  credited_amount: z.number().nullable(),
});
export type DepositTopup = z.infer<typeof depositTopup>;

/** POST deposit/topup, GET deposit/topup/{code}, POST …/cancel and …/claim. */
export const depositTopupResponse = z.object({ data: depositTopup });

/** GET deposit/topup: the owner's requests, newest first, with status, method and Jakarta-date filters. */
export const depositTopupListQuery = z.object({
  status: z.enum(DEPOSIT_TOPUP_STATUSES, { message: 'oneOf' }).optional(),
  method: paymentMethodCode.optional(),
  from: z.iso.date({ message: 'date' }).optional(),
  to: z.iso.date({ message: 'date' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type DepositTopupListQuery = z.infer<typeof depositTopupListQuery>;

export const pageMeta = z.object({ current_page: z.number(), last_page: z.number(), total: z.number() });

export const depositTopupListResponse = z.object({ data: z.array(depositTopup), meta: pageMeta });

// ---- transfer between members ----

/** POST deposit/transfer/check: the receiver's name, shown before the transfer is confirmed. */
export const depositTransferCheckRequest = z.object({ phone: hp });
export const depositTransferCheckResponse = z.object({
  data: z.object({ phone: z.string(), receiver_name: z.string() }),
});

/** POST deposit/transfer (spec §3 Deposit transfer). */
export const depositTransferRequest = z.object({
  phone: hp,
  amount: rupiah(AMOUNT_STEP, true),
  note,
  password: confirmPassword,
});
export type DepositTransferRequest = z.infer<typeof depositTransferRequest>;

export const depositTransferResponse = z.object({
  data: z.object({
    code: z.string(),
    amount: z.number(),
    phone: z.string(),
    receiver_name: z.string(),
    note: z.string().nullable(),
    created_at: z.string(),
  }),
});

// ---- cashback ----

/**
 * POST cashback/redeem: cashback into the deposit. Any whole rupiah from 1 up: cashback accrues in
 * odd amounts, and the multiple-of-1000 rule would strand the remainder.
 */
export const cashbackRedeemRequest = z.object({ amount: rupiah(1, false) });
export type CashbackRedeemRequest = z.infer<typeof cashbackRedeemRequest>;

/** Spec §3 Cashback redeem: the amount, cashback and deposit before and after. */
export const cashbackRedeemResponse = z.object({
  data: z.object({
    amount: z.number(),
    cashback_before: z.number(),
    cashback_after: z.number(),
    deposit_before: z.number(),
    deposit_after: z.number(),
    /** Our reference of the redemption (also the history rows' reference). */
    code: z.string(),
    created_at: z.string(),
  }),
});

// ---- wallet history ----

/** GET deposit/history and cashback/history: newest first, with Jakarta-date filters. */
export const walletHistoryQuery = z.object({
  from: z.iso.date({ message: 'date' }).optional(),
  to: z.iso.date({ message: 'date' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type WalletHistoryQuery = z.infer<typeof walletHistoryQuery>;

/** One movement of the wallet, with the balance before and after it (spec report "deposit"). */
export const walletHistoryItem = z.object({
  id: z.number(),
  date: z.string(),
  /** Label key: deposit.ts WALLET_HISTORY_LABELS has the default texts. */
  kind: z.enum(WALLET_HISTORY_KINDS),
  /** Always positive; `direction` says which way it went. */
  amount: z.number(),
  direction: z.enum(['credit', 'debit']),
  start_balance: z.number(),
  end_balance: z.number(),
  /** The DEP / transfer / redemption code or the purchase's ref_id. */
  reference: z.string().nullable(),
});
export type WalletHistoryItem = z.infer<typeof walletHistoryItem>;

export const walletHistoryResponse = z.object({ data: z.array(walletHistoryItem), meta: pageMeta });

/** The balances of the deposit card, as GET account returns them (one shape, not a second endpoint). */
export const accountBalances = accountResponse.pick({
  deposit: true,
  cashback_wallet: true,
  agent_debt: true,
});
export type AccountBalances = z.infer<typeof accountBalances>;
