import { paymentFee } from '@konter/core/payment';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeAccount } from '../../../test/fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { fakeSettings, fakeTopup } from '../test-fixtures';
import { TopupForm } from './topup-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function setup(created = fakeTopup()) {
  const fetch = mockFetch((url, init) => {
    if (url.includes('/payment/fee')) {
      const q = new URL(url, 'http://x').searchParams;
      const amount = Number(q.get('amount'));
      // The server's answer differs from the formula here on purpose: the screen must show it.
      return { body: { data: { fee: 999, total: amount + 999 } } };
    }
    if (url.endsWith('/deposit/topup') && init.method === 'POST')
      return { status: 201, body: { data: created } };
    if (url.endsWith('/account')) return { body: { data: fakeAccount() } };
    return { status: 404, body: { message: 'not found', code: 'not_found' } };
  });
  const onCreated = vi.fn();
  await renderWithApp(<TopupForm settings={fakeSettings()} onCreated={onCreated} />);
  return { ...fetch, onCreated };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Lanjut' }));

describe('TopupForm', () => {
  test('needs a nominal and a method; "other nominal" has the minimum as Rp and multiples of 1000', async () => {
    const { calls } = await setup();
    next();
    expect(await screen.findByText('Nominal harus diisi')).toBeTruthy();
    expect(screen.getByText('Cara pembayaran harus diisi')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Nominal lain' }));
    const other = screen.getByLabelText('Masukkan nominal');
    expect(screen.getByText('Minimal Rp 10.000, kelipatan Rp 1.000.')).toBeTruthy();
    fireEvent.change(other, { target: { value: '15500' } });
    expect(await screen.findByText('Nominal harus kelipatan 1.000')).toBeTruthy();
    fireEvent.change(other, { target: { value: '9000' } });
    expect(await screen.findByText('Nominal minimal 10.000')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/deposit/topup'))).toBe(false);
  });

  test('methods are grouped, each with its fee for the nominal; the server fee of the chosen one wins', async () => {
    await setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Rp 100.000' }));
    expect(screen.getByTestId('method-group-bank_transfer')).toBeTruthy();
    expect(screen.getByTestId('method-group-virtual_account')).toBeTruthy();
    expect(screen.getByTestId('method-group-ewallet')).toBeTruthy();
    const dana = screen.getByRole('radio', { name: /DANA/ }).closest('label') as HTMLElement;
    const danaFee = paymentFee({ method: 'xendit:dana', amount: 100_000, purpose: 'deposit' }).fee;
    expect(danaFee).toBe(1_690); // protocols.md's worked example
    expect(within(dana).getByText('Biaya Rp 1.690')).toBeTruthy();
    // GoPay carries a service fee of 500 on top of the gateway's 2%.
    const gopay = screen.getByRole('radio', { name: /GoPay/ }).closest('label') as HTMLElement;
    const gopayFee = paymentFee({
      method: 'midtrans:gopay',
      amount: 100_000,
      purpose: 'deposit',
      serviceFee: 500,
    }).fee;
    expect(within(gopay).getByText(`Biaya Rp ${gopayFee.toLocaleString('id-ID')}`)).toBeTruthy();
    const bca = screen.getByRole('radio', { name: /Transfer BCA/ }).closest('label') as HTMLElement;
    expect(within(bca).getByText('Tanpa biaya')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /DANA/ }));
    await waitFor(() => expect(screen.getByTestId('topup-total').textContent).toBe('Rp 100.999'));
  });

  test('confirm, then create: the request goes to the server and the caller gets it', async () => {
    const created = fakeTopup({ nominal: 50_000 });
    const { calls, onCreated } = await setup(created);
    fireEvent.click(screen.getByRole('radio', { name: 'Rp 50.000' }));
    fireEvent.click(screen.getByRole('radio', { name: /Transfer BCA/ }));
    fireEvent.change(screen.getByLabelText('Nama pemilik rekening pengirim (opsional)'), {
      target: { value: 'Budi Santoso' },
    });
    next();
    const dialog = await screen.findByTestId('topup-confirm');
    expect(within(dialog).getByText('Transfer BCA')).toBeTruthy();
    expect(within(dialog).getByText('ditambah kode unik 3 digit')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buat permintaan' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const post = calls.find((c) => c.url.endsWith('/deposit/topup') && c.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      nominal: 50_000,
      method: 'bank_transfer:bca',
      holder_name: 'Budi Santoso',
    });
  });
});
