import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type FakeAnswer, mockFetch, renderWithApp, type SentRequest } from '../../test/render';
import { groupSecret, qrImageSrc } from './enrol-instructions';
import { LoginFlow } from './login-flow';

// The console's sign-in (issue 18): password, then the authenticator's code or its enrolment,
// against the API's answers (MSW): what is sent, what each answer shows.
afterEach(cleanup);

const me = { id: 7, email: 'owner@konter.local', name: 'Olga Owner', roles: ['owner'] };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
// What a hostile or broken SVG could hold: as an <img>, none of it becomes part of the page.
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>window.pwned=1</script><rect width="10" height="10"/></svg>';

type Route = (init: SentRequest['init']) => FakeAnswer;
/** Answers per API path; records every request. */
function api(routes: Record<string, Route>) {
  return mockFetch((url, init) => {
    const path = new URL(url).pathname.replace('/api/v1/', '');
    const route = routes[path];
    if (!route) return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    return route(init);
  });
}
const bodyOf = (r: SentRequest | undefined) => JSON.parse(String(r?.init.body));
const callsTo = (calls: SentRequest[], path: string) =>
  calls.filter((c) => c.url.endsWith(`/api/v1/${path}`));

async function signInWithPassword(email = 'owner@konter.local', password = 'rahasia-sekali') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Kata sandi'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
}

