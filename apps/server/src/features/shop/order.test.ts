import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserBalances } from '../../ledger/index.js';
import { biteshipCourier } from '../../providers/courier/index.js';
import { midtransGateway } from '../../providers/payment/midtrans.adapter.js';
import { type RunningCourierSimulator, startCourierSimulator } from '../../simulators/courier/index.js';
import { type RunningMidtransSimulator, startMidtransSimulator } from '../../simulators/midtrans/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Member, registered, TEST_PIN } from '../../test/kit.js';
import { ensureRegionsLoaded } from '../regions/index.js';
import { expireShopOrders } from './order.service.js';
import {
  cliOrderCancel,
  cliOrderConfirm,
  cliOrderDone,
  cliOrderRefund,
  cliOrderShip,
  describeShopOrder,
} from './shop.admin-orders.js';

// The shop's orders end to end through the API (issue 15): addresses over the address book checked
// against the regions, shipping cost from the courier simulator (Biteship protocol over HTTP),
// checkout (stock reserved, coupon, totals, the cart cleared), deposit payment (a hold), shipping
// (the hold posted, stock sold), cancel (the hold voided once, also racing a ship), expiry, a
// gateway payment through the Midtrans simulator, the visitors' public checkout, the operator CLI
// and the courier webhook. Balances are checked to the rupiah; the ledger invariants after the file.

const COURIER_KEY = 'biteship_test.shop';
const COURIER_SECRET = 'shop-webhook-secret';
const SERVER_KEY = 'SB-Mid-server-shop-test';
let courierSim: RunningCourierSimulator;
let midtrans: RunningMidtransSimulator;
let t: TestApp;
let printer: number;
let paper: number;
let lastUnit: number;

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const stockOf = async (id: number) =>
  (
    await q<{ stock: number; reserved: number; sold: number }>(
      'SELECT stock, reserved, sold FROM shop_products WHERE id = $1',
      [id],
    )
  )[0]!;
const systemBalance = async (code: string) =>
  Number(
    (await q<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE code = $1', [code]))[0]!.balance,
  );

async function product(slug: string, price: number, stock: number, weight = 500) {
  const [r] = await q<{ id: number }>(
    `INSERT INTO shop_products (slug, name, price, weight_g, length_cm, width_cm, height_cm, stock)
     VALUES ($1, $2, $3, $4, 20, 15, 10, $5) RETURNING id`,
    [slug, `Produk ${slug}`, price, weight, stock],
  );
  return Number(r!.id);
}

/** A real village of the regions data, found by the public region search. */
async function village(search: string) {
  const res = await t.browser().post('/api/v1/shop/public/shiping/region', { search_key: search });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0] as {
    id: string;
    province: string;
    city: string;
    district: string;
    sub_district: string;
  };
}

