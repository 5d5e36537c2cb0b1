import { DEPOSIT_MESSAGES } from '@konter/core/deposit';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeAccount } from '../../../test/fixtures';
import { type FakeAnswer, mockFetch, renderWithApp } from '../../../test/render';
import { TransferForm } from './transfer-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const receiver = { phone: '081200000002', receiver_name: 'Agen Demo' };
const done = {
  code: 'TRF26112200000001',
  amount: 15_000,
  phone: '081200000002',
  receiver_name: 'Agen Demo',
  note: null,
  created_at: '2026-11-22T05:00:00.000Z',
};

async function setup(transfer: () => FakeAnswer) {
  const fetch = mockFetch((url) => {
    if (url.endsWith('/deposit/transfer/check')) return { body: { data: receiver } };
    if (url.endsWith('/deposit/transfer')) return transfer();
    return { body: { data: fakeAccount() } };
  });
  const onDone = vi.fn();
  await renderWithApp(
    <TransferForm account={fakeAccount({ permissions: ['deposit_transfer'] })} onDone={onDone} />,
  );
  return { ...fetch, onDone };
}

const fillPage = () => {
  fireEvent.change(screen.getByLabelText('Nomor HP penerima'), { target: { value: '081200000002' } });
  fireEvent.change(screen.getByLabelText('Jumlah transfer'), { target: { value: '15000' } });
};

describe('TransferForm', () => {
  test('checks the receiver, shows the name with the warning, then asks for the password', async () => {
    let attempt = 0;
    const { calls, onDone } = await setup(() =>
      ++attempt === 1
        ? {
            status: 422,
            body: {
              message: 'Wrong Password',
              code: 'invalid_credentials',
              errors: { password: ['Wrong Password'] },
            },
          }
        : { status: 201, body: { data: done } },
    );
    fillPage();
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(await screen.findByTestId('transfer-receiver-name')).toBeTruthy();
    const sheet = await screen.findByTestId('transfer-confirm');
    expect(within(sheet).getByText('Agen Demo')).toBeTruthy();
    expect(
      within(sheet).getByText('Periksa kembali data akun penerima sebelum melanjutkan transaksi.'),
    ).toBeTruthy();

    fireEvent.click(within(sheet).getByRole('button', { name: 'Kirim Rp 15.000' }));
    expect(await within(sheet).findByText('Kata sandi harus diisi')).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText('Kata sandi'), { target: { value: 'salah-123' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Kirim Rp 15.000' }));
    expect(await within(sheet).findByText('Kata sandi salah.')).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText('Kata sandi'), { target: { value: 'konter123' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Kirim Rp 15.000' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(done));
    const sent = calls.filter((c) => c.url.endsWith('/deposit/transfer'));
    expect(JSON.parse(String(sent[1]?.init.body))).toEqual({
      phone: '081200000002',
      amount: 15_000,
      password: 'konter123',
    });
    const key = (i: number) =>
      (sent[i]?.init.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
    expect(key(0)).toBeTruthy();
    expect(key(1)).toBe(key(0));
  });

  test('an unknown receiver lands on the phone field; no sheet opens', async () => {
    mockFetch((url) =>
      url.endsWith('/deposit/transfer/check')
        ? {
            status: 404,
            body: {
              message: DEPOSIT_MESSAGES.receiverNotFound,
              code: 'not_found',
              errors: { phone: [DEPOSIT_MESSAGES.receiverNotFound] },
            },
          }
        : { body: { data: fakeAccount() } },
    );
    await renderWithApp(<TransferForm account={fakeAccount()} onDone={() => {}} />);
    fillPage();
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(await screen.findByText('Akun penerima tidak ditemukan.')).toBeTruthy();
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();
  });

  test('more than the deposit is refused before asking for the password', async () => {
    await setup(() => ({ status: 201, body: { data: done } }));
    fireEvent.change(screen.getByLabelText('Nomor HP penerima'), { target: { value: '081200000002' } });
    fireEvent.change(screen.getByLabelText('Jumlah transfer'), { target: { value: '600000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(await screen.findByText('Saldo deposit tidak mencukupi.')).toBeTruthy();
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();
  });
});
