import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/app.js';
import { type Member, registered } from '../../test/kit.js';
import { cliCouponAdd, cliCouponSet } from '../shop/index.js';
import { setSiteSetting } from '../site/index.js';
import { cliAudit } from './audit.service.js';
import { staffTeam } from './staff-world.js';

// The console's Shop page, continued (issue 18) through the HTTP API on the real database: every
// agent's courier manifests (filtered by courier, status and Jakarta days, paged; one with its
// agent and shipments; its PDF; closing an open one on the agent's behalf through the agent's own
// close — one audit row, a closed one 409 and no row, the agent and the console closing together
// close it once: run on PostgreSQL with TEST_DATABASE_URL), and coupon creation and changes under
// the CLI's rules (one audit row with only what changed; bad input 422 on its field and nothing
// written; the CLI's shop:coupon-add/-set the same functions, audited as cli:*). Other roles 403.

let t: TestApp;
let shop: TestBrowser;
let cat: TestBrowser;
let owner: TestBrowser;
let ani: Member;
let budi: Member;

beforeAll(async () => {
  t = await createTestApp();
  // The agents' own manifest screens need the site's Multicourier preference.
  await setSiteSetting(t.database.db, 'multicourier', 'true');
  ({ shop, cat, owner } = await staffTeam(
    t,
    { shop: ['shop'], cat: ['catalogue', 'finance', 'cs'] },
    'mf.test',
  ));
  ani = await registered(t, { category: 2, fields: { name: 'Ani Agen' } });
  budi = await registered(t, { category: 2, fields: { name: 'Budi Agen' } });
}, 120_000);

afterAll(async () => {
  await t.app.close();
});

const audit = (action: string) =>
  t.database.query<{ actor: string; target: string; before: unknown; after: unknown }>(
    'SELECT actor, target, before, after FROM audit_log WHERE action = $1 ORDER BY id',
    [action],
  );

let seq = 0;
/** A manifest of an agent (opened_at as given, Jakarta time), with shipments `awbs` in it. */
async function manifest(
  agent: Member,
  courier: string,
  opts: { status?: 'open' | 'closed'; openedAt?: string; awbs?: (string | null)[] } = {},
): Promise<string> {
  seq++;
  const code = `MFT${String(seq).padStart(4, '0')}${courier.slice(0, 2).toUpperCase()}`;
  const closed = opts.status === 'closed';
  const [m] = await t.database.query<{ id: number }>(
    `INSERT INTO courier_manifests (code, user_id, courier, status, opened_at, closed_at)
     VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, now()), CASE WHEN $6 THEN now() END) RETURNING id`,
    [code, agent.id, courier, closed ? 'closed' : 'open', opts.openedAt ?? null, closed],
  );
  for (const [i, awb] of (opts.awbs ?? []).entries()) {
    const party = JSON.stringify({
      name: `Penerima ${i + 1}`,
      phone: '0812',
      address: 'Jl. A',
      city: 'Bandung',
    });
    await t.database.query(
      `INSERT INTO shipments (code, user_id, courier, courier_code, service_code, service_name, sender, recipient,
         item_type, item_content, item_weight, item_length, item_width, item_height, shipping_fee, total_cost,
         charged, provider_price, start_balance, end_balance, awb, status, shipping_status, manifest_id)
       VALUES ($1, $2, $3, 'jnt', 'ez', 'EZ', $4, $4, 'package', 'Buku', 1000, 10, 10, 10, 12000, 12000,
         12000, 12000, 100000, 88000, $5, 'success', $6, $7)`,
      [`${code}S${i}`, agent.id, courier, party, awb, awb ? 'in-transit' : 'waiting-for-pickup', m!.id],
    );
  }
  return code;
}

