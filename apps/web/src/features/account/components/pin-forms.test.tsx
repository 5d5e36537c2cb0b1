import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ErrorHandler } from '../../../lib/query-client';
import { fakeAccount } from '../../../test/fixtures';
import { type FakeAnswer, mockFetch, renderWithApp } from '../../../test/render';
import { server } from '../../../test/server';
import { PinChangeForm } from './pin-change-form';
import { PinResetForm } from './pin-reset-form';

// Spec calls §8.3: the PIN screens say their own "failed to update / reset the PIN" when the call
// fails for no field's reason (network, 5xx); field errors stay on the fields; no snackbar repeats it.
afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The change form filled in and sent; `answer` null: no connection at all. */
async function change(answer: (() => FakeAnswer) | null, onError: ErrorHandler = () => {}) {
  if (answer) mockFetch(answer);
  else server.use(http.all('*', () => HttpResponse.error()));
  await renderWithApp(<PinChangeForm onForgot={() => {}} />, { onError });
  type('PIN lama', '112233');
  type('PIN baru', '135790');
  type('Konfirmasi PIN', '135790');
  fireEvent.click(screen.getByRole('button', { name: 'Ubah PIN' }));
}

describe('PIN change and reset failures', () => {
  test('change: a 5xx says "failed to update PIN", and the global handler is told it is handled', async () => {
    const onError = vi.fn<ErrorHandler>();
    await change(() => ({ status: 500, body: { code: 'internal', message: 'x' } }), onError);
    expect((await screen.findByRole('alert')).textContent).toBe('Gagal mengubah PIN. Silakan coba lagi.');
    expect(onError.mock.calls[0]?.[1]).toMatchObject({ ownFailures: true });
  });

  test('change: no connection says the same; a wrong old PIN (422) stays a field error', async () => {
    await change(null);
    expect((await screen.findByRole('alert')).textContent).toBe('Gagal mengubah PIN. Silakan coba lagi.');
    cleanup();
    await change(() => ({
      status: 422,
      body: {
        code: 'incorrect_pin',
        message: 'x',
        params: { attempts_left: 4 },
        errors: { old_pin: [{ code: 'incorrect_pin', params: { attempts_left: 4 }, message: 'PIN salah.' }] },
      },
    }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/PIN salah/));
    expect(screen.queryByText('Gagal mengubah PIN. Silakan coba lagi.')).toBeNull();
  });

  test('reset: after the code, a 5xx says "failed to reset PIN"', async () => {
    mockFetch((url) =>
      url.endsWith('/send-otp')
        ? { body: { data: { expires_in: 60 } } }
        : { status: 503, body: { code: 'internal', message: 'x' } },
    );
    await renderWithApp(<PinResetForm account={fakeAccount()} onDone={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    await screen.findByLabelText('Kode OTP');
    type('Kode OTP', '123456');
    type('PIN baru', '135790');
    type('Konfirmasi PIN', '135790');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan PIN baru' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Gagal mereset PIN. Silakan coba lagi.');
  });
});
