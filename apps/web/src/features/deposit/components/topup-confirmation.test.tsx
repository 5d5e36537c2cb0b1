import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { accountKey } from '../../../lib/auth';
import { fakeAccount } from '../../../test/fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { fakeTopup } from '../test-fixtures';
import { TopupConfirmation } from './topup-confirmation';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const code = 'DEP26112200000123';

describe('TopupConfirmation', () => {
  test('bank transfer: account, exact total with the last digits marked, then credited while watching', async () => {
    let polls = 0;
    mockFetch(() => {
      polls++;
      return {
        body: {
          data:
            polls < 2
              ? fakeTopup()
              : fakeTopup({ status: 'success', paid_at: new Date().toISOString(), credited_amount: 50_123 }),
        },
      };
    });
    const { client } = await renderWithApp(<TopupConfirmation code={code} />);
    client.setQueryData(accountKey, fakeAccount());
    const total = await screen.findByTestId('topup-exact-total');
    expect(total.textContent).toBe('Rp 50.123');
    expect(total.querySelector('mark')?.textContent).toBe('123');
    expect(screen.getByTestId('topup-account-number').textContent).toBe('8720123456');
    expect(screen.getByText('a.n. PT KONTER DEMO')).toBeTruthy();
    expect(screen.getByTestId('topup-deadline').textContent).toMatch(/Sisa waktu \d\d:\d\d/);
    expect(screen.getByRole('button', { name: 'Batalkan permintaan' })).toBeTruthy();
    expect(screen.getByText('Sudah transfer tapi belum masuk?')).toBeTruthy();

    expect(await screen.findByText('Deposit berhasil masuk', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('topup-credited').textContent).toBe('Rp 50.123');
    expect(await screen.findByText('Deposit Rp 50.123 berhasil masuk.')).toBeTruthy();
    // The balance cards refresh in place: the account is invalidated (refetched where shown).
    await waitFor(() => expect(client.getQueryState(accountKey)?.isInvalidated).toBe(true));
    expect(screen.queryByText('Sudah transfer tapi belum masuk?')).toBeNull();
  }, 10_000);

  test('cancel asks first, then posts and shows the cancelled request', async () => {
    const { calls } = mockFetch((url, init) => {
      if (url.endsWith('/cancel') && init.method === 'POST')
        return { body: { data: fakeTopup({ status: 'canceled' }) } };
      return { body: { data: fakeTopup() } };
    });
    await renderWithApp(<TopupConfirmation code={code} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan permintaan' }));
    expect(await screen.findByText('Batalkan permintaan ini?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ya, batalkan' }));
    expect(await screen.findByText('Permintaan dibatalkan')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith(`/deposit/topup/${code}/cancel`))).toHaveLength(1);
  });

  test('a gateway request waits for the payment with a link to its payment page', async () => {
    mockFetch(() => ({
      body: {
        data: fakeTopup({
          method: 'midtrans:gopay',
          unique_code: null,
          bank: null,
          fee: 2_041,
          total: 52_041,
          payment_url: 'https://pay.example/snap/v4/redirection/abc',
        }),
      },
    }));
    await renderWithApp(<TopupConfirmation code={code} />);
    expect(await screen.findByRole('button', { name: 'Bayar sekarang' })).toBeTruthy();
    expect(screen.getByText('Pembayaran masih menunggu, cek riwayat transaksi.')).toBeTruthy();
    expect(screen.queryByText('Sudah transfer tapi belum masuk?')).toBeNull();
    expect(screen.getByTestId('topup-exact-total').textContent).toBe('Rp 52.041');
  });

  test('an unknown code says so', async () => {
    mockFetch(() => ({ status: 404, body: { message: 'Deposit not found', code: 'not_found' } }));
    await renderWithApp(<TopupConfirmation code="DEP1" />);
    expect(await screen.findByText('Permintaan isi saldo tidak ditemukan.')).toBeTruthy();
  });
});
