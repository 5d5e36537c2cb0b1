import { errorText } from '@konter/core/messages/index';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  return { ...fetch, onDone, user: userEvent.setup() };
}

const fillPage = async (user: ReturnType<typeof userEvent.setup>, amount = '15000') => {
  await user.type(screen.getByLabelText('Nomor HP penerima'), '081200000002');
  await user.type(screen.getByLabelText('Jumlah transfer'), amount);
};

describe('TransferForm', () => {
  test('checks the receiver, shows the name with the warning, then asks for the password', async () => {
    let attempt = 0;
    const { calls, onDone, user } = await setup(() =>
      ++attempt === 1
        ? {
            status: 422,
            body: {
              message: 'Wrong Password',
              code: 'wrong_password',
              errors: { password: [{ code: 'wrong_password', message: 'Wrong Password' }] },
            },
          }
        : { status: 201, body: { data: done } },
    );
    await fillPage(user);
    await user.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(await screen.findByTestId('transfer-receiver-name')).toBeTruthy();
    const sheet = await screen.findByTestId('transfer-confirm');
    expect(within(sheet).getByText('Agen Demo')).toBeTruthy();
    expect(
      within(sheet).getByText('Periksa kembali data akun penerima sebelum melanjutkan transaksi.'),
    ).toBeTruthy();

    await user.click(within(sheet).getByRole('button', { name: 'Kirim Rp 15.000' }));
    expect(await within(sheet).findByText('Kata sandi harus diisi')).toBeTruthy();
    await user.type(within(sheet).getByLabelText('Kata sandi'), 'salah-123');
    await user.click(within(sheet).getByRole('button', { name: 'Kirim Rp 15.000' }));
    expect(await within(sheet).findByText('Kata sandi salah.')).toBeTruthy();
    await user.clear(within(sheet).getByLabelText('Kata sandi'));
    await user.type(within(sheet).getByLabelText('Kata sandi'), 'konter123');
    await user.click(within(sheet).getByRole('button', { name: 'Kirim Rp 15.000' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(done));
    const sent = calls.filter((c) => c.url.endsWith('/deposit/transfer'));
    expect(JSON.parse(String(sent[1]?.init.body))).toEqual({
      phone: '081200000002',
      amount: 15_000,
      password: 'konter123',
    });
    const key = (i: number) => sent[i]?.init.headers['idempotency-key'];
    expect(key(0)).toBeTruthy();
    expect(key(1)).toBe(key(0));
  });

  test('an unknown receiver lands on the phone field; no sheet opens', async () => {
    mockFetch((url) =>
      url.endsWith('/deposit/transfer/check')
        ? {
            status: 404,
            body: {
              message: 'Receiver account not found.',
              code: 'transfer_receiver_not_found',
            },
          }
        : { body: { data: fakeAccount() } },
    );
    await renderWithApp(<TransferForm account={fakeAccount()} onDone={() => {}} />);
    const user = userEvent.setup();
    await fillPage(user);
    await user.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(await screen.findByText('Akun penerima tidak ditemukan.')).toBeTruthy();
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();
  });

  test.each([
    [403, 'transfer_no_permission'],
    [429, 'too_many_attempts'],
  ] as const)(
    'a check refused with %i (%s) says why on the page; no name, no sheet',
    async (status, code) => {
      mockFetch((url) =>
        url.endsWith('/deposit/transfer/check')
          ? { status, body: { message: errorText(code), code } }
          : { body: { data: fakeAccount() } },
      );
      await renderWithApp(<TransferForm account={fakeAccount()} onDone={() => {}} />);
      const user = userEvent.setup();
      await fillPage(user);
      await user.click(screen.getByRole('button', { name: 'Lanjut' }));
      expect(await screen.findByText(errorText(code, 'id'))).toBeTruthy();
      expect(screen.queryByTestId('transfer-receiver-name')).toBeNull();
      expect(screen.queryByTestId('transfer-confirm')).toBeNull();
    },
  );

  test('more than the deposit is refused before asking for the password', async () => {
    const { user } = await setup(() => ({ status: 201, body: { data: done } }));
    await fillPage(user, '600000');
    await user.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(await screen.findByText('Saldo deposit tidak mencukupi.')).toBeTruthy();
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();
  });
});
