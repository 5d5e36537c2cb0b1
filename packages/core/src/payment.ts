// Payment methods as stable API codes (`provider:channel`), their display metadata, and the gateway
// fee of spec calls §9.1 (guide protocols.md "Fee formulas"), computed exactly in integers.
import { z } from 'zod';
import type { Locale } from './validation/locale.js';

/** Banks of our own unique-code transfer and of provider A's virtual accounts. */
export const BANK_CHANNELS = ['bca', 'bri', 'bni', 'mandiri', 'permata'] as const;
export type BankChannel = (typeof BANK_CHANNELS)[number];

/** Provider A (Xendit). */
export const XENDIT_CHANNELS = ['dana', 'ovo', 'linkaja', 'shopeepay', 'qris', ...BANK_CHANNELS] as const;
export type XenditChannel = (typeof XENDIT_CHANNELS)[number];

/** Provider B (Midtrans Snap); its `bank_transfer` is Snap's virtual-account payment type. */
export const MIDTRANS_CHANNELS = [
  'creditcard',
  'gopay',
  'shopeepay',
  'qris',
  'alfamart',
  'indomaret',
  'kredivo',
  'dana',
  'bank_transfer',
] as const;
export type MidtransChannel = (typeof MIDTRANS_CHANNELS)[number];

/** `bank_transfer` is our own transfer with a unique 3-digit code (no gateway, matched on bank mutations). */
export const PAYMENT_PROVIDERS = ['bank_transfer', 'xendit', 'midtrans'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_CHANNELS = {
  bank_transfer: BANK_CHANNELS,
  xendit: XENDIT_CHANNELS,
  midtrans: MIDTRANS_CHANNELS,
} as const satisfies Record<PaymentProvider, readonly string[]>;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[PaymentProvider][number];

export type PaymentMethodCode =
  | `bank_transfer:${BankChannel}`
  | `xendit:${XenditChannel}`
  | `midtrans:${MidtransChannel}`;

/** Every method code, provider by provider in the order above. These strings are API values: never rename. */
export const PAYMENT_METHOD_CODES = PAYMENT_PROVIDERS.flatMap((provider) =>
  PAYMENT_CHANNELS[provider].map((channel) => `${provider}:${channel}`),
) as readonly PaymentMethodCode[] as readonly [PaymentMethodCode, ...PaymentMethodCode[]];

/** A method code in a request; a missing one is 'required', any other value 'oneOf'. */
export const paymentMethodCode = z.enum(PAYMENT_METHOD_CODES, {
  error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'oneOf'),
});

export const isPaymentMethodCode = (v: unknown): v is PaymentMethodCode =>
  (PAYMENT_METHOD_CODES as readonly unknown[]).includes(v);

export type ParsedPaymentMethod =
  | { provider: 'bank_transfer'; channel: BankChannel }
  | { provider: 'xendit'; channel: XenditChannel }
  | { provider: 'midtrans'; channel: MidtransChannel };

/** `'xendit:dana' → {provider: 'xendit', channel: 'dana'}`; null for anything that is not a method code. */
export function parsePaymentMethod(code: unknown): ParsedPaymentMethod | null {
  if (!isPaymentMethodCode(code)) return null;
  const colon = code.indexOf(':');
  return { provider: code.slice(0, colon), channel: code.slice(colon + 1) } as ParsedPaymentMethod;
}

// ---- display metadata ----

/** Display groups, in the order the top-up screen lists them. */
export const PAYMENT_GROUPS = [
  'bank_transfer',
  'virtual_account',
  'ewallet',
  'qris',
  'retail',
  'card',
  'paylater',
] as const;
export type PaymentGroup = (typeof PAYMENT_GROUPS)[number];

type Labels = Readonly<Record<Locale, string>>;
const l = (id: string, en: string, zh: string): Labels => ({ id, en, zh });
const same = (name: string): Labels => l(name, name, name);

export const PAYMENT_GROUP_LABELS: Readonly<Record<PaymentGroup, Labels>> = {
  bank_transfer: l('Transfer Bank', 'Bank transfer', '银行转账'),
  virtual_account: l('Virtual Account', 'Virtual account', '虚拟账户'),
  ewallet: l('E-Wallet', 'E-wallet', '电子钱包'),
  qris: same('QRIS'),
  retail: l('Gerai Retail', 'Retail outlet', '便利店'),
  card: l('Kartu Kredit', 'Credit card', '信用卡'),
  paylater: l('Paylater', 'Pay later', '先买后付'),
};

/** The banks' display names (the same in every language). */
export const BANK_NAMES: Readonly<Record<BankChannel, string>> = {
  bca: 'BCA',
  bri: 'BRI',
  bni: 'BNI',
  mandiri: 'Mandiri',
  permata: 'Permata',
};

