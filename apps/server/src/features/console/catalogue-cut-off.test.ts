import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../test/app.js';
import {
  type CatalogWorld,
  catalogWorld,
  jakarta,
  simItem,
  userOfCategory,
} from '../../test/catalog-world.js';
import { AdminError } from '../admin/index.js';
import { findPurchasableProduct } from '../catalog/index.js';
import { cliSetCutOff } from './catalogue.cli.js';
import { staffTeam } from './staff-world.js';

// Operator cut-off windows (issue 18, console Catalogue): catalogue staff set a product's daily
// cut-off, which wins over the supplier's and survives every sync; purchases inside it are refused
// with the supplier cut-off's own error; the member's list shows it. The console route and the CLI's
// set-cut-off run one change (setCutOff) with one `catalogue.cut_off` audit row.

let w: CatalogWorld;
let catalogue: TestBrowser;
let finance: TestBrowser;

beforeAll(async () => {
  w = await catalogWorld();
  await w.sync();
  ({ catalogue, finance } = await staffTeam(
    w.t,
    { catalogue: ['catalogue'], finance: ['finance'] },
    'cutoff.example.com',
  ));
});
afterAll(async () => {
  simItem('xl10').price = 10_890;
  await w.stop();
});

const db = () => w.t.database.db;
/** The purchase check at a Jakarta time (the first one reads the product into the kept products). */
const buyAt = (code: string, destination: string, hhmm: string) =>
  findPurchasableProduct(w.t.deps.products, db(), code, { category: 1, destination, now: jakarta(hhmm) });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: { code: string; errors?: Record<string, { code: string; params?: object }[]> }) => ({
      code: err.code,
      errors: err.errors,
    }),
  );
const audit = () =>
  w.t.database.query<{ actor: string; target: string; before: unknown; after: unknown }>(
    "SELECT actor, target, before, after FROM audit_log WHERE action = 'catalogue.cut_off' ORDER BY id",
  );
