import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../ledger/index.js';
import { biteshipCourier } from '../../providers/courier/index.js';
import { type RunningCourierSimulator, startCourierSimulator } from '../../simulators/courier/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Member, registered, TEST_PIN } from '../../test/kit.js';
import { getSiteSettings, setSiteSetting } from '../site/index.js';
import { seedShippingDemo, seedShippingDemoShipments } from './demo.js';
import { reconcileShipments } from './shipping.service.js';

// Multi-courier shipping end to end through the API (issue 16): tariffs from the courier simulator
// (Biteship protocol over loopback HTTP) with the cost breakdown, shipments paid by a deposit hold,
// refusal, cancel, the courier webhook (forged → nothing; re-read → picked → hold posted and
// cashback once; delivered; returned; failed before pickup), price adjustment, manifests and their
// PDF, the label, tracking (also public), the flag and other members' shipments. Balances are
// checked to the rupiah; the ledger invariants after the file.

const COURIER_KEY = 'biteship_test.shipping';
const SECRET = 'shipping-webhook-secret';
let sim: RunningCourierSimulator;
let t: TestApp;

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const systemBalance = async (code: string) =>
  Number(
    (await q<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE code = $1', [code]))[0]!.balance,
  );

const SENDER = {
  name: 'Agen Uji',
  phone: '081234567890',
  address: 'Jl. Majapahit No. 8',
  sub_district: 'Gambir',
  district: 'Gambir',
  city: 'Jakarta Pusat',
  province: 'DKI Jakarta',
  postal_code: '10110',
};
const recipient = (name = 'Siti Rahmawati', note?: string) => ({
  name,
  phone: '081355500101',
  address: 'Jl. Braga No. 25',
  sub_district: 'Braga',
  district: 'Sumur Bandung',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postal_code: '40111',
  ...(note ? { note } : {}),
});
const ITEM = {
  item_type: 'package',
  item_content: 'Kaos sablon',
  item_weight: 1200,
  item_value: 250_000,
  item_length: 30,
  item_width: 20,
  item_height: 10,
};

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely and assert on their shape.
type Json = any;
type Quote = { service_code: string; total_cost: number; shipping_fee: number; courier: string };

async function member(deposit: number, flags: Record<string, boolean> = {}) {
  const m = await registered(t, { deposit, pin: true });
  if (Object.keys(flags).length) {
    await q('UPDATE users SET courier_flags = $2 WHERE id = $1', [m.id, JSON.stringify(flags)]);
  }
  return m;
}

async function fees(m: Member, courier: string, body: Record<string, unknown> = {}) {
  const res = await m.b.post(`/api/v1/mlo/transaction/${courier}/get_fee`, {
    sender: SENDER,
    recipient: recipient(),
    item: ITEM,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Quote[];
}

async function create(m: Member, courier = 'sicepat', extra: Record<string, unknown> = {}) {
  const to = (extra.recipient as ReturnType<typeof recipient>) ?? recipient();
  const [cheapest] = await fees(m, courier, { recipient: to, insurance: extra.insurance ?? false });
  const res = await m.b.post(`/api/v1/mlo/transaction/${courier}/create_order`, {
    sender: SENDER,
    recipient: to,
    item: ITEM,
    insurance: false,
    service_code: cheapest!.service_code,
    expected_total: cheapest!.total_cost,
    pin: TEST_PIN,
    ...extra,
  });
  return { res, quote: cheapest! };
}

async function created(m: Member, courier = 'sicepat', extra: Record<string, unknown> = {}) {
  const { res, quote } = await create(m, courier, extra);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { s: res.body.data as Record<string, Json>, quote };
}

const providerId = async (ref: string) =>
  (
    await q<{ provider_order_id: string }>('SELECT provider_order_id FROM shipments WHERE code = $1', [ref])
  )[0]!.provider_order_id;

const webhook = (body: string, secret = SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/biteship',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-biteship-secret': secret },
  });

/** Moves the simulator's order n steps and delivers its last webhook to us (a webhook is a hint). */
async function step(ref: string, n = 1) {
  const id = await providerId(ref);
  for (let i = 0; i < n; i++) await sim.sim.advance(id);
  const hook = [...sim.sim.webhooks].reverse().find((w) => w.orderId === id)!;
  const res = await webhook(hook.body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { outcome: string };
}

const cookieOf = (m: Member) => [...m.b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

const detail = async (m: Member, courier: string, ref: string) => {
  const res = await m.b.get(`/api/v1/mlo/transaction/${courier}/${ref}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Record<string, Json>;
};

beforeAll(async () => {
  sim = await startCourierSimulator({
    apiKey: COURIER_KEY,
    webhookSecret: SECRET,
    webhookHeader: 'x-biteship-secret',
    stepMs: 0,
  });
  t = await createTestApp({
    courier: biteshipCourier({
      baseUrl: sim.url,
      apiKey: COURIER_KEY,
      webhookSecret: SECRET,
      readRetries: 0,
    }),
  });
  await setSiteSetting(t.database.db, 'multicourier', 'true');
}, 120_000);

afterAll(async () => {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  await t.app.close();
  await sim.close();
});

describe('access', () => {
  it('needs a member and the Multicourier preference; an unknown courier is 404; public track is public', async () => {
    expect((await t.browser().get('/api/v1/mlo/dashboard')).status).toBe(401);
    const m = await member(0);
    await setSiteSetting(t.database.db, 'multicourier', 'false');
    try {
      const off = await m.b.get('/api/v1/mlo/dashboard');
      expect(off.status).toBe(403);
      expect(off.body.code).toBe('multicourier_disabled');
      const offFee = await m.b.post('/api/v1/mlo/transaction/sicepat/get_fee', {});
      expect(offFee.status).toBe(403);
    } finally {
      await setSiteSetting(t.database.db, 'multicourier', 'true');
    }
    const unknown = await m.b.post('/api/v1/mlo/transaction/pos-kilat/get_fee', {
      sender: SENDER,
      recipient: recipient(),
      item: ITEM,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('shipping_courier_unknown');
    const pub = await t.browser().post('/api/v1/mlo/public/track', { awb: '' });
    expect(pub.status).toBe(422);
    expect(pub.body.code).toBe('shipping_awb_required');
  });
});

describe('tariffs', () => {
  it("quotes a courier's services with the taxes, sorted by total; a drop-point agent sees the cashback", async () => {
    const plain = await member(0);
    const agent = await member(0, { sicepat: true });
    const list = await fees(plain, 'sicepat', { insurance: true });
    expect(list.length).toBeGreaterThan(0);
    for (const x of list as Json[]) {
      expect(x.courier).toBe('sicepat');
      expect(x.shipping_tax).toBe(Math.round((x.shipping_fee * 1.1) / 100));
      expect(x.insurance_fee).toBe(Math.max(1000, Math.round((250_000 * 0.2) / 100)));
      expect(x.insurance_tax).toBe(Math.round((x.insurance_fee * 11) / 100));
      expect(x.total_cost).toBe(x.shipping_fee + x.shipping_tax + x.insurance_fee + x.insurance_tax);
      expect(x.agent_cashback).toBe(0);
    }
    expect(list.map((x) => x.total_cost)).toEqual([...list.map((x) => x.total_cost)].sort((a, b) => a - b));
    const agentList = (await fees(agent, 'sicepat')) as Json[];
    expect(agentList[0].agent_cashback).toBe(Math.round((agentList[0].shipping_fee * 5) / 100));
    expect(agentList[0].insurance_fee).toBe(0);
  });

  it('compares every courier sorted by price or by ETA', async () => {
    const m = await member(0);
    const body = { sender: SENDER, recipient: recipient(), item: ITEM };
    const byPrice = await m.b.post('/api/v1/mlo/courier/get_fee', body);
    expect(byPrice.status, JSON.stringify(byPrice.body)).toBe(200);
    const rows = byPrice.body.data as Json[];
    expect(new Set(rows.map((r) => r.courier)).size).toBeGreaterThan(3);
    expect(rows.map((r) => r.total_cost)).toEqual([...rows.map((r) => r.total_cost)].sort((a, b) => a - b));
    const byEta = await m.b.post('/api/v1/mlo/courier/get_fee', { ...body, sort: 'eta' });
    const etas = (byEta.body.data as Json[]).map((r) => r.eta_max_days);
    expect(etas).toEqual([...etas].sort((a, b) => a - b));
  });

  it('says the region failed for an area the courier does not have, and 422 with fields for bad input', async () => {
    const m = await member(0);
    const nowhere = await m.b.post('/api/v1/mlo/transaction/sicepat/get_fee', {
      sender: SENDER,
      recipient: { ...recipient(), district: 'Tidak Ada', city: 'Kota Entah' },
      item: ITEM,
    });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.code).toBe('shipping_region_failed');
    const bad = await m.b.post('/api/v1/mlo/transaction/sicepat/get_fee', {
      sender: SENDER,
      recipient: { ...recipient(), name: '' },
      item: { ...ITEM, item_weight: 0, item_value: 0 },
      insurance: true,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['recipient.name', 'item.item_weight', 'item.item_value']),
    );
  });
});

describe('create', () => {
  it('holds the total on the deposit once and books the courier: AWB, balances, history', async () => {
    const m = await member(500_000);
    const { s, quote } = await created(m, 'sicepat', { save_recipient: true });
    expect(s.status).toBe('success');
    expect(s.shipping_status).toBe('waiting-for-pickup');
    expect(s.awb).toMatch(/^[A-Z]{3}\d{10}$/);
    expect(s.ref_id).toMatch(/^MC\d{6}[0-9A-Z]{8}$/);
    expect(s.total_cost).toBe(quote.total_cost);
    expect(s.start_balance).toBe(500_000);
    expect(s.end_balance).toBe(500_000 - quote.total_cost);
    expect((await m.balances()).deposit).toBe(500_000 - quote.total_cost);
    expect(s.history.map((h: Json) => h.status)).toEqual(expect.arrayContaining(['created', 'booked']));
    const list = await m.b.get('/api/v1/mlo/transaction/sicepat?q=Siti');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      ref_id: s.ref_id,
      dimension: '30×20×10 cm',
      recipient_city: 'Kota Bandung',
    });
    const saved = await m.b.get('/api/v1/mlo/customer-address?kind=recipient');
    expect(saved.body.data).toHaveLength(1);
    expect(saved.body.data[0].name).toBe('Siti Rahmawati');
    const dash = await m.b.get('/api/v1/mlo/dashboard');
    expect(dash.body.data).toMatchObject({ success_trx_count: 1, waiting_for_pickup_trx_count: 1 });
    expect(dash.body.data.today).toHaveLength(1);
  });

  it('refuses a changed price and a short deposit without saving anything', async () => {
    const m = await member(500_000);
    const changed = await create(m, 'sicepat', { expected_total: 1 });
    expect(changed.res.status).toBe(409);
    expect(changed.res.body.code).toBe('shipping_price_changed');
    const poor = await member(5_000);
    const short = await create(poor);
    expect(short.res.status).toBe(422);
    const wrongPin = await create(m, 'sicepat', { pin: '000000' });
    expect(wrongPin.res.status).toBe(422);
    for (const x of [m, poor]) {
      expect((await q('SELECT 1 FROM shipments WHERE user_id = $1', [x.id])).length).toBe(0);
    }
    expect((await m.balances()).deposit).toBe(500_000);
    expect((await poor.balances()).deposit).toBe(5_000);
  });

  it('voids the hold when the courier refuses the booking', async () => {
    const m = await member(300_000);
    const original = sim.sim.createOrder.bind(sim.sim);
    sim.sim.createOrder = async () => ({
      status: 400,
      body: { success: false, error: 'No courier available for requested route', code: 40001001 },
    });
    try {
      const { res } = await create(m);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('shipping_create_failed');
    } finally {
      sim.sim.createOrder = original;
    }
    expect((await m.balances()).deposit).toBe(300_000);
    const [row] = await q<{ status: string }>('SELECT status FROM shipments WHERE user_id = $1', [m.id]);
    expect(row!.status).toBe('failed');
  });

  it('keeps an unknown booking outcome pending; the reconcile gives up on it and refunds once', async () => {
    const m = await member(300_000);
    // The booking answers 500: the order may or may not exist at the courier.
    const original = sim.sim.createOrder.bind(sim.sim);
    sim.sim.createOrder = async () => ({
      status: 500,
      body: { success: false, error: 'Internal server error' },
    });
    let ref: string;
    try {
      const { s, quote } = await created(m);
      ref = s.ref_id;
      expect(s.status).toBe('pending');
      expect((await m.balances()).deposit).toBe(300_000 - quote.total_cost);
    } finally {
      sim.sim.createOrder = original;
    }
    await q(`UPDATE shipments SET created_at = now() - interval '20 minutes' WHERE code = $1`, [ref]);
    await reconcileShipments(t.deps);
    await reconcileShipments(t.deps);
    expect((await detail(m, 'sicepat', ref)).status).toBe('failed');
    expect((await m.balances()).deposit).toBe(300_000);
  });
});

describe('cancel', () => {
  it('gives the money back once, and not after pickup; another member sees 404', async () => {
    const m = await member(400_000);
    const { s } = await created(m);
    const other = await member(0);
    expect((await other.b.get(`/api/v1/mlo/transaction/sicepat/${s.ref_id}`)).status).toBe(404);
    expect((await other.b.get(`/api/v1/mlo/transaction/sicepat/${s.ref_id}/label.pdf`)).status).toBe(404);
    const notMine = await other.b.post('/api/v1/mlo/transaction/sicepat/cancel', {
      ref_id: s.ref_id,
      reason: 'x',
    });
    expect(notMine.status).toBe(404);
    const c = await m.b.post('/api/v1/mlo/transaction/sicepat/cancel', {
      ref_id: s.ref_id,
      reason: 'Salah alamat',
    });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body.data).toMatchObject({
      status: 'cancel',
      shipping_status: 'cancelled',
      cancel_reason: 'Salah alamat',
    });
    expect((await m.balances()).deposit).toBe(400_000);
    const again = await m.b.post('/api/v1/mlo/transaction/sicepat/cancel', {
      ref_id: s.ref_id,
      reason: 'lagi',
    });
    expect(again.status).toBe(200);
    expect((await m.balances()).deposit).toBe(400_000);

    const { s: picked, quote } = await created(m);
    await step(picked.ref_id, 3); // allocated → picking_up → picked
    const late = await m.b.post('/api/v1/mlo/transaction/sicepat/cancel', {
      ref_id: picked.ref_id,
      reason: 'telat',
    });
    expect(late.status).toBe(409);
    expect((await m.balances()).deposit).toBe(400_000 - quote.total_cost);
  });
});

describe('courier webhook', () => {
  it('refuses a forged webhook without changing anything', async () => {
    const m = await member(300_000);
    const { s } = await created(m);
    const id = await providerId(s.ref_id);
    await sim.sim.advanceToEnd(id);
    const hook = [...sim.sim.webhooks].reverse().find((w) => w.orderId === id)!;
    const forged = await webhook(hook.body, 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    const d = await detail(m, 'sicepat', s.ref_id);
    expect(d.shipping_status).toBe('waiting-for-pickup');
    expect(d.picked_at).toBeNull();
  });

  it('posts the hold at pickup and pays the agent cashback once; delivered; the same webhook twice is a no-op', async () => {
    const m = await member(300_000, { sicepat: true });
    const courierBefore = await systemBalance('courier');
    const { s, quote } = await created(m);
    expect(s.agent_cashback).toBe(Math.round((quote.shipping_fee * 5) / 100));
    const cashbackBefore = (await m.balances()).cashback;
    const r = await step(s.ref_id, 3);
    expect(r.outcome).toContain('picked');
    const again = await step(s.ref_id, 0);
    expect(again.outcome).toBe('shipping: unchanged: picked');
    expect(await systemBalance('courier')).toBe(courierBefore + quote.total_cost);
    expect((await m.balances()).cashback).toBe(cashbackBefore + s.agent_cashback);
    expect((await m.balances()).deposit).toBe(300_000 - quote.total_cost);
    let d = await detail(m, 'sicepat', s.ref_id);
    expect(d.shipping_status).toBe('in-transit');
    expect(d.picked_at).not.toBeNull();
    await step(s.ref_id, 2); // dropping_off → delivered
    d = await detail(m, 'sicepat', s.ref_id);
    expect(d).toMatchObject({ status: 'success', shipping_status: 'delivered' });
    expect(d.delivered_at).not.toBeNull();
    expect((await m.balances()).cashback).toBe(cashbackBefore + s.agent_cashback);
    expect(await systemBalance('courier')).toBe(courierBefore + quote.total_cost);
    const track = await m.b.post('/api/v1/mlo/transaction/sicepat/track', { awb: s.awb });
    expect(track.status, JSON.stringify(track.body)).toBe(200);
    expect(track.body.data.shipping_status).toBe('delivered');
    expect(track.body.data.history.map((h: Json) => h.status)).toEqual(
      expect.arrayContaining(['confirmed', 'picked', 'delivered']),
    );
    const pub = await t.browser().post('/api/v1/mlo/public/track', { awb: s.awb });
    expect(pub.status, JSON.stringify(pub.body)).toBe(200);
    expect(pub.body.data).toMatchObject({ courier: 'sicepat', shipping_status: 'delivered' });
  });

  it('a returned parcel stays charged; a courier failure before pickup refunds', async () => {
    const m = await member(400_000);
    const { s: back, quote } = await created(m, 'jne-express', { recipient: recipient('Rudi RETURN') });
    await sim.sim.advanceToEnd(await providerId(back.ref_id));
    await step(back.ref_id, 0);
    expect(await detail(m, 'jne-express', back.ref_id)).toMatchObject({
      status: 'return',
      shipping_status: 'returned',
    });
    const { s: lost } = await created(m, 'jne-express', { recipient: recipient('Rina GAGAL') });
    await sim.sim.advanceToEnd(await providerId(lost.ref_id));
    await step(lost.ref_id, 0);
    expect(await detail(m, 'jne-express', lost.ref_id)).toMatchObject({
      status: 'failed',
      shipping_status: 'failed',
    });
    expect((await m.balances()).deposit).toBe(400_000 - quote.total_cost);
  });

  it('adjusts a price change after pickup through the ledger once per price', async () => {
    const m = await member(300_000);
    const { s, quote } = await created(m);
    await step(s.ref_id, 3);
    const order = sim.sim.orders.get(await providerId(s.ref_id))!;
    order.price = quote.shipping_fee + 4_000;
    await step(s.ref_id, 0);
    await step(s.ref_id, 0);
    let d = await detail(m, 'sicepat', s.ref_id);
    expect(d.charged).toBe(quote.total_cost + 4_000);
    expect(d.history.filter((h: Json) => h.status === 'price_adjusted')).toHaveLength(1);
    expect((await m.balances()).deposit).toBe(300_000 - quote.total_cost - 4_000);
    order.price = quote.shipping_fee - 1_000;
    await step(s.ref_id, 0);
    d = await detail(m, 'sicepat', s.ref_id);
    expect(d.charged).toBe(quote.total_cost - 1_000);
    expect((await m.balances()).deposit).toBe(300_000 - quote.total_cost + 1_000);
  });
});

describe('manifests, label, reports', () => {
  it("opens a manifest with today's shipments, closes it with a PDF, prints a label", async () => {
    const m = await member(500_000, { jnt_express: true });
    const { s: first } = await created(m, 'jnt-express');
    const open = await m.b.post('/api/v1/mlo/manifest/jnt-express/open', {});
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.data).toMatchObject({ status: 'open', shipment_count: 1 });
    expect((await m.b.post('/api/v1/mlo/manifest/jnt-express/open', {})).status).toBe(409);
    const { s: second } = await created(m, 'jnt-express');
    expect(second.manifest_code).toBe(open.body.data.code);
    const status = await m.b.get('/api/v1/mlo/manifest/jnt-express/status');
    expect(status.body.data.manifest.shipment_count).toBe(2);
    expect(status.body.data.waiting.map((x: Json) => x.ref_id)).toEqual(
      expect.arrayContaining([first.ref_id, second.ref_id]),
    );
    const closed = await m.b.post('/api/v1/mlo/manifest/jnt-express/close', {});
    expect(closed.body.data.status).toBe('closed');
    const pdfRes = await t.app.inject({
      method: 'GET',
      url: `/api/v1/mlo/manifest/jnt-express/${open.body.data.code}/pdf`,
      headers: { cookie: cookieOf(m) },
    });
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdfRes.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    const label = await t.app.inject({
      method: 'GET',
      url: `/api/v1/mlo/transaction/jnt-express/${first.ref_id}/label.pdf`,
      headers: { cookie: cookieOf(m) },
    });
    expect(label.statusCode).toBe(200);
    const labelDoc = await PDFDocument.load(label.rawPayload);
    expect(Math.round(labelDoc.getPages()[0]!.getWidth())).toBe(298);
    const list = await m.b.get('/api/v1/mlo/manifest/jnt-express');
    expect(list.body.data[0]).toMatchObject({ code: open.body.data.code, shipment_count: 2 });
    const day = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const report = await m.b.post('/api/v1/mlo/report/jnt-express/transaction', { from: day, to: day });
    expect(report.body.data.totals).toMatchObject({ count: 2 });
    const all = await m.b.post('/api/v1/mlo/report/courier', { from: day, to: day });
    expect(all.body.data.rows).toEqual([expect.objectContaining({ courier: 'jnt-express', count: 2 })]);
    const agent = await m.b.get('/api/v1/mlo/jnt-express/agen');
    expect(agent.body.data).toMatchObject({ id: m.id, active: true, courier: 'jnt-express' });
    const notAgent = await m.b.get('/api/v1/mlo/sicepat/agen');
    expect(notAgent.body.data.active).toBe(false);
  });

  it("Sicepat's booking is priced for 15 minutes and confirmed once with the PIN", async () => {
    const m = await member(300_000);
    const [cheapest] = await fees(m, 'sicepat');
    const b = await m.b.post('/api/v1/mlo/transaction/sicepat/booking_order', {
      sender: SENDER,
      recipient: recipient(),
      item: ITEM,
      service_code: cheapest!.service_code,
    });
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    const ok = await m.b.post('/api/v1/mlo/transaction/sicepat/confirm_order', {
      booking_id: b.body.data.booking_id,
      pin: TEST_PIN,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.total_cost).toBe(cheapest!.total_cost);
    const twice = await m.b.post('/api/v1/mlo/transaction/sicepat/confirm_order', {
      booking_id: b.body.data.booking_id,
      pin: TEST_PIN,
    });
    expect(twice.status).toBe(404);
    expect((await m.balances()).deposit).toBe(300_000 - cheapest!.total_cost);
    const found = await m.b.post('/api/v1/mlo/transaction/sicepat/find', { awb: ok.body.data.awb });
    expect(found.body.data.ref_id).toBe(ok.body.data.ref_id);
    const commodities = await m.b.get('/api/v1/mlo/lion-parcel/commodity');
    expect(commodities.body.data.length).toBeGreaterThan(5);
  });
});

describe('demo seed', () => {
  it('switches the flag on, makes the agent a drop-point agent and ships through the real service', async () => {
    await setSiteSetting(t.database.db, 'multicourier', 'false');
    const m = await member(1_000_000);
    const config = t.deps.config as { courier: typeof t.deps.config.courier };
    const saved = config.courier;
    config.courier = {
      apiKey: COURIER_KEY,
      baseUrl: sim.url,
      webhookSecret: SECRET,
      webhookHeader: 'x-biteship-secret',
      simulated: true,
    };
    try {
      await seedShippingDemo(t.deps, m.hp);
      expect((await getSiteSettings(t.database.db)).multicourier).toBe(true);
      // An operator's "off" survives the next start's seed.
      await setSiteSetting(t.database.db, 'multicourier', 'false');
      await seedShippingDemo(t.deps, m.hp);
      expect((await getSiteSettings(t.database.db)).multicourier).toBe(false);
      await setSiteSetting(t.database.db, 'multicourier', 'true');
      expect(await seedShippingDemoShipments(t.deps, m.hp, TEST_PIN)).toBe(3);
      expect(await seedShippingDemoShipments(t.deps, m.hp, TEST_PIN)).toBe(0);
    } finally {
      config.courier = saved;
    }
    const agent = await m.b.get('/api/v1/mlo/sicepat/agen');
    expect(agent.body.data).toMatchObject({ active: true, district: 'Gambir' });
    const dash = await m.b.get('/api/v1/mlo/dashboard');
    expect(dash.body.data).toMatchObject({ delivered_trx_count: 1, waiting_for_pickup_trx_count: 2 });
    const recipients = await m.b.get('/api/v1/mlo/customer-address?kind=recipient');
    expect(recipients.body.data).toHaveLength(2);
  });
});
