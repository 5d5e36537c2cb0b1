import type { PromoProductView } from '@konter/core/contracts/catalog';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { SnackbarProvider } from '../../components/ui/snackbar';
import { accountKey } from '../../lib/auth';
import { createQueryClient } from '../../lib/query-client';
import { fakeAccount, fakeProduct, fakeTransaction } from '../../test/fixtures';
import { mockFetch, setCsrfMeta, setupI18n } from '../../test/render';
import PromotionPage from './promotion';

afterEach(cleanup);

const promo = (over: Partial<PromoProductView>): PromoProductView => ({
  ...fakeProduct({ promo: true }),
  type: 'pulsa',
  promo_stock: 50,
  sold_qty: 0,
  stock_left: 50,
  stock: 50,
  sold_out: false,
  ...over,
});
const tsel10 = promo({ sold_qty: 38, stock_left: 12, stock: 12 });
const ff140 = promo({
  code: 'ff140',
  name: 'Free Fire 140 Diamond',
  type: 'games',
  brand: 'FREE FIRE',
  brand_code: 'free-fire',
  nominal: null,
  price: 18_900,
  promo_stock: 20,
  sold_qty: 20,
  stock_left: 0,
  stock: 0,
  sold_out: true,
});

/** The promotion page, signed in; the server lists `products` (one more sold after a purchase). */
async function open(products: PromoProductView[], account = fakeAccount()) {
  let sold = 0;
  const fetch = mockFetch((url) => {
    if (url.includes('prabayar/promotion')) {
      const list = products.map((p, i) =>
        i === 0 ? { ...p, sold_qty: p.sold_qty + sold, stock_left: p.stock_left - sold } : p,
      );
      return { body: { data: { products: list } } };
    }
    if (url.includes('prabayar/transaction')) {
      sold++;
      return { status: 201, body: { data: fakeTransaction() } };
    }
    if (url.includes('/transaction/')) return { body: { data: fakeTransaction({ status: 'success' }) } };
    if (new URL(url).pathname.endsWith('/account')) return { body: { data: account } };
    return { body: { data: [] } };
  });
  await setupI18n('id');
  setCsrfMeta('test-token');
  const client = createQueryClient(() => {});
  client.setDefaultOptions({ queries: { retry: false } });
  client.setQueryData(accountKey, account);
  const router = createMemoryRouter([{ path: 'prabayar/promotion', Component: PromotionPage }], {
    initialEntries: ['/prabayar/promotion'],
  });
  render(
    <SnackbarProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SnackbarProvider>,
  );
  return { ...fetch, router };
}

const item = async (name: string) =>
  (await screen.findAllByTestId('promo-item')).find((b) => b.textContent?.includes(name))!;
const promotionCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.includes('prabayar/promotion')).length;

describe('the promotion page', () => {
  test('lists the promo items with their type, price and stock; a sold-out one is greyed and cannot be tapped', async () => {
    await open([tsel10, ff140]);
    expect(screen.getByRole('heading', { name: 'Promo' })).toBeTruthy();
    expect(screen.getByText(/hanya bisa dibayar dari saldo deposit atau cashback/)).toBeTruthy();
    const tsel = await item('Telkomsel 10.000');
    expect(tsel.textContent).toContain('Pulsa');
    expect(tsel.textContent).toContain('Rp 12.250');
    expect(within(tsel).getByTestId('promo-stock').textContent).toBe('Sisa 12 dari 50 · Terjual 38');
    expect((tsel as HTMLButtonElement).disabled).toBe(false);

    const ff = await item('Free Fire 140 Diamond');
    expect(ff.textContent).toContain('Top Up Game');
    expect(ff.textContent).toContain('Stok habis');
    expect(within(ff).getByTestId('promo-stock').textContent).toBe('Sisa 0 dari 20 · Terjual 20');
    expect((ff as HTMLButtonElement).disabled).toBe(true);
  });

  test('says so when there is no promo item', async () => {
    await open([]);
    expect(await screen.findByText('Belum ada promo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Beli pulsa' }).getAttribute('href')).toBe('/prabayar/pulsa');
  });

  test('asks for the destination by the type page rule, then confirms from a wallet only and shows the sale', async () => {
    const { calls, router } = await open([tsel10, ff140]);
    fireEvent.click(await item('Telkomsel 10.000'));
    const step = await screen.findByTestId('promo-destination');
    const number = within(step).getByLabelText('Nomor HP');
    fireEvent.change(number, { target: { value: '0812' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Lanjut' }));
    expect(await within(step).findByText('Nomor tidak valid.')).toBeTruthy();
    // Another operator's number does not fit the Telkomsel item.
    fireEvent.change(number, { target: { value: '081712345678' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Lanjut' }));
    expect(await within(step).findByText('Nomor tidak sesuai dengan produk.')).toBeTruthy();
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();

    fireEvent.change(number, { target: { value: '0812-3456-7890' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Lanjut' }));
    const sheet = await screen.findByTestId('confirm-sheet');
    expect(within(sheet).getByText('081234567890')).toBeTruthy();
    expect(within(sheet).getByText('Telkomsel')).toBeTruthy();
    // The gateways' channels are not offered (nor fetched): promo items are paid from a wallet.
    expect(within(sheet).queryByTestId('payment-channels')).toBeNull();
    expect(calls.some((c) => c.url.includes('deposit/settings'))).toBe(false);

    fireEvent.change(within(sheet).getByLabelText('PIN transaksi'), { target: { value: '123456' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Bayar Rp 12.250' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?ref=${fakeTransaction().ref_id}`));
    const sent = calls.find((c) => c.url.includes('prabayar/transaction'))!;
    expect(JSON.parse(String(sent.init.body))).toMatchObject({
      product_code: 'tsel10',
      destination: '081234567890',
      payment_method: 'deposit',
    });
    expect(await screen.findByText('Transaksi berhasil')).toBeTruthy();

    // The list was fetched again: one more sold.
    await waitFor(() => expect(promotionCalls(calls)).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Beli lagi' }));
    expect(within(await item('Telkomsel 10.000')).getByTestId('promo-stock').textContent).toBe(
      'Sisa 11 dari 50 · Terjual 39',
    );
  });

  test('a game item asks for its player ID', async () => {
    await open([promo({ ...ff140, sold_qty: 2, stock_left: 18, stock: 18, sold_out: false })]);
    fireEvent.click(await item('Free Fire 140 Diamond'));
    const step = await screen.findByTestId('promo-destination');
    expect(within(step).getByLabelText('ID pemain')).toBeTruthy();
    expect(within(step).queryByLabelText('Nomor HP')).toBeNull();
    fireEvent.change(within(step).getByLabelText('ID pemain'), { target: { value: '987 654 321' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Lanjut' }));
    expect(within(await screen.findByTestId('confirm-sheet')).getByText('987654321')).toBeTruthy();
  });

  test('an account that is not active sees the list without buying', async () => {
    await open([tsel10], fakeAccount({ status: 'non_active' }));
    expect(await screen.findByText('Akun belum aktif')).toBeTruthy();
    expect(((await item('Telkomsel 10.000')) as HTMLButtonElement).disabled).toBe(true);
  });
});
