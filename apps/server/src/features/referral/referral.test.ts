import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUser, type TestApp } from '../../test/app.js';
import { registered } from '../../test/kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type Member = Awaited<ReturnType<typeof registered>>;
const referral = async (m: Member) => {
  const res = await m.b.get('/api/v1/referral/code');
  expect(res.status).toBe(200);
  return res.body.data as {
    referral_code: string;
    referral_url: string;
    url_click_count: number;
    registration_count: number;
  };
};
const check = async (code: string) => {
  const res = await t.browser().get(`/api/v1/referral/check?code=${encodeURIComponent(code)}`);
  expect(res.status).toBe(200);
  return res.body.data.valid as boolean;
};

describe('referral', () => {
  it('shows the code, its link and zero counts to a new member', async () => {
    const m = await registered(t);
    const r = await referral(m);
    expect(r.referral_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(r.referral_url).toBe(`${t.deps.config.APP_URL}/r/${r.referral_code}`);
    expect(r).toMatchObject({ url_click_count: 0, registration_count: 0 });
    expect((await t.browser().get('/api/v1/referral/code')).status).toBe(401);
  });

  it('counts one click per browser; reloads and other codes do not add', async () => {
    const m = await registered(t);
    const { referral_code: code } = await referral(m);
    const visitor = t.browser();
    const first = await visitor.open(`/r/${code.toLowerCase()}`);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe(`/auth/register?ref=${code.toLowerCase()}`);
    await visitor.open(`/r/${code}`);
    await visitor.open(`/r/${code}`);
    expect((await referral(m)).url_click_count).toBe(1);
    await t.browser().open(`/r/${code}`);
    expect((await referral(m)).url_click_count).toBe(2);
    // An unknown code still lands on the form (which says "not valid") and counts nothing.
    const bad = await t.browser().open('/r/NOSUCHCODE1');
    expect(bad.status).toBe(302);
    expect(bad.headers.location).toBe('/auth/register?ref=NOSUCHCODE1');
    expect((await referral(m)).url_click_count).toBe(2);
  });

  it('registration with a valid code sets the upline and counts; an invalid code refuses with a field error', async () => {
    const upline = await registered(t);
    const { referral_code: code } = await referral(upline);
    expect(await check(code)).toBe(true);
    expect(await check(code.toLowerCase())).toBe(true);
    expect(await check('NOSUCH99')).toBe(false);
    expect(await check('')).toBe(false);

    const visitor = t.browser();
    await visitor.open(`/r/${code}`);
    const bad = await visitor.post('/api/v1/auth/register', { ...newUser(), referral_code: 'NOSUCH99' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.referral_code[0].code).toBe('referral_code_invalid');
    expect((await referral(upline)).registration_count).toBe(0);

    const ok = await visitor.post('/api/v1/auth/register', {
      ...newUser(),
      referral_code: code.toLowerCase(),
    });
    expect(ok.status).toBe(201);
    const [row] = await t.database.query<{ referred_by: string }>(
      'SELECT referred_by FROM users WHERE id = $1',
      [ok.body.data.id],
    );
    expect(Number(row!.referred_by)).toBe(upline.id);
    expect(await referral(upline)).toMatchObject({ url_click_count: 1, registration_count: 1 });

    // Registration without a referral stays possible and counts for nobody.
    const plain = await t.browser().post('/api/v1/auth/register', newUser());
    expect(plain.status).toBe(201);
    expect((await referral(upline)).registration_count).toBe(1);
  });

  it('changes one’s own code: letters and digits 4–20, unique whatever the case', async () => {
    const a = await registered(t);
    const b = await registered(t);
    const before = await referral(a);
    const change = (m: Member, referral_code: unknown) =>
      m.b.post('/api/v1/referral/code', { referral_code });

    for (const [value, rule] of [
      ['ab1', 'rule:min'],
      ['A'.repeat(21), 'rule:max'],
      ['budi-01', 'rule:alpha_num'],
      ['', 'rule:required'],
    ] as const) {
      const res = await change(a, value);
      expect(res.status, value).toBe(422);
      expect(res.body.errors.referral_code[0].code).toBe(rule);
    }
    expect((await referral(a)).referral_code).toBe(before.referral_code);

    const suffix = String(a.id);
    const ok = await change(a, `budi${suffix}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      referral_code: `BUDI${suffix}`,
      referral_url: `${t.deps.config.APP_URL}/r/BUDI${suffix}`,
    });
    expect(await check(before.referral_code)).toBe(false);
    expect(await check(`Budi${suffix}`)).toBe(true);

    const taken = await change(b, `BuDi${suffix}`);
    expect(taken.status).toBe(422);
    expect(taken.body.errors.referral_code[0].code).toBe('referral_code_taken');
    const same = await change(a, `BUDI${suffix}`);
    expect(same.body.errors.referral_code[0].code).toBe('referral_code_unchanged');

    // Downlines keep their upline when the code changes; the new code registers too.
    const down = await t
      .browser()
      .post('/api/v1/auth/register', { ...newUser(), referral_code: `budi${suffix}` });
    expect(down.status).toBe(201);
    expect((await referral(a)).registration_count).toBe(1);
  });

  it('sends an invitation e-mail with the link in the sender’s language, at most 10 a day', async () => {
    const m = await registered(t);
    const { referral_code: code, referral_url: url } = await referral(m);
    const to = `friend.${m.id}@example.com`;
    const res = await m.b.post('/api/v1/referral/send-email', { email: to });
    expect(res.status).toBe(201);
    const mail = await t.lastMessage(to);
    expect(mail.subject).toBe(`${m.name} mengundang Anda ke Konter`);
    expect(mail.body).toContain(url);
    expect(mail.body).toContain(code);

    const self = await m.b.post('/api/v1/referral/send-email', { email: m.email.toUpperCase() });
    expect(self.status).toBe(422);
    expect(self.body.errors.email[0].code).toBe('referral_email_self');
    const bad = await m.b.post('/api/v1/referral/send-email', { email: 'not-an-email' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email[0].code).toBe('rule:email');

    // Ten attempts a day past the form's checks: the one to oneself counted, so eight more are sent.
    for (let i = 1; i < 9; i++) {
      expect((await m.b.post('/api/v1/referral/send-email', { email: `f${i}.${to}` })).status).toBe(201);
    }
    const over = await m.b.post('/api/v1/referral/send-email', { email: `f11.${to}` });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('referral_email_limit');
    const [sent] = await t.database.query<{ n: string }>(
      "SELECT count(*) AS n FROM outbound_messages WHERE recipient LIKE '%' || $1",
      [to],
    );
    expect(Number(sent!.n)).toBe(9);
  });
});