/** Brand names of the gateway channels that are not banks. */
const CHANNEL_LABELS: Readonly<Record<Exclude<PaymentChannel, BankChannel>, Labels>> = {
  dana: same('DANA'),
  ovo: same('OVO'),
  linkaja: same('LinkAja'),
  shopeepay: same('ShopeePay'),
  qris: same('QRIS'),
  creditcard: l('Kartu Kredit', 'Credit card', '信用卡'),
  gopay: same('GoPay'),
  alfamart: same('Alfamart'),
  indomaret: same('Indomaret'),
  kredivo: same('Kredivo'),
  bank_transfer: l('Virtual Account Bank', 'Bank virtual account', '银行虚拟账户'),
};

const CHANNEL_GROUPS: Readonly<Record<Exclude<PaymentChannel, BankChannel>, PaymentGroup>> = {
  dana: 'ewallet',
  ovo: 'ewallet',
  linkaja: 'ewallet',
  shopeepay: 'ewallet',
  gopay: 'ewallet',
  qris: 'qris',
  creditcard: 'card',
  alfamart: 'retail',
  indomaret: 'retail',
  kredivo: 'paylater',
  bank_transfer: 'virtual_account',
};

export interface PaymentMethodInfo {
  readonly code: PaymentMethodCode;
  readonly provider: PaymentProvider;
  readonly channel: PaymentChannel;
  readonly group: PaymentGroup;
  /** The name shown for the method on its own (in a list, a receipt, a history row). */
  readonly name: Labels;
}

const isBank = (channel: string): channel is BankChannel => Object.hasOwn(BANK_NAMES, channel);

function methodInfo(code: PaymentMethodCode): PaymentMethodInfo {
  const { provider, channel } = parsePaymentMethod(code)!;
  if (isBank(channel)) {
    const bank = BANK_NAMES[channel];
    return provider === 'bank_transfer'
      ? {
          code,
          provider,
          channel,
          group: 'bank_transfer',
          name: l(`Transfer ${bank}`, `${bank} transfer`, `${bank} 转账`),
        }
      : {
          code,
          provider,
          channel,
          group: 'virtual_account',
          name: l(`${bank} Virtual Account`, `${bank} virtual account`, `${bank} 虚拟账户`),
        };
  }
  return { code, provider, channel, group: CHANNEL_GROUPS[channel], name: CHANNEL_LABELS[channel] };
}

export const PAYMENT_METHOD_INFO: Readonly<Record<PaymentMethodCode, PaymentMethodInfo>> = Object.fromEntries(
  PAYMENT_METHOD_CODES.map((code) => [code, methodInfo(code)]),
) as Record<PaymentMethodCode, PaymentMethodInfo>;

export const paymentMethodInfo = (code: PaymentMethodCode): PaymentMethodInfo => PAYMENT_METHOD_INFO[code];

// ---- fees (spec calls §9.1) ----

/**
 * One channel's fee terms. Rates are in basis points (1.5% = 150, 1.67% = 167) so the formula runs
 * in integers: a float rate cannot say 1.67% exactly, and a misrounded fraction near 0.45 changes the fee.
 */
export interface FeeRule {
  readonly rateBp: number;
  /** Rupiah added to the amount before the gross-up. */
  readonly flat: number;
  /** VAT on the fee, in basis points (provider A: 1100 = 11%), or 0. */
  readonly vatBp: number;
}

/** Provider A adds 11% VAT to the fee of every channel except qris and shopeepay. */
export const XENDIT_VAT_BP = 1100;

const rule = (rateBp: number, flat: number, vatBp = 0): FeeRule => ({ rateBp, flat, vatBp });
const xenditBank = rule(0, 4000, XENDIT_VAT_BP);
const xenditDana = rule(150, 0, XENDIT_VAT_BP);

export const XENDIT_FEES: Readonly<Record<XenditChannel, FeeRule>> = {
  dana: xenditDana,
  ovo: xenditDana, // treated as dana
  linkaja: xenditDana, // treated as dana
  shopeepay: rule(200, 0),
  qris: rule(70, 0),
  bca: xenditBank,
  bri: xenditBank,
  bni: xenditBank,
  mandiri: xenditBank,
  permata: xenditBank,
};

const midtransQris = rule(70, 0);
/** Provider B's shopeepay at its own rate, used when the `shopeepayOwnRate` flag is set. */
export const MIDTRANS_SHOPEEPAY_OWN_RATE: FeeRule = rule(200, 0);

export const MIDTRANS_FEES: Readonly<Record<MidtransChannel, FeeRule>> = {
  creditcard: rule(290, 2200),
  gopay: rule(200, 0),
  shopeepay: midtransQris, // treated as qris unless the flag is set
  qris: midtransQris,
  alfamart: rule(0, 5000), // counter
  indomaret: rule(0, 5000), // counter
  kredivo: rule(200, 0),
  dana: rule(167, 0),
  bank_transfer: rule(0, 4480),
};