async function addressOf(m: Member, search = 'Cikini', label = 'Rumah') {
  const v = await village(search);
  const res = await m.b.post('/api/v1/shop/shiping/add', {
    name: m.name,
    phone: m.hp,
    province: v.province,
    city: v.city,
    district: v.district,
    sub_district: v.sub_district,
    postal_code: '10330',
    detail: 'Jl. Cikini Raya No. 10',
    favorite_label: label,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number };
}

async function buyerWith(deposit: number, lines: [number, number][]) {
  const m = await registered(t, { deposit, pin: true });
  for (const [product_id, quantity] of lines) {
    const res = await m.b.post('/api/v1/shop/cart/add', { product_id, quantity });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const address = await addressOf(m);
  return { m, address };
}

async function cheapest(m: Member, address_id: number) {
  const res = await m.b.post('/api/v1/shop/shiping/cost-custom', { address_id });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0] as { courier: string; service: string; price: number };
}

async function checkout(m: Member, address_id: number, extra: Record<string, unknown> = {}) {
  const option = await cheapest(m, address_id);
  const res = await m.b.post('/api/v1/shop/cart/checkout', {
    address_id,
    courier: option.courier,
    service: option.service,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    ...(res.body.data as {
      link: string;
      total: number;
      subtotal: number;
      shipping_fee: number;
      discount: number;
    }),
    option,
  };
}

const payDeposit = (m: Member, link: string, pin = TEST_PIN) =>
  m.b.post('/api/v1/shop/cart/pay', { link, payment_method: 'deposit', pin });

const detail = async (m: Member, code: string) => {
  const res = await m.b.get(`/api/v1/shop/transactions/detail/${code}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  courierSim = await startCourierSimulator({
    apiKey: COURIER_KEY,
    webhookSecret: COURIER_SECRET,
    webhookHeader: 'x-biteship-secret',
    stepMs: 0,
  });
  midtrans = await startMidtransSimulator({
    serverKey: SERVER_KEY,
    notificationUrl: 'http://127.0.0.1:9/unused',
  });
  t = await createTestApp({
    courier: biteshipCourier({
      baseUrl: courierSim.url,
      apiKey: COURIER_KEY,
      webhookSecret: COURIER_SECRET,
      readRetries: 0,
    }),
    gateways: {
      midtrans: midtransGateway({
        serverKey: SERVER_KEY,
        snapBaseUrl: midtrans.url,
        apiBaseUrl: midtrans.url,
      }),
    },
  });
  await ensureRegionsLoaded(t.database, { provinces: ['31'] });
  printer = await product('printer-test', 350_000, 20, 1200);
  paper = await product('kertas-test', 25_000, 100, 300);
  lastUnit = await product('satu-satunya', 80_000, 1);
  await q(
    `INSERT INTO shop_coupons (code, kind, value, max_discount, min_subtotal) VALUES ('HEMATTEST', 'percent', 10, 20000, 50000)`,
  );
}, 120_000);

afterAll(async () => {
  await t.app.close();
  await courierSim.close();
  await midtrans.close();
});

const notify = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/midtrans',
    payload: body,
    headers: { 'content-type': 'application/json' },
  });
async function paidNotification(code: string) {
  const sent = await midtrans.sim.pay(code, { method: 'other_qris', deliver: false });
  return sent.find((n) => n.transactionStatus === 'settlement')!;
}

describe('shipping addresses', () => {
  it('keeps them in the address book; every field required; the areas must be a real village', async () => {
    const m = await registered(t);
    const none = await m.b.post('/api/v1/shop/shiping/add', {});
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors)).toEqual(
      expect.arrayContaining([
        'name',
        'phone',
        'province',
        'city',
        'district',
        'sub_district',
        'postal_code',
        'detail',
        'favorite_label',
      ]),
    );
    const v = await village('Cikini');
    const fake = await m.b.post('/api/v1/shop/shiping/add', {
      name: 'Budi',
      phone: m.hp,
      province: v.province,
      city: v.city,
      district: 'Kecamatan Khayalan',
      sub_district: v.sub_district,
      postal_code: '10330',
      detail: 'Jl. Cikini 1',
      favorite_label: 'Rumah',
    });
    expect(fake.status).toBe(422);
    expect(fake.body.code).toBe('address_incomplete');
    expect((await m.b.get('/api/v1/shop/shiping/list-address')).body.data).toEqual([]);

    const home = await addressOf(m, 'Cikini', 'Rumah');
    const shop = await addressOf(m, 'Gambir', 'Toko');
    const active = await m.b.get('/api/v1/shop/shiping/list-active-address');
    expect(active.body.data).toMatchObject({ id: home.id, is_primary: true });
    expect((await m.b.post('/api/v1/shop/shiping/pick', { id: shop.id })).body.data).toMatchObject({
      id: shop.id,
      is_primary: true,
    });
    expect((await m.b.get('/api/v1/shop/shiping/list-active-address')).body.data.id).toBe(shop.id);
    // The account's address book shows the same addresses.
    expect(
      (await m.b.get('/api/v1/account/address')).body.data.map((a: { id: number }) => a.id).sort(),
    ).toEqual([home.id, shop.id].sort());
    const upd = await m.b.post('/api/v1/shop/shiping/update', {
      id: home.id,
      name: 'Budi Baru',
      phone: m.hp,
      province: v.province,
      city: v.city,
      district: v.district,
      sub_district: v.sub_district,
      postal_code: '10330',
      detail: 'Jl. Cikini 2',
      favorite_label: 'Rumah',
    });
    expect(upd.body.data).toMatchObject({ name: 'Budi Baru', detail: 'Jl. Cikini 2' });
    expect((await m.b.post('/api/v1/shop/shiping/delete', { id: shop.id })).status).toBe(200);
    expect((await m.b.get('/api/v1/shop/shiping/list-active-address')).body.data.id).toBe(home.id);
    const other = await registered(t);
    expect((await other.b.post('/api/v1/shop/shiping/delete', { id: home.id })).status).toBe(404);
  });
});

describe('shipping cost', () => {
  it("lists the courier simulator's options for the cart, cheapest first; an unserved area is said so", async () => {
    const { m, address } = await buyerWith(0, [[printer, 1]]);
    const res = await m.b.post('/api/v1/shop/shiping/cost-custom', { address_id: address.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const prices = res.body.data.map((o: { price: number }) => o.price);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(res.body.data[0]).toMatchObject({
      courier: expect.any(String),
      service: expect.any(String),
      etd: expect.any(String),
    });
    // Kepulauan Seribu is the simulator's unserved test area.
    const seribu = await addressOf(m, 'Pulau Panggang', 'Pulau');
    const unserved = await m.b.post('/api/v1/shop/shiping/cost-custom', { address_id: seribu.id });
    expect(unserved.status).toBe(422);
    expect(unserved.body.code).toBe('courier_area_not_served');
  });
});

describe('checkout and deposit payment', () => {
  it('reserves the stock, prices shipping again, applies the coupon and clears the cart', async () => {
    const { m, address } = await buyerWith(0, [
      [printer, 1],
      [paper, 2],
    ]);
    const before = await stockOf(printer);
    const o = await checkout(m, address.id, { coupon_code: 'hemattest', notes: 'Tolong bungkus rapi' });
    expect(o.subtotal).toBe(400_000);
    expect(o.discount).toBe(20_000); // 10 % capped at 20.000
    expect(o.shipping_fee).toBe(o.option.price);
    expect(o.total).toBe(400_000 + o.option.price - 20_000);
    expect(o.link).toMatch(/^SHP[0-9A-Z]{12}$/);
    expect((await stockOf(printer)).reserved).toBe(before.reserved + 1);
    expect((await m.b.post('/api/v1/shop/cart/list')).body.data.items).toEqual([]);
    const d = await detail(m, o.link);
    expect(d).toMatchObject({
      status: 'waiting_payment',
      coupon_code: 'HEMATTEST',
      notes: 'Tolong bungkus rapi',
      can_pay: true,
    });
    expect(d.items).toHaveLength(2);
    expect(
      (await q('SELECT count(*)::int AS n FROM shop_coupon_uses WHERE order_id = $1', [d.id]))[0],
    ).toEqual({ n: 1 });
    // A client's own price is never taken: an unknown service is refused, nothing reserved.
    const again = await buyerWith(0, [[printer, 1]]);
    const res = await again.m.b.post('/api/v1/shop/cart/checkout', {
      address_id: again.address.id,
      courier: 'jne',
      service: 'murah-sekali',
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('shop_shipping_option_unavailable');
    expect((await stockOf(printer)).reserved).toBe(before.reserved + 1);
  });

  it('pays from the deposit with the PIN: a hold of the total; shipping posts it, sells the stock', async () => {
    const { m, address } = await buyerWith(1_000_000, [[paper, 4]]);
    const start = await stockOf(paper);
    const o = await checkout(m, address.id);
    const wrong = await payDeposit(m, o.link, '999999');
    expect(wrong.status).toBe(422);
    expect((await m.balances()).deposit).toBe(1_000_000);
    const paid = await payDeposit(m, o.link);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ payment_url: null, order: { status: 'pending' } });
    expect((await m.balances()).deposit).toBe(1_000_000 - o.total);
    expect((await payDeposit(m, o.link)).status).toBe(409);
    expect((await m.balances()).deposit).toBe(1_000_000 - o.total);

    const revenue = await systemBalance('revenue');
    await cliOrderConfirm(t.deps, o.link);
    expect(await cliOrderShip(t.deps, o.link, 'JNE0001234')).toContain('shipped');
    expect(await systemBalance('revenue')).toBe(revenue + o.total);
    expect(await stockOf(paper)).toEqual({
      stock: start.stock - 4,
      reserved: start.reserved,
      sold: start.sold + 4,
    });
    await cliOrderDone(t.deps, o.link);
    const d = await detail(m, o.link);
    expect(d).toMatchObject({ status: 'done', receipt_number: 'JNE0001234', can_cancel: false });
    expect(d.timeline.map((e: { status: string }) => e.status)).toEqual([
      'waiting_payment',
      'pending',
      'processed',
      'shipped',
      'done',
    ]);
    const notes = await q<{ title_key: string }>(
      "SELECT title_key FROM notifications WHERE user_id = $1 AND type = 'shop' ORDER BY id",
      [m.id],
    );
    expect(notes.map((n) => n.title_key)).toEqual([
      'shop_order_created_title',
      'shop_order_paid_title',
      'shop_order_processed_title',
      'shop_order_shipped_title',
      'shop_order_done_title',
    ]);
    expect((await m.b.get('/api/v1/shop/transactions/count')).body).toMatchObject({
      data: 0,
      statuses: { done: 1 },
    });
    const list = await m.b.post('/api/v1/shop/transactions/index', { status: 'done' });
    expect(list.body.data.map((x: { code: string }) => x.code)).toEqual([o.link]);
  });

  it('cancel gives the deposit back once (two cancels, and a cancel racing a ship)', async () => {
    const { m, address } = await buyerWith(1_000_000, [[paper, 1]]);
    const start = await stockOf(paper);
    const o = await checkout(m, address.id);
    await payDeposit(m, o.link);
    const both = await Promise.all([
      m.b.post('/api/v1/shop/transactions/cancel', { code: o.link, reason: 'Salah pilih' }),
      m.b.post('/api/v1/shop/transactions/cancel', { code: o.link, reason: 'Salah pilih' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await m.balances()).deposit).toBe(1_000_000);
    expect(await stockOf(paper)).toEqual(start);

    for (let i = 0; i < 3; i++) {
      const b = await buyerWith(1_000_000, [[paper, 1]]);
      const x = await checkout(b.m, b.address.id);
      await payDeposit(b.m, x.link);
      await cliOrderConfirm(t.deps, x.link);
      const revenue = await systemBalance('revenue');
      const outcomes = await Promise.allSettled([
        cliOrderShip(t.deps, x.link, `AWB${i}`),
        cliOrderCancel(t.deps, x.link, 'Stok rusak'),
      ]);
      expect(outcomes.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const status = (await detail(b.m, x.link)).status;
      const deposit = (await b.m.balances()).deposit;
      if (status === 'shipped') {
        expect(deposit).toBe(1_000_000 - x.total);
        expect(await systemBalance('revenue')).toBe(revenue + x.total);
      } else {
        expect(status).toBe('cancelled');
        expect(deposit).toBe(1_000_000);
        expect(await systemBalance('revenue')).toBe(revenue);
      }
    }
  });

  it('an unpaid order expires once: stock and coupon back', async () => {
    const { m, address } = await buyerWith(0, [[printer, 2]]);
    const start = await stockOf(printer);
    const o = await checkout(m, address.id, { coupon_code: 'HEMATTEST' });
    expect((await stockOf(printer)).reserved).toBe(start.reserved + 2);
    await q("UPDATE shop_orders SET expires_at = now() - interval '1 minute' WHERE code = $1", [o.link]);
    expect((await payDeposit(m, o.link)).body.code).toBe('shop_order_expired');
    const runs = await Promise.all([expireShopOrders(t.deps), expireShopOrders(t.deps)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await stockOf(printer)).toEqual(start);
    const d = await detail(m, o.link);
    expect(d).toMatchObject({ status: 'cancelled', cancel_source: 'expired' });
    expect(
      (await q('SELECT count(*)::int AS n FROM shop_coupon_uses WHERE order_id = $1', [d.id]))[0],
    ).toEqual({ n: 0 });
  });

  it('sells the last unit once when many check out at the same moment', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyerWith(0, [[lastUnit, 1]])));
    const options = await Promise.all(buyers.map((b) => cheapest(b.m, b.address.id)));
    const answers = await Promise.all(
      buyers.map((b, i) =>
        b.m.b.post('/api/v1/shop/cart/checkout', {
          address_id: b.address.id,
          courier: options[i]!.courier,
          service: options[i]!.service,
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 200))
      expect(r.body.code).toBe('shop_checkout_stock_short');
    expect(await stockOf(lastUnit)).toEqual({ stock: 1, reserved: 1, sold: 0 });
    expect(
      (await q('SELECT count(*)::int AS n FROM shop_order_items WHERE product_id = $1', [lastUnit]))[0],
    ).toEqual({ n: 1 });
  });
});

describe('gateway payment and the public checkout', () => {
  it("a member's gateway payment is credited to the deposit and held; the order goes pending", async () => {
    const { m, address } = await buyerWith(0, [[paper, 1]]);
    const o = await checkout(m, address.id);
    const ch = await m.b.post('/api/v1/shop/payment/channel', { link: o.link });
    expect(ch.body.data.channels[0]).toMatchObject({ method: 'deposit', fee: 0 });
    const qris = ch.body.data.channels.find((c: { method: string }) => c.method === 'midtrans:qris');
    const res = await m.b.post('/api/v1/shop/cart/pay', { link: o.link, payment_method: 'midtrans:qris' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.payment_url).toMatch(/^http/);
    expect(res.body.data.order.payment_fee).toBe(qris.fee);
    const answer = await notify((await paidNotification(o.link)).body);
    expect(answer.statusCode).toBe(200);
    expect((await detail(m, o.link)).status).toBe('pending');
    // Credited total and held from there: the deposit shows nothing left over.
    expect((await getUserBalances(t.database.db, m.id)).deposit).toBe(0);
    await cliOrderCancel(t.deps, o.link, 'Habis');
    expect((await m.balances()).deposit).toBe(o.total);
  });

  it('a visitor buys through the one-page checkout by gateway; a cancel is refunded once by the operator', async () => {
    const v = t.browser();
    const cart = await v.post('/api/v1/shop/public/make-cart', {
      items: [{ product_id: printer, quantity: 1 }],
    });
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    const id = cart.body.data.id as string;
    expect((await v.get(`/api/v1/shop/public/checkout/${id}`)).body.data).toMatchObject({
      subtotal: 350_000,
      total_quantity: 1,
    });
    const place = await village('Cikini');
    const cost = await v.post('/api/v1/shop/public/shiping/cost', {
      region_id: place.id,
      items: [{ product_id: printer, quantity: 1 }],
    });
    expect(cost.status, JSON.stringify(cost.body)).toBe(200);
    const option = cost.body.data[0];
    expect((await v.get('/api/v1/shop/public/can-coupon')).body.data.available).toBe(true);
    expect(
      (await v.post('/api/v1/shop/public/check-coupon', { id, code: 'HEMATTEST' })).body.data.discount,
    ).toBe(20_000);
    const channels = await v.post('/api/v1/shop/public/payment/channels', {});
    expect(channels.body.data.channels.every((c: { method: string }) => c.method !== 'deposit')).toBe(true);
    const pay = await v.post('/api/v1/shop/public/pay', {
      id,
      buyer: { name: 'Siti Pengunjung', phone: '081299990000', email: 'siti@example.com' },
      address: {
        province: place.province,
        city: place.city,
        district: place.district,
        sub_district: place.sub_district,
        postal_code: '10330',
        detail: 'Jl. Cikini Raya 5',
      },
      courier: option.courier,
      service: option.service,
      coupon_code: 'HEMATTEST',
      payment_method: 'midtrans:qris',
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    const order = pay.body.data.order;
    expect(order).toMatchObject({
      status: 'waiting_payment',
      discount: 20_000,
      total: 350_000 + option.price - 20_000,
    });
    expect(pay.body.data.payment_url).toMatch(/^http/);
    const revenue = await systemBalance('revenue');
    await notify((await paidNotification(order.code)).body);
    const seen = await v.post('/api/v1/shop/public/order', { code: order.code, phone: '6281299990000' });
    expect(seen.body.data.status).toBe('pending');
    expect(
      (await v.post('/api/v1/shop/public/order', { code: order.code, phone: '081200000000' })).status,
    ).toBe(404);
    expect(await systemBalance('revenue')).toBe(revenue + order.total);
    // The cart was used up.
    expect((await v.get(`/api/v1/shop/public/checkout/${id}`)).status).toBe(404);

    await cliOrderCancel(t.deps, order.code, 'Alamat tidak terjangkau');
    await expect(cliOrderRefund(t.deps, order.code, 'MID-REF-1')).resolves.toContain('refund recorded');
    await expect(cliOrderRefund(t.deps, order.code, 'MID-REF-1')).rejects.toMatchObject({
      code: 'shop_order_not_refundable',
    });
    expect(await systemBalance('revenue')).toBe(revenue);
  });
});

describe('operator CLI and the courier webhook', () => {
  it('books the shipment at the courier without --awb; a delivered webhook finishes it; a wrong secret is refused', async () => {
    const { m, address } = await buyerWith(1_000_000, [[paper, 1]]);
    const o = await checkout(m, address.id);
    await payDeposit(m, o.link);
    expect(await cliOrderShip(t.deps, o.link)).toMatch(/booked .+, waybill /);
    const d = await detail(m, o.link);
    expect(d.status).toBe('shipped');
    expect(d.receipt_number).toBeTruthy();
    expect(await describeShopOrder(t.deps, o.link)).toContain(o.link);
    const [row] = await q<{ provider_order_id: string }>(
      'SELECT provider_order_id FROM shop_orders WHERE code = $1',
      [o.link],
    );
    await courierSim.sim.advanceToEnd(row!.provider_order_id);
    const hook = [...courierSim.sim.webhooks].reverse().find((w) => w.orderId === row!.provider_order_id)!;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/biteship',
      payload: hook.body,
      headers: { 'content-type': 'application/json', 'x-biteship-secret': 'not-the-secret' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await detail(m, o.link)).status).toBe('shipped');
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/biteship',
      payload: hook.body,
      headers: { 'content-type': 'application/json', 'x-biteship-secret': COURIER_SECRET },
    });
    expect(right.statusCode, right.body).toBe(200);
    const after = await detail(m, o.link);
    expect(after.status).toBe('done');
    expect(after.tracking?.length).toBeGreaterThan(0);
  });
});