describe('the console login', () => {
  test('a wrong password says the one generic text; the right one asks for the code, which signs in', async () => {
    let password = 'salah';
    const { calls } = api({
      'console/auth/login': (init) => {
        password = bodyOf({ url: '', init }).password;
        return password === 'rahasia-sekali'
          ? { body: { data: { next: 'totp' } } }
          : {
              status: 422,
              body: { code: 'console_login_failed', message: 'The e-mail or password is wrong' },
            };
      },
      'console/auth/totp': () => ({ body: { data: me } }),
    });
    const onSignedIn = vi.fn();
    await renderWithApp(<LoginFlow onSignedIn={onSignedIn} />);

    await signInWithPassword('owner@konter.local', 'salah');
    expect((await screen.findByRole('alert')).textContent).toContain('Email atau kata sandi salah');
    // The password is cleared for the next try; the e-mail stays.
    expect((screen.getByLabelText('Kata sandi') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@konter.local');

    await signInWithPassword();
    const code = await screen.findByLabelText('Kode 6 digit');
    expect(screen.getByText(/untuk owner@konter\.local/)).toBeTruthy();
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.queryByRole('alert')).toBeNull();

    // Grouped digits as an app shows them are the code.
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(me));

    const logins = callsTo(calls, 'console/auth/login');
    expect(logins.map(bodyOf)).toEqual([
      { email: 'owner@konter.local', password: 'salah' },
      { email: 'owner@konter.local', password: 'rahasia-sekali' },
    ]);
    const totp = callsTo(calls, 'console/auth/totp');
    expect(totp.map(bodyOf)).toEqual([{ code: '123456' }]);
    // Every state-changing call carries the page's CSRF token and the XHR marker.
    for (const c of [...logins, ...totp]) {
      expect(c.init.method).toBe('POST');
      expect(c.init.headers['x-csrf-token']).toBe('test-token');
      expect(c.init.headers['x-requested-with']).toBe('XMLHttpRequest');
    }
  });

  test('an empty or short code is refused before anything is sent; a wrong code says so and empties the field', async () => {
    const { calls } = api({
      'console/auth/login': () => ({ body: { data: { next: 'totp' } } }),
      'console/auth/totp': () => ({
        status: 422,
        body: { code: 'console_totp_invalid', message: 'The authenticator code is wrong' },
      }),
    });
    const onSignedIn = vi.fn();
    await renderWithApp(<LoginFlow onSignedIn={onSignedIn} />);
    await signInWithPassword();
    const code = (await screen.findByLabelText('Kode 6 digit')) as HTMLInputElement;

    fireEvent.change(code, { target: { value: '12a4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(calls, 'console/auth/totp')).toHaveLength(0);

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Kode autentikator salah atau sudah dipakai',
    );
    expect(code.value).toBe('');
    expect(callsTo(calls, 'console/auth/totp').map(bodyOf)).toEqual([{ code: '654321' }]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  test('the first sign-in enrols: QR as an image (never markup), the key in groups of four, then the code confirms', async () => {
    const { calls } = api({
      'console/auth/login': () => ({
        body: {
          data: {
            next: 'enrol',
            enrol: {
              secret: SECRET,
              otpauth_uri: `otpauth://totp/Konter:owner%40konter.local?secret=${SECRET}&issuer=Konter`,
              qr_svg: QR_SVG,
            },
          },
        },
      }),
      'console/auth/totp': () => ({ body: { data: me } }),
    });
    const onSignedIn = vi.fn();
    await renderWithApp(<LoginFlow onSignedIn={onSignedIn} />);
    await signInWithPassword();

    expect(await screen.findByRole('heading', { name: 'Pasang autentikator' })).toBeTruthy();
    expect(screen.getByText(/Google Authenticator, Aegis/)).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe(qrImageSrc(QR_SVG));
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(document.querySelector('script, svg rect')).toBeNull();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(
      screen.getByRole('link', { name: /Buka di aplikasi autentikator/ }).getAttribute('href'),
    ).toContain('otpauth://totp/');

    // The copy button copies the key itself, without the spaces.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Salin kunci' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByText('Kunci tersalin.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Kode 6 digit'), { target: { value: '000111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Konfirmasi & masuk' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(me));
    expect(callsTo(calls, 'console/auth/totp').map(bodyOf)).toEqual([{ code: '000111' }]);
  });

  test('the rate limit says how long to wait; an unreachable server says so', async () => {
    let answer: FakeAnswer = {
      status: 429,
      headers: { 'retry-after': '42' },
      body: { code: 'too_many_attempts', message: 'Too many attempts' },
    };
    api({ 'console/auth/login': () => answer });
    await renderWithApp(<LoginFlow onSignedIn={() => {}} />);
    await signInWithPassword();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Terlalu banyak percobaan. Coba lagi dalam 42 detik.',
    );
    answer = { status: 503, body: { code: 'internal', message: 'x' } };
    await signInWithPassword();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Server tidak dapat dihubungi'),
    );
  });

  test('a code step whose password step has ended goes back to the password, with the e-mail kept', async () => {
    api({
      'console/auth/login': () => ({ body: { data: { next: 'totp' } } }),
      'console/auth/totp': () => ({
        status: 401,
        body: { code: 'console_totp_not_pending', message: 'Sign in with your e-mail and password first' },
      }),
    });
    await renderWithApp(<LoginFlow onSignedIn={() => {}} />);
    await signInWithPassword('finance@konter.local');
    fireEvent.change(await screen.findByLabelText('Kode 6 digit'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText(/Langkah masuk sudah berakhir/)).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('finance@konter.local');
    expect(screen.getByRole('button', { name: 'Lanjut' })).toBeTruthy();
  });

  test('in English and Chinese too', async () => {
    api({ 'console/auth/login': () => ({ body: { data: { next: 'totp' } } }) });
    await renderWithApp(<LoginFlow onSignedIn={() => {}} />, { lang: 'en' });
    expect(screen.getByRole('heading', { name: 'Sign in to Konter Console' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@konter.local' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'rahasia-sekali' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('6-digit code')).toBeTruthy();
    cleanup();
    await renderWithApp(<LoginFlow onSignedIn={() => {}} />, { lang: 'zh' });
    expect(screen.getByRole('heading', { name: '登录 Konter Console' })).toBeTruthy();
  });
});

test('the key is grouped in fours, the last group as long as it is', () => {
  expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  expect(groupSecret('')).toBe('');
});
