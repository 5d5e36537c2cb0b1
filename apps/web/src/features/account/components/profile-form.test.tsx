import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeAccount } from '../../../test/fixtures';
import { type FakeAnswer, mockFetch, renderWithApp } from '../../../test/render';
import { ProfileForm } from './profile-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const account = fakeAccount({ name: 'Member Demo', email: 'member@konter.local', hp: '081200000001' });
const NEW_EMAIL = 'baru@konter.local';

/** Answers the profile routes with the given handlers, anything else with the account. */
async function setup(routes: Record<string, (body: Record<string, unknown>) => FakeAnswer>) {
  const fetch = mockFetch((url, init) => {
    const path = new URL(url).pathname.replace('/api/v1/', '');
    const handler = routes[path];
    if (handler) return handler(init.body ? JSON.parse(init.body) : {});
    return { body: { data: account } };
  });
  await renderWithApp(<ProfileForm account={account} />);
  const sent = (path: string) =>
    fetch.calls
      .filter((c) => new URL(c.url).pathname === `/api/v1/${path}`)
      .map((c) => JSON.parse(c.init.body ?? '{}'));
  return { ...fetch, sent, user: userEvent.setup() };
}

describe('ProfileForm', () => {
  test('a name-only change asks for no password and is saved at once', async () => {
    const { sent, user } = await setup({
      'account/profile': (b) => ({ body: { data: { ...account, name: String(b.name) } } }),
    });
    expect(screen.queryByLabelText('Kata sandi')).toBeNull();
    const name = screen.getByLabelText('Nama lengkap');
    await user.clear(name);
    await user.type(name, 'Siti Aminah');
    expect(screen.queryByLabelText('Kata sandi')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    expect(await screen.findByText('Profil berhasil disimpan.')).toBeTruthy();
    expect(sent('account/profile')).toEqual([
      { name: 'Siti Aminah', email: 'member@konter.local', hp: '081200000001' },
    ]);
  });

  test('a new e-mail shows the password field with its reason, and requires it before sending', async () => {
    const { calls, user } = await setup({});
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, NEW_EMAIL);
    const password = await screen.findByLabelText('Kata sandi');
    expect(document.getElementById(`${password.id}-help`)?.textContent).toContain(
      'mengganti email atau nomor HP memerlukan kata sandi',
    );
    await user.click(screen.getByRole('button', { name: 'Simpan dan kirim kode' }));
    expect(await screen.findByText('Kata sandi harus diisi')).toBeTruthy();
    expect(calls).toHaveLength(0);
    // Back to the old address: no password needed any more.
    await user.clear(email);
    await user.type(email, 'MEMBER@konter.local');
    await waitFor(() => expect(screen.queryByLabelText('Kata sandi')).toBeNull());
  });

  test('after the password, the code step: "Kode dikirim ke <new address>", a wrong code, then the change', async () => {
    let tries = 0;
    const { sent, user } = await setup({
      'account/profile': () => ({
        status: 202,
        body: {
          data: {
            account,
            pending_change: { field: 'email', new_value: NEW_EMAIL, expires_in: 60 },
          },
        },
      }),
      'account/profile/confirm': () =>
        ++tries === 1
          ? {
              status: 422,
              body: {
                message: 'Invalid OTP code',
                code: 'invalid_otp',
                errors: { otp: [{ code: 'invalid_otp', message: 'Kode OTP salah.' }] },
              },
            }
          : { body: { data: { ...account, email: NEW_EMAIL, email_verified_at: '2026-01-01T00:00:00Z' } } },
    });
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, NEW_EMAIL);
    await user.type(await screen.findByLabelText('Kata sandi'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Simpan dan kirim kode' }));

    const step = await screen.findByTestId('contact-change-code');
    expect(step.textContent).toContain(`Kode dikirim ke ${NEW_EMAIL}`);
    expect(screen.getByRole('heading', { name: 'Konfirmasi email baru' })).toBeTruthy();
    expect(screen.getByText('Kirim ulang dalam 60 detik')).toBeTruthy();
    expect(sent('account/profile')).toEqual([
      { name: 'Member Demo', email: NEW_EMAIL, hp: '081200000001', password: 'rahasia123' },
    ]);

    await user.type(screen.getByLabelText('Kode OTP'), '111111');
    await user.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findAllByText('Kode OTP salah.')).not.toHaveLength(0);
    await user.clear(screen.getByLabelText('Kode OTP'));
    await user.type(screen.getByLabelText('Kode OTP'), '246810');
    await user.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByText('Email berhasil diganti. Perangkat lain sudah dikeluarkan.')).toBeTruthy();
    expect(sent('account/profile/confirm')).toEqual([{ otp: '111111' }, { otp: '246810' }]);
    // The form is back, showing the new address.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(NEW_EMAIL);
  });

  test('a wrong password is shown on the password field', async () => {
    const { user } = await setup({
      'account/profile': () => ({
        status: 422,
        body: {
          message: 'Wrong Password',
          code: 'wrong_password',
          errors: { password: [{ code: 'wrong_password', message: 'Kata sandi salah.' }] },
        },
      }),
    });
    const hp = screen.getByLabelText('Nomor HP (WhatsApp)');
    await user.clear(hp);
    await user.type(hp, '081399990000');
    const password = await screen.findByLabelText('Kata sandi');
    await user.type(password, 'salah-sekali');
    await user.click(screen.getByRole('button', { name: 'Simpan dan kirim kode' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Kata sandi salah.').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('contact-change-code')).toBeNull();
  });
});
