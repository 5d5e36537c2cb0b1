import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserBalances } from '../../ledger/index.js';
import { AppError } from '../../lib/errors.js';
import { newUser, type TestBrowser } from '../../test/app.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { setSiteSetting } from '../site/index.js';
import {
  approveAffiliate,
  jakartaMonth,
  payPayout,
  processPayout,
  rejectAffiliateApplication,
  runPayouts,
} from './affiliate.service.js';

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld();
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2000, 7),
]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1000, 3)]);
const bank = { bank_name: 'BCA', account_holder: 'Budi Santoso', account_number: '1234 5678 90' };
const OP = 'cli:test';

interface File {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data POST from the browser (its cookies, CSRF token and address). */
async function postForm(b: TestBrowser, url: string, fields: Record<string, string>, file?: File) {
  if (!b.csrf) await b.open('/');
  const boundary = `----affiliate${Date.now()}${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="id_image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await w.t.app.inject({
    method: 'POST',
    url,
    remoteAddress: b.ip,
    headers: {
      cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'user-agent': b.userAgent,
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': b.csrf,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(parts),
  });
  for (const c of [res.headers['set-cookie'] ?? []].flat()) {
    const [pair = ''] = String(c).split(';');
    const i = pair.indexOf('=');
    b.cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
  }
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const png = (bytes = PNG): File => ({ name: 'ktp.png', type: 'image/png', bytes });
const fieldCode = (res: { body: { errors: Record<string, { code: string }[]> } }, f: string) =>
  res.body.errors[f]?.[0]?.code;
const status = async (b: TestBrowser) => (await b.get('/api/v1/affiliate')).body.data;
const affiliateId = async (userId: number) =>
  Number(
    (await w.t.database.query<{ id: string }>('SELECT id FROM affiliates WHERE user_id = $1', [userId]))[0]!
      .id,
  );
const userCount = async (email: string) =>
  Number(
    (await w.t.database.query<{ n: string }>('SELECT count(*) AS n FROM users WHERE email = $1', [email]))[0]!
      .n,
  );

/** A member who applied and was verified; their referral code. */
async function verifiedAffiliate() {
  const m = await buyer(w.t, 0);
  expect((await postForm(m.b, '/api/v1/affiliate/apply', bank, png())).status).toBe(201);
  await approveAffiliate(w.t.deps, await affiliateId(m.id), OP);
  const a = await status(m.b);
  return { ...m, code: a.referral_code as string };
}

const buy = (m: Awaited<ReturnType<typeof buyer>>, destination: string) =>
  m.b.post('/api/v1/prabayar/transaction', {
    pin: '112233',
    payment_method: 'deposit',
    product_code: 'tsel10',
    destination,
  });
let phoneSeq = 0;
const phone = () => `0813666${String(phoneSeq++).padStart(5, '0')}`;
async function boughtOk(m: Awaited<ReturnType<typeof buyer>>) {
  const res = await buy(m, phone());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const view = await settled(m.b, res.body.data.ref_id);
  return view;
}
const marginOf = async (userId: number) =>
  Number(
    (
      await w.t.database.query<{ m: string }>(
        "SELECT coalesce(sum(margin), 0) AS m FROM transactions WHERE user_id = $1 AND status = 'success'",
        [userId],
      )
    )[0]!.m,
  );

describe('affiliate registration and application', () => {
  it('registers a visitor as a waiting affiliate with a session; every bad field is a 422 and writes nothing', async () => {
    const visitor = w.t.browser();
    const u = newUser({ name: 'Sari Afiliasi' });
    const bad = [
      [{ ...u, ...bank }, undefined, 'id_image', 'affiliate_id_image_required'],
      [
        { ...u, ...bank },
        { name: 'ktp.gif', type: 'image/png', bytes: Buffer.from('GIF89a....') },
        'id_image',
        'affiliate_id_image_type',
      ],
      [
        { ...u, ...bank },
        png(Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)])),
        'id_image',
        'affiliate_id_image_too_large',
      ],
      [{ ...u, ...bank, account_number: '12a45' }, png(), 'account_number', 'rule:numeric'],
      [{ ...u, ...bank, account_number: '1234' }, png(), 'account_number', 'rule:min'],
      [{ ...u, ...bank, account_number: '1'.repeat(21) }, png(), 'account_number', 'rule:max'],
      [{ ...u, ...bank, account_holder: 'Budi 99' }, png(), 'account_holder', 'rule:alpha_spaces'],
      [{ ...u, ...bank, bank_name: '' }, png(), 'bank_name', 'rule:required'],
      [{ ...u, ...bank, email: 'nope' }, png(), 'email', 'rule:email'],
      [
        { ...u, ...bank, password_confirmation: 'other12345' },
        png(),
        'password_confirmation',
        'rule:confirmed',
      ],
    ] as const;
    for (const [fields, file, field, code] of bad) {
      const res = await postForm(visitor, '/api/v1/affiliate/register', fields, file);
      expect(res.status, `${field} ${code}`).toBe(422);
      expect(res.body.code).toBe('affiliate_submission_failed');
      expect(fieldCode(res, field), JSON.stringify(res.body)).toBe(code);
    }
    expect(await userCount(u.email)).toBe(0);

    const ok = await postForm(
      visitor,
      '/api/v1/affiliate/register',
      { ...u, ...bank },
      { name: 'ktp.jpg', type: 'image/jpeg', bytes: JPG },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.email).toBe(u.email);
    const a = await status(visitor);
    expect(a).toMatchObject({
      status: 'waiting',
      rejected_reason: null,
      bank: { bank_name: 'BCA', account_holder: 'Budi Santoso', account_number: '******7890' },
      referral_code: null,
      referral_url: null,
      code_expires_at: null,
      commission_percent: 10,
      min_payout: 100_000,
    });
    const [row] = await w.t.database.query<{
      id_image_mime: string;
      id_image_size: number;
      account_number: string;
    }>('SELECT id_image_mime, id_image_size, account_number FROM affiliates WHERE user_id = $1', [
      ok.body.data.id,
    ]);
    expect(row).toMatchObject({
      id_image_mime: 'image/jpeg',
      id_image_size: JPG.length,
      account_number: '1234567890',
    });

    // The same e-mail and phone again: the account's own field errors, nothing new.
    const dup = await postForm(w.t.browser(), '/api/v1/affiliate/register', { ...u, ...bank }, png());
    expect(dup.status).toBe(422);
    expect(fieldCode(dup, 'email')).toBe('email_taken');
    expect(fieldCode(dup, 'hp')).toBe('phone_taken');
    expect(await userCount(u.email)).toBe(1);
  });

  it('lets a member apply, refuses a second application, and decides each application once', async () => {
    const m = await buyer(w.t, 0);
    expect(await status(m.b)).toMatchObject({ status: 'not_registered', bank: null });
    expect((await postForm(m.b, '/api/v1/affiliate/apply', bank)).status).toBe(422);
    const applied = await postForm(m.b, '/api/v1/affiliate/apply', bank, png());
    expect(applied.status).toBe(201);
    expect(applied.body.data.status).toBe('waiting');
    const again = await postForm(m.b, '/api/v1/affiliate/apply', bank, png());
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('affiliate_already_registered');

    const refused = await m.b.get('/api/v1/affiliate/commission');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('affiliate_report_unverified');

    const id = await affiliateId(m.id);
    await expect(rejectAffiliateApplication(w.t.deps, id, '  ', OP)).rejects.toMatchObject({
      code: 'affiliate_reason_required',
    });
    await rejectAffiliateApplication(w.t.deps, id, 'Foto KTP buram', OP);
    await expect(approveAffiliate(w.t.deps, id, OP)).rejects.toMatchObject({ code: 'affiliate_not_waiting' });
    expect(await status(m.b)).toMatchObject({ status: 'rejected', rejected_reason: 'Foto KTP buram' });
    expect((await m.b.get('/api/v1/affiliate/commission')).status).toBe(403);
    const note = await w.t.database.query<{ title_key: string }>(
      'SELECT title_key FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [m.id],
    );
    expect(note[0]!.title_key).toBe('affiliate_rejected_title');

    // Re-apply after a rejection: waiting again, then verified once (two approvals: one wins).
    expect(
      (await postForm(m.b, '/api/v1/affiliate/apply', { ...bank, bank_name: 'BRI' }, png())).status,
    ).toBe(201);
    expect(await status(m.b)).toMatchObject({
      status: 'waiting',
      rejected_reason: null,
      bank: { bank_name: 'BRI' },
    });
    const results = await Promise.allSettled([
      approveAffiliate(w.t.deps, id, OP),
      approveAffiliate(w.t.deps, id, OP),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(AppError);
    expect(lost.reason.code).toBe('affiliate_not_waiting');
    const a = await status(m.b);
    expect(a.status).toBe('verified');
    expect(a.referral_url).toBe(`${w.t.deps.config.APP_URL}/r/${a.referral_code}`);
    const days = (Date.parse(a.code_expires_at) - Date.parse(a.verified_at)) / 86_400_000;
    expect(days).toBe(365);
    await expect(rejectAffiliateApplication(w.t.deps, id, 'late', OP)).rejects.toMatchObject({
      code: 'affiliate_not_waiting',
    });
  });
});

describe('affiliate commission', () => {
  it('counts only successful purchases of referred users made while verified and valid, rounded down', async () => {
    const aff = await buyer(w.t, 0);
    const code = (await aff.b.get('/api/v1/account')).body.data.referal_code as string;
    // Referred while the application waits: those purchases earn nothing.
    const early = await buyer(w.t, 100_000, { referral_code: code });
    expect((await boughtOk(early)).status).toBe('success');
    expect((await postForm(aff.b, '/api/v1/affiliate/apply', bank, png())).status).toBe(201);
    await approveAffiliate(w.t.deps, await affiliateId(aff.id), OP);

    const d1 = await buyer(w.t, 200_000, { referral_code: code });
    const outsider = await buyer(w.t, 100_000);
    expect((await boughtOk(d1)).status).toBe('success');
    expect((await boughtOk(d1)).status).toBe('success');
    expect((await boughtOk(early)).status).toBe('success');
    expect((await boughtOk(outsider)).status).toBe('success');
    w.simulator.state.opts.failureRate = 1;
    try {
      expect((await boughtOk(d1)).status).toBe('failed');
    } finally {
      w.simulator.state.opts.failureRate = 0;
    }
    const d1Margin = await marginOf(d1.id);
    const earlyAll = await marginOf(early.id);
    expect(d1Margin).toBeGreaterThan(0);

    const report = async (month?: string) => {
      const res = await aff.b.get(`/api/v1/affiliate/commission${month ? `?month=${month}` : ''}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const r1 = await report();
    expect(r1.month).toBe(jakartaMonth());
    // `early` has two purchases: only the one after verification counts.
    const earlyCounted =
      earlyAll -
      (await w.t.database
        .query<{ m: string }>(
          "SELECT margin AS m FROM transactions WHERE user_id = $1 AND status = 'success' ORDER BY id LIMIT 1",
          [early.id],
        )
        .then((r) => Number(r[0]!.m)));
    const rows = Object.fromEntries(r1.rows.map((r: { user_id: number }) => [r.user_id, r]));
    expect(Object.keys(rows).map(Number).sort()).toEqual([early.id, d1.id].sort());
    expect(rows[d1.id]).toMatchObject({
      purchases: 2,
      margin: d1Margin,
      commission: Math.floor(d1Margin / 10),
    });
    expect(rows[d1.id].name).toBe('Bu** Sa*****');
    expect(rows[d1.id].hp).toMatch(/^0812\*+\d{4}$/);
    expect(rows[early.id]).toMatchObject({ purchases: 1, margin: earlyCounted });
    expect(r1.totals).toMatchObject({
      referred_users: 2,
      purchases: 3,
      margin: d1Margin + earlyCounted,
      commission: Math.floor(d1Margin / 10) + Math.floor(earlyCounted / 10),
    });

    // 12.5 %: rounded down per user and month.
    await setSiteSetting(w.t.deps.database.db, 'affiliate_commission_percent', '12.5');
    try {
      const r2 = await report();
      expect(r2.commission_percent).toBe(12.5);
      const d1Row = r2.rows.find((r: { user_id: number }) => r.user_id === d1.id);
      expect(d1Row.commission).toBe(Math.floor((d1Margin * 125) / 1000));
    } finally {
      await setSiteSetting(w.t.deps.database.db, 'affiliate_commission_percent', '10');
    }
    expect((await report('2020-01')).rows).toEqual([]);
    expect((await aff.b.get('/api/v1/affiliate/commission?month=2020-13')).status).toBe(422);

    // The code's year is over: later purchases earn nothing, the code refers nobody any more.
    await w.t.database.query('UPDATE affiliates SET code_expires_at = now() WHERE user_id = $1', [aff.id]);
    expect((await boughtOk(d1)).status).toBe('success');
    expect((await report()).totals.commission).toBe(r1.totals.commission);
    const check = await w.t.browser().get(`/api/v1/referral/check?code=${code}`);
    expect(check.body.data.valid).toBe(false);
    const late = await w.t.browser().post('/api/v1/auth/register', { ...newUser(), referral_code: code });
    expect(late.status).toBe(201);
    const [upline] = await w.t.database.query<{ referred_by: string | null }>(
      'SELECT referred_by FROM users WHERE id = $1',
      [late.body.data.id],
    );
    expect(upline!.referred_by).toBeNull();
  });
});

