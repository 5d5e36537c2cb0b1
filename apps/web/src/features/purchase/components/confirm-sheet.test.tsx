import type { DepositSettings } from '@konter/core/contracts/deposit';
import { type PaymentMethodCode, paymentFee, paymentMethodInfo } from '@konter/core/payment';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeAccount, fakeProduct, fakeTransaction } from '../../../test/fixtures';
import { type FakeAnswer, mockFetch, renderWithApp } from '../../../test/render';
import { ConfirmSheet, type ConfirmTarget } from './confirm-sheet';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const target: ConfirmTarget = {
  product: fakeProduct(),
  destination: '081234567890',
  destinationNote: 'Telkomsel',
};

const option = (method: PaymentMethodCode) => {
  const info = paymentMethodInfo(method);
  return { method, provider: info.provider, channel: info.channel, group: info.group, name: info.name.id };
};
/** The site's payment settings: own bank transfer (top-ups only) and two gateway channels. */
const settings = {
  nominals: [],
  banks: [{ ...option('bank_transfer:bca'), service_fee: 0, account: null }],
  virtuals: [{ ...option('xendit:bca'), service_fee: 0, account: null }],
  payment_methods: [{ ...option('midtrans:qris'), service_fee: 0, account: null }],
  settings: { pay_external_payment_fee: true, shopeepay_own_rate: false },
} as unknown as DepositSettings;

async function setup(answer: (url: string, init: RequestInit) => FakeAnswer, account = fakeAccount()) {
  const fetch = mockFetch((url, init) =>
    url.endsWith('/deposit/settings') ? { body: { data: settings } } : answer(url, init),
  );
  const onPurchased = vi.fn();
  const onDestinationError = vi.fn();
  await renderWithApp(
    <ConfirmSheet
      target={target}
      account={account}
      onClose={() => {}}
      onPurchased={onPurchased}
      onDestinationError={onDestinationError}
    />,
  );
  const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Bayar Rp 12.250' }));
  const typePin = (pin: string) =>
    fireEvent.change(screen.getByLabelText('PIN transaksi'), { target: { value: pin } });
  return { ...fetch, onPurchased, onDestinationError, pay, typePin };
}

/** A 422 of the error contract: the field's catalogue key (the server's English text beside it). */
const unprocessable = (field: string, code: string, params?: Record<string, number>): FakeAnswer => ({
  status: 422,
  body: {
    message: 'invalid format',
    code,
    errors: { [field]: [{ code, ...(params ? { params } : {}), message: `server text of ${code}` }] },
  },
});

