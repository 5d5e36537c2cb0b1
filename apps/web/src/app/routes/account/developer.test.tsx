import type { WebhookSettings } from '@konter/core/contracts/developer';
import type { H2hAccount } from '@konter/core/contracts/h2h';
import { errorText } from '@konter/core/messages/index';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { fakeAccount } from '../../../test/fixtures';
import { type FakeAnswer, mockFetch, renderWithApp, type SentRequest } from '../../../test/render';
import AccountDeveloperPage from './developer';

afterEach(cleanup);

const h2hAccount = (over: Partial<H2hAccount> = {}): H2hAccount => ({
  username: null,
  keys: [],
  ips: [],
  usage: {
    today: 0,
    last_30_days: 0,
    success_30_days: 0,
    failed_30_days: 0,
    pending: 0,
    development_30_days: 0,
    last_request_at: null,
  },
  rate_limit_per_minute: 120,
  base_path: '/api/v1/h2h',
  ...over,
});
const webhook = (over: Partial<WebhookSettings> = {}): WebhookSettings => ({
  url: null,
  has_secret: false,
  secret_hint: null,
  allow_cb_url: false,
  enabled: true,
  updated_at: null,
  ...over,
});
const created = {
  username: 'dewi4821',
  production_key: 'prod-key-AAAA1111BBBB2222CCCC',
  development_key: 'dev-key-ZZZZ9999YYYY8888XXXX',
};

/** The page with an API whose answers follow `routes` (by method and path); the rest answers 404. */
async function setup(
  routes: Record<string, (call: SentRequest) => FakeAnswer>,
  permissions: string[] = ['h2h_api'],
) {
  const { calls } = mockFetch((url, init) => {
    const path = new URL(url).pathname.replace('/api/v1/', '');
    if (path === 'account') return { body: { data: fakeAccount({ permissions } as never) } };
    const route = routes[`${init.method} ${path}`];
    if (route) return route({ url, init });
    if (path === 'developer/webhook/deliveries')
      return { body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } } };
    return { status: 404, body: { code: 'not_found', message: 'x' } };
  });
  await renderWithApp(<AccountDeveloperPage />, { route: '/account/developer' });
  return calls;
}