export interface FeeRuleOptions {
  /** Provider B's flag: shopeepay at its own 2% instead of as qris. */
  readonly shopeepayOwnRate?: boolean;
}

/** The gateway's fee terms for a method; null for our own bank transfer, which has no gateway fee. */
export function feeRule(method: PaymentMethodCode, options: FeeRuleOptions = {}): FeeRule | null {
  const parsed = parsePaymentMethod(method);
  if (parsed === null) throw new RangeError(`feeRule: unknown payment method '${String(method)}'`);
  switch (parsed.provider) {
    case 'bank_transfer':
      return null;
    case 'xendit':
      return XENDIT_FEES[parsed.channel];
    case 'midtrans':
      return parsed.channel === 'shopeepay' && options.shopeepayOwnRate
        ? MIDTRANS_SHOPEEPAY_OWN_RATE
        : MIDTRANS_FEES[parsed.channel];
  }
}

function checkRupiah(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative rupiah amount: ${value}`);
  }
  return BigInt(value);
}

const BP = 10_000n;

/**
 * The exact, unrounded fee as the fraction num/den: ((amount + flat) / (1 − rate) − amount) × (1 + VAT),
 * which is (flat + amount × rate) / (1 − rate) × (1 + VAT) with every rate over 10,000.
 */
export function exactFee(amount: number, terms: FeeRule): { num: bigint; den: bigint } {
  const a = checkRupiah('amount', amount);
  const flat = checkRupiah('flat', terms.flat);
  const rate = checkRupiah('rateBp', terms.rateBp);
  const vat = checkRupiah('vatBp', terms.vatBp);
  if (rate >= BP) throw new RangeError(`rateBp must be below 10000: ${terms.rateBp}`);
  return { num: (flat * BP + a * rate) * (BP + vat), den: (BP - rate) * BP };
}

/**
 * The spec's one rounding of a fee (calls §9.1), applied once at the very end: a fractional part
 * below 0.45 rounds down, 0.45 and above rounds up. Decided on the exact fraction: rem/den < 9/20.
 */
export function roundFee(num: bigint, den: bigint): number {
  if (den <= 0n || num < 0n) throw new RangeError('roundFee: needs num ≥ 0 and den > 0');
  const whole = num / den;
  const rem = num % den;
  return Number(20n * rem < 9n * den ? whole : whole + 1n);
}

/** The rounded gateway fee for an amount: 0 for our own bank transfer. */
export function gatewayFee(method: PaymentMethodCode, amount: number, options: FeeRuleOptions = {}): number {
  const terms = feeRule(method, options);
  if (terms === null) {
    checkRupiah('amount', amount);
    return 0;
  }
  const { num, den } = exactFee(amount, terms);
  return roundFee(num, den);
}

export const PAYMENT_PURPOSES = ['deposit', 'payment'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export interface PaymentFeeInput extends FeeRuleOptions {
  readonly method: PaymentMethodCode;
  /** Whole rupiah: the top-up nominal, or the price being paid. */
  readonly amount: number;
  /**
   * The spec words the result per purpose (a deposit gives amount + fee, otherwise "the fee alone");
   * both are the same numbers, so the result always carries the fee and the total, whatever the purpose.
   */
  readonly purpose: PaymentPurpose;
  /** The `pay_external_payment_fee` setting: false makes the merchant bear the gateway fee. Default true. */
  readonly customerPaysFee?: boolean;
  /**
   * Our own service fee, whole rupiah (spec §9.1: a bank-transfer deposit's service fee depends on the
   * method; the server passes the configured one). Added to the fee as it is, never grossed up, and paid
   * by the customer whatever `customerPaysFee` says (that setting is about the external fee). Default 0.
   */
  readonly serviceFee?: number;
}

export interface PaymentFee {
  /** What the customer pays on top of the amount: the gateway fee (when the customer pays it) + service fee. */
  readonly fee: number;
  /** amount + fee: what the customer pays in all. */
  readonly total: number;
  /** The gateway's fee by the formula, whoever bears it (0 for our own bank transfer). */
  readonly gatewayFee: number;
  readonly serviceFee: number;
  /** The gateway fee the merchant bears (customerPaysFee false), else 0. */
  readonly merchantFee: number;
}

/**
 * The fee and total for paying `amount` by `method`. Example (protocols.md): xendit:dana, 100,000 →
 * 1,522.84 × 1.11 = 1,690.35 → fee 1,690, total 101,690.
 */
export function paymentFee(input: PaymentFeeInput): PaymentFee {
  const byGateway = gatewayFee(input.method, input.amount, input);
  const serviceFee = Number(checkRupiah('serviceFee', input.serviceFee ?? 0));
  const customerPays = input.customerPaysFee ?? true;
  const fee = (customerPays ? byGateway : 0) + serviceFee;
  return {
    fee,
    total: input.amount + fee,
    gatewayFee: byGateway,
    serviceFee,
    merchantFee: customerPays ? 0 : byGateway,
  };
}
