import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biteshipCourier } from '../../providers/courier/index.js';
import { type RunningCourierSimulator, startCourierSimulator } from '../../simulators/courier/index.js';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/app.js';
import { type Member, registered, TEST_PIN } from '../../test/kit.js';
import { ensureRegionsLoaded } from '../regions/index.js';
import { cliCourierAgent } from '../shipping/index.js';
import { cliOrderCancel, cliStock } from '../shop/index.js';
import { cliAudit } from './audit.service.js';
import { cliOrderAudit } from './commerce.service.js';
import { staffTeam } from './staff-world.js';

// The console's shop orders (issue 18) through the HTTP API on the real database, with real orders
// (a member's checkout against the courier simulator, paid from the deposit): shop staff list them
// by status, confirm, ship with a receipt number (the member's order says shipped), cancel (the
// deposit back exactly once, also when the console and the CLI cancel together — run it on
// PostgreSQL with TEST_DATABASE_URL); one audit row per change, none for a refused one; other roles
// 403; bad input 422 and nothing changes.

const COURIER_KEY = 'biteship_test.console';
let courierSim: RunningCourierSimulator;
let t: TestApp;
let shop: TestBrowser;
let catalogue: TestBrowser;
let printer: number;

beforeAll(async () => {
  courierSim = await startCourierSimulator({
    apiKey: COURIER_KEY,
    webhookSecret: 'console-secret',
    webhookHeader: 'x-biteship-secret',
    stepMs: 0,
  });
  t = await createTestApp({
    courier: biteshipCourier({
      baseUrl: courierSim.url,
      apiKey: COURIER_KEY,
      webhookSecret: 'console-secret',
      readRetries: 0,
    }),
  });
  await ensureRegionsLoaded(t.database, { provinces: ['31'] });
  const [p] = await t.database.query<{ id: number }>(
    `INSERT INTO shop_products (slug, name, price, weight_g, length_cm, width_cm, height_cm, stock)
     VALUES ('printer-console', 'Printer Console', 350000, 1200, 20, 15, 10, 20) RETURNING id`,
  );
  printer = Number(p!.id);
  ({ shop, cat: catalogue } = await staffTeam(
    t,
    { shop: ['shop'], cat: ['catalogue', 'finance', 'cs'] },
    'example.com',
  ));
}, 120_000);

afterAll(async () => {
  await t.app.close();
  await courierSim.close();
});

const audit = (action: string) =>
  t.database.query<{ actor: string; target: string; before: unknown; after: unknown }>(
    'SELECT actor, target, before, after FROM audit_log WHERE action = $1 ORDER BY id',
    [action],
  );
