// The simulator's hosted Snap page, in the shared payment-page shell (../shared/payment-page.ts).
import {
  choicePage,
  finalPage,
  notFoundPage as missingPage,
  type PaymentPage,
  type PaymentPageTheme,
} from '../shared/payment-page.js';
import { wibTime } from '../shared/wib.js';
import { offeredMethods, SNAP_METHODS } from './methods.js';
import type { SnapTransaction } from './midtrans.simulator.js';

const THEME: PaymentPageTheme = {
  name: 'midtrans',
  background: '#eef2f7',
  text: '#1f2937',
  accent: '#0b3b7a',
  brandFont: 'font-weight:700;letter-spacing:.02em',
};

const STATUS_TEXT: Record<string, string> = {
  settlement: 'Pembayaran berhasil',
  capture: 'Pembayaran berhasil',
  deny: 'Pembayaran ditolak',
  cancel: 'Pembayaran dibatalkan',
  expire: 'Pembayaran kedaluwarsa',
  refund: 'Pembayaran dikembalikan',
};

export interface SnapPageView {
  t: SnapTransaction;
  merchantName: string;
  /** Form action base, e.g. `/_sim/midtrans/snap/v2/vtweb/<token>`. */
  action: string;
  now: number;
  /** Where "back to the merchant" leads once the payment is final. */
  returnUrl?: string;
}

export function snapPage({ t, merchantName, action, now, returnUrl }: SnapPageView): string {
  const core = t.core;
  const method = core ? SNAP_METHODS[core.method] : undefined;
  const page: PaymentPage = {
    theme: THEME,
    amount: t.grossAmount,
    details: [
      ['Merchant', merchantName],
      ['Order ID', t.orderId],
      [
        'Metode',
        method?.label ??
          offeredMethods(t.enabledPayments)
            .map((m) => SNAP_METHODS[m]!.label)
            .join(', '),
      ],
      ['Bayar sebelum', `${wibTime(core ? core.expiryTime : t.pageExpiresAt)} WIB`],
    ],
  };
  const final = core && core.status !== 'pending';
  if (final || (!core && now > t.pageExpiresAt)) {
    const text = final ? STATUS_TEXT[core.status]! : 'Halaman pembayaran kedaluwarsa';
    return finalPage(page, text, { merchantName, returnUrl });
  }
  const offered = core ? [core.method] : offeredMethods(t.enabledPayments);
  return choicePage(page, `Bayar ${t.orderId}`, {
    action,
    field: 'method',
    options: offered.map((m) => [m, SNAP_METHODS[m]!.label]),
  });
}

export function notFoundPage(): string {
  return missingPage(THEME, 'Transaksi tidak ditemukan');
}
