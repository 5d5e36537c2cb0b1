import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { useAccount } from '../../lib/auth';
import { fakeAccount } from '../../test/fixtures';
import { type FakeAnswer, mockFetch, renderWithApp } from '../../test/render';
import { GuestOnly } from './guards';
import WelcomePinPage from './welcome-pin';

afterEach(cleanup);

/** What AccessGuard does in the app: a private page renders once the account is loaded. */
function SignedIn({ children }: { children: ReactNode }) {
  const { data } = useAccount();
  return data ? children : null;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** The register page (GuestOnly) signed in, the PIN step, and the home. */
async function setup(route: string, account = fakeAccount({ has_pin: false }), store?: () => FakeAnswer) {
  const fetch = mockFetch((url) => {
    if (url.endsWith('/account/pin/store')) return store ? store() : { body: { data: { has_pin: true } } };
    if (url.endsWith('/account')) return { body: { data: account } };
    return { status: 404, body: { code: 'not_found', message: 'not found' } };
  });
  const view = await renderWithApp(
    <>
      <Routes>
        <Route element={<GuestOnly />}>
          <Route path="/auth/register" element={<p>register</p>} />
        </Route>
        <Route
          path="/welcome/pin"
          element={
            <SignedIn>
              <WelcomePinPage />
            </SignedIn>
          }
        />
        <Route path="*" element={<p>home</p>} />
      </Routes>
      <Where />
    </>,
    { route },
  );
  return { ...fetch, ...view };
}

const enterPin = (pin: string, confirmation = pin) => {
  fireEvent.change(screen.getByLabelText('PIN baru'), { target: { value: pin } });
  fireEvent.change(screen.getByLabelText('Konfirmasi PIN'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Simpan PIN' }));
};

describe('onboarding: the transaction PIN after registering', () => {
  test('a new account on the register page goes to the PIN step, then home with "Nanti saja"', async () => {
    await setup('/auth/register?redirect=%2Fprabayar%2Fpulsa');
    await screen.findByRole('heading', { name: 'Buat PIN transaksi' });
    expect(screen.getByTestId('where').textContent).toBe('/welcome/pin?next=%2Fprabayar%2Fpulsa');
    // The verification link the sign-up form promised has gone out (server: register).
    expect(screen.getByText(/Kami sudah mengirim link verifikasi ke member@konter.local/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nanti saja' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/prabayar/pulsa'));
  });

  test('creating the PIN posts account/pin/store and moves on', async () => {
    const { calls } = await setup('/auth/register');
    await screen.findByRole('heading', { name: 'Buat PIN transaksi' });
    enterPin('135790');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    const post = calls.find((c) => c.url.endsWith('/account/pin/store'));
    expect(JSON.parse(post?.init.body ?? '{}')).toEqual({ pin: '135790', pin_confirmation: '135790' });
    expect(await screen.findByText('PIN berhasil dibuat.')).toBeTruthy();
  });

  test('a failed call (5xx, network) says "failed to create PIN"; a required verification says so', async () => {
    await setup('/welcome/pin', undefined, () => ({ status: 500, body: { code: 'internal', message: 'x' } }));
    await screen.findByRole('heading', { name: 'Buat PIN transaksi' });
    enterPin('135790');
    expect((await screen.findByRole('alert')).textContent).toBe('Gagal membuat PIN. Silakan coba lagi.');
    expect(screen.getByTestId('where').textContent).toBe('/welcome/pin');
    cleanup();
    await setup('/welcome/pin', undefined, () => ({
      status: 403,
      body: { code: 'verify_email_first', message: 'Please verify your e-mail address first.' },
    }));
    await screen.findByRole('heading', { name: 'Buat PIN transaksi' });
    enterPin('135790');
    expect(await screen.findByText('Verifikasi alamat email Anda terlebih dahulu.')).toBeTruthy();
  });

  test('an account with a PIN skips the step; logging in (not registering) is not sent there', async () => {
    await setup('/welcome/pin', fakeAccount({ has_pin: true }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    cleanup();
    await setup('/auth/register', fakeAccount({ has_pin: true }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
  });
});
