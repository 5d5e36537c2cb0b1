import { beforeAll, describe, expect, it } from 'vitest';
import { jakartaDay } from '../../lib/time.js';
import type { TestApp } from '../../test/app.js';
import { count, deliver, depositApp, member, mootaMutation } from '../../test/deposit-world.js';
import { setDepositSetting } from './deposit.settings.js';

let t: TestApp;
beforeAll(async () => {
  t = await depositApp();
});

const topups = (userId: number) => count(t, 'deposit_topups', 'user_id = $1', [userId]);

describe('deposit settings and fees', () => {
  it('lists our bank accounts, the preset nominals and the switches; gateways only when configured', async () => {
    const m = await member(t);
    const res = await m.b.get('/api/v1/deposit/settings');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.nominals).toEqual([10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000]);
    expect(d.banks.map((o: { method: string }) => o.method)).toEqual([
      'bank_transfer:bca',
      'bank_transfer:bri',
      'bank_transfer:bni',
      'bank_transfer:mandiri',
      'bank_transfer:permata',
    ]);
    expect(d.banks[0]).toMatchObject({
      name: 'Transfer BCA',
      service_fee: 0,
      account: { name: 'BCA', account_number: '8720123456', account_name: 'PT KONTER DEMO' },
    });
    expect(d.virtuals).toEqual([]);
    expect(d.payment_methods).toEqual([]);
    expect(d.settings).toEqual({
      currency: 'IDR',
      locale: 'id-ID',
      allow_custom_nominals: true,
      allow_deposit_transfer: true,
      pay_external_payment_fee: true,
      min_topup: 10_000,
      shopeepay_own_rate: false,
    });
  });

  it('quotes the fee exactly (protocols.md worked example), and none for our own transfer', async () => {
    const b = t.browser();
    const dana = await b.get('/api/v1/payment/fee?method=xendit:dana&amount=100000&purpose=deposit');
    expect(dana.body).toEqual({ data: { fee: 1_690, total: 101_690 } });
    const own = await b.get('/api/v1/payment/fee?method=bank_transfer:bca&amount=50000');
    expect(own.body).toEqual({ data: { fee: 0, total: 50_000 } });
    const bad = await b.get('/api/v1/payment/fee?method=paypal:x&amount=0');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'method']);
  });
});

