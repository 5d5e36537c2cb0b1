import type { CaptchaChallenge } from '@konter/core/contracts/contact';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { CAPTCHA_COST, CAPTCHA_COUNTER, CAPTCHA_TTL_SECONDS, createCaptcha } from './captcha.js';
import { pruneCaptchas } from './contact.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const COMPANY = 'cs@konter.local';

/** A challenge as the browser gets it. */
async function fetchChallenge(): Promise<CaptchaChallenge> {
  const res = await t.browser().get('/api/v1/contact/get-captcha');
  expect(res.status).toBe(200);
  return res.body.data.challenge;
}

/** A challenge with a tiny secret counter, so that solving it is instant (same signature and checks). */
const quickChallenge = (opts: { now?: Date; secret?: string } = {}) =>
  createCaptcha(opts.secret ?? t.deps.config.APP_SECRET, { counter: 3, ...opts });

/** The ALTCHA payload the form sends: base64 of {challenge, solution}. */
const payload = (challenge: unknown, solution: unknown) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

/** Does the work, as the browser's worker does (counters 0, 1, 2, … until the key matches). */
async function solve(challenge: CaptchaChallenge) {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  expect(solution).not.toBeNull();
  return solution!;
}

const solved = async (challenge: CaptchaChallenge) => payload(challenge, await solve(challenge));

const form = (captcha: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Siti Aminah',
  email: 'siti@example.com',
  phone: '081234567890',
  subject: 'Deposit belum masuk',
  message: 'Saya sudah transfer Rp 100.123 ke BCA jam 10.15 tapi saldo belum bertambah.',
  captcha,
  ...overrides,
});

/** Each field's messages, as the form shows them. */
const messagesOf = (errors: Record<string, { message: string }[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((e) => e.message)]));

/** Contact messages stored and e-mails queued to the company so far. */
async function queued() {
  const [row] = await t.database.query<{ messages: number; mails: number }>(
    `SELECT (SELECT count(*)::int FROM contact_messages) AS messages,
            (SELECT count(*)::int FROM outbound_messages WHERE recipient = $1) AS mails`,
    [COMPANY],
  );
  return row!;
}

/** Posts the form from a fresh address and expects the captcha refused, with nothing queued. */
async function expectRefused(captcha: string) {
  const before = await queued();
  const res = await t.browser().post('/api/v1/contact', form(captcha), { 'accept-language': 'en' });
  expect(res.status).toBe(422);
  expect(res.body).toEqual({
    message: 'invalid data',
    code: 'contact_invalid',
    errors: {
      captcha: [
        {
          code: 'contact_captcha_invalid',
          message: 'The automatic check failed or expired. Please send again.',
        },
      ],
    },
  });
  expect(await queued()).toEqual(before);
}

