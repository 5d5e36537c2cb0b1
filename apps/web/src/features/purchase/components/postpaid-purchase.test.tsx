import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeAccount, fakeTransaction } from '../../../test/fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { PostpaidPurchase } from './postpaid-purchase';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const products = {
  type: 'electricity',
  products: [
    {
      code: 'pln',
      name: 'PLN Pascabayar',
      type: 'electricity',
      brand: 'PLN PASCABAYAR',
      brand_code: 'pln-pascabayar',
      admin_fee: 2500,
      active: true,
      description: 'Masukkan ID pelanggan 12 digit',
    },
  ],
};

const bill = fakeTransaction({
  kind: 'postpaid',
  status: 'inquiry',
  ref_id: 'TRX261122BILL0001',
  product_code: 'pln',
  product_name: 'PLN Pascabayar',
  destination: '530000000001',
  customer_name: 'HENDRA GUNAWAN',
  nominal: 106_000,
  buying_price: 108_500,
  bill: {
    admin: 2500,
    details: [
      {
        period: '202610',
        billAmount: 106_000,
        admin: 2500,
        penalty: 0,
        meterStart: '00175726',
        meterEnd: '00176048',
      },
    ],
  },
});

describe('PostpaidPurchase', () => {
  test('"Customer Information Not Found" lands on the customer number', async () => {
    mockFetch((url) =>
      url.includes('/pascabayar/products')
        ? { body: { data: products } }
        : {
            status: 422,
            body: {
              message: 'invalid format',
              code: 'validation_failed',
              errors: {
                customer_no: [{ code: 'customer_not_found', message: 'Customer Information Not Found' }],
              },
            },
          },
    );
    await renderWithApp(<PostpaidPurchase type="electricity" account={fakeAccount()} onPaid={() => {}} />);
    const input = await screen.findByLabelText('Nomor / ID pelanggan · PLN Pascabayar');
    fireEvent.change(input, { target: { value: '530000000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cek Tagihan' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Data pelanggan tidak ditemukan.').length).toBeGreaterThan(0);
  });

  test('shows the bill with its periods and total, and needs at least one bill selected to pay', async () => {
    const { calls } = mockFetch((url) =>
      url.includes('/pascabayar/products') ? { body: { data: products } } : { body: { data: bill } },
    );
    await renderWithApp(<PostpaidPurchase type="electricity" account={fakeAccount()} onPaid={() => {}} />);
    fireEvent.change(await screen.findByLabelText('Nomor / ID pelanggan · PLN Pascabayar'), {
      target: { value: '530000000001' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cek Tagihan' }));
    expect(await screen.findByText('HENDRA GUNAWAN')).toBeTruthy();
    expect(JSON.parse(String(calls.at(-1)?.init.body))).toEqual({
      product_code: 'pln',
      customer_no: '530000000001',
    });
    expect(screen.getByText('Periode Okt 2026')).toBeTruthy();
    expect(screen.getByText('00175726–00176048')).toBeTruthy();
    expect(screen.getAllByText('Rp 108.500').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Bayar tagihan' }));
    expect(await screen.findByText('Pilih minimal satu tagihan.')).toBeTruthy();
    expect(screen.queryByTestId('pay-dialog')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Bayar tagihan' }));
    expect(await screen.findByTestId('pay-dialog')).toBeTruthy();
  });
});
