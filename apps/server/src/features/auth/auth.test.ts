import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUser, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('registration', () => {
  it('creates the account, logs in on a trusted first device and shows zero balances', async () => {
    const b = t.browser();
    const u = newUser({ hp: '+62 812-7000-0001'.replace(/[ -]/g, '') });
    const res = await b.post('/api/v1/auth/register', u);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: u.email,
      hp: '081270000001',
      category: 1,
      deposit: 0,
      cashback_wallet: 0,
    });
    expect(res.body.data.referal_code).toMatch(/^[A-Z2-9]{8}$/);
    const me = await b.get('/api/v1/account');
    expect(me.status).toBe(200);
    const devices = await b.get('/api/v1/account/device');
    expect(devices.body.data).toHaveLength(1);
    expect(devices.body.data[0]).toMatchObject({
      status: 'trusted',
      state: 'current_session',
      first_login: true,
    });
  });

  it('answers 422 with Indonesian field errors and creates nothing on bad input', async () => {
    const before = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const res = await t.browser().post('/api/v1/auth/register', {
      name: '',
      email: 'x',
      hp: '123',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors.name[0].message).toMatch(/harus diisi/);
    expect(Object.keys(res.body.errors)).toEqual(
      expect.arrayContaining(['name', 'email', 'hp', 'password', 'password_confirmation']),
    );
    const after = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers in English when the browser asks for it', async () => {
    const res = await t
      .browser()
      .post('/api/v1/auth/register', { ...newUser(), name: '' }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.status).toBe(422);
    expect(res.body.errors.name[0].message).toMatch(/required/i);
  });

  it('rejects a taken e-mail or phone and an unknown referral code, and accepts a valid one', async () => {
    const first = newUser();
    const r1 = await t.browser().post('/api/v1/auth/register', first);
    expect(r1.status).toBe(201);
    const dup = await t
      .browser()
      .post('/api/v1/auth/register', { ...newUser(), email: first.email.toUpperCase(), hp: first.hp });
    expect(dup.status).toBe(422);
    expect(Object.keys(dup.body.errors).sort()).toEqual(['email', 'hp']);
    expect(dup.body).toMatchObject({ code: 'email_taken', message: 'The email has already been taken.' });
    expect(dup.body.errors.hp).toEqual([{ code: 'phone_taken', message: 'Nomor HP sudah digunakan.' }]);
    const bad = await t.browser().post('/api/v1/auth/register', newUser({ referral_code: 'NOPE1234' }));
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Referral code is not valid');
    expect(bad.body.errors.referral_code).toEqual([
      { code: 'referral_code_invalid', message: 'Kode referal tidak valid.' },
    ]);
    const good = await t
      .browser()
      .post('/api/v1/auth/register', newUser({ referral_code: r1.body.data.referal_code.toLowerCase() }));
    expect(good.status).toBe(201);
    const [row] = await t.database.query<{ referred_by: number }>(
      'SELECT referred_by FROM users WHERE email = $1',
      [good.body.data.email],
    );
    expect(row!.referred_by).toBe(r1.body.data.id);
  });
});

