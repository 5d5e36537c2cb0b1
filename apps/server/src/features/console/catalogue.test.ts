import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digiflazzProvider } from '../../providers/supplier/digiflazz.adapter.js';
import {
  prepaidCatalog,
  type RunningDigiflazzSimulator,
  startDigiflazzSimulator,
} from '../../simulators/digiflazz/index.js';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/app.js';
import { userOfCategory } from '../../test/catalog-world.js';
import { registered } from '../../test/kit.js';
import { syncPriceLists } from '../catalog/index.js';
import { staffTeam } from './staff-world.js';

// The console's Catalogue page (issue 18) through the HTTP API on the real database, with the
// Digiflazz simulator as the supplier: a price change reaches the member's price list at once and
// writes one audit row; finance reads but may not change; bad input is a 422 that changes nothing.

let t: TestApp;
let sim: RunningDigiflazzSimulator;
let owner: TestBrowser;
let catalogue: TestBrowser;
let finance: TestBrowser;
const originalPrepaid = structuredClone(prepaidCatalog);

beforeAll(async () => {
  const credentials = {
    username: 'konter-test',
    apiKey: 'cat-console-key',
    webhookSecret: 'cat-console-secret',
  };
  sim = await startDigiflazzSimulator(credentials);
  t = await createTestApp({ supplier: digiflazzProvider({ baseUrl: sim.baseUrl, ...credentials }) });
  await syncPriceLists(t.deps, t.deps.supplier);
  ({ owner, catalogue, finance } = await staffTeam(
    t,
    { catalogue: ['catalogue'], finance: ['finance'] },
    'example.com',
  ));
});
afterAll(async () => {
  prepaidCatalog.splice(0, prepaidCatalog.length, ...structuredClone(originalPrepaid));
  await sim.stop();
  await t.app.close();
});

const audit = (action: string) =>
  t.database.query<{ actor: string; target: string; before: unknown; after: unknown }>(
    'SELECT actor, target, before, after FROM audit_log WHERE action = $1 ORDER BY id',
    [action],
  );