describe('affiliate payouts', () => {
  const payoutsOf = async (userId: number) =>
    w.t.database.query<{
      id: string;
      month: string;
      commission: string;
      carried_in: string;
      amount: string;
      status: string;
      carried_into: string | null;
    }>(
      'SELECT id, month, commission, carried_in, amount, status, carried_into FROM affiliate_payouts WHERE user_id = $1 ORDER BY month',
      [userId],
    );
  const fixture = (userId: number, month: string, amount: number, st: string) =>
    w.t.database
      .query(
        'INSERT INTO affiliate_payouts (user_id, month, commission, carried_in, amount, status) VALUES ($1, $2, $3, 0, $3, $4) RETURNING id',
        [userId, month, amount, st],
      )
      .then((r) => Number((r[0] as { id: string }).id));

  it('writes a month once: from Rp100,000 awaiting payment, below that carried into a later month once', async () => {
    const a = await verifiedAffiliate();
    await fixture(a.id, '2020-01', 60_000, 'unpaid_below_minimum');
    await fixture(a.id, '2020-02', 45_000, 'unpaid_below_minimum');
    const run = await runPayouts(w.t.deps, '2020-03');
    expect(run.created.filter((p) => p.userId === a.id)).toHaveLength(1);
    let rows = await payoutsOf(a.id);
    expect(rows.map((r) => [r.month, Number(r.amount), r.status, r.carried_into])).toEqual([
      ['2020-01', 60_000, 'unpaid_below_minimum', '2020-03'],
      ['2020-02', 45_000, 'unpaid_below_minimum', '2020-03'],
      ['2020-03', 105_000, 'awaiting_payment', null],
    ]);
    expect(Number(rows[2]!.carried_in)).toBe(105_000);
    // Again: nothing new, nothing carried twice.
    await runPayouts(w.t.deps, '2020-03');
    await runPayouts(w.t.deps, '2020-04');
    rows = await payoutsOf(a.id);
    expect(rows).toHaveLength(3);
    // The month that is not over yet is refused.
    await expect(runPayouts(w.t.deps, jakartaMonth())).rejects.toMatchObject({
      code: 'affiliate_month_not_over',
    });
    const own = (await a.b.get('/api/v1/affiliate/payouts')).body.data;
    expect(own.min_payout).toBe(100_000);
    expect(own.payouts.map((p: { month: string; status: string }) => [p.month, p.status])).toEqual([
      ['2020-03', 'awaiting_payment'],
      ['2020-02', 'unpaid_below_minimum'],
      ['2020-01', 'unpaid_below_minimum'],
    ]);
  });

  it("puts this month's small commission below the minimum and carries it into the next month", async () => {
    const a = await verifiedAffiliate();
    const d = await buyer(w.t, 100_000, { referral_code: a.code });
    await boughtOk(d);
    const margin = await marginOf(d.id);
    const month = jakartaMonth();
    const [y, mo] = month.split('-').map(Number) as [number, number];
    const nextMonthStart = new Date(Date.UTC(y, mo, 1, 12));
    const afterNext = new Date(Date.UTC(y, mo + 1, 1, 12));
    await runPayouts(w.t.deps, month, nextMonthStart);
    await runPayouts(w.t.deps, month, nextMonthStart);
    const next = jakartaMonth(nextMonthStart);
    await runPayouts(w.t.deps, next, afterNext);
    await runPayouts(w.t.deps, next, afterNext);
    const rows = await payoutsOf(a.id);
    const c = Math.floor(margin / 10);
    expect(c).toBeGreaterThan(0);
    expect(
      rows.map((r) => [
        r.month,
        Number(r.commission),
        Number(r.carried_in),
        Number(r.amount),
        r.status,
        r.carried_into,
      ]),
    ).toEqual([
      [month, c, 0, c, 'unpaid_below_minimum', next],
      [next, 0, c, c, 'unpaid_below_minimum', null],
    ]);
  });

  it('pays to the deposit with one ledger transfer, exactly once even when two operators pay at once', async () => {
    const a = await verifiedAffiliate();
    const before = await getUserBalances(w.t.database.db, a.id);
    const id = await fixture(a.id, '2021-01', 150_000, 'awaiting_payment');
    await processPayout(w.t.deps, id, OP);
    await expect(processPayout(w.t.deps, id, OP)).rejects.toMatchObject({
      code: 'affiliate_payout_wrong_status',
    });
    const results = await Promise.allSettled([
      payPayout(w.t.deps, id, 'deposit', undefined, OP),
      payPayout(w.t.deps, id, 'deposit', undefined, 'cli:other'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason.code).toBe(
      'affiliate_payout_wrong_status',
    );
    const after = await getUserBalances(w.t.database.db, a.id);
    expect(after.deposit - before.deposit).toBe(150_000);
    const transfers = await w.t.database.query<{ n: string; amount: string }>(
      'SELECT count(*) AS n, sum(amount) AS amount FROM ledger_transfers WHERE key = $1',
      [`affiliate-payout:${id}`],
    );
    expect(transfers[0]).toMatchObject({ n: expect.anything() });
    expect(Number(transfers[0]!.n)).toBe(1);
    expect(Number(transfers[0]!.amount)).toBe(150_000);
    const [row] = await payoutsOf(a.id);
    expect(row!.status).toBe('paid');

    // To the bank: disbursed with the reference, no Konter balance changes.
    const bankId = await fixture(a.id, '2021-02', 120_000, 'awaiting_payment');
    await expect(payPayout(w.t.deps, bankId, 'cash', undefined, OP)).rejects.toMatchObject({
      code: 'affiliate_payout_method_invalid',
    });
    const paid = await payPayout(w.t.deps, bankId, 'bank', 'TRF-778', OP);
    expect(paid).toMatchObject({ status: 'disbursed', method: 'bank', reference: 'TRF-778' });
    expect((await getUserBalances(w.t.database.db, a.id)).deposit).toBe(after.deposit);
    await expect(payPayout(w.t.deps, bankId, 'deposit', undefined, OP)).rejects.toMatchObject({
      code: 'affiliate_payout_wrong_status',
    });
    const own = (await a.b.get('/api/v1/affiliate/payouts')).body.data.payouts;
    expect(own.map((p: { status: string }) => p.status)).toEqual(['disbursed', 'paid']);
  });
});