describe('login, devices and logout', () => {
  it('lets a new device wait until the trusted device accepts it, then rotates its session', async () => {
    const phone = t.browser('Mozilla/5.0 (Linux; Android 13) Chrome/126.0');
    const u = newUser();
    await phone.post('/api/v1/auth/register', u);

    const laptop = t.browser('Mozilla/5.0 (Windows NT 10.0) Firefox/128.0');
    const login = await laptop.post('/api/v1/auth/login', { login: u.hp, password: u.password });
    expect(login.status).toBe(202);
    expect(login.body.data).toMatchObject({ device_status: 'pending' });
    expect(login.body.data.channels.whatsapp).toMatch(/^0812\*{4}\d{3}$/);
    const deviceId = login.body.data.device_id;

    const blocked = await laptop.get('/api/v1/account');
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('device_pending');
    expect((await laptop.get('/api/v1/auth/device-status')).body.data.device_status).toBe('pending');

    const list = await phone.get('/api/v1/account/device');
    const pending = list.body.data.find((d: { id: string }) => d.id === deviceId);
    expect(pending).toMatchObject({ state: 'new_login_attempt', name: 'Firefox · Windows' });

    const oldSession = laptop.cookies.get('konter_session');
    expect((await phone.post(`/api/v1/account/device/${deviceId}/accept`)).status).toBe(200);
    expect((await phone.post(`/api/v1/account/device/${deviceId}/accept`)).status).toBe(409);
    const status = await laptop.get('/api/v1/auth/device-status');
    expect(status.body.data.device_status).toBe('trusted');
    expect(laptop.cookies.get('konter_session')).not.toBe(oldSession);
    expect((await laptop.get('/api/v1/account')).status).toBe(200);

    // The token from before the approval is worth nothing now.
    const stale = t.browser();
    stale.cookies.set('konter_session', oldSession!);
    expect((await stale.get('/api/v1/account')).status).toBe(401);

    // A trusted device logs in again directly.
    expect((await laptop.post('/api/v1/auth/logout')).status).toBe(200);
    expect((await laptop.get('/api/v1/account')).status).toBe(401);
    const again = await laptop.post('/api/v1/auth/login', { login: u.email, password: u.password });
    expect(again.status).toBe(200);
    expect(again.body.data.email).toBe(u.email);

    // Revoking it ends its session.
    expect((await phone.post(`/api/v1/account/device/${deviceId}/revoke`)).status).toBe(200);
    expect((await laptop.get('/api/v1/account')).status).toBe(401);
  });

  it('a rejected device is blocked and cannot log in again', async () => {
    const a = t.browser();
    const u = newUser();
    await a.post('/api/v1/auth/register', u);
    const b = t.browser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/605.1');
    const res = await b.post('/api/v1/auth/login', { login: u.email, password: u.password });
    await a.post(`/api/v1/account/device/${res.body.data.device_id}/reject`);
    const told = await b.get('/api/v1/auth/device-status');
    expect(told.body.data.device_status).toBe('rejected');
    expect((await b.get('/api/v1/auth/device-status')).status).toBe(401);
    const retry = await b.post('/api/v1/auth/login', { login: u.email, password: u.password });
    expect(retry.status).toBe(403);
    expect(retry.body).toMatchObject({
      code: 'device_blocked',
      message: 'This device was blocked by your trusted device.',
    });
    const list = await a.get('/api/v1/account/device');
    expect(list.body.data.find((d: { id: string }) => d.id === res.body.data.device_id).state).toBe(
      'blocked',
    );
  });

  it('verifies a waiting device by a WhatsApp OTP: wrong, then right, then single use', async () => {
    const a = t.browser();
    const u = newUser();
    await a.post('/api/v1/auth/register', u);
    const b = t.browser('Other/1.0');
    await b.post('/api/v1/auth/login', { login: u.hp, password: u.password });
    const sent = await b.post('/api/v1/auth/device/otp', { channel: 'whatsapp' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.expires_in).toBe(60);
    const code = await t.lastCode(u.hp);
    const wrong = await b.post('/api/v1/auth/device/verify', {
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'invalid_otp', message: 'Invalid OTP code' });
    const ok = await b.post('/api/v1/auth/device/verify', { otp: code });
    expect(ok.status).toBe(200);
    expect((await b.get('/api/v1/account')).status).toBe(200);
  });

  it('an OTP expires after 60 seconds and allows at most 5 tries', async () => {
    const a = t.browser();
    const u = newUser();
    await a.post('/api/v1/auth/register', u);
    const b = t.browser('Other/2.0');
    await b.post('/api/v1/auth/login', { login: u.email, password: u.password });
    await b.post('/api/v1/auth/device/otp', { channel: 'email' });
    const code = await t.lastCode(u.email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++)
      expect((await b.post('/api/v1/auth/device/verify', { otp: wrong })).status).toBe(422);
    expect((await b.post('/api/v1/auth/device/verify', { otp: code })).status).toBe(422);

    await b.post('/api/v1/auth/device/otp', { channel: 'email' });
    const code2 = await t.lastCode(u.email);
    await t.database.query(
      `UPDATE otps SET expires_at = now() - interval '1 second' WHERE consumed_at IS NULL`,
    );
    expect((await b.post('/api/v1/auth/device/verify', { otp: code2 })).status).toBe(422);
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const u = newUser();
    await t.browser().post('/api/v1/auth/register', u);
    const wrong = await t.browser().post('/api/v1/auth/login', { login: u.email, password: 'salah-sekali' });
    const unknown = await t
      .browser()
      .post('/api/v1/auth/login', { login: 'nobody@example.com', password: 'salah-sekali' });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({
      code: 'invalid_credentials',
      message: 'Wrong phone number, e-mail or password',
    });
    expect(wrong.body.errors.login).toEqual([
      { code: 'invalid_credentials', message: 'Nomor HP, email, atau kata sandi salah.' },
    ]);
  });

  it('limits login attempts per login name with Retry-After', async () => {
    const b = t.browser();
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 7; i++) {
      const r = await b.post('/api/v1/auth/login', { login: 'target@example.com', password: `guess-${i}` });
      statuses.push(r.status);
      if (r.status === 429) retryAfter = r.headers['retry-after'];
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.at(-1)).toBe(429);
    const limited = await b.post('/api/v1/auth/login', { login: 'target@example.com', password: 'again' });
    expect(limited.body).toMatchObject({
      code: 'password_attempts_exceeded',
      message: 'Too many wrong passwords. Please try again in 15 minutes.',
    });
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe('CSRF', () => {
  it('refuses a state change without the XHR header (403) or with a bad token (419), and changes nothing', async () => {
    const u = newUser();
    const b = t.browser();
    await b.open('/');
    const noXhr = await b.post('/api/v1/auth/register', u, { 'x-requested-with': '' });
    expect(noXhr.status).toBe(403);
    expect(noXhr.body).toMatchObject({ code: 'access_forbidden', message: 'Access Forbidden' });
    const badToken = await b.post('/api/v1/auth/register', u, { 'x-csrf-token': 'forged' });
    expect(badToken.status).toBe(419);
    expect(badToken.body.code).toBe('csrf_mismatch');
    const rows = await t.database.query('SELECT 1 FROM users WHERE email = $1', [u.email]);
    expect(rows).toHaveLength(0);
    // A token from another browser's cookie does not fit this browser.
    const other = t.browser();
    await other.open('/');
    b.csrf = other.csrf;
    expect((await b.post('/api/v1/auth/register', u)).status).toBe(419);
  });

  it('serves the page with the csrf-token meta tag and an HttpOnly SameSite=Lax cookie', async () => {
    const res = await t.browser().open('/auth/login');
    expect(res.body).toMatch(/<meta name="csrf-token" content="[0-9a-f]{64}">/);
    expect(String(res.headers['set-cookie'])).toMatch(/konter_csrf=.*HttpOnly.*SameSite=Lax/i);
  });
});

describe('password reset and e-mail verification', () => {
  it('resets a password by a single-use e-mailed link and ends all sessions', async () => {
    const a = t.browser();
    const u = newUser();
    await a.post('/api/v1/auth/register', u);
    const unknown = await t.browser().post('/api/v1/auth/forgot-password', { email: 'ghost@example.com' });
    const known = await t.browser().post('/api/v1/auth/forgot-password', { email: u.email });
    expect(unknown.body).toEqual(known.body);
    const mail = await t.lastMessage(u.email);
    const token = mail.body.match(/token=([\w-]+)/)![1]!;
    const same = await t.browser().post('/api/v1/auth/reset-password', {
      token,
      password: 'baru-sekali-1',
      password_confirmation: 'baru-sekali-1',
    });
    expect(same.status).toBe(200);
    expect((await a.get('/api/v1/account')).status).toBe(401);
    const reuse = await t.browser().post('/api/v1/auth/reset-password', {
      token,
      password: 'lagi-lagi-12',
      password_confirmation: 'lagi-lagi-12',
    });
    expect(reuse.status).toBe(422);
    expect(reuse.body).toMatchObject({
      code: 'reset_link_invalid',
      message: 'This password reset link is invalid or has expired.',
    });
    expect((await a.post('/api/v1/auth/login', { login: u.email, password: 'baru-sekali-1' })).status).toBe(
      200,
    );
  });

  it('verifies the e-mail address from the link', async () => {
    const a = t.browser();
    const u = newUser();
    await a.post('/api/v1/auth/register', u);
    expect((await a.get('/api/v1/account')).body.data.email_verified_at).toBeNull();
    await a.post('/api/v1/account/email/send-verification');
    const token = (await t.lastMessage(u.email)).body.match(/token=([\w-]+)/)![1]!;
    expect((await t.browser().post('/api/v1/auth/verify-email', { token })).status).toBe(200);
    expect((await a.get('/api/v1/account')).body.data.email_verified_at).not.toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their zod schemas', async () => {
    const res = await t.browser().get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(
      res.body.paths['/api/v1/auth/register'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['name', 'email', 'hp', 'password', 'password_confirmation']));
  });
});

describe('session timeouts', () => {
  it('ends a session after the idle timeout and after the absolute timeout', async () => {
    const a = t.browser();
    const u = newUser();
    await a.post('/api/v1/auth/register', u);
    await t.database.query(
      `UPDATE sessions SET last_seen_at = now() - interval '121 minutes' WHERE ended_at IS NULL AND user_id = (SELECT id FROM users WHERE email = $1)`,
      [u.email],
    );
    expect((await a.get('/api/v1/account')).status).toBe(401);

    expect((await a.post('/api/v1/auth/login', { login: u.email, password: u.password })).status).toBe(200);
    expect((await a.get('/api/v1/account')).status).toBe(200);
    await t.database.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE ended_at IS NULL AND user_id = (SELECT id FROM users WHERE email = $1)`,
      [u.email],
    );
    expect((await a.get('/api/v1/account')).status).toBe(401);
    const ended = await t.database.query<{ end_reason: string }>(
      `SELECT end_reason FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1) ORDER BY created_at`,
      [u.email],
    );
    expect(ended.map((r) => r.end_reason)).toEqual(['idle', 'expired']);
  });
});
