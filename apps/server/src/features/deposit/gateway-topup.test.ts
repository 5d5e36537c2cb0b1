import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { midtransGateway } from '../../providers/payment/midtrans.adapter.js';
import { type RunningMidtransSimulator, startMidtransSimulator } from '../../simulators/midtrans/index.js';
import type { TestApp } from '../../test/app.js';
import { count, depositApp, member } from '../../test/deposit-world.js';
import { topupGatewayFrom } from './gateways.js';

// The seam the gateway wiring plugs into: a provider adapter as a top-up gateway (deps.topupGateways).
const SERVER_KEY = 'SB-Mid-server-deposit-test';
let sim: RunningMidtransSimulator;
let broken: RunningMidtransSimulator;
let t: TestApp;
beforeAll(async () => {
  sim = await startMidtransSimulator({ serverKey: SERVER_KEY });
  broken = await startMidtransSimulator({ serverKey: SERVER_KEY, failureRate: 1 });
  t = await depositApp();
});
afterAll(async () => {
  await sim.close();
  await broken.close();
});

const wire = (url: string) => ({
  midtrans: topupGatewayFrom(
    midtransGateway({ serverKey: SERVER_KEY, snapBaseUrl: url, apiBaseUrl: url }),
    t.deps.config,
  ),
});

describe('top-up by gateway', () => {
  it('offers the gateway’s methods, and answers the request with the payment page and the fee', async () => {
    t.deps.topupGateways = wire(sim.url);
    const m = await member(t);
    const settings = (await m.b.get('/api/v1/deposit/settings')).body.data;
    expect(settings.payment_methods.map((o: { method: string }) => o.method)).toContain('midtrans:gopay');
    expect(settings.virtuals.map((o: { method: string }) => o.method)).toEqual(['midtrans:bank_transfer']);
    const res = await m.b.post('/api/v1/deposit/topup', { nominal: 100_000, method: 'midtrans:gopay' });
    expect(res.status).toBe(201);
    // gopay 2%: 100,000 / 0.98 − 100,000 = 2,040.82 → 2,041.
    expect(res.body.data).toMatchObject({
      fee: 2_041,
      total: 102_041,
      unique_code: null,
      bank: null,
      status: 'pending',
    });
    expect(res.body.data.payment_url).toMatch(new RegExp(`^${sim.url}/snap/`));
    expect(
      await count(t, 'deposit_topups', 'code = $1 AND provider_ref IS NOT NULL', [res.body.data.code]),
    ).toBe(1);
  });

  it('fails the request when the gateway cannot start the payment, and says to try again', async () => {
    t.deps.topupGateways = wire(broken.url);
    const m = await member(t);
    const res = await m.b.post('/api/v1/deposit/topup', { nominal: 50_000, method: 'midtrans:qris' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 'topup_failed', message: 'top-up failed, try again' });
    expect(res.headers['retry-after']).toBe('5');
    expect(await count(t, 'deposit_topups', "user_id = $1 AND status = 'failed'", [m.id])).toBe(1);
    // …and a failed (status 2) notification says so, as a credit's would.
    const [note] = await t.database.query<{ title: string; status: number }>(
      `SELECT title, status FROM notifications WHERE user_id = $1 AND type = 'deposit'`,
      [m.id],
    );
    expect(note).toEqual({ title: 'Deposit Rp 50.000 gagal', status: 2 });
    t.deps.topupGateways = {};
    const off = await m.b.post('/api/v1/deposit/topup', { nominal: 50_000, method: 'midtrans:qris' });
    expect(off.body.errors).toEqual({
      method: [{ code: 'no_active_payment_method', message: 'Tidak ada metode pembayaran yang aktif.' }],
    });
  });
});
