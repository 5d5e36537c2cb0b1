import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCaptcha } from './captcha.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A captcha and its answer (the answer never leaves the server; tests read it from the maker). */
const captcha = () => createCaptcha(t.database.db, t.deps.config.APP_SECRET);

/** Each field's messages, as the form shows them. */
const messagesOf = (errors: Record<string, { message: string }[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((e) => e.message)]));

const form = (c: { captcha_id: string; text: string }, overrides: Record<string, unknown> = {}) => ({
  name: 'Siti Aminah',
  email: 'siti@example.com',
  phone: '081234567890',
  subject: 'Deposit belum masuk',
  message: 'Saya sudah transfer Rp 100.123 ke BCA jam 10.15 tapi saldo belum bertambah.',
  captcha_id: c.captcha_id,
  captcha: c.text,
  ...overrides,
});

describe('contact captcha', () => {
  it('draws an SVG of random characters with noise and keeps only a hash of the answer', async () => {
    const res = await t.browser().get('/api/v1/contact/get-captcha');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { captcha_id, image, expires_in, ...rest } = res.body.data;
    expect(rest).toEqual({});
    expect(captcha_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(expires_in).toBe(600);
    const svg = Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*width="160"[^>]*height="56"/);
    // Characters are drawn as paths (no <text> a script could read), over noise lines.
    expect(svg).not.toContain('<text');
    expect(svg.match(/<path/g)!.length).toBeGreaterThanOrEqual(5 + 3);
    const [row] = await t.database.query<{ answer_hash: string }>(
      'SELECT answer_hash FROM captchas WHERE id = $1',
      [captcha_id],
    );
    expect(row!.answer_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('contact form', () => {
  it('stores the message and queues an e-mail to the company address', async () => {
    const c = await captcha();
    const res = await t.browser().post('/api/v1/contact', form(c, { captcha: c.text.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: expect.any(Number), sent: true });
    const [stored] = await t.database.query<{ email: string; outbound_message_id: number }>(
      'SELECT email, outbound_message_id FROM contact_messages WHERE id = $1',
      [res.body.data.id],
    );
    expect(stored!.email).toBe('siti@example.com');
    const mail = await t.lastMessage('cs@konter.local');
    expect(mail.subject).toBe('[Kontak] Deposit belum masuk');
    expect(mail.body).toContain('Nama: Siti Aminah');
    expect(mail.body).toContain('E-mail: siti@example.com');
    expect(mail.body).toContain('Saya sudah transfer Rp 100.123');
  });

  it('answers 422 "invalid data" for a wrong captcha, and the captcha is spent by the guess', async () => {
    const c = await captcha();
    const wrong = await t
      .browser()
      .post('/api/v1/contact', form(c, { captcha: 'zzzzz' }), { 'accept-language': 'en' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      message: 'invalid data',
      code: 'contact_invalid',
      errors: { captcha: [{ code: 'rule:fallback', message: 'Captcha is not valid' }] },
    });
    const again = await t.browser().post('/api/v1/contact', form(c));
    expect(again.status).toBe(422);
    expect(again.body.errors).toHaveProperty('captcha');
  });

  it('refuses a used or expired captcha', async () => {
    const used = await captcha();
    expect((await t.browser().post('/api/v1/contact', form(used))).status).toBe(200);
    expect((await t.browser().post('/api/v1/contact', form(used))).body.errors).toHaveProperty('captcha');

    const old = await captcha();
    await t.database.query(`UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      old.captcha_id,
    ]);
    expect((await t.browser().post('/api/v1/contact', form(old))).body.errors).toHaveProperty('captcha');
  });

  it('names every bad field, in the caller’s language', async () => {
    const c = await captcha();
    const res = await t
      .browser()
      .post('/api/v1/contact', form(c, { name: ' ', email: 'bukan-email', phone: '12345', message: '' }), {
        'accept-language': 'id',
      });
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
    const missing = await t.browser().post('/api/v1/contact', { name: 'A' }, { 'accept-language': 'en' });
    expect(messagesOf(missing.body.errors)).toMatchObject({
      email: ['Email is required'],
      subject: ['Subject is required'],
      captcha: ['Captcha is required'],
    });
    expect(missing.body.errors).not.toHaveProperty('captcha_id');
  });

  it('limits how often one address may send', async () => {
    const b = t.browser();
    let last = 0;
    let retryAfter: unknown;
    for (let i = 0; i < 6; i++) {
      const c = await captcha();
      const res = await b.post('/api/v1/contact', form(c));
      last = res.status;
      retryAfter = res.headers['retry-after'];
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
