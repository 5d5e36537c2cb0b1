import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SnackbarProvider } from '../../components/ui/snackbar';
import { createQueryClient } from '../../lib/query-client';
import { fakeTransaction } from '../../test/fixtures';
import { mockFetch, setCsrfMeta, setupI18n } from '../../test/render';
import ReceiptPage from './receipt';

const w = window as unknown as Record<string, unknown>;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  delete w.Android;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderReceipt(trx = fakeTransaction({ status: 'success', serial_number: '76032308876' })) {
  mockFetch((url) =>
    url.includes(`transaction/${trx.ref_id}`)
      ? { body: { data: trx } }
      : { body: { data: { sitename: 'Pulsaku' } } },
  );
  await setupI18n('id');
  setCsrfMeta('test-token');
  const client = createQueryClient(() => {});
  client.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: 'receipt/prabayar/:refId', element: <ReceiptPage /> }], {
    initialEntries: [`/receipt/prabayar/${trx.ref_id}`],
  });
  render(
    <SnackbarProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SnackbarProvider>,
  );
  if (trx.status !== 'success') return null;
  return screen.findByRole('button', { name: 'Cetak struk' });
}

const failed = fakeTransaction({
  status: 'failed',
  failed_reason: 'Nomor tujuan salah atau tidak terdaftar.',
  settled_at: '2026-11-22T07:05:00.000Z',
});

describe('receipt printing', () => {
  test("the Android shell's printer gets the receipt as data, no print dialog", async () => {
    const shell = { printReceipt: vi.fn() };
    w.Android = shell;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click((await renderReceipt()) as HTMLElement);
    expect(print).not.toHaveBeenCalled();
    expect(shell.printReceipt).toHaveBeenCalledTimes(1);
    const payload = JSON.parse(shell.printReceipt.mock.calls[0]?.[0] as string);
    expect(payload).toMatchObject({ sn: '76032308876', total: 'Rp 12.250' });
  });

  test('a browser (or a shell without a printer hook) opens the print dialog', async () => {
    w.Android = { logout: vi.fn() };
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click((await renderReceipt()) as HTMLElement);
    expect(print).toHaveBeenCalledTimes(1);
    delete w.Android;
    fireEvent.click(screen.getByRole('button', { name: 'Cetak struk' }));
    expect(print).toHaveBeenCalledTimes(2);
  });
});

describe('a receipt only for a successful sale', () => {
  test('a failed sale: a failure notice with the reason and the refund, nothing to print or share', async () => {
    await renderReceipt(failed);
    const notice = await screen.findByTestId('receipt-failed');
    expect(notice.textContent).toContain('Transaksi gagal — bukan bukti pembayaran');
    expect(notice.textContent).toContain('Alasan: Nomor tujuan salah atau tidak terdaftar.');
    expect(notice.textContent).toContain('Saldo sudah dikembalikan ke deposit Anda.');
    expect(screen.queryByTestId('receipt')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cetak struk' })).toBeNull();
    expect(screen.queryByRole('button', { name: /WhatsApp|gambar|PDF|Bagikan/ })).toBeNull();
    expect(screen.queryByText('Pengaturan struk')).toBeNull();
  });

  test('a canceled sale paid with the loan says the limit came back', async () => {
    await renderReceipt(fakeTransaction({ status: 'canceled', payment_method: 'loan' }));
    const notice = await screen.findByTestId('receipt-failed');
    expect(notice.textContent).toContain('Limit pinjaman sudah dikembalikan.');
    expect(screen.queryByRole('button', { name: 'Cetak struk' })).toBeNull();
  });

  test('a sale still processing: a notice that it is, no receipt yet', async () => {
    await renderReceipt(fakeTransaction({ status: 'processing' }));
    expect(await screen.findByText('Transaksi masih diproses')).toBeTruthy();
    expect(screen.queryByTestId('receipt')).toBeNull();
    expect(screen.queryByTestId('receipt-failed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cetak struk' })).toBeNull();
  });

  test('a success shares to WhatsApp as text (wa.me) and offers the image and the PDF', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderReceipt();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim ke WhatsApp' }));
    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('*Pulsaku*');
    expect(text).toContain('Produk: Telkomsel 10.000');
    expect(text).toContain('*76032308876*');
    expect(text).toContain('*TOTAL: Rp 12.250*');
    expect(text).toContain('No. Ref: TRX261122ABCDEFGH');
    expect(screen.getByRole('button', { name: 'Bagikan gambar' })).toBeTruthy();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Simpan PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