describe('contact captcha (proof of work)', () => {
  it('hands out a signed challenge and stores nothing', async () => {
    const [before] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM captcha_solutions',
    );
    const res = await t.browser().get('/api/v1/contact/get-captcha');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { challenge, expires_in, ...rest } = res.body.data;
    expect(rest).toEqual({});
    expect(expires_in).toBe(CAPTCHA_TTL_SECONDS);
    expect(Object.keys(challenge).sort()).toEqual(['parameters', 'signature']);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const p = challenge.parameters;
    expect(Object.keys(p).sort()).toEqual(
      ['algorithm', 'cost', 'expiresAt', 'keyLength', 'keyPrefix', 'keySignature', 'nonce', 'salt'].sort(),
    );
    expect(p).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: CAPTCHA_COST, keyLength: 32 });
    expect(p.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(p.salt).toMatch(/^[0-9a-f]{32}$/);
    // Half of the 32-byte key: no other counter matches it, and it cannot be turned back into one.
    expect(p.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    expect(p.expiresAt - Date.now() / 1000).toBeGreaterThan(CAPTCHA_TTL_SECONDS - 5);
    expect(p.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(CAPTCHA_TTL_SECONDS);
    const [after] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM captcha_solutions');
    expect(after!.n).toBe(before!.n);
  });

  it('cannot be answered from the challenge alone: every one takes its own work', async () => {
    // The pentest solved the drawn captchas from a lookup table. Here nothing in the challenge
    // gives the counter: the only way is deriving keys for 0, 1, 2, … until one matches, at
    // least CAPTCHA_COUNTER.min + 1 PBKDF2 runs of CAPTCHA_COST iterations, for each challenge.
    const a = await fetchChallenge();
    const b = await fetchChallenge();
    expect(JSON.stringify(a)).not.toMatch(/"(number|counter|answer|solution)"/);
    expect(b.parameters.nonce).not.toBe(a.parameters.nonce);
    expect(b.parameters.salt).not.toBe(a.parameters.salt);
    expect(b.parameters.keyPrefix).not.toBe(a.parameters.keyPrefix);
    let tries = 0;
    const solution = await solveChallenge({
      challenge: a as Challenge,
      deriveKey: (...args) => {
        tries++;
        return deriveKey(...args);
      },
    });
    expect(solution!.counter).toBeGreaterThanOrEqual(CAPTCHA_COUNTER.min);
    expect(solution!.counter).toBeLessThanOrEqual(CAPTCHA_COUNTER.max);
    expect(tries).toBe(solution!.counter + 1);

    // A "solution" made up from what the challenge shows is refused…
    const prefix = a.parameters.keyPrefix;
    await expectRefused(payload(a, { counter: 0, derivedKey: prefix.padEnd(64, '0') }));
    await expectRefused(payload(a, { counter: solution!.counter, derivedKey: prefix.padEnd(64, 'f') }));
    // …and so is one challenge's solution under another.
    await expectRefused(payload(b, solution));
  });
});

