import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeAccount, fakeProduct } from '../../../test/fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { ConfirmSheet, type ConfirmTarget } from './confirm-sheet';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const target: ConfirmTarget = { product: fakeProduct(), destination: '081234567890' };

describe('"Beli banyak" in the confirmation', () => {
  test('3 codes: the total before the PIN, one bulk request with the quantity, the batch handed back', async () => {
    const { calls } = mockFetch((url) =>
      url.endsWith('/prabayar/transaction/bulk')
        ? { status: 201, body: { data: { batch_id: 'BLK1', ref_ids: ['TRX1', 'TRX2', 'TRX3'] } } }
        : { body: { data: { nominals: [], banks: [], virtuals: [], payment_methods: [], settings: {} } } },
    );
    const onBulk = vi.fn();
    await renderWithApp(
      <ConfirmSheet
        target={target}
        account={fakeAccount()}
        onClose={() => {}}
        onPurchased={() => {}}
        onDestinationError={() => {}}
        bulk={{ onPurchased: onBulk }}
      />,
    );
    // One code: the ordinary purchase.
    expect(screen.getByRole('button', { name: 'Bayar Rp 12.250' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    expect(screen.getByTestId('bulk-total').textContent).toBe('Rp 36.750');
    fireEvent.change(screen.getByLabelText('PIN transaksi'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bayar Rp 36.750 untuk 3 kode' }));
    await waitFor(() => expect(onBulk).toHaveBeenCalledTimes(1));
    expect(onBulk.mock.calls[0]![0]).toEqual({ batch_id: 'BLK1', ref_ids: ['TRX1', 'TRX2', 'TRX3'] });
    const sent = calls.filter((c) => c.url.endsWith('/prabayar/transaction/bulk'));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]!.init.body))).toMatchObject({
      product_code: target.product.code,
      quantity: 3,
      destination: '081234567890',
      pin: '123456',
      payment_method: 'deposit',
    });
    expect(calls.filter((c) => c.url.endsWith('/prabayar/transaction'))).toHaveLength(0);
  });
});
