import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postalHttpProvider } from '../../providers/postal/index.js';
import { type RunningPostalSimulator, startPostalSimulator } from '../../simulators/postal/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { onPostgres } from '../../test/db.js';
import { registered, TEST_PIN } from '../../test/kit.js';

// Races on the money of a postal shipment. On PostgreSQL (TEST_DATABASE_URL) the requests run truly
// in parallel over the pool; on PGlite they serialize (still a useful check of the guards).

const API_KEY = 'postal-race-key-0123456789';
let sim: RunningPostalSimulator;
let t: TestApp;

beforeAll(async () => {
  sim = await startPostalSimulator({
    apiKey: API_KEY,
    webhookSecret: 'postal-race-secret-0123456789',
    stepMs: 0,
  });
  t = await createTestApp();
  t.deps.postal.provider = postalHttpProvider({
    baseUrl: sim.url,
    apiKey: API_KEY,
    webhookSecret: 'postal-race-secret-0123456789',
    readRetries: 0,
  });
}, 60_000);

afterAll(async () => {
  await t.app.close();
  await sim.close();
});

describe(`postal races (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('two simultaneous cancels refund once; a cancel racing the hand-over moves the money once', async () => {
    const m = await registered(t, { deposit: 300_000, pin: true, permissions: ['pos_mlo'] });
    const fee = await m.b.post('/api/v1/mlo/transaction/get_fee_nipos', {
      origin_postal_code: '10330',
      destination_postal_code: '40115',
      weight_g: 1000,
      length_cm: 10,
      width_cm: 10,
      height_cm: 10,
    });
    const option = fee.body.data[0];
    const send = () =>
      m.b.post('/api/v1/mlo/transaction/send', {
        type: 'nipos',
        service_code: option.service_code,
        sender: {
          name: 'A',
          phone: '081234567890',
          address: 'Jl. A 1',
          city: 'Jakarta',
          postal_code: '10330',
        },
        recipient: {
          name: 'B',
          phone: '081298765432',
          address: 'Jl. B 2',
          city: 'Bandung',
          postal_code: '40115',
        },
        item_type: 'package',
        item_content: 'Buku',
        weight_g: 1000,
        length_cm: 10,
        width_cm: 10,
        height_cm: 10,
        expected_total: option.total_cost,
        pin: TEST_PIN,
      });
    const first = await send();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const ref = first.body.data.ref_id as string;
    const [a, b] = await Promise.all([
      m.b.post('/api/v1/mlo/transaction/cancel', { ref_id: ref, reason: 'satu' }),
      m.b.post('/api/v1/mlo/transaction/cancel', { ref_id: ref, reason: 'dua' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 200]);
    expect((await m.balances()).deposit).toBe(300_000);
    const voids = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_holds WHERE key = $1 AND state = 'voided'",
      [`pos:${ref}:hold`],
    );
    expect(voids[0]!.n).toBe(1);

    // A cancel racing the SPK confirmation: either the parcel is accepted (paid) or cancelled (refunded).
    const second = await send();
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const spk = sim.sim.issueSpk([second.body.data.awb]).number;
    const [c, d] = await Promise.all([
      m.b.post('/api/v1/mlo/transaction/cancel', { ref_id: second.body.data.ref_id, reason: 'batal' }),
      m.b.post('/api/v1/mlo/spk/confirm', { spk_number: spk }),
    ]);
    const detail = await m.b.post('/api/v1/mlo/transaction/get_order', { ref_id: second.body.data.ref_id });
    const deposit = (await m.balances()).deposit;
    if (detail.body.data.status === 'cancel') {
      expect(c.status).toBe(200);
      expect(deposit).toBe(300_000);
    } else {
      expect(detail.body.data.paid).toBe(true);
      expect(d.status).toBe(200);
      expect(deposit).toBe(300_000 - option.total_cost);
    }
  });
});