describe('/account/developer', () => {
  test('without h2h_api: what the permission is and that the operator grants it; nothing is asked', async () => {
    const calls = await setup({}, []);
    const gate = await screen.findByTestId('developer-no-permission');
    expect(gate.textContent).toContain('Akses API H2H belum aktif');
    expect(gate.textContent).toContain('Izin ini diberikan oleh operator (admin)');
    expect(within(gate).getByRole('link', { name: 'Baca dokumentasi API' }).getAttribute('href')).toBe(
      '/developer',
    );
    expect(calls.some((c) => c.url.includes('/developer/'))).toBe(false);
  });

  test('keys are created and shown once, then only their last four characters', async () => {
    let account = h2hAccount();
    const calls = await setup({
      'GET developer/h2h': () => ({ body: { data: account } }),
      'GET developer/webhook': () => ({ body: { data: webhook() } }),
      'POST developer/h2h': () => {
        account = h2hAccount({
          username: created.username,
          keys: [
            {
              kind: 'production',
              hint: 'CCCC',
              created_at: '2026-11-27T06:00:00Z',
              revealable: false,
              last_used_at: null,
            },
            {
              kind: 'development',
              hint: 'XXXX',
              created_at: '2026-11-27T06:00:00Z',
              revealable: false,
              last_used_at: null,
            },
          ],
        });
        return { status: 201, body: { data: created } };
      },
    });
    expect((await screen.findByTestId('developer-ips')).textContent).toContain('rc 45');
    fireEvent.click(await screen.findByRole('button', { name: 'Buat username & kunci' }));
    const shown = await screen.findByTestId('developer-key-shown');
    expect(shown.textContent).toContain('hanya ditampilkan sekali');
    expect([...shown.querySelectorAll('pre code')].map((c) => c.textContent)).toEqual([
      created.username,
      created.production_key,
      created.development_key,
    ]);
    expect(calls.filter((c) => c.init.method === 'POST' && c.url.endsWith('/developer/h2h'))).toHaveLength(1);

    fireEvent.click(within(shown).getByRole('button', { name: 'Sudah saya simpan' }));
    await waitFor(() => expect(screen.queryByTestId('developer-key-shown')).toBeNull());
    expect((await screen.findByTestId('h2h-username')).textContent).toBe(created.username);
    expect(screen.getByTestId('h2h-key-production').textContent).toContain('••••CCCC');
    expect(screen.getByTestId('h2h-key-production').textContent).toContain('Belum pernah');
    expect(document.body.textContent).not.toContain(created.production_key);
  });

  test('a rotation asks first, then shows the new key once', async () => {
    const key = (kind: 'production' | 'development') => ({
      kind,
      hint: '1234',
      created_at: '2026-11-27T06:00:00Z',
      revealable: false,
      last_used_at: '2026-11-27T06:30:00Z',
    });
    const calls = await setup({
      'GET developer/h2h': () => ({
        body: { data: h2hAccount({ username: 'dewi4821', keys: [key('production'), key('development')] }) },
      }),
      'GET developer/webhook': () => ({ body: { data: webhook() } }),
      'POST developer/h2h/rotate': () => ({
        body: { data: { kind: 'production', key: 'new-prod-key-9876' } },
      }),
    });
    const production = await screen.findByTestId('h2h-key-production');
    fireEvent.click(within(production).getByRole('button', { name: 'Ganti kunci' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Kunci lama langsung tidak berlaku');
    expect(calls.some((c) => c.url.endsWith('/rotate'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ganti kunci' }));
    const shown = await screen.findByTestId('developer-key-shown');
    expect(shown.textContent).toContain('new-prod-key-9876');
    const rotate = calls.find((c) => c.url.endsWith('/developer/h2h/rotate'));
    expect(JSON.parse(rotate?.init.body ?? '{}')).toEqual({ kind: 'production' });
  });

  test('a refused webhook address is said on the URL field; a failed test says the webhook must answer HTTP 200', async () => {
    const blocked = { code: 'developer_webhook_blocked_host', params: { address: '169.254.169.254' } };
    const calls = await setup({
      'GET developer/h2h': () => ({ body: { data: h2hAccount() } }),
      'GET developer/webhook': () => ({
        body: {
          data: webhook({ url: 'https://hooks.example.com/k', has_secret: true, secret_hint: 'wxyz' }),
        },
      }),
      'POST developer/webhook': () => ({
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'x',
          errors: {
            url: [{ ...blocked, message: errorText('developer_webhook_blocked_host', 'en', blocked.params) }],
          },
        },
      }),
      'POST developer/test-webhook': () => ({
        status: 422,
        body: {
          code: 'developer_webhook_failed',
          params: { status: 500 },
          message: errorText('developer_webhook_failed', 'en', { status: 500 }),
        },
      }),
    });
    const url = await screen.findByLabelText('URL webhook');
    expect((url as HTMLInputElement).value).toBe('https://hooks.example.com/k');
    expect(screen.getByText(/berakhiran wxyz/)).toBeTruthy();
    fireEvent.change(url, { target: { value: 'http://169.254.169.254/latest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan webhook' }));
    const text = errorText('developer_webhook_blocked_host', 'id', blocked.params);
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = url.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(text);
    // Only a typed secret is sent; an empty one keeps the current secret.
    const save = calls.find((c) => c.init.method === 'POST' && c.url.endsWith('/developer/webhook'));
    expect(JSON.parse(save?.init.body ?? '{}')).toEqual({ url: 'http://169.254.169.254/latest' });

    fireEvent.click(screen.getByRole('button', { name: 'Tes webhook' }));
    const result = screen.getByTestId('webhook-test-result');
    await waitFor(() =>
      expect(result.textContent).toContain(errorText('developer_webhook_failed', 'id', { status: 500 })),
    );
    expect(result.textContent).toContain('HTTP 200');
  });

  test('a webhook secret is checked before sending: 16 to 128 characters', async () => {
    const calls = await setup({
      'GET developer/h2h': () => ({ body: { data: h2hAccount() } }),
      'GET developer/webhook': () => ({ body: { data: webhook() } }),
    });
    fireEvent.change(await screen.findByLabelText('URL webhook'), {
      target: { value: 'https://hooks.example.com/k' },
    });
    fireEvent.change(screen.getByLabelText('Secret webhook'), { target: { value: 'pendek' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan webhook' }));
    expect(await screen.findByText('Secret 16–128 karakter, tanpa spasi')).toBeTruthy();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
    // The test needs a saved URL first.
    expect((screen.getByRole('button', { name: 'Tes webhook' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