const auditCount = async () =>
  (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;
const productRow = async (code: string) =>
  (
    await t.database.query<{ price_member: string; price_agent: string; price_mode: string; promo: boolean }>(
      'SELECT price_member, price_agent, price_mode, promo, promo_stock FROM products WHERE code = $1',
      [code],
    )
  )[0]!;

/** What a member's app lists for tsel10 (a Telkomsel number). */
async function memberPrice(b: TestBrowser): Promise<number> {
  const res = await b.get('/api/v1/prabayar/products?type=pulsa&destination=081234567890');
  expect(res.status).toBe(200);
  return res.body.data.products.find((p: { code: string }) => p.code === 'tsel10').price;
}

describe('products', () => {
  it('lists by type and search with the level prices and their source; finance reads too', async () => {
    const res = await finance.get('/api/v1/console/catalogue/products?type=pulsa&q=tsel');
    expect(res.status).toBe(200);
    const tsel10 = res.body.data.find((p: { code: string }) => p.code === 'tsel10');
    expect(tsel10).toMatchObject({
      type: 'pulsa',
      price_mode: 'auto',
      price_adjustment: false,
      promo: false,
      active: true,
    });
    expect(tsel10.prices).toEqual(tsel10.markup_prices);
    expect(tsel10.prices.member).toBeGreaterThan(tsel10.buying_price);
    expect(res.body.data.every((p: { type: string }) => p.type === 'pulsa')).toBe(true);
    expect(res.body.meta).toMatchObject({ current_page: 1, per_page: 25 });
    expect(res.body.meta.total).toBe(res.body.data.length);

    const page2 = await finance.get('/api/v1/console/catalogue/products?page=2');
    const all = await finance.get('/api/v1/console/catalogue/products');
    expect(all.body.meta.total).toBeGreaterThan(25);
    expect(page2.body.data[0].code).not.toBe(all.body.data[0].code);

    const none = await catalogue.get('/api/v1/console/catalogue/products?q=no-such-product');
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await catalogue.get('/api/v1/console/catalogue/products?type=nope')).status).toBe(422);
    expect((await t.browser().get('/api/v1/console/catalogue/products')).status).toBe(401);
    const { paths } = (await t.browser().get('/api/v1/openapi.json')).body;
    for (const path of [
      'products',
      'products/{code}/prices',
      'products/{code}/promo',
      'markups',
      'sync',
      'rc',
    ])
      expect(Object.keys(paths)).toContain(`/api/v1/console/catalogue/${path}`);
  });

  it("a console price change reaches the agent's price list at once, with one audit row", async () => {
    const agent = await userOfCategory(t, 2);
    const before = await memberPrice(agent); // read (and kept in memory) before the change
    const p = (await catalogue.get('/api/v1/console/catalogue/products/tsel10')).body.data;
    expect(before).toBe(p.prices.agent);
    const body = {
      mode: 'manual',
      member: p.prices.member + 500,
      agent: before + 300,
      master: p.prices.master,
    };

    const res = await catalogue.post('/api/v1/console/catalogue/products/tsel10/prices', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      price_mode: 'manual',
      prices: { member: body.member, agent: body.agent, master: body.master },
    });
    expect(await memberPrice(agent)).toBe(before + 300);
    expect(await audit('catalogue.price')).toEqual([
      {
        actor: 'catalogue@example.com',
        target: 'product:tsel10',
        before: { mode: 'auto', ...p.prices, price_adjustment: false },
        after: {
          mode: 'manual',
          member: body.member,
          agent: body.agent,
          master: body.master,
          price_adjustment: false,
        },
      },
    ]);

    // The same prices again change nothing and write nothing.
    const again = await catalogue.post('/api/v1/console/catalogue/products/tsel10/prices', body);
    expect(again.status).toBe(200);
    expect(await audit('catalogue.price')).toHaveLength(1);

    // Back to the markups: the agent sees the markup price again.
    const auto = await catalogue.post('/api/v1/console/catalogue/products/tsel10/prices', { mode: 'auto' });
    expect(auto.body.data).toMatchObject({ price_mode: 'auto', prices: p.markup_prices });
    expect(await memberPrice(agent)).toBe(before);
    expect(await audit('catalogue.price')).toHaveLength(2);
  });

  it('refuses a price below the buying price, bad input and finance, changing nothing', async () => {
    const p = (await catalogue.get('/api/v1/console/catalogue/products/tsel10')).body.data;
    const count = await auditCount();
    const row = await productRow('tsel10');
    const path = '/api/v1/console/catalogue/products/tsel10/prices';

    const below = await catalogue.post(path, {
      mode: 'manual',
      member: p.prices.member,
      agent: p.buying_price - 1,
      master: p.buying_price - 2,
    });
    expect(below.status).toBe(422);
    expect(Object.keys(below.body.errors).sort()).toEqual(['agent', 'master']);
    expect(below.body.errors.agent[0]).toMatchObject({
      code: 'console_catalogue_price_below_buying',
      params: { buying: p.buying_price },
    });
    for (const bad of [{ mode: 'manual', member: 'x', agent: 1, master: 1 }, { mode: 'cheap' }, {}]) {
      expect((await catalogue.post(path, bad)).status).toBe(422);
    }
    expect((await finance.post(path, { mode: 'auto' })).status).toBe(403);
    expect(
      (await catalogue.post('/api/v1/console/catalogue/products/nope/prices', { mode: 'auto' })).status,
    ).toBe(404);
    expect(await productRow('tsel10')).toEqual(row);
    expect(await auditCount()).toBe(count);
  });

  it('makes a promo item with a stock and ends it, one audit row each', async () => {
    const path = '/api/v1/console/catalogue/products/tsel20/promo';
    expect((await catalogue.post(path, { promo: true, stock: -1 })).status).toBe(422);
    const on = await catalogue.post(path, { promo: true, stock: 7 });
    expect(on.body.data).toMatchObject({ promo: true, promo_stock: 7, sold_qty: 0 });
    const promos = await finance.get('/api/v1/console/catalogue/products?state=promo');
    expect(promos.body.data.map((p: { code: string }) => p.code)).toContain('tsel20');
    const off = await owner.post(path, { promo: false });
    expect(off.body.data).toMatchObject({ promo: false });
    expect((await owner.post(path, { promo: false })).status).toBe(200);
    const rows = await audit('catalogue.promo');
    expect(rows.map((r) => [r.actor, r.before, r.after])).toEqual([
      [
        'catalogue@example.com',
        { promo: false, promo_stock: null, sold_qty: 0 },
        { promo: true, promo_stock: 7, sold_qty: 0 },
      ],
      [
        'owner@example.com',
        { promo: true, promo_stock: 7, sold_qty: 0 },
        { promo: false, promo_stock: 7, sold_qty: 0 },
      ],
    ]);
  });
});

