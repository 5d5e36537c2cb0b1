import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch, setCsrfMeta } from '../test/render';
import { api, request } from './api-client';
import { ApiError } from './api-error';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  test('sends the XHR, CSRF and language headers with same-origin credentials and unwraps data', async () => {
    setCsrfMeta('tok-123');
    document.documentElement.lang = 'en';
    const { calls } = mockFetch(() => ({ body: { data: { id: 7 } } }));

    const data = await api.post<{ id: number }>('account/profile', { name: 'Ani' });

    expect(data).toEqual({ id: 7 });
    const [call] = calls;
    expect(new URL(call?.url ?? '').pathname).toBe('/api/v1/account/profile');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('same-origin');
    const headers = call?.init.headers ?? {};
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers['x-csrf-token']).toBe('tok-123');
    expect(headers['accept-language']).toBe('en');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(call?.init.body))).toEqual({ name: 'Ani' });
  });

  test('logs an error when the csrf meta tag is missing', async () => {
    setCsrfMeta(null);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = mockFetch(() => ({ body: { data: null } }));
    await api.get('config');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('csrf-token'));
    const headers = calls[0]?.init.headers ?? {};
    expect(headers['x-csrf-token']).toBeUndefined();
  });

  test('maps an error answer to ApiError with status, code, field errors and Retry-After', async () => {
    setCsrfMeta('t');
    mockFetch(() => ({
      status: 429,
      body: { message: 'Too many requests', code: 'rate_limited' },
      headers: { 'retry-after': '60' },
    }));
    const error = await api.get('account').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests',
      retryAfter: 60,
    });

    mockFetch(() => ({
      status: 422,
      body: {
        message: 'Wrong Password',
        code: 'wrong_password',
        params: { left: 2, ignored: { nested: true } },
        errors: {
          password: [{ code: 'wrong_password', message: 'Kata sandi salah.' }],
          login: [{ code: 'rule:min', params: { length: 8 }, message: 'Login minimal 8 karakter' }],
        },
      },
    }));
    const e422 = await api.post('auth/login', {}).catch((e) => e);
    expect(e422).toMatchObject({
      status: 422,
      code: 'wrong_password',
      params: { left: 2 },
      errors: {
        password: [{ code: 'wrong_password', message: 'Kata sandi salah.' }],
        login: [{ code: 'rule:min', params: { length: 8 }, message: 'Login minimal 8 karakter' }],
      },
    });
    expect((e422 as ApiError).params).not.toHaveProperty('ignored');
  });

  test('a non-JSON failure and a network failure still give an ApiError', async () => {
    setCsrfMeta('t');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(api.get('account')).rejects.toMatchObject({
      status: 502,
      code: 'unknown',
      message: 'Bad Gateway',
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('account')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  test('exposes the status (202 on a login that needs device approval) and adopts a rotated CSRF token', async () => {
    setCsrfMeta('old');
    mockFetch(() => ({
      status: 202,
      body: { data: { device_status: 'pending' } },
      headers: { 'x-csrf-token': 'new' },
    }));
    const res = await request('POST', 'auth/login', { body: {} });
    expect(res.status).toBe(202);
    expect(document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content).toBe('new');
  });
});
