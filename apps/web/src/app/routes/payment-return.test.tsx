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
  const fetch = mockFetch((url, init) => {
    if (url.endsWith('/account')) return { body: { data: fakeAccount() } };
    if (order && init.method === 'POST' && url.endsWith(`/payment/orders/${order.order_id}/retry`))
      return {
        body: {
          data: {
            ...order,
            order_id: 'DEP20261124999',
            status: 'pending',
            payment_url: 'https://pay.example/new',
          },
        },
      };
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

  test('"try again" opens a new payment of the same thing; the recheck countdown runs once per order', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, reload: vi.fn() });
    sessionStorage.setItem('konter.payment-rechecked.DEP20261124003', '1');
    const { calls } = await setup('/midtrans/error?order_id=DEP20261124003', {
      order_id: 'DEP20261124003',
      kind: 'deposit',
      status: 'failed',
      amount: 50_000,
    });
    expect(await screen.findByText('Pembayaran gagal')).toBeTruthy();
    expect(screen.getByText(/Tidak ada dana yang terpotong/)).toBeTruthy();
    // Checked once already in this tab: no second countdown.
    expect(screen.queryByText(/Memeriksa ulang/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/new'));
    expect(calls.filter((c) => c.url.endsWith('/payment/orders/DEP20261124003/retry'))).toHaveLength(1);
  });

  test('without an order id nothing is claimed: pending', async () => {
    await setup('/midtrans/error', null);
    expect(await screen.findByText('Pembayaran tertunda')).toBeTruthy();
  });
});