describe('ConfirmSheet', () => {
  test('shows what is bought and needs a 6-digit PIN before anything is sent', async () => {
    const { calls, pay, typePin } = await setup(() => ({ status: 201, body: { data: fakeTransaction() } }));
    expect(screen.getByText('Telkomsel 10.000')).toBeTruthy();
    expect(screen.getByText('081234567890')).toBeTruthy();
    expect(screen.getByText('Saldo Rp 500.000')).toBeTruthy();
    pay();
    expect(await screen.findByText('PIN harus berupa 6 digit angka')).toBeTruthy();
    typePin('123');
    pay();
    await waitFor(() =>
      expect(screen.getByLabelText('PIN transaksi').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.filter((c) => c.url.endsWith('/prabayar/transaction'))).toHaveLength(0);
  });

  test('pays with the PIN and an Idempotency-Key that stays the same for a retry of this confirmation', async () => {
    let attempt = 0;
    const { calls, onPurchased, pay, typePin } = await setup(() =>
      ++attempt === 1
        ? unprocessable('pin', 'incorrect_pin', { attempts_left: 4 })
        : { status: 201, body: { data: fakeTransaction() } },
    );
    typePin('111111');
    pay();
    // The wrong PIN lands on the PIN field, translated, with the tries left before the lock.
    await waitFor(() =>
      expect(screen.getByLabelText('PIN transaksi').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(
      screen.getAllByText('PIN salah. Sisa 4 kali percobaan sebelum PIN dikunci 30 menit.').length,
    ).toBeGreaterThan(0);

    typePin('123456');
    pay();
    await waitFor(() => expect(onPurchased).toHaveBeenCalled());
    expect(onPurchased.mock.calls[0]?.[0]).toEqual(fakeTransaction());
    const sent = calls.filter((c) => c.url.endsWith('/prabayar/transaction'));
    expect(sent).toHaveLength(2);
    expect(JSON.parse(String(sent[1]?.init.body))).toMatchObject({
      product_code: 'tsel10',
      destination: '081234567890',
      payment_method: 'deposit',
      pin: '123456',
    });
    const key = (i: number) => sent[i]?.init.headers['idempotency-key'];
    expect(key(0)).toBeTruthy();
    expect(key(1)).toBe(key(0));
  });

  test("offers the gateways' channels with their fee; paying by one sends its method and shows the total", async () => {
    const { calls, onPurchased, typePin } = await setup(() => ({
      status: 201,
      body: { data: fakeTransaction({ status: 'unprocessed', payment_method: 'midtrans:qris' }) },
    }));
    const channels = await screen.findByTestId('payment-channels');
    // Our own bank transfer is for top-ups only.
    expect(channels.textContent).not.toContain('Transfer');
    fireEvent.click(screen.getByRole('radio', { name: /QRIS/ }));
    const { total } = paymentFee({ method: 'midtrans:qris', amount: 12_250, purpose: 'payment' });
    expect(total).toBeGreaterThan(12_250);
    const totalText = `Rp ${total.toLocaleString('id-ID')}`;
    expect(screen.getByTestId('confirm-total').textContent).toBe(totalText);
    expect(screen.getByText(/tidak ada saldo yang dipotong/)).toBeTruthy();
    typePin('123456');
    fireEvent.click(screen.getByRole('button', { name: `Bayar ${totalText}` }));
    await waitFor(() => expect(onPurchased).toHaveBeenCalled());
    const sent = calls.filter((c) => c.url.endsWith('/prabayar/transaction'));
    expect(JSON.parse(String(sent[0]?.init.body))).toMatchObject({ payment_method: 'midtrans:qris' });
  });

  test('"Insufficient deposit balance" lands on the payment method', async () => {
    const { pay, typePin } = await setup(() => unprocessable('payment_method', 'insufficient_balance'));
    typePin('123456');
    pay();
    await waitFor(() =>
      expect(document.getElementById('payment-method-error')?.textContent).toBe(
        'Saldo deposit tidak mencukupi.',
      ),
    );
  });

  test('"Order number already exist" opens the extra options and marks the order number', async () => {
    const { pay, typePin } = await setup(() => unprocessable('order_number', 'order_number_taken'));
    typePin('123456');
    pay();
    const field = await screen.findByLabelText('Nomor order (opsional)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Nomor order sudah dipakai.').length).toBeGreaterThan(0);
  });

  test('a destination error goes back to the number field on the page', async () => {
    const { onDestinationError, pay, typePin } = await setup(() =>
      unprocessable('destination', 'number_mismatch'),
    );
    typePin('123456');
    pay();
    await waitFor(() => expect(onDestinationError).toHaveBeenCalledWith('Nomor tidak sesuai dengan produk.'));
  });

  test('a product_code error shows inline on the product, without an alert box', async () => {
    const { pay, typePin } = await setup(() => unprocessable('product_code', 'inactive_product'));
    typePin('123456');
    pay();
    expect(await screen.findByText('Produk sedang tidak aktif.')).toBeTruthy();
    expect(screen.getAllByText('Produk sedang tidak aktif.')).toHaveLength(1);
  });

  test('a locked PIN (429 pin_locked) is explained on the PIN step', async () => {
    const { pay, typePin } = await setup(() => ({
      status: 429,
      body: { message: 'maximum pin attempts reached', code: 'pin_locked' },
    }));
    typePin('123456');
    pay();
    expect(await screen.findByText('PIN terkunci')).toBeTruthy();
  });

  test('without a PIN the user is sent to create one first', async () => {
    await setup(() => ({ body: { data: null } }), fakeAccount({ has_pin: false }));
    expect(screen.getByRole('link', { name: 'Buat PIN' }).getAttribute('href')).toBe('/account/pin');
    expect(screen.queryByLabelText('PIN transaksi')).toBeNull();
    expect((screen.getByRole('button', { name: 'Bayar Rp 12.250' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
