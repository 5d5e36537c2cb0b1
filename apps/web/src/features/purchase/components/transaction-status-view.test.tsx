import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeAccount, fakeTransaction } from '../../../test/fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { TransactionStatusView } from './transaction-status-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ref = 'TRX261122ABCDEFGH';

describe('TransactionStatusView', () => {
  test('polls while processing, then shows the SN large with a copy button', async () => {
    let polls = 0;
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockFetch((url) => {
      if (url.includes('/account/contact')) return { body: { data: [] } };
      if (url.endsWith('/account')) return { body: { data: fakeAccount() } };
      polls++;
      return {
        body: {
          data:
            polls < 2
              ? fakeTransaction()
              : fakeTransaction({ status: 'success', serial_number: '0612 3456 7890 1234' }),
        },
      };
    });
    await renderWithApp(<TransactionStatusView refId={ref} contactKind="hp" onBuyAgain={() => {}} />);
    expect(await screen.findByText('Pesanan sedang diproses…')).toBeTruthy();
    expect(await screen.findByText('Transaksi berhasil', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('serial-number').textContent).toBe('0612 3456 7890 1234');
    expect(screen.queryByText('Saldo dikembalikan ke deposit.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salin SN' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('0612 3456 7890 1234'));
    expect(screen.getByRole('link', { name: 'Lihat struk' }).getAttribute('href')).toBe(
      `/receipt/prabayar/${ref}`,
    );
    expect(await screen.findByRole('button', { name: 'Simpan sebagai favorit' })).toBeTruthy();
  });

  test('a failure shows the reason, the refund to the deposit and the balance now', async () => {
    mockFetch((url) => {
      if (url.includes('/account/contact')) return { body: { data: [] } };
      if (url.endsWith('/account')) return { body: { data: fakeAccount({ deposit: 500_000 }) } };
      return { body: { data: fakeTransaction({ status: 'failed', failed_reason: 'Transaksi Gagal' }) } };
    });
    await renderWithApp(<TransactionStatusView refId={ref} contactKind="hp" onBuyAgain={() => {}} />);
    expect(await screen.findByText('Transaksi gagal')).toBeTruthy();
    expect(screen.getByText('Transaksi Gagal')).toBeTruthy();
    expect(screen.getByText('Saldo dikembalikan ke deposit.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('deposit-balance').textContent).toBe('Rp 500.000'));
    expect(screen.queryByTestId('serial-number')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Simpan sebagai favorit' })).toBeNull();
  });
});