describe('top-up by own bank transfer', () => {
  it('refuses bad input with field errors and keeps no request', async () => {
    const m = await member(t);
    const cases: [unknown, string, string, string][] = [
      [
        { nominal: 9_000, method: 'bank_transfer:bca' },
        'nominal',
        'rule:min_value',
        'Nominal minimal 10.000',
      ],
      [
        { nominal: 10_500, method: 'bank_transfer:bca' },
        'nominal',
        'rule:factor_of_thousands',
        'Nominal harus kelipatan 1.000',
      ],
      [{ nominal: 50_000 }, 'method', 'rule:required', 'Cara pembayaran harus diisi'],
      // A gateway that is not configured is not offered.
      [
        { nominal: 50_000, method: 'xendit:dana' },
        'method',
        'no_active_payment_method',
        'Tidak ada metode pembayaran yang aktif.',
      ],
    ];
    for (const [body, field, code, message] of cases) {
      const res = await m.b.post('/api/v1/deposit/topup', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
      expect(res.body.errors[field]).toMatchObject([{ code, message }]);
    }
    await setDepositSetting(t.database.db, 'allow_custom_nominals', 'false');
    const other = await m.b.post('/api/v1/deposit/topup', { nominal: 15_000, method: 'bank_transfer:bca' });
    await setDepositSetting(t.database.db, 'allow_custom_nominals', 'true');
    expect(other.body.message).toBe('Nominal not available');
    expect(other.body.errors).toEqual({
      nominal: [{ code: 'nominal_not_available', message: 'Nominal tidak tersedia.' }],
    });
    expect(await topups(m.id)).toBe(0);
  });

  it('answers the request with its code, unique total, account to pay, pay-before time and credit day', async () => {
    const m = await member(t);
    const before = Date.now();
    const res = await m.b.post('/api/v1/deposit/topup', {
      nominal: 50_000,
      method: 'bank_transfer:bri',
      holder_name: 'Budi Santoso',
    });
    expect(res.status).toBe(201);
    const d = res.body.data;
    expect(d.code).toMatch(/^DEP\d{14}$/);
    expect(d.unique_code).toBeGreaterThanOrEqual(1);
    expect(d.unique_code).toBeLessThanOrEqual(999);
    expect(d).toMatchObject({
      method: 'bank_transfer:bri',
      nominal: 50_000,
      fee: 0,
      total: 50_000 + d.unique_code,
      status: 'pending',
      holder_name: 'Budi Santoso',
      payment_url: null,
      bank: { name: 'BRI', account_number: '002301000123567', account_name: 'PT KONTER DEMO' },
      claim: null,
      paid_at: null,
      credited_amount: null,
    });
    const expires = Date.parse(d.expires_at) - before;
    expect(expires).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(expires).toBeLessThan(24 * 3_600_000 + 60_000);
    expect([jakartaDay(), jakartaDay(new Date(Date.now() + 86_400_000))]).toContain(d.credited_on);
    expect((await m.b.get(`/api/v1/deposit/topup/${d.code}`)).body.data).toEqual(d);
  });

  it('gives 50 open requests of one amount at one bank 50 different totals; 5 open per member', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => member(t)));
    const totals: number[] = [];
    // Ten at a time: concurrent requests may pick the same code, and the unique index makes one pick again.
    for (let i = 0; i < 5; i++) {
      const answers = await Promise.all(
        members.map((m) =>
          m.b.post('/api/v1/deposit/topup', { nominal: 100_000, method: 'bank_transfer:mandiri' }),
        ),
      );
      for (const res of answers) {
        expect(res.status).toBe(201);
        totals.push(res.body.data.total);
      }
    }
    expect(new Set(totals).size).toBe(50);
    expect(totals.every((v) => v > 100_000 && v < 101_000)).toBe(true);
    const sixth = await members[0]!.b.post('/api/v1/deposit/topup', {
      nominal: 100_000,
      method: 'bank_transfer:mandiri',
    });
    expect(sixth.status).toBe(409);
    expect(sixth.body).toEqual({
      code: 'too_many_open_topups',
      message:
        'You have too many top-up requests that are unpaid or waiting for confirmation. Pay or cancel one first, or wait for a confirmation to be checked.',
    });
    expect(await topups(members[0]!.id)).toBe(5);
  });

  it('lists the owner’s requests with filters and pages; others see nothing of them', async () => {
    const m = await member(t);
    const codes: string[] = [];
    for (const nominal of [10_000, 20_000, 30_000]) {
      codes.push(
        (await m.b.post('/api/v1/deposit/topup', { nominal, method: 'bank_transfer:bca' })).body.data.code,
      );
    }
    await m.b.post(`/api/v1/deposit/topup/${codes[0]}/cancel`);
    const page = await m.b.get('/api/v1/deposit/topup?per_page=2');
    expect(page.body.meta).toEqual({ current_page: 1, last_page: 2, total: 3 });
    expect(page.body.data.map((x: { code: string }) => x.code)).toEqual([codes[2], codes[1]]);
    const canceled = await m.b.get('/api/v1/deposit/topup?status=canceled');
    expect(canceled.body.data.map((x: { code: string }) => x.code)).toEqual([codes[0]]);
    const tomorrow = jakartaDay(new Date(Date.now() + 86_400_000));
    expect((await m.b.get(`/api/v1/deposit/topup?from=${tomorrow}`)).body.meta.total).toBe(0);

    const stranger = await member(t);
    expect((await stranger.b.get(`/api/v1/deposit/topup/${codes[1]}`)).status).toBe(404);
    expect((await stranger.b.get('/api/v1/deposit/topup')).body.meta.total).toBe(0);
  });

  it('cancels an open request for its owner only; a cancelled request no longer matches a transfer', async () => {
    const m = await member(t);
    const { data } = (
      await m.b.post('/api/v1/deposit/topup', { nominal: 25_000, method: 'bank_transfer:bni' })
    ).body;
    const stranger = await member(t);
    expect((await stranger.b.post(`/api/v1/deposit/topup/${data.code}/cancel`)).status).toBe(404);
    const res = await m.b.post(`/api/v1/deposit/topup/${data.code}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('canceled');
    const again = await m.b.post(`/api/v1/deposit/topup/${data.code}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'topup_not_cancelable',
      message: 'This top-up can no longer be cancelled',
    });

    const delivered = await deliver(t, JSON.stringify([mootaMutation({ amount: data.total, bank: 'bni' })]));
    expect(delivered.statusCode).toBe(200);
    expect((await m.balances()).deposit).toBe(0);
    expect(await count(t, 'bank_mutations', "amount = $1 AND status = 'unmatched'", [data.total])).toBe(1);
  });
});
