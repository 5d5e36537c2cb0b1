// The account-takeover paths of the penetration test of 79ec83e (issue 11), each reproduced as the
// tester did it. Every attack here succeeded before the fix (checked on a checkout of 79ec83e+issue
// 10); the parallel-login burst and the sequential and right-PIN tests guard behaviour that held.
// Runs on PGlite and, in CI, on PostgreSQL (TEST_DATABASE_URL), where parallel requests really run
// in parallel.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUser, type TestApp } from '../../test/app.js';
import { registered, TEST_PIN } from '../../test/kit.js';
import { writeSetting } from './auth.repository.js';
import { PASSWORD_LIMITS } from './password-guard.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const max = PASSWORD_LIMITS.source.max;
const statuses = (rs: { status: number }[]) => rs.map((r) => r.status).sort();
const count = (rs: { status: number }[], status: number) => rs.filter((r) => r.status === status).length;

describe('password checks share one guard (items 1, 3, 7)', () => {
  it('account recovery is no password oracle: limited like login, and closed when login is', async () => {
    const m = await registered(t);
    const attacker = t.browser();
    const guesses = [];
    for (let i = 0; i < max + 3; i++) {
      guesses.push(
        await attacker.post('/api/v1/account/recovery', { login: m.hp, password: `tebakan-${i}` }),
      );
    }
    expect(count(guesses, 422)).toBe(max);
    expect(guesses.at(-1)).toMatchObject({ status: 429, body: { code: 'password_attempts_exceeded' } });
    expect(Number(guesses.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
    // The right password, guessed after the burst, is not evaluated either.
    const right = await attacker.post('/api/v1/account/recovery', { login: m.hp, password: m.password });
    expect(right.status).toBe(429);

    await writeSetting(t.database.db, 'disable_user_login', true);
    try {
      const other = await registered(t);
      const closed = await t.browser().post('/api/v1/account/recovery', {
        login: other.hp,
        password: other.password,
      });
      expect(closed).toMatchObject({ status: 403, body: { code: 'login_disabled' } });
    } finally {
      await writeSetting(t.database.db, 'disable_user_login', false);
    }
  });

  it('a burst of parallel wrong passwords evaluates at most the limit', async () => {
    const m = await registered(t);
    const attacker = t.browser();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        attacker.post('/api/v1/auth/login', { login: m.email, password: `paralel-${i}` }),
      ),
    );
    expect(count(answers, 422)).toBeLessThanOrEqual(max);
    expect(count(answers, 422) + count(answers, 429)).toBe(30);
  });

  it('every spelling of the same account shares one allowance', async () => {
    const m = await registered(t);
    const local = m.hp; // 08xxxxxxxxxx
    const spellings = [
      local,
      `62${local.slice(1)}`,
      `+62${local.slice(1)}`,
      `+62 ${local.slice(1, 4)}-${local.slice(4, 8)}-${local.slice(8)}`,
      m.email.toUpperCase(),
      ` ${m.email} `,
    ];
    const attacker = t.browser();
    const answers = [];
    for (const login of spellings)
      answers.push(await attacker.post('/api/v1/auth/login', { login, password: 'salah-sekali' }));
    expect(statuses(answers)).toEqual(
      [...Array(max).fill(422), ...Array(spellings.length - max).fill(429)].sort(),
    );
  });

  it('unknown login names are limited on their normalised form', async () => {
    const attacker = t.browser();
    const ghost = `0819${String(Date.now()).slice(-8)}`;
    const answers = [];
    for (const login of [ghost, `62${ghost.slice(1)}`, `+62${ghost.slice(1)}`, ghost, ghost, ghost])
      answers.push(await attacker.post('/api/v1/auth/login', { login, password: 'apa-saja-1' }));
    expect(count(answers, 422)).toBe(max);
    expect(answers.at(-1)!.status).toBe(429);
  });

  it('an attacker elsewhere cannot lock the owner out of a trusted device', async () => {
    const m = await registered(t);
    // Failures from many addresses: each address its allowance, the account its untrusted total.
    for (let ip = 0; ip < 6; ip++) {
      const b = t.browser();
      for (let i = 0; i < max; i++)
        await b.post('/api/v1/auth/login', { login: m.hp, password: `x-${ip}-${i}` });
    }
    const stranger = await t.browser().post('/api/v1/auth/login', { login: m.hp, password: m.password });
    expect(stranger.status).toBe(429);
    // The owner's own browser (its device cookie is a trusted device of the account) gets in.
    await m.b.post('/api/v1/auth/logout');
    const owner = await m.b.post('/api/v1/auth/login', { login: m.hp, password: m.password });
    expect(owner.status).toBe(200);
  });

  it('changing the password, deleting the account and transferring are limited too', async () => {
    const m = await registered(t, { permissions: ['deposit_transfer'] });
    const wrongOld = [];
    for (let i = 0; i < max + 1; i++) {
      wrongOld.push(
        await m.b.post('/api/v1/account/password', {
          old_password: `bukan-${i}`,
          password: 'baru-sekali-1',
          password_confirmation: 'baru-sekali-1',
        }),
      );
    }
    expect(count(wrongOld, 422)).toBe(max);
    expect(wrongOld.at(-1)!.status).toBe(429);
    // The same allowance (this device) covers deletion: nothing more is evaluated.
    const del = await m.b.delete('/api/v1/account/delete', { password: m.password });
    expect(del.status).toBe(429);
    expect((await m.b.get('/api/v1/account')).status).toBe(200);

    const n = await registered(t);
    const dels = [];
    for (let i = 0; i < max + 1; i++)
      dels.push(await n.b.delete('/api/v1/account/delete', { password: `no-${i}` }));
    expect(count(dels, 422)).toBe(max);
    expect(dels.at(-1)!.status).toBe(429);
  });
});

