// The simulator's hosted invoice page, in the shared payment-page shell (../shared/payment-page.ts).
import {
  choicePage,
  finalPage,
  notFoundPage as missingPage,
  type PaymentPage,
  type PaymentPageTheme,
} from '../shared/payment-page.js';
import { INVOICE_CHANNELS } from './channels.js';
import type { SimInvoice } from './xendit.simulator.js';

const THEME: PaymentPageTheme = {
  name: 'xendit',
  background: '#f4f6fb',
  text: '#111827',
  accent: '#1f4cff',
  brandFont: 'font-weight:800',
};

const STATUS_TEXT: Record<string, string> = {
  PAID: 'Pembayaran berhasil',
  SETTLED: 'Pembayaran berhasil',
  EXPIRED: 'Tagihan kedaluwarsa',
};

const jakarta = (at: number) =>
  new Date(at).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta', dateStyle: 'medium', timeStyle: 'short' });

export function invoicePage(
  inv: SimInvoice,
  merchantName: string,
  action: string,
  returnUrl?: string,
): string {
  const page: PaymentPage = {
    theme: THEME,
    amount: inv.amount,
    details: [
      ['Merchant', merchantName],
      ['Tagihan', inv.externalId],
      ['Keterangan', inv.description],
      ['Bayar sebelum', `${jakarta(inv.expiryDate)} WIB`],
    ],
  };
  if (inv.status !== 'PENDING') {
    return finalPage(page, STATUS_TEXT[inv.status] ?? inv.status, { merchantName, returnUrl });
  }
  return choicePage(page, `Tagihan ${inv.externalId}`, {
    action,
    field: 'channel',
    options: inv.channels.map((c) => [c, INVOICE_CHANNELS[c]?.label ?? c]),
    ...(inv.failedAttempts ? { notice: 'Pembayaran sebelumnya gagal. Tagihan masih bisa dibayar.' } : {}),
  });
}

export function notFoundPage(): string {
  return missingPage(THEME, 'Tagihan tidak ditemukan');
}