describe('manifests', () => {
  it("lists every agent's manifests by courier, status and Jakarta days, paged; other roles 403; bad filters 422", async () => {
    const old = await manifest(ani, 'sicepat', { status: 'closed', openedAt: '2026-01-15T23:30:00+07:00' });
    const jne = await manifest(budi, 'jne-express', { status: 'closed', awbs: ['JNE1', 'JNE2'] });
    const sicepat = await manifest(budi, 'sicepat', { awbs: ['SC1'] });

    expect((await cat.get('/api/v1/console/shop/manifests')).status).toBe(403);
    const all = await shop.get('/api/v1/console/shop/manifests');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.map((m: { code: string }) => m.code)).toEqual([sicepat, jne, old]);
    expect(all.body.meta).toMatchObject({ total: 3, current_page: 1, per_page: 20, last_page: 1 });
    expect(all.body.data[1]).toMatchObject({
      code: jne,
      courier: 'jne-express',
      courier_name: 'JNE',
      status: 'closed',
      shipment_count: 2,
      total_cost: 24_000,
      agent: { id: budi.id, name: 'Budi Agen', hp: budi.hp },
    });

    const codes = async (query: string) =>
      (await shop.get(`/api/v1/console/shop/manifests?${query}`)).body.data.map(
        (m: { code: string }) => m.code,
      );
    expect(await codes('courier=sicepat')).toEqual([sicepat, old]);
    expect(await codes('status=open')).toEqual([sicepat]);
    expect(await codes('courier=sicepat&status=closed')).toEqual([old]);
    // 23:30 in Jakarta on 15 January is that Jakarta day (16:30 UTC), not the 16th.
    expect(await codes('from=2026-01-15&to=2026-01-15')).toEqual([old]);
    expect(await codes('from=2026-01-16&to=2026-01-31')).toEqual([]);
    expect(await codes('courier=&status=&from=&to=')).toEqual([sicepat, jne, old]);
    const page2 = await shop.get('/api/v1/console/shop/manifests?page=2');
    expect(page2.body).toMatchObject({ data: [], meta: { current_page: 2, total: 3 } });

    for (const q of ['courier=pos-kilat', 'status=lost', 'from=15-01-2026', 'page=0']) {
      expect((await shop.get(`/api/v1/console/shop/manifests?${q}`)).status, q).toBe(422);
    }
    // The owner may do everything.
    expect((await owner.get('/api/v1/console/shop/manifests?status=open')).body.data[0].code).toBe(sicepat);
  });

  it('shows one manifest with its agent and shipments (AWB, status) and its PDF; unknown 404', async () => {
    const code = await manifest(ani, 'jnt-express', { status: 'closed', awbs: ['JT100', null] });
    expect((await cat.get(`/api/v1/console/shop/manifests/${code}`)).status).toBe(403);
    const one = await shop.get(`/api/v1/console/shop/manifests/${code.toLowerCase()}`);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.data).toMatchObject({
      code,
      courier_name: 'J&T Express',
      agent: { id: ani.id, name: 'Ani Agen' },
      shipment_count: 2,
    });
    expect(one.body.data.shipments).toEqual([
      expect.objectContaining({
        ref_id: `${code}S0`,
        awb: 'JT100',
        status: 'success',
        shipping_status: 'in-transit',
      }),
      expect.objectContaining({
        awb: null,
        shipping_status: 'waiting-for-pickup',
        recipient_city: 'Bandung',
      }),
    ]);
    expect((await shop.get('/api/v1/console/shop/manifests/MFNOPE99')).status).toBe(404);

    const cookie = [...shop.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/console/shop/manifests/${code}/pdf`,
      remoteAddress: shop.ip,
      headers: { cookie, 'user-agent': shop.userAgent },
    });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);
    expect((await cat.get(`/api/v1/console/shop/manifests/${code}/pdf`)).status).toBe(403);
  });

  it("closes an open manifest through the agent's own close: one audit row; again 409 and no row; the agent opens a new one", async () => {
    const code = await manifest(ani, 'ninja-xpress', { awbs: ['NX1'] });
    const path = `/api/v1/console/shop/manifests/${code}/close`;
    expect((await cat.post(path)).status).toBe(403);
    const closed = await shop.post(path);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ code, status: 'closed', shipment_count: 1 });
    expect(closed.body.data.closed_at).not.toBeNull();
    const [row] = await t.database.query<{ status: string }>(
      'SELECT status FROM courier_manifests WHERE code = $1',
      [code],
    );
    expect(row!.status).toBe('closed');
    const rows = await audit('shipping.manifest.close');
    expect(rows.filter((r) => r.target.startsWith(`courier_manifest:${code} `))).toEqual([
      {
        actor: 'shop@mf.test',
        target: `courier_manifest:${code} user:${ani.id}`,
        before: { status: 'open', courier: 'ninja-xpress', shipment_count: 1 },
        after: { status: 'closed', courier: 'ninja-xpress', shipment_count: 1 },
      },
    ]);

    const again = await shop.post(path);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('shipping_manifest_not_open');
    expect(await audit('shipping.manifest.close')).toHaveLength(rows.length);
    expect((await shop.post('/api/v1/console/shop/manifests/MFNOPE99/close')).status).toBe(404);

    // The agent's own screens see it closed and may open the next one.
    const mine = await ani.b.get('/api/v1/mlo/manifest/ninja-xpress');
    expect(mine.body.data[0]).toMatchObject({ code, status: 'closed' });
    const next = await ani.b.post('/api/v1/mlo/manifest/ninja-xpress/open', {});
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    // The old code no longer closes the agent's new manifest.
    expect((await shop.post(path)).status).toBe(409);
    expect(
      (
        await t.database.query<{ status: string }>('SELECT status FROM courier_manifests WHERE code = $1', [
          next.body.data.code,
        ])
      )[0]!.status,
    ).toBe('open');
  });

  it('the agent and the console closing the same manifest together close it once; audit rows only for the console winning', async () => {
    for (let round = 0; round < 4; round++) {
      const code = await manifest(budi, 'lion-parcel', { awbs: ['LP1'] });
      const before = (await audit('shipping.manifest.close')).length;
      const [console, agent] = await Promise.all([
        shop.post(`/api/v1/console/shop/manifests/${code}/close`),
        budi.b.post('/api/v1/mlo/manifest/lion-parcel/close', {}),
      ]);
      const statuses = [console.status, agent.status].sort();
      expect(statuses, JSON.stringify([console.body, agent.body])).toEqual([200, 409]);
      const rows = (await audit('shipping.manifest.close')).length - before;
      expect(rows).toBe(console.status === 200 ? 1 : 0);
      const [m] = await t.database.query<{ status: string }>(
        'SELECT status FROM courier_manifests WHERE code = $1',
        [code],
      );
      expect(m!.status).toBe('closed');
    }
  });
});

describe('coupon creation', () => {
  const path = '/api/v1/console/shop/coupons';
  const couponCount = async () =>
    (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_coupons'))[0]!.n;

  it('creates a coupon under the CLI rules: one audit row; it is on the list and in the table', async () => {
    const [col] = await t.database.query<{ id: number }>(
      `INSERT INTO shop_collections (slug, name, description, position) VALUES ('kasir-mf', 'Kasir', '', 0) RETURNING id`,
    );
    expect((await cat.post(path, { code: 'HEMAT5', kind: 'fixed', value: 5000 })).status).toBe(403);
    const res = await shop.post(path, {
      code: 'hemat15',
      kind: 'percent',
      value: 15,
      max_discount: 20000,
      min_subtotal: 50000,
      quota: 100,
      per_user_limit: 1,
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
      collection_id: col!.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.find((c: { code: string }) => c.code === 'HEMAT15')).toMatchObject({
      kind: 'percent',
      value: 15,
      max_discount: 20000,
      min_subtotal: 50000,
      quota: 100,
      used: 0,
      per_user_limit: 1,
      // Jakarta days: from the start of 1 December to the end of 31 December (inclusive).
      starts_at: '2026-11-30T17:00:00.000Z',
      ends_at: '2026-12-31T17:00:00.000Z',
      collection_id: col!.id,
      active: true,
    });
    const rows = await audit('shop.coupon.add');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: 'shop@mf.test',
      target: 'shop_coupon:HEMAT15',
      before: null,
      after: { code: 'HEMAT15', kind: 'percent', value: 15, collection_id: col!.id },
    });

    // The CLI's shop:coupon-add is the same function: the same code is taken for it too.
    await expect(cliCouponAdd(t.deps, 'HEMAT15', { kind: 'fixed', value: '1000' })).rejects.toMatchObject({
      code: 'shop_coupon_code_taken',
    });
    const fixed = await shop.post(path, { code: 'POTONG5', kind: 'fixed', value: 5000 });
    expect(fixed.body.data.find((c: { code: string }) => c.code === 'POTONG5')).toMatchObject({
      max_discount: null,
      min_subtotal: 0,
      quota: null,
      starts_at: null,
      ends_at: null,
      collection_id: null,
    });
    expect(await audit('shop.coupon.add')).toHaveLength(2);
  });

  it('refuses bad input on its field (422; a taken code 409) and creates nothing, writes no audit row', async () => {
    await shop.post(path, { code: 'ADA01', kind: 'fixed', value: 1000 });
    const coupons = await couponCount();
    const audits = (await audit('shop.coupon.add')).length;
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ code: 'X', kind: 'fixed', value: 1000 }, 422, 'code', 'alpha_dash'],
      [{ code: 'BAIK 1', kind: 'fixed', value: 1000 }, 422, 'code', 'alpha_dash'],
      [{ code: 'BAIK01', kind: 'gratis', value: 1000 }, 422, 'kind', 'oneOf'],
      [{ code: 'BAIK01', kind: 'fixed', value: 0 }, 422, 'value', 'min_value'],
      [{ code: 'BAIK01', kind: 'percent', value: 150 }, 422, 'value', 'shop_coupon_percent_over'],
      [
        { code: 'BAIK01', kind: 'fixed', value: 1000, max_discount: 500 },
        422,
        'max_discount',
        'shop_coupon_max_for_percent',
      ],
      [
        { code: 'BAIK01', kind: 'fixed', value: 1000, starts_on: '2026-12-10', ends_on: '2026-12-01' },
        422,
        'ends_on',
        'shop_coupon_dates_order',
      ],
      [{ code: 'BAIK01', kind: 'fixed', value: 1000, starts_on: '10/12/2026' }, 422, 'starts_on', 'date'],
      [
        { code: 'BAIK01', kind: 'fixed', value: 1000, collection_id: 999999 },
        422,
        'collection_id',
        'shop_coupon_collection_unknown',
      ],
      [{ code: 'ada01', kind: 'percent', value: 10 }, 409, 'code', 'shop_coupon_code_taken'],
    ];
    for (const [body, status, field, code] of cases) {
      const res = await shop.post(path, body);
      expect(res.status, JSON.stringify([body, res.body])).toBe(status);
      expect(res.body.errors?.[field]?.[0]?.code, JSON.stringify(res.body)).toMatch(
        new RegExp(`^(rule:)?${code}`),
      );
    }
    expect(await couponCount()).toBe(coupons);
    expect(await audit('shop.coupon.add')).toHaveLength(audits);
  });
});

describe('coupon changes', () => {
  const add = '/api/v1/console/shop/coupons';
  const edit = (code: string) => `/api/v1/console/shop/coupons/${code}`;
  const couponRow = async (code: string) =>
    (
      await t.database.query<Record<string, unknown>>(
        `SELECT value, max_discount, min_subtotal, quota, used, per_user_limit, starts_at, ends_at, collection_id,
                active, updated_at FROM shop_coupons WHERE code = $1`,
        [code],
      )
    )[0];

  it('changes only what differs: one audit row with those fields; the same again writes nothing', async () => {
    const [col] = await t.database.query<{ id: number }>(
      `INSERT INTO shop_collections (slug, name, description, position) VALUES ('ubah-mf', 'Ubah', '', 1) RETURNING id`,
    );
    expect((await shop.post(add, { code: 'UBAH20', kind: 'percent', value: 20, quota: 10 })).status).toBe(
      200,
    );
    expect((await cat.post(edit('UBAH20'), { value: 25 })).status).toBe(403);

    const res = await shop.post(edit('ubah20'), {
      value: 25,
      max_discount: '15000',
      min_subtotal: '',
      quota: 10,
      starts_on: '2027-01-01',
      ends_on: '2027-01-31',
      collection_id: col!.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      code: 'UBAH20',
      kind: 'percent',
      value: 25,
      max_discount: 15000,
      min_subtotal: 0,
      quota: 10,
      starts_at: '2026-12-31T17:00:00.000Z',
      // The last day inclusive: up to the end of 31 January, Jakarta.
      ends_at: '2027-01-31T17:00:00.000Z',
      collection_id: col!.id,
    });
    expect(await audit('shop.coupon.update')).toEqual([
      {
        actor: 'shop@mf.test',
        target: 'shop_coupon:UBAH20',
        // Neither the minimum (0 → 0) nor the quota (10 → 10) changed: not in the row.
        before: { value: 20, max_discount: null, starts_at: null, ends_at: null, collection_id: null },
        after: {
          value: 25,
          max_discount: 15000,
          starts_at: '2026-12-31T17:00:00.000Z',
          ends_at: '2027-01-31T17:00:00.000Z',
          collection_id: col!.id,
        },
      },
    ]);

    // The same terms again: nothing written, no row.
    const stored = await couponRow('UBAH20');
    const again = await shop.post(edit('UBAH20'), { value: 25, quota: '10', starts_on: '2027-01-01' });
    expect(again.status).toBe(200);
    expect(await couponRow('UBAH20')).toEqual(stored);
    expect(await audit('shop.coupon.update')).toHaveLength(1);

    // An emptied field clears its term; the coupon list shows it.
    const cleared = await shop.post(edit('UBAH20'), { ends_on: '', collection_id: '', quota: '' });
    expect(cleared.body.data).toMatchObject({ ends_at: null, collection_id: null, quota: null });
    expect((await audit('shop.coupon.update'))[1]).toMatchObject({
      before: { ends_at: '2027-01-31T17:00:00.000Z', collection_id: col!.id, quota: 10 },
      after: { ends_at: null, collection_id: null, quota: null },
    });
    const list = await shop.get(add);
    expect(list.body.data.find((c: { code: string }) => c.code === 'UBAH20')).toMatchObject({
      value: 25,
      ends_at: null,
    });
  });

  it('refuses a change against the rules on its field (422) and writes nothing', async () => {
    await shop.post(add, { code: 'PAKAI5', kind: 'fixed', value: 5000, quota: 3 });
    await shop.post(add, {
      code: 'PERSEN5',
      kind: 'percent',
      value: 5,
      starts_on: '2027-03-01',
      ends_on: '2027-03-10',
    });
    // Two uses already made (orders took them).
    await t.database.query(`UPDATE shop_coupons SET used = 2 WHERE code = 'PAKAI5'`);
    const before = { pakai: await couponRow('PAKAI5'), persen: await couponRow('PERSEN5') };
    const audits = (await audit('shop.coupon.update')).length;
    const cases: [string, Record<string, unknown>, number, string, string][] = [
      ['PAKAI5', { quota: 1 }, 422, 'quota', 'shop_coupon_quota_below_used'],
      ['PAKAI5', { max_discount: 1000 }, 422, 'max_discount', 'shop_coupon_max_for_percent'],
      ['PAKAI5', { value: 0 }, 422, 'value', 'min_value'],
      [
        'PAKAI5',
        { starts_on: '2027-02-10', ends_on: '2027-02-01' },
        422,
        'ends_on',
        'shop_coupon_dates_order',
      ],
      ['PAKAI5', { collection_id: 999999 }, 422, 'collection_id', 'shop_coupon_collection_unknown'],
      ['PAKAI5', { starts_on: '1/2/2027' }, 422, 'starts_on', 'date'],
      ['PERSEN5', { value: 101 }, 422, 'value', 'shop_coupon_percent_over'],
      // Only the first day sent, after the stored last day: said on the first day.
      ['PERSEN5', { starts_on: '2027-03-11' }, 422, 'starts_on', 'shop_coupon_dates_order'],
      ['PERSEN5', { ends_on: '2027-02-28' }, 422, 'ends_on', 'shop_coupon_dates_order'],
    ];
    for (const [code, body, status, field, key] of cases) {
      const res = await shop.post(edit(code), body);
      expect(res.status, JSON.stringify([code, body, res.body])).toBe(status);
      expect(res.body.errors?.[field]?.[0]?.code, JSON.stringify(res.body)).toMatch(
        new RegExp(`^(rule:)?${key}`),
      );
    }
    // Neither code nor kind can be changed here.
    expect((await shop.post(edit('PAKAI5'), { kind: 'percent' })).status).toBe(422);
    expect((await shop.post(edit('NOPE99'), { value: 1000 })).status).toBe(404);
    expect({ pakai: await couponRow('PAKAI5'), persen: await couponRow('PERSEN5') }).toEqual(before);
    expect(await audit('shop.coupon.update')).toHaveLength(audits);

    // The quota may come down to the uses made, not below.
    const down = await shop.post(edit('PAKAI5'), { quota: 2 });
    expect(down.status, JSON.stringify(down.body)).toBe(200);
    expect(down.body.data).toMatchObject({ quota: 2, used: 2 });
    expect(await audit('shop.coupon.update')).toHaveLength(audits + 1);
  });

  it('two changes at once each write their row, one after the other (the row is locked)', async () => {
    await shop.post(add, { code: 'BALAPAN', kind: 'fixed', value: 1000 });
    const results = await Promise.all([
      shop.post(edit('BALAPAN'), { value: 2000 }),
      shop.post(edit('BALAPAN'), { value: 3000 }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = (await audit('shop.coupon.update')).filter((r) => r.target === 'shop_coupon:BALAPAN');
    expect(rows).toHaveLength(2);
    // The second saw what the first wrote.
    expect(rows[0]!.before).toEqual({ value: 1000 });
    expect(rows[1]!.before).toEqual(rows[0]!.after);
    expect((await couponRow('BALAPAN'))!.value).toEqual((rows[1]!.after as { value: number }).value);
  });

  it("the CLI's shop:coupon-add and shop:coupon-set are the same changes, audited as cli:*", async () => {
    const byCli = async (action: string, target: string) =>
      (await audit(action)).filter((r) => r.target === target && r.actor.startsWith('cli:'));
    await cliCouponAdd(t.deps, 'clibaru', { kind: 'percent', value: '10', quota: '5' }, cliAudit);
    expect(await byCli('shop.coupon.add', 'shop_coupon:CLIBARU')).toEqual([
      expect.objectContaining({
        before: null,
        after: expect.objectContaining({ code: 'CLIBARU', value: 10 }),
      }),
    ]);

    expect(await cliCouponSet(t.deps, 'clibaru', 'value', '12', cliAudit)).toContain('CLIBARU | 12%');
    await cliCouponSet(t.deps, 'CLIBARU', 'until', '2027-05-31', cliAudit);
    await cliCouponSet(t.deps, 'CLIBARU', 'quota', 'none', cliAudit);
    // The same value again writes nothing.
    await cliCouponSet(t.deps, 'CLIBARU', 'value', '12', cliAudit);
    expect(await byCli('shop.coupon.update', 'shop_coupon:CLIBARU')).toEqual([
      expect.objectContaining({ before: { value: 10 }, after: { value: 12 } }),
      expect.objectContaining({ before: { ends_at: null }, after: { ends_at: '2027-05-31T17:00:00.000Z' } }),
      expect.objectContaining({ before: { quota: 5 }, after: { quota: null } }),
    ]);

    // The console's rules, with their keys.
    await t.database.query(`UPDATE shop_coupons SET used = 3, quota = 4 WHERE code = 'CLIBARU'`);
    await expect(cliCouponSet(t.deps, 'CLIBARU', 'quota', '2', cliAudit)).rejects.toMatchObject({
      code: 'shop_coupon_quota_below_used',
    });
    await expect(cliCouponSet(t.deps, 'CLIBARU', 'value', '150', cliAudit)).rejects.toMatchObject({
      code: 'shop_coupon_percent_over',
    });
    await expect(cliCouponSet(t.deps, 'CLIBARU', 'from', '2027-06-01', cliAudit)).rejects.toMatchObject({
      code: 'shop_coupon_dates_order',
    });
    expect(await byCli('shop.coupon.update', 'shop_coupon:CLIBARU')).toHaveLength(3);

    await cliCouponSet(t.deps, 'CLIBARU', 'active', 'false', cliAudit);
    expect(await byCli('shop.coupon.active', 'shop_coupon:CLIBARU')).toEqual([
      expect.objectContaining({
        before: { coupon: 'CLIBARU', active: true },
        after: { coupon: 'CLIBARU', active: false },
      }),
    ]);
    // The console sees the CLI's changes.
    const list = await shop.get(add);
    expect(list.body.data.find((c: { code: string }) => c.code === 'CLIBARU')).toMatchObject({
      value: 12,
      quota: 4,
      used: 3,
      ends_at: '2027-05-31T17:00:00.000Z',
      active: false,
    });
  });
});