describe('the transaction PIN lockout holds under parallel guesses (item 2)', () => {
  it('30 parallel wrong PINs: at most 5 evaluated, then 429 with Retry-After even for the right PIN', async () => {
    const m = await registered(t, { pin: true });
    const wrong = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        m.b.post('/api/v1/account/pin/verify', { pin: String(100000 + i) }),
      ),
    );
    expect(count(wrong, 422)).toBeLessThanOrEqual(4);
    expect(count(wrong, 422) + count(wrong, 429)).toBe(30);
    // The PIN is locked for 30 minutes: the right PIN now gets 429 too (past the route's own
    // per-minute limit, which 31 requests also reach, the lock is what answers).
    const [row] = await t.database.query<{ until: Date }>(
      'SELECT pin_locked_until AS until FROM users WHERE id = $1',
      [m.id],
    );
    expect(new Date(row!.until).getTime() - Date.now()).toBeGreaterThan(25 * 60_000);
    const right = await m.b.post('/api/v1/account/pin/verify', { pin: TEST_PIN });
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sequential wrong PINs lock on the fifth; the sixth try, right or wrong, gets 429 "maximum pin attempts reached"', async () => {
    const m = await registered(t, { pin: true });
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await m.b.post('/api/v1/account/pin/verify', { pin: '000000' }));
    expect(statuses(tries)).toEqual([422, 422, 422, 422, 429]);
    const right = await m.b.post('/api/v1/account/pin/verify', { pin: TEST_PIN });
    expect(right).toMatchObject({
      status: 429,
      body: { code: 'pin_locked', message: 'maximum pin attempts reached' },
    });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(25 * 60);
  });

  it('parallel right PINs all pass (purchases in parallel are ordinary)', async () => {
    const m = await registered(t, { pin: true });
    const right = await Promise.all(
      Array.from({ length: 10 }, () => m.b.post('/api/v1/account/pin/verify', { pin: TEST_PIN })),
    );
    expect(statuses(right)).toEqual(Array(10).fill(200));
  });

  it('a right PIN starts the count again', async () => {
    const m = await registered(t, { pin: true });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        expect((await m.b.post('/api/v1/account/pin/verify', { pin: '000000' })).status).toBe(422);
      expect((await m.b.post('/api/v1/account/pin/verify', { pin: TEST_PIN })).status).toBe(200);
    }
  });
});

describe('password-reset links (item 5)', () => {
  const resetWith = (token: string, password: string) =>
    t.browser().post('/api/v1/auth/reset-password', { token, password, password_confirmation: password });
  const tokenIn = async (email: string) => (await t.lastMessage(email)).body.match(/token=([\w-]+)/)![1]!;

  it('a newer link ends the earlier ones', async () => {
    const u = newUser();
    await t.browser().post('/api/v1/auth/register', u);
    await t.browser().post('/api/v1/auth/forgot-password', { email: u.email });
    const first = await tokenIn(u.email);
    await t.browser().post('/api/v1/auth/forgot-password', { email: u.email });
    const second = await tokenIn(u.email);
    expect(second).not.toBe(first);
    expect((await resetWith(first, 'pertama-sekali-1')).body).toMatchObject({ code: 'reset_link_invalid' });
    expect((await resetWith(second, 'kedua-sekali-12')).status).toBe(200);
  });

  it('using a link, or changing the password, ends every earlier link; a change ends the other sessions', async () => {
    const m = await registered(t);
    const other = t.browser();
    expect((await other.post('/api/v1/auth/login', { login: m.email, password: m.password })).status).toBe(
      202,
    );
    await t.browser().post('/api/v1/auth/forgot-password', { email: m.email });
    const mailed = await tokenIn(m.email);
    const changed = await m.b.post('/api/v1/account/password', {
      old_password: m.password,
      password: 'ganti-sendiri-1',
      password_confirmation: 'ganti-sendiri-1',
    });
    expect(changed.status).toBe(200);
    expect((await resetWith(mailed, 'dari-penyerang-1')).body).toMatchObject({ code: 'reset_link_invalid' });
    expect((await other.get('/api/v1/auth/device-status')).status).toBe(401);
    expect((await m.b.get('/api/v1/account')).status).toBe(200);
  });
});
