// Deposit rules (spec §3 Deposit top-up, §5 amounts, calls §9.2 and §9.3): the nominal's minimum and
// step, the DEP code, the 21:30 Asia/Jakarta cut-off, the unique 3-digit transfer code, top-up states.
import { isFactorOfThousand } from './money.js';
import { type PaymentMethodCode, parsePaymentMethod } from './payment.js';
import type { Locale } from './validation/locale.js';

/** The `min_topup` setting's default (calls §9.2). */
export const MIN_TOPUP_DEFAULT = 10_000;
/** Amounts are multiples of 1000 (spec §5). */
export const AMOUNT_STEP = 1000;
/** A bound of ours, not the spec's: one amount of at most a billion rupiah keeps every sum a safe integer. */
export const AMOUNT_MAX = 1_000_000_000;

/**
 * The first rule a top-up nominal breaks, as a validation rule key for formatRule (e.g.
 * 'min_value:10000' → "Nominal minimal 10.000"), or null when it is fine. `minTopup` is the
 * `min_topup` setting.
 */
export function topupNominalRule(nominal: unknown, minTopup: number = MIN_TOPUP_DEFAULT): string | null {
  if (typeof nominal !== 'number' || !Number.isSafeInteger(nominal)) return 'integer';
  if (nominal < minTopup) return `min_value:${minTopup}`;
  if (!isFactorOfThousand(nominal)) return 'factor_of_thousands';
  if (nominal > AMOUNT_MAX) return `max_value:${AMOUNT_MAX}`;
  return null;
}

// ---- deposit code ----

export const DEPOSIT_CODE_PREFIX = 'DEP';
/** `DEP` plus digits (calls §9.2). */
export const DEPOSIT_CODE_PATTERN = /^DEP\d{1,30}$/;

export const isDepositCode = (v: unknown): v is string =>
  typeof v === 'string' && DEPOSIT_CODE_PATTERN.test(v);

/** `depositCode(20250101000123) → 'DEP20250101000123'`; the caller chooses unique digits (e.g. from a sequence). */
export function depositCode(digits: string | number | bigint): string {
  const text = typeof digits === 'number' && !Number.isSafeInteger(digits) ? '' : String(digits);
  const code = `${DEPOSIT_CODE_PREFIX}${text}`;
  if (!isDepositCode(code)) throw new RangeError(`depositCode: not 1–30 digits: ${String(digits)}`);
  return code;
}

// ---- cut-off ----

/** Bank-transfer requests are accepted until 21:30 Asia/Jakarta; later ones are credited the next day. */
export const DEPOSIT_CUTOFF = '21:30';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
/** Asia/Jakarta is UTC+7 all year (no daylight saving). */
const JAKARTA_OFFSET = 7 * 60 * MINUTE;
const CUTOFF = (21 * 60 + 30) * MINUTE;

function jakartaTime(at: Date): number {
  const t = at.getTime();
  if (!Number.isFinite(t)) throw new RangeError('deposit cut-off: invalid date');
  return t + JAKARTA_OFFSET;
}

const timeOfDay = (local: number) => ((local % DAY) + DAY) % DAY;

/**
 * True when `at` is past 21:30:00 Jakarta time (until midnight): such a request is credited the next
 * day. 21:30:00.000 itself is still accepted ("requests accepted until 21:30").
 */
export function isAfterDepositCutoff(at: Date = new Date()): boolean {
  return timeOfDay(jakartaTime(at)) > CUTOFF;
}

/** The Jakarta date (YYYY-MM-DD) a bank-transfer request made at `at` is credited on. */
export function depositCreditDate(at: Date = new Date()): string {
  const local = jakartaTime(at);
  const day = (local - timeOfDay(local)) / DAY + (timeOfDay(local) > CUTOFF ? 1 : 0);
  return new Date(day * DAY).toISOString().slice(0, 10);
}

// ---- unique transfer code ----

/** The unique suffix added to a bank-transfer total so a mutation matches one open request. */
export const UNIQUE_CODE_MIN = 1;
export const UNIQUE_CODE_MAX = 999;

export const isUniqueCode = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= UNIQUE_CODE_MIN && (v as number) <= UNIQUE_CODE_MAX;

/**
 * A random code in 1..999 that is not in `taken`, or null when all are taken. The caller passes the
 * codes of the open requests whose total would collide (same nominal and fee), so the total stays
 * unique among open requests; a unique index on the open totals settles races.
 */
export function pickUniqueCode(taken: Iterable<number>, random: () => number = Math.random): number | null {
  const used = new Set(taken);
  const free: number[] = [];
  for (let code = UNIQUE_CODE_MIN; code <= UNIQUE_CODE_MAX; code++) if (!used.has(code)) free.push(code);
  if (free.length === 0) return null;
  const index = Math.min(free.length - 1, Math.max(0, Math.floor(random() * free.length)));
  return free[index]!;
}