describe('on sale or off', () => {
  it('takes a product off sale for members (kept through a sync) and back, one audit row each', async () => {
    const member = await userOfCategory(t, 1);
    const listed = async () => {
      const res = await member.get('/api/v1/prabayar/products?type=pulsa&destination=081234567890');
      return res.body.data.products.find((p: { code: string }) => p.code === 'tsel50').active;
    };
    const path = '/api/v1/console/catalogue/products/tsel50/enabled';
    expect(await listed()).toBe(true);
    expect((await catalogue.post(path, { enabled: 'no' })).status).toBe(422);
    expect((await finance.post(path, { enabled: false })).status).toBe(403);

    const off = await catalogue.post(path, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ active: true, disabled: true });
    expect(await listed()).toBe(false);
    await syncPriceLists(t.deps, t.deps.supplier);
    expect(await listed()).toBe(false);
    const inactive = await finance.get('/api/v1/console/catalogue/products?state=inactive&q=tsel50');
    expect(inactive.body.data.map((p: { code: string }) => p.code)).toEqual(['tsel50']);

    expect((await catalogue.post(path, { enabled: false })).status).toBe(200); // nothing to change
    await catalogue.post(path, { enabled: true });
    expect(await listed()).toBe(true);
    expect((await audit('catalogue.enabled')).map((r) => [r.before, r.after])).toEqual([
      [{ enabled: true }, { enabled: false }],
      [{ enabled: false }, { enabled: true }],
    ]);
  });
});

describe('markups', () => {
  it('saves a band, re-prices the type at once (the member sees it), audits once; a bad band 422', async () => {
    const member = await userOfCategory(t, 1);
    const list = (await finance.get('/api/v1/console/catalogue/markups')).body.data;
    const band = list.find((m: { type: string; level: number }) => m.type === 'pulsa' && m.level === 1);
    expect(band).toBeDefined();
    const p = (await catalogue.get('/api/v1/console/catalogue/products/tsel10')).body.data;
    expect(await memberPrice(member)).toBe(p.prices.member);

    const res = await catalogue.post('/api/v1/console/catalogue/markups', {
      type: 'pulsa',
      level: 1,
      min_buying: band.min_buying,
      max_buying: band.max_buying,
      markup: band.markup + 1_000,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.repriced).toBeGreaterThan(0);
    expect(await memberPrice(member)).toBe(p.prices.member + 1_000);
    const rows = await audit('catalogue.markup');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      target: `markup:pulsa:1:${band.min_buying}`,
      before: { markup: band.markup },
      after: { markup: band.markup + 1_000 },
    });

    const count = await auditCount();
    const bad = await catalogue.post('/api/v1/console/catalogue/markups', {
      type: 'pulsa',
      level: 1,
      min_buying: 5_000,
      max_buying: 1_000,
      markup: 10,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.max_buying).toBeDefined();
    expect((await finance.post('/api/v1/console/catalogue/markups', { ...band, level: 1 })).status).toBe(403);
    expect(await auditCount()).toBe(count);

    await catalogue.post('/api/v1/console/catalogue/markups', { ...band, level: 1 });
    expect(await memberPrice(member)).toBe(p.prices.member);
  });
});