const auditCount = async () =>
  (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;

/** A member's paid order (deposit Rp 500.000, one printer, the cheapest courier): its code. */
async function paidOrder(): Promise<{ m: Member; code: string; total: number }> {
  const m = await registered(t, { deposit: 500_000, pin: true });
  expect((await m.b.post('/api/v1/shop/cart/add', { product_id: printer, quantity: 1 })).status).toBe(200);
  const [v] = (await t.browser().post('/api/v1/shop/public/shiping/region', { search_key: 'Cikini' })).body
    .data;
  const address = await m.b.post('/api/v1/shop/shiping/add', {
    name: m.name,
    phone: m.hp,
    province: v.province,
    city: v.city,
    district: v.district,
    sub_district: v.sub_district,
    postal_code: '10330',
    detail: 'Jl. Cikini Raya No. 10',
    favorite_label: 'Rumah',
  });
  expect(address.status, JSON.stringify(address.body)).toBe(200);
  const address_id = address.body.data.id;
  const [option] = (await m.b.post('/api/v1/shop/shiping/cost-custom', { address_id })).body.data;
  const checkout = await m.b.post('/api/v1/shop/cart/checkout', {
    address_id,
    courier: option.courier,
    service: option.service,
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const code = checkout.body.data.link as string;
  const paid = await m.b.post('/api/v1/shop/cart/pay', {
    link: code,
    payment_method: 'deposit',
    pin: TEST_PIN,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { m, code, total: checkout.body.data.total };
}

const memberOrder = async (m: Member, code: string) =>
  (await m.b.get(`/api/v1/shop/transactions/detail/${code}`)).body.data;

describe('shop orders', () => {
  it('lists by status; confirms and ships with a receipt number the member sees; one audit row each', async () => {
    const { m, code, total } = await paidOrder();
    expect((await catalogue.get('/api/v1/console/shop/orders')).status).toBe(403);
    const pending = await shop.get('/api/v1/console/shop/orders?status=pending');
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    expect(pending.body.data.find((o: { code: string }) => o.code === code)).toMatchObject({
      status: 'pending',
      total,
      buyer: { user_id: m.id, name: m.name, phone: m.hp },
    });
    expect((await shop.get('/api/v1/console/shop/orders?status=shipped')).body.data).toEqual([]);
    expect((await shop.get('/api/v1/console/shop/orders?status=lost')).status).toBe(422);

    const detail = await shop.get(`/api/v1/console/shop/orders/${code}`);
    expect(detail.body.data).toMatchObject({
      code,
      items: [{ name: 'Printer Console', quantity: 1 }],
      address: { detail: 'Jl. Cikini Raya No. 10', postal_code: '10330' },
      actions: { confirm: true, ship: true, cancel: true, refund: false },
    });

    const base = `/api/v1/console/shop/orders/${code}`;
    expect((await catalogue.post(`${base}/confirm`, {})).status).toBe(403);
    const confirmed = await shop.post(`${base}/confirm`, {});
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      status: 'processed',
      actions: { confirm: false, ship: true },
    });
    expect((await memberOrder(m, code)).status).toBe('processed');
    // Confirmed already: refused (409), nothing written.
    const before = await auditCount();
    expect((await shop.post(`${base}/confirm`, {})).status).toBe(409);
    expect(await auditCount()).toBe(before);

    for (const bad of [{}, { receipt_number: '' }, { receipt_number: 'JP 123' }]) {
      const res = await shop.post(`${base}/ship`, bad);
      expect(res.status).toBe(422);
      expect(res.body.errors.receipt_number).toBeDefined();
    }
    expect((await memberOrder(m, code)).status).toBe('processed');
    const shipped = await shop.post(`${base}/ship`, { receipt_number: 'JP1234567890' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.data).toMatchObject({ status: 'shipped', receipt_number: 'JP1234567890' });
    expect(await memberOrder(m, code)).toMatchObject({ status: 'shipped', receipt_number: 'JP1234567890' });
    // The member's money went to revenue once: the deposit is the same as after paying (the hold posted).
    expect((await m.balances()).deposit).toBe(500_000 - total);
    expect((await shop.post(`${base}/cancel`, { reason: 'late' })).status).toBe(409);

    const target = `shop_order:${code}`;
    expect((await audit('shop.order.confirm')).filter((r) => r.target === target)).toEqual([
      {
        actor: 'shop@example.com',
        target,
        before: { status: 'pending', receipt_number: null, cancel_reason: null, refund_reference: null },
        after: { status: 'processed', receipt_number: null, cancel_reason: null, refund_reference: null },
      },
    ]);
    expect((await audit('shop.order.ship')).filter((r) => r.target === target)).toEqual([
      {
        actor: 'shop@example.com',
        target,
        before: { status: 'processed', receipt_number: null, cancel_reason: null, refund_reference: null },
        after: {
          status: 'shipped',
          receipt_number: 'JP1234567890',
          cancel_reason: null,
          refund_reference: null,
        },
      },
    ]);
    expect((await audit('shop.order.cancel')).filter((r) => r.target === target)).toEqual([]);
  });

  it('cancels with a reason: the deposit back exactly once, even when the console and the CLI cancel together', async () => {
    const { m, code, total } = await paidOrder();
    expect((await m.balances()).deposit).toBe(500_000 - total);
    const base = `/api/v1/console/shop/orders/${code}`;
    const empty = await shop.post(`${base}/cancel`, { reason: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.reason).toBeDefined();

    const [viaConsole, viaCli] = await Promise.allSettled([
      shop.post(`${base}/cancel`, { reason: 'out of stock' }),
      cliOrderCancel(t.deps, code, 'duplicate', cliOrderAudit),
    ]);
    const consoleWon = viaConsole.status === 'fulfilled' && viaConsole.value.status === 200;
    const cliWon = viaCli.status === 'fulfilled';
    expect(consoleWon !== cliWon, JSON.stringify([viaConsole, viaCli])).toBe(true);
    expect((await m.balances()).deposit).toBe(500_000);
    const order = await memberOrder(m, code);
    expect(order.status).toBe('cancelled');
    // One audit row, by whoever won: the CLI writes the console's row as cli:<os user>.
    const rows = (await audit('shop.order.cancel')).filter((r) => r.target === `shop_order:${code}`);
    expect(rows.map((r) => r.actor)).toEqual([
      consoleWon ? 'shop@example.com' : expect.stringMatching(/^cli:/),
    ]);
    expect(rows[0]!.after).toMatchObject({
      status: 'cancelled',
      cancel_reason: consoleWon ? 'out of stock' : 'duplicate',
    });
    // A second cancel from the console changes nothing (refused), the money stays where it is.
    expect((await shop.post(`${base}/cancel`, { reason: 'again' })).status).toBe(409);
    expect((await m.balances()).deposit).toBe(500_000);
    // A member's cancelled deposit order has no gateway refund to record.
    const refund = await shop.post(`${base}/refund`, { reference: 'RF-1' });
    expect(refund.status).toBe(409);
    expect((await audit('shop.order.refund')).length).toBe(0);
  });
});

describe('products and stock', () => {
  it('sets the stock (never below the reserved units) and hides a product; one audit row each; the CLI agrees', async () => {
    const [p] = await t.database.query<{ id: number }>(
      `INSERT INTO shop_products (slug, name, price, weight_g, length_cm, width_cm, height_cm, stock, reserved)
       VALUES ('kabel-console', 'Kabel Console', 25000, 100, 10, 10, 2, 5, 2) RETURNING id`,
    );
    const id = Number(p!.id);
    expect((await catalogue.get('/api/v1/console/shop/products')).status).toBe(403);
    const list = await shop.get('/api/v1/console/shop/products?q=kabel');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id,
        slug: 'kabel-console',
        stock: 5,
        reserved: 2,
        active: true,
        variants: [],
      }),
    ]);

    const path = `/api/v1/console/shop/products/${id}/stock`;
    expect((await catalogue.post(path, { stock: 9 })).status).toBe(403);
    for (const bad of [{ stock: -1 }, { stock: 1.5 }, { stock: '9' }, {}]) {
      const res = await shop.post(path, bad);
      expect(res.status).toBe(422);
      expect(res.body.errors.stock).toBeDefined();
    }
    const below = await shop.post(path, { stock: 1 });
    expect(below.status).toBe(409);
    expect(below.body.code).toBe('shop_stock_below_reserved');
    const set = await shop.post(path, { stock: 9 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ id, stock: 9, reserved: 2 });
    expect((await shop.post(path, { stock: 9 })).status).toBe(200);
    expect(await audit('shop.stock')).toEqual([
      {
        actor: 'shop@example.com',
        target: `shop_product:${id}`,
        before: { product: id, stock: 5 },
        after: { product: id, stock: 9 },
      },
    ]);
    expect(await cliStock(t.deps, 'kabel-console', '-2')).toContain('stock 7');

    // Hidden: the shop's page no longer sells it; shown again.
    const active = `/api/v1/console/shop/products/${id}/active`;
    expect((await shop.post(active, { active: 'no' })).status).toBe(422);
    expect((await shop.post(active, { active: false })).body.data.active).toBe(false);
    const publicDetail = () => t.browser().post('/api/v1/shop/product/detail', { slug: 'kabel-console' });
    expect((await publicDetail()).status).toBe(404);
    expect((await shop.post(active, { active: true })).body.data.active).toBe(true);
    expect((await publicDetail()).status).toBe(200);
    expect((await audit('shop.product.active')).map((r) => r.after)).toEqual([
      { product: id, slug: 'kabel-console', active: false },
      { product: id, slug: 'kabel-console', active: true },
    ]);
    expect((await shop.post('/api/v1/console/shop/products/999999/stock', { stock: 1 })).status).toBe(404);
  });
});

describe('coupons', () => {
  it('lists coupons and switches one off and on, one audit row each (the same state again writes nothing)', async () => {
    await t.database.query(
      `INSERT INTO shop_coupons (code, kind, value, max_discount, min_subtotal, quota) VALUES ('CONSOLE10', 'percent', 10, 20000, 0, 50)`,
    );
    expect((await catalogue.get('/api/v1/console/shop/coupons')).status).toBe(403);
    const list = await shop.get('/api/v1/console/shop/coupons');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.find((c: { code: string }) => c.code === 'CONSOLE10')).toMatchObject({
      kind: 'percent',
      value: 10,
      max_discount: 20000,
      quota: 50,
      used: 0,
      active: true,
    });
    const path = '/api/v1/console/shop/coupons/console10/active';
    expect((await catalogue.post(path, { active: false })).status).toBe(403);
    const off = await shop.post(path, { active: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({ code: 'CONSOLE10', active: false });
    expect((await shop.post(path, { active: false })).status).toBe(200);
    const [row] = await t.database.query<{ active: boolean }>(
      "SELECT active FROM shop_coupons WHERE code = 'CONSOLE10'",
    );
    expect(row!.active).toBe(false);
    expect(await audit('shop.coupon.active')).toEqual([
      {
        actor: 'shop@example.com',
        target: 'shop_coupon:CONSOLE10',
        before: { coupon: 'CONSOLE10', active: true },
        after: { coupon: 'CONSOLE10', active: false },
      },
    ]);
    expect((await shop.post(path, { active: true })).body.data.active).toBe(true);
    expect(await audit('shop.coupon.active')).toHaveLength(2);
    expect((await shop.post('/api/v1/console/shop/coupons/NOPE99/active', { active: true })).status).toBe(
      404,
    );
  });
});

describe('courier agents', () => {
  it('finds an account, makes it an agent of one courier (the same again writes nothing), audited once; the CLI agrees', async () => {
    const m = await registered(t, { category: 2 });
    expect((await catalogue.get('/api/v1/console/shop/couriers')).status).toBe(403);
    expect(
      (await shop.get('/api/v1/console/shop/couriers')).body.data.some((a: { id: number }) => a.id === m.id),
    ).toBe(false);
    const found = await shop.get(`/api/v1/console/shop/couriers/find?login=${m.hp}`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.couriers.every((c: { agent: boolean }) => !c.agent)).toBe(true);
    expect((await shop.get('/api/v1/console/shop/couriers/find?login=089999999999')).status).toBe(404);

    const path = `/api/v1/console/shop/couriers/${m.id}/jne-express`;
    expect((await catalogue.post(path, { agent: true })).status).toBe(403);
    expect((await shop.post(`/api/v1/console/shop/couriers/${m.id}/pos-kilat`, { agent: true })).status).toBe(
      422,
    );
    expect((await shop.post(path, { agent: 'yes' })).status).toBe(422);
    const on = await shop.post(path, { agent: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(
      on.body.data.couriers
        .filter((c: { agent: boolean }) => c.agent)
        .map((c: { courier: string }) => c.courier),
    ).toEqual(['jne-express']);
    expect((await shop.post(path, { agent: true })).status).toBe(200);
    const [row] = await t.database.query<{ courier_flags: Record<string, boolean> }>(
      'SELECT courier_flags FROM users WHERE id = $1',
      [m.id],
    );
    expect(row!.courier_flags).toEqual({ jne_express: true });
    expect(
      (await shop.get('/api/v1/console/shop/couriers')).body.data.some((a: { id: number }) => a.id === m.id),
    ).toBe(true);
    expect(await audit('shipping.courier_agent')).toEqual([
      {
        actor: 'shop@example.com',
        target: `user:${m.id}`,
        before: { courier: 'jne-express', agent: false },
        after: { courier: 'jne-express', agent: true },
      },
    ]);
    // The CLI reads and changes the same flags.
    expect(await cliCourierAgent(t.deps, m.hp)).toMatch(/jne-express\s+agent/);
    expect(await cliCourierAgent(t.deps, m.hp, 'jne-express', 'off', cliAudit)).toMatch(/jne-express\s+-/);
    expect((await audit('shipping.courier_agent')).map((r) => [r.actor, r.after])).toEqual([
      ['shop@example.com', { courier: 'jne-express', agent: true }],
      [expect.stringMatching(/^cli:/), { courier: 'jne-express', agent: false }],
    ]);
  });
});

describe('collections', () => {
  it('adds a collection (slug from the name) with one audit row; a taken slug is 409, a bad one 422', async () => {
    expect((await catalogue.get('/api/v1/console/shop/collections')).status).toBe(403);
    expect((await catalogue.post('/api/v1/console/shop/collections', { name: 'Aksesoris' })).status).toBe(
      403,
    );
    for (const bad of [{}, { name: ' ' }, { name: 'Ok', slug: 'Not Ok' }]) {
      const res = await shop.post('/api/v1/console/shop/collections', bad);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
    }
    const symbols = await shop.post('/api/v1/console/shop/collections', { name: '!!!' });
    expect(symbols.status).toBe(422);
    expect(symbols.body.errors.name).toBeDefined();
    const added = await shop.post('/api/v1/console/shop/collections', {
      name: 'Aksesoris HP Console',
      description: 'Casing, kabel, charger',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.find((c: { slug: string }) => c.slug === 'aksesoris-hp-console')).toMatchObject({
      name: 'Aksesoris HP Console',
      description: 'Casing, kabel, charger',
      product_count: 0,
    });
    // The shop's public collections list it.
    const pub = await t.browser().get('/api/v1/shop/collection');
    expect(pub.body.data.some((c: { slug: string }) => c.slug === 'aksesoris-hp-console')).toBe(true);
    const again = await shop.post('/api/v1/console/shop/collections', {
      name: 'Lain',
      slug: 'aksesoris-hp-console',
    });
    expect(again.status).toBe(409);
    expect(await audit('shop.collection.add')).toEqual([
      {
        actor: 'shop@example.com',
        target: 'shop_collection:aksesoris-hp-console',
        before: null,
        after: {
          collection: expect.any(Number),
          slug: 'aksesoris-hp-console',
          name: 'Aksesoris HP Console',
          description: 'Casing, kabel, charger',
        },
      },
    ]);
  });
});
