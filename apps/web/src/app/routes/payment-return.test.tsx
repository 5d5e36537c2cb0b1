import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeAccount } from '../../test/fixtures';
import { mockFetch, renderWithApp } from '../../test/render';
import PaymentReturnPage from './payment-return';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Order = { order_id: string; kind: 'deposit' | 'purchase'; status: string; amount: number };

async function setup(route: string, order: Order | null) {
  const fetch = mockFetch((url) => {
    if (url.endsWith('/account')) return { body: { data: fakeAccount() } };
    if (order && url.includes(`/payment/orders/${order.order_id}`))
      return { body: { data: { payment_url: null, ...order } } };
    return { status: 404, body: { message: 'not found', code: 'not_found' } };
  });
  const view = await renderWithApp(<PaymentReturnPage />, { route });
  return { ...fetch, ...view };
}

describe('PaymentReturnPage', () => {
  test('Xendit’s return with our order id: the state comes from our server, with the top-up snackbar', async () => {
    const { calls, router } = await setup('/midtrans/finish?order_id=DEP20261124001', {
      order_id: 'DEP20261124001',
      kind: 'deposit',
      status: 'paid',
      amount: 50_000,
    });
    expect(await screen.findByText('Pembayaran diterima')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/payment/orders/DEP20261124001'))).toBe(true);
    // The top-up result snackbar links to the transaction report (laporan::transaksi).
    expect(await screen.findByText('Isi saldo berhasil.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lihat laporan' }));
    expect(router.state.location.pathname).toBe('/account/laporan/transaksi');
  });

  test('an expired Xendit top-up shows the failed page with its reload countdown', async () => {
    await setup('/midtrans/error?order_id=DEP20261124002', {
      order_id: 'DEP20261124002',
      kind: 'deposit',
      status: 'expired',
      amount: 50_000,
    });
    expect(await screen.findByText('Pembayaran gagal')).toBeTruthy();
    expect(screen.getByTestId('payment-return').getAttribute('data-status')).toBe('expired');
    expect(screen.getByText('Memeriksa ulang dalam 10 detik…')).toBeTruthy();
    expect(await screen.findByText('Memeriksa ulang dalam 9 detik…', {}, { timeout: 2000 })).toBeTruthy();
    // No top-up snackbar for a failed payment (the page says it).
    expect(screen.queryByText('Isi saldo berhasil.')).toBeNull();
  });

  test('without an order id nothing is claimed: pending', async () => {
    await setup('/midtrans/error', null);
    expect(await screen.findByText('Pembayaran tertunda')).toBeTruthy();
  });
});
