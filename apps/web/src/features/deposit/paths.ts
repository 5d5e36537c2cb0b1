import { safeReturnPath } from './return-path';

/**
 * The wallet screens' paths (spec §2 Payment and Account/laporan), named routes in comments. The
 * deposit confirmation screen has no URL in the spec; it lives under the top-up it belongs to.
 */
export const depositPaths = {
  /** payment::deposit:topup, optional `from`: where to return after the top-up. */
  topup: (from?: string | null) => {
    const back = safeReturnPath(from);
    return back ? `/payment/deposit/topup?from=${encodeURIComponent(back)}` : '/payment/deposit/topup';
  },
  /** payment::deposit:confirmation: one top-up request, its payment instructions and live status. */
  confirmation: (code: string, from?: string | null) => {
    const back = safeReturnPath(from);
    const base = `/payment/deposit/topup/${encodeURIComponent(code)}`;
    return back ? `${base}?from=${encodeURIComponent(back)}` : base;
  },
  /** payment::deposit:transfer */
  transfer: '/payment/deposit/transfer',
  /** payment::cashback:redeem */
  cashbackRedeem: '/payment/cashback-redeem',
  /** laporan::deposit */
  depositReport: '/account/laporan/deposit',
  /** laporan::cashback-balance */
  cashbackReport: '/account/laporan/cashback-balance',
  /** laporan::transfer-deposit: deposit transfers sent and received. */
  transferReport: '/account/laporan/transfer-deposit',
  /** account::utang: the agent-debt page (a later issue builds it). */
  debt: '/account/utang',
} as const;

/** Route ids of the spec's named routes. */
export const depositRouteNames = {
  topup: 'payment::deposit:topup',
  confirmation: 'payment::deposit:confirmation',
  transfer: 'payment::deposit:transfer',
  cashbackRedeem: 'payment::cashback:redeem',
  depositReport: 'laporan::deposit',
  cashbackReport: 'laporan::cashback-balance',
  transferReport: 'laporan::transfer-deposit',
} as const;