describe('sync now', () => {
  it('answers the counts, refuses a second sync while one runs, audits the run', async () => {
    const item = prepaidCatalog.find((i) => i.buyer_sku_code === 'tsel25')!;
    item.price += 100;
    // The real supplier, whose price list answers only once the test lets it: the first sync is
    // still running when the second click comes.
    const real = t.deps.supplier;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    t.deps.supplier = Object.assign(Object.create(real), {
      prepaidPriceList: async () => {
        await gate;
        return real.prepaidPriceList();
      },
    });
    try {
      const first = catalogue.post('/api/v1/console/catalogue/sync');
      await expect
        .poll(async () => (await finance.get('/api/v1/console/catalogue/sync')).body.data.running)
        .toBe(true);
      const second = await owner.post('/api/v1/console/catalogue/sync');
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('console_catalogue_sync_running');
      release();
      const done = await first;
      expect(done.status).toBe(200);
      expect(done.body.data).toMatchObject({
        created: 0,
        updated: 1,
        deactivated: 0,
        by: 'catalogue@example.com',
      });
    } finally {
      release();
      t.deps.supplier = real;
    }
    expect((await finance.get('/api/v1/console/catalogue/sync')).body.data).toMatchObject({
      running: false,
      last: { updated: 1 },
    });
    const rows = await audit('catalogue.sync');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: 'catalogue@example.com', after: { created: 0, updated: 1 } });
    expect((await finance.post('/api/v1/console/catalogue/sync')).status).toBe(403);
  });
});

describe('rc statistics', () => {
  it('counts purchases per rc and product or brand over Jakarta days, with the rc meaning', async () => {
    const m = await registered(t);
    const add = (ref: string, code: string, rc: string | null, at: string) =>
      t.database.query(
        `INSERT INTO transactions (ref_id, user_id, kind, product_code, product_name, product_type, brand,
                                   supplier_sku, destination, price, supplier_price, payment_method, status,
                                   supplier_rc, created_at, settled_at)
         VALUES ($1, $2, 'prepaid', $3, $3, 'pulsa', 'TELKOMSEL', $3, '081234567890', 11000, 10000, 'deposit',
                 $4, $5, $6, CASE WHEN $4 = 'processing' THEN NULL ELSE $6::timestamptz END)`,
        [ref, m.id, code, rc === '00' ? 'success' : rc === null ? 'processing' : 'failed', rc, at],
      );
    await add('RC-1', 'tsel10', '00', '2026-03-02T08:00:00+07:00');
    await add('RC-2', 'tsel10', '00', '2026-03-02T23:59:00+07:00');
    await add('RC-3', 'tsel10', '53', '2026-03-02T09:00:00+07:00');
    await add('RC-4', 'tsel20', '00', '2026-03-02T00:00:00+07:00');
    await add('RC-5', 'tsel20', null, '2026-03-02T10:00:00+07:00');
    await add('RC-6', 'tsel10', '00', '2026-03-03T00:00:00+07:00'); // the next day

    const res = await finance.get('/api/v1/console/catalogue/rc?from=2026-03-02&to=2026-03-02');
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toEqual([
      { key: 'tsel10', name: 'tsel10', rc: '00', count: 2 },
      { key: 'tsel10', name: 'tsel10', rc: '53', count: 1 },
      { key: 'tsel20', name: 'tsel20', rc: '00', count: 1 },
      { key: 'tsel20', name: 'tsel20', rc: null, count: 1 },
    ]);
    expect(res.body.data.totals).toEqual([
      {
        rc: '00',
        count: 3,
        meaning: { message: 'Transaksi Sukses', id: 'Sukses.', en: 'Success.', zh: '成功。' },
      },
      { rc: '53', count: 1, meaning: expect.objectContaining({ en: 'Failed: product unavailable.' }) },
      { rc: null, count: 1, meaning: null },
    ]);
    const byBrand = await catalogue.get(
      '/api/v1/console/catalogue/rc?from=2026-03-02&to=2026-03-03&group=operator',
    );
    expect(byBrand.body.data.rows).toEqual([
      { key: 'TELKOMSEL', name: 'TELKOMSEL', rc: '00', count: 4 },
      { key: 'TELKOMSEL', name: 'TELKOMSEL', rc: '53', count: 1 },
      { key: 'TELKOMSEL', name: 'TELKOMSEL', rc: null, count: 1 },
    ]);
    const bad = await finance.get('/api/v1/console/catalogue/rc?from=2026-03-03&to=2026-03-02');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.to).toBeDefined();
  });
});
