import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../ledger/index.js';
import { biteshipCourier } from '../../providers/courier/index.js';
import { type RunningCourierSimulator, startCourierSimulator } from '../../simulators/courier/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { onPostgres } from '../../test/db.js';
import { type Member, registered, TEST_PIN } from '../../test/kit.js';
import { setSiteSetting } from '../site/index.js';

// Races on one shipment (issue 16: "two cancels of one shipment refund once"). With
// TEST_DATABASE_URL the requests reach PostgreSQL in parallel over the pool, which is what exercises
// the guarded updates; on PGlite they serialize and the answers must be the same.

const KEY = 'biteship_test.race';
const SECRET = 'race-webhook-secret';
let sim: RunningCourierSimulator;
let t: TestApp;

const SENDER = {
  name: 'Agen Balapan',
  phone: '081234567891',
  address: 'Jl. Majapahit No. 9',
  sub_district: 'Gambir',
  district: 'Gambir',
  city: 'Jakarta Pusat',
  province: 'DKI Jakarta',
  postal_code: '10110',
};
const RECIPIENT = {
  name: 'Dewi Lestari',
  phone: '081355500303',
  address: 'Jl. Asia Afrika No. 1',
  sub_district: 'Braga',
  district: 'Sumur Bandung',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postal_code: '40111',
};
const ITEM = {
  item_type: 'package',
  item_content: 'Buku',
  item_weight: 800,
  item_value: 100_000,
  item_length: 25,
  item_width: 18,
  item_height: 6,
};

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const courierBalance = async () =>
  Number(
    (await q<{ balance: number }>(`SELECT balance FROM ledger_accounts WHERE code = 'courier'`))[0]!.balance,
  );

async function ship(m: Member) {
  const fee = await m.b.post('/api/v1/mlo/transaction/sicepat/get_fee', {
    sender: SENDER,
    recipient: RECIPIENT,
    item: ITEM,
  });
  expect(fee.status, JSON.stringify(fee.body)).toBe(200);
  const cheapest = fee.body.data[0];
  const res = await m.b.post('/api/v1/mlo/transaction/sicepat/create_order', {
    sender: SENDER,
    recipient: RECIPIENT,
    item: ITEM,
    service_code: cheapest.service_code,
    expected_total: cheapest.total_cost,
    pin: TEST_PIN,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { ref_id: string; total_cost: number };
}

beforeAll(async () => {
  sim = await startCourierSimulator({
    apiKey: KEY,
    webhookSecret: SECRET,
    webhookHeader: 'x-biteship-secret',
    stepMs: 0,
  });
  t = await createTestApp({
    courier: biteshipCourier({ baseUrl: sim.url, apiKey: KEY, webhookSecret: SECRET, readRetries: 0 }),
  });
  await setSiteSetting(t.database.db, 'multicourier', 'true');
}, 120_000);

afterAll(async () => {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  await t.app.close();
  await sim.close();
});

describe(`shipment races (${onPostgres() ? 'PostgreSQL' : 'PGlite, serialized'})`, () => {
  it('two simultaneous cancels refund once: the deposit is back to the rupiah, the other answers the same', async () => {
    for (let round = 0; round < 4; round++) {
      const m = await registered(t, { deposit: 200_000, pin: true });
      const s = await ship(m);
      expect((await m.balances()).deposit).toBe(200_000 - s.total_cost);
      const answers = await Promise.all(
        [1, 2].map(() =>
          m.b.post('/api/v1/mlo/transaction/sicepat/cancel', { ref_id: s.ref_id, reason: 'balapan' }),
        ),
      );
      for (const a of answers) {
        expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
        if (a.status === 200) expect(a.body.data.status).toBe('cancel');
        else expect(a.body.code).toMatch(/^shipping_(cancel_failed|cannot_cancel)$/);
      }
      expect(answers.some((a) => a.status === 200)).toBe(true);
      expect((await m.balances()).deposit).toBe(200_000);
      const holds = await q<{ state: string }>(`SELECT state FROM ledger_holds WHERE key = $1`, [
        `mlo:${s.ref_id}:hold`,
      ]);
      expect(holds.map((h) => h.state)).toEqual(['voided']);
    }
  });

  it('a cancel racing the pickup webhook: either refunded or charged, never both', async () => {
    const m = await registered(t, { deposit: 200_000, pin: true });
    const s = await ship(m);
    const [row] = await q<{ provider_order_id: string }>(
      'SELECT provider_order_id FROM shipments WHERE code = $1',
      [s.ref_id],
    );
    const id = row!.provider_order_id;
    const before = await courierBalance();
    // The courier moves to allocated → picking_up → picked while the member cancels.
    const moving = (async () => {
      for (let i = 0; i < 3; i++) await sim.sim.advance(id);
      const hook = [...sim.sim.webhooks].reverse().find((w) => w.orderId === id)!;
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/biteship',
        payload: hook.body,
        headers: { 'content-type': 'application/json', 'x-biteship-secret': SECRET },
      });
    })();
    const cancel = m.b.post('/api/v1/mlo/transaction/sicepat/cancel', {
      ref_id: s.ref_id,
      reason: 'balapan',
    });
    await Promise.allSettled([moving, cancel]);
    const [after] = await q<{ status: string; picked_at: Date | null }>(
      'SELECT status, picked_at FROM shipments WHERE code = $1',
      [s.ref_id],
    );
    const deposit = (await m.balances()).deposit;
    if (after!.status === 'cancel') {
      expect(deposit).toBe(200_000);
      expect(await courierBalance()).toBe(before);
    } else {
      expect(after!.picked_at).not.toBeNull();
      expect(deposit).toBe(200_000 - s.total_cost);
      expect(await courierBalance()).toBe(before + s.total_cost);
    }
  });
});