/** What the customer transfers or pays: nominal + fee (+ the unique code for our own bank transfer). */
export function topupTotal(parts: { nominal: number; fee: number; uniqueCode?: number | null }): number {
  return parts.nominal + parts.fee + (parts.uniqueCode ?? 0);
}

// ---- top-up states ----

/**
 * pending: waiting for the transfer or payment, until expires_at; claimed: the user claimed a transfer
 * that was not matched, waiting for an admin; success: credited; failed: the gateway failed it or the
 * claim was rejected; expired: not paid in time; canceled: by the user while pending.
 */
export const DEPOSIT_TOPUP_STATUSES = [
  'pending',
  'claimed',
  'success',
  'failed',
  'expired',
  'canceled',
] as const;
export type DepositTopupStatus = (typeof DEPOSIT_TOPUP_STATUSES)[number];

export const DEPOSIT_CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DepositClaimStatus = (typeof DEPOSIT_CLAIM_STATUSES)[number];

/** Only an open request can be cancelled. */
export const canCancelTopup = (status: DepositTopupStatus): boolean => status === 'pending';

/**
 * A manual claim (with proof) is for our own bank transfer only (gateways confirm by webhook), while
 * the request is open or after it expired unmatched (a late or wrong-amount transfer).
 */
export const canClaimTopup = (topup: { status: DepositTopupStatus; method: PaymentMethodCode }): boolean =>
  parsePaymentMethod(topup.method)?.provider === 'bank_transfer' &&
  (topup.status === 'pending' || topup.status === 'expired');

/** A claim's transfer proof: a JPG or PNG image of at most this many bytes (sent as a data URL). */
export const PROOF_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

// ---- wallet history ----

/**
 * What a deposit or cashback history row was, as a stable key (the web labels it; the labels below
 * are the default texts). Derived from the ledger movement's kind, hold phase and direction.
 */
export const WALLET_HISTORY_KINDS = [
  'deposit_topup',
  'transfer_in',
  'transfer_out',
  'purchase',
  'name_check',
  'refund',
  'cashback',
  'cashback_redeem',
  'loan_repayment',
  'debt_paid',
  'debt_received',
  'affiliate_commission',
  'shop_order',
  'shop_payment',
  'shipment',
  'shipment_adjustment',
  'adjustment',
] as const;
export type WalletHistoryKind = (typeof WALLET_HISTORY_KINDS)[number];

export const WALLET_HISTORY_LABELS: Readonly<Record<WalletHistoryKind, Readonly<Record<Locale, string>>>> = {
  deposit_topup: { id: 'Isi deposit', en: 'Deposit top-up', zh: '充值' },
  transfer_in: { id: 'Transfer deposit masuk', en: 'Deposit transfer received', zh: '收到余额转账' },
  transfer_out: { id: 'Transfer deposit keluar', en: 'Deposit transfer sent', zh: '余额转出' },
  purchase: { id: 'Pembelian', en: 'Purchase', zh: '购买' },
  name_check: { id: 'Biaya cek nama rekening', en: 'Account-name check fee', zh: '账户名查询费' },
  refund: { id: 'Pengembalian dana', en: 'Refund', zh: '退款' },
  cashback: { id: 'Cashback masuk', en: 'Cashback received', zh: '返现到账' },
  cashback_redeem: {
    id: 'Tukar cashback ke deposit',
    en: 'Cashback redeemed to deposit',
    zh: '返现兑换为余额',
  },
  loan_repayment: { id: 'Bayar pinjaman agen', en: 'Agent loan repayment', zh: '偿还代理借款' },
  debt_paid: { id: 'Bayar utang ke upline', en: 'Debt paid to your upline', zh: '向上级还款' },
  debt_received: { id: 'Setoran utang downline', en: 'Debt payment from a downline', zh: '下级还款到账' },
  affiliate_commission: { id: 'Komisi afiliasi', en: 'Affiliate commission', zh: '推广佣金' },
  shop_order: { id: 'Belanja di toko', en: 'Shop order', zh: '商城订单' },
  shop_payment: { id: 'Pembayaran pesanan toko', en: 'Shop order payment', zh: '商城订单付款' },
  shipment: { id: 'Kirim paket', en: 'Parcel shipment', zh: '寄件' },
  shipment_adjustment: {
    id: 'Penyesuaian ongkir kurir',
    en: 'Courier price adjustment',
    zh: '运费调整',
  },
  adjustment: { id: 'Penyesuaian saldo', en: 'Balance adjustment', zh: '余额调整' },
};
