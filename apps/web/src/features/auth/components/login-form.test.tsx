import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../../../test/render';
import { LoginForm } from './login-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noop = () => {};

describe('LoginForm', () => {
  test('an empty submit shows the localized required messages and sends nothing', async () => {
    const { calls } = mockFetch(() => ({ body: { data: null } }));
    await renderWithApp(<LoginForm onLoggedIn={noop} onDevicePending={noop} />);
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Email atau nomor HP harus diisi')).toBeTruthy();
    expect(screen.getByText('Kata sandi harus diisi')).toBeTruthy();
    expect(screen.getByLabelText('Kata sandi').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  test('the messages follow the language (English)', async () => {
    mockFetch(() => ({ body: { data: null } }));
    await renderWithApp(<LoginForm onLoggedIn={noop} onDevicePending={noop} />, { lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email or phone number is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  test("a 422 answer puts the server's messages on the fields and shows an alert", async () => {
    mockFetch(() => ({
      status: 422,
      body: {
        message: 'Wrong phone number, e-mail or password',
        code: 'invalid_credentials',
        errors: {
          login: [{ code: 'invalid_credentials', message: 'Wrong phone number, e-mail or password' }],
          password: [
            { code: 'rule:min', params: { length: 8 }, message: 'The password must be at least 8.' },
          ],
        },
      },
    }));
    await renderWithApp(<LoginForm onLoggedIn={noop} onDevicePending={noop} />);
    fireEvent.change(screen.getByLabelText('Email atau nomor HP'), { target: { value: 'ani@example.com' } });
    fireEvent.change(screen.getByLabelText('Kata sandi'), { target: { value: 'salah-sekali' } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nomor HP, email, atau kata sandi salah.');
    const login = screen.getByLabelText('Email atau nomor HP');
    await waitFor(() => expect(login.getAttribute('aria-invalid')).toBe('true'));
    const errorId = login.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Nomor HP, email, atau kata sandi salah.');
    // A validation rule is rendered with the field's label, like the checks in the browser.
    expect(screen.getByText('Kata sandi minimal 8 karakter')).toBeTruthy();
  });

  test('200 logs in, 202 hands over the device challenge', async () => {
    const account = { id: 1, name: 'Ani' };
    const challenge = { device_id: 'd1', device_status: 'pending', channels: { email: 'a***@x.com' } };
    let status = 200;
    const { calls } = mockFetch(() => ({ status, body: { data: status === 200 ? account : challenge } }));
    const onLoggedIn = vi.fn();
    const onDevicePending = vi.fn();
    await renderWithApp(<LoginForm onLoggedIn={onLoggedIn} onDevicePending={onDevicePending} />);
    fireEvent.change(screen.getByLabelText('Email atau nomor HP'), { target: { value: '081234567890' } });
    fireEvent.change(screen.getByLabelText('Kata sandi'), { target: { value: 'rahasia123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(account));
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      login: '081234567890',
      password: 'rahasia123',
    });

    status = 202;
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(onDevicePending).toHaveBeenCalledWith(challenge));
  });
});