const auditCount = async () =>
  (await w.t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;
const windows = async (code: string) =>
  (
    await w.t.database.query<Record<string, string | null>>(
      `SELECT cut_off_start, cut_off_end, operator_cut_off_start, operator_cut_off_end
         FROM products WHERE code = $1`,
      [code],
    )
  )[0]!;
const cutOff = (b: TestBrowser, code: string, body: unknown) =>
  b.post(`/api/v1/console/catalogue/products/${code}/cut-off`, body);

describe('operator cut-off windows', () => {
  it('a console window refuses purchases inside it at once (kept products dropped), with one audit row', async () => {
    // tsel10 has no supplier window: sold at 10:30, and kept in memory by this read.
    expect((await buyAt('tsel10', '081234567890', '10:30')).code).toBe('tsel10');

    const res = await cutOff(catalogue, 'tsel10', { start: '10:00', end: '11:00' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      code: 'tsel10',
      cut_off: { start: '10:00', end: '11:00' },
      supplier_cut_off: null,
      operator_cut_off: { start: '10:00', end: '11:00' },
    });

    expect(await refusal(buyAt('tsel10', '081234567890', '10:30'))).toEqual({
      code: 'product_closed_hours',
      errors: { product_code: [{ code: 'product_closed_hours', params: { start: '10:00', end: '11:00' } }] },
    });
    expect((await buyAt('tsel10', '081234567890', '11:00')).code).toBe('tsel10');
    expect((await buyAt('tsel10', '081234567890', '09:59')).code).toBe('tsel10');

    // The member's list shows the window (the app greys the product out inside it).
    const member = await userOfCategory(w.t, 1);
    const list = await member.get('/api/v1/prabayar/products?type=pulsa&destination=081234567890');
    const tsel10 = list.body.data.products.find((p: { code: string }) => p.code === 'tsel10');
    expect(tsel10.cut_off).toEqual({ start: '10:00', end: '11:00' });

    expect(await audit()).toEqual([
      {
        actor: 'catalogue@cutoff.example.com',
        target: 'product:tsel10',
        before: null,
        after: { start: '10:00', end: '11:00' },
      },
    ]);
    // The same window again changes nothing and writes nothing.
    const n = await auditCount();
    expect((await cutOff(catalogue, 'tsel10', { start: '10:00', end: '11:00' })).status).toBe(200);
    expect(await auditCount()).toBe(n);
  });

  it("wins over the supplier's window and survives a sync that rewrites the product", async () => {
    // xl10: the supplier's nightly 23:45–00:15.
    expect((await refusal(buyAt('xl10', '081712345678', '23:50'))).code).toBe('product_cut_off');
    const res = await cutOff(catalogue, 'xl10', { start: '01:00', end: '02:30' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      cut_off: { start: '01:00', end: '02:30' },
      supplier_cut_off: { start: '23:45', end: '00:15' },
    });

    simItem('xl10').price = 10_990; // the supplier's price moves: the sync writes the row
    const r = await w.sync();
    expect(r.updated).toBeGreaterThan(0);
    expect(await windows('xl10')).toEqual({
      cut_off_start: '23:45',
      cut_off_end: '00:15',
      operator_cut_off_start: '01:00',
      operator_cut_off_end: '02:30',
    });
    expect((await buyAt('xl10', '081712345678', '23:50')).code).toBe('xl10');
    expect((await refusal(buyAt('xl10', '081712345678', '01:30'))).code).toBe('product_closed_hours');
    expect((await buyAt('xl10', '081712345678', '02:30')).code).toBe('xl10');

    // Back to the supplier's window.
    const back = await cutOff(catalogue, 'xl10', { start: null, end: null });
    expect(back.body.data).toMatchObject({
      cut_off: { start: '23:45', end: '00:15' },
      operator_cut_off: null,
    });
    expect((await refusal(buyAt('xl10', '081712345678', '23:50'))).code).toBe('product_cut_off');
    expect((await audit()).slice(-2).map((a) => [a.before, a.after])).toEqual([
      [null, { start: '01:00', end: '02:30' }],
      [{ start: '01:00', end: '02:30' }, null],
    ]);
  });

  it('refuses bad times, one time alone, an empty window and finance with nothing changed', async () => {
    const before = await windows('tsel10');
    const n = await auditCount();
    const bad = [
      [{ start: '25:00', end: '01:00' }, 'start'],
      [{ start: '9:00', end: '10:00' }, 'start'],
      [{ start: '10:00', end: '10:60' }, 'end'],
      [{ start: '10:00', end: '10:00' }, 'end'],
      [{ start: '10:00', end: null }, 'end'],
      [{ start: null, end: '10:00' }, 'start'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await cutOff(catalogue, 'tsel10', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([field]);
    }
    expect(
      (await cutOff(catalogue, 'tsel10', { start: '10:00', end: '10:00' })).body.errors.end[0],
    ).toMatchObject({ code: 'rule:is_not', message: 'End tidak boleh sama dengan start' });
    expect((await cutOff(finance, 'tsel10', { start: '12:00', end: '13:00' })).status).toBe(403);
    expect((await cutOff(w.t.browser(), 'tsel10', { start: '12:00', end: '13:00' })).status).toBe(401);
    const { paths } = (await w.t.browser().get('/api/v1/openapi.json')).body;
    expect(Object.keys(paths)).toContain('/api/v1/console/catalogue/products/{code}/cut-off');
    expect((await cutOff(catalogue, 'no-such', { start: '12:00', end: '13:00' })).status).toBe(404);
    // The table itself refuses half, empty or malformed windows.
    for (const set of ["'10:00', NULL", "'10:00', '10:00'", "'24:00', '01:00'"]) {
      await expect(
        w.t.database.query(
          `UPDATE products SET (operator_cut_off_start, operator_cut_off_end) = (${set}) WHERE code = 'tsel10'`,
        ),
      ).rejects.toThrow(/products_operator_cut_off/);
    }
    expect(await windows('tsel10')).toEqual(before);
    expect(await auditCount()).toBe(n);
  });
});

describe("the CLI's set-cut-off (the console's change)", () => {
  it('sets and clears a window with one audit row each by cli:<user>; bad input changes nothing', async () => {
    const n = (await audit()).length;
    const set = await cliSetCutOff(w.t.deps, 'tsel10', '22:00-01:00');
    expect(set.operator_cut_off).toEqual({ start: '22:00', end: '01:00' });
    expect((await refusal(buyAt('tsel10', '081234567890', '00:30'))).code).toBe('product_closed_hours');

    await expect(cliSetCutOff(w.t.deps, 'tsel10', '22:00-22:00')).rejects.toThrow(AdminError);
    await expect(cliSetCutOff(w.t.deps, 'tsel10', '9-10')).rejects.toThrow(/start/);
    expect(await windows('tsel10')).toMatchObject({
      operator_cut_off_start: '22:00',
      operator_cut_off_end: '01:00',
    });

    const off = await cliSetCutOff(w.t.deps, 'tsel10', 'off');
    expect(off).toMatchObject({ operator_cut_off: null, cut_off: null });
    expect((await buyAt('tsel10', '081234567890', '00:30')).code).toBe('tsel10');
    await cliSetCutOff(w.t.deps, 'tsel10', 'off'); // nothing to change: no row

    const rows = (await audit()).slice(n);
    expect(rows.map((r) => [r.actor.startsWith('cli:'), r.before, r.after])).toEqual([
      [true, { start: '10:00', end: '11:00' }, { start: '22:00', end: '01:00' }],
      [true, { start: '22:00', end: '01:00' }, null],
    ]);
  });
});