describe('contact form', () => {
  it('accepts a solved challenge once: stores the message and queues an e-mail to the company', async () => {
    const captcha = await solved(await fetchChallenge());
    const before = await queued();
    const res = await t.browser().post('/api/v1/contact', form(captcha));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: expect.any(Number), sent: true });
    expect(await queued()).toEqual({ messages: before.messages + 1, mails: before.mails + 1 });
    const [stored] = await t.database.query<{ email: string; outbound_message_id: number }>(
      'SELECT email, outbound_message_id FROM contact_messages WHERE id = $1',
      [res.body.data.id],
    );
    expect(stored!.email).toBe('siti@example.com');
    const mail = await t.lastMessage(COMPANY);
    expect(mail.subject).toBe('[Kontak] Deposit belum masuk');
    expect(mail.body).toContain('Nama: Siti Aminah');
    expect(mail.body).toContain('E-mail: siti@example.com');
    expect(mail.body).toContain('Saya sudah transfer Rp 100.123');

    // The same solution again (from another address, as a spammer would) is a replay.
    await expectRefused(captcha);
  });

  it('refuses a replay even when both copies arrive at once', async () => {
    const captcha = await solved(await quickChallenge());
    const before = await queued();
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.browser().post('/api/v1/contact', form(captcha))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(await queued()).toEqual({ messages: before.messages + 1, mails: before.mails + 1 });
  });

  it('refuses a wrong solution', async () => {
    const challenge = await quickChallenge();
    const right = await solve(challenge);
    // The key of another counter, a made-up key, a malformed one.
    const { derivedKey: other } = await deriveKey(
      challenge.parameters as Challenge['parameters'],
      Buffer.from(challenge.parameters.salt, 'hex'),
      Buffer.concat([
        Buffer.from(challenge.parameters.nonce, 'hex'),
        Buffer.from([0, 0, 0, right.counter + 1]),
      ]),
    );
    await expectRefused(
      payload(challenge, { counter: right.counter + 1, derivedKey: Buffer.from(other).toString('hex') }),
    );
    await expectRefused(payload(challenge, { counter: right.counter, derivedKey: 'ab'.repeat(32) }));
    await expectRefused(payload(challenge, { counter: -1, derivedKey: right.derivedKey.toUpperCase() }));
    await expectRefused(payload(challenge, {}));
    await expectRefused('bm90IGpzb24=');
    await expectRefused('%%%');
    // The right one still works: the refused guesses did not spend it.
    expect((await t.browser().post('/api/v1/contact', form(payload(challenge, right)))).status).toBe(200);
  });

  it('refuses an expired challenge', async () => {
    const old = await quickChallenge({ now: new Date(Date.now() - (CAPTCHA_TTL_SECONDS + 1) * 1000) });
    await expectRefused(await solved(old));
  });

  it('refuses a tampered challenge or one signed with another secret', async () => {
    const challenge = await quickChallenge();
    const solution = await solve(challenge);
    const p = challenge.parameters;
    // Easier work, a longer life, a prefix of our choosing: the signature no longer matches.
    await expectRefused(payload({ ...challenge, parameters: { ...p, cost: 1 } }, solution));
    await expectRefused(
      payload({ ...challenge, parameters: { ...p, expiresAt: p.expiresAt! + 3600 } }, solution),
    );
    await expectRefused(payload({ ...challenge, parameters: { ...p, keyPrefix: '00' } }, solution));
    await expectRefused(payload({ ...challenge, signature: 'ab'.repeat(32) }, solution));
    const { keySignature: _, ...unsigned } = p;
    await expectRefused(payload({ ...challenge, parameters: unsigned }, solution));
    await expectRefused(payload({ parameters: p }, solution));
    // A challenge someone made with their own secret, solved correctly.
    const foreign = await quickChallenge({ secret: 'not-our-secret-not-our-secret-000' });
    await expectRefused(await solved(foreign));
    // The untouched one still passes.
    expect((await t.browser().post('/api/v1/contact', form(payload(challenge, solution)))).status).toBe(200);
  });

  it('names every bad field, in the caller’s language, without spending the captcha', async () => {
    const captcha = await solved(await quickChallenge());
    const b = t.browser();
    const res = await b.post(
      '/api/v1/contact',
      form(captcha, { name: ' ', email: 'bukan-email', phone: '12345', message: '' }),
      { 'accept-language': 'id' },
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('invalid data');
    expect(res.body.code).toBe('contact_invalid');
    expect(messagesOf(res.body.errors)).toEqual({
      name: ['Nama harus diisi'],
      email: ['Email harus berupa alamat email yang valid'],
      phone: ['Nomor telepon harus berupa nomor HP Indonesia yang valid, contoh 081234567890'],
      message: ['Pesan harus diisi'],
    });
    expect(res.body.errors.name).toEqual([{ code: 'rule:required', message: 'Nama harus diisi' }]);
    // Fixed, the same solution is accepted.
    expect((await b.post('/api/v1/contact', form(captcha))).status).toBe(200);

    const missing = await t.browser().post('/api/v1/contact', { name: 'A' }, { 'accept-language': 'en' });
    expect(messagesOf(missing.body.errors)).toMatchObject({
      email: ['Email is required'],
      subject: ['Subject is required'],
      captcha: ['Captcha is required'],
    });
    const wrong = await t
      .browser()
      .post('/api/v1/contact', form('x', { email: 'x' }), { 'accept-language': 'id' });
    expect(messagesOf(wrong.body.errors)).toEqual({
      email: ['Email harus berupa alamat email yang valid'],
      captcha: ['Verifikasi otomatis gagal atau kedaluwarsa. Silakan kirim ulang.'],
    });
  });

  it('limits how often one address may send', async () => {
    const b = t.browser();
    let last = 0;
    let retryAfter: unknown;
    for (let i = 0; i < 6; i++) {
      const res = await b.post('/api/v1/contact', form('bm90IGEgc29sdXRpb24='));
      last = res.status;
      retryAfter = res.headers['retry-after'];
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('the daily job forgets spent captchas an hour after they expired', async () => {
    await t.database.query(
      `INSERT INTO captcha_solutions (nonce, expires_at) VALUES
         ('old', now() - interval '2 hours'), ('recent', now() - interval '5 minutes'), ('live', now() + interval '1 minute')`,
    );
    await pruneCaptchas(t.database.db);
    const rows = await t.database.query<{ nonce: string }>(
      `SELECT nonce FROM captcha_solutions WHERE nonce IN ('old', 'recent', 'live') ORDER BY nonce`,
    );
    expect(rows.map((r) => r.nonce)).toEqual(['live', 'recent']);
  });
});
