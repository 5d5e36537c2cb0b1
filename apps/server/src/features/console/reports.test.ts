import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDay } from '../../lib/time.js';
import type { TestBrowser } from '../../test/app.js';
import { onPostgres } from '../../test/db.js';
import { PNG_DATA_URL } from '../../test/deposit-world.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { setCategory, setPermission } from '../admin/index.js';
import { setDepositSetting } from '../deposit/index.js';
import { setSiteSetting } from '../site/index.js';
import { salesReportQuery } from './reports.repository.js';
import { ledgerCheckState, reportRange, runLedgerCheck } from './reports.service.js';
import { staffTeam } from './staff-world.js';

// The console's Reports on the real database, with the Digiflazz simulator as the supplier: sales and
// margin of purchases this test makes, grouped four ways; money in and out by channel; the Excel
// files read back with ExcelJS; the ledger check's run kept and audited once; the query plan.

let w: Awaited<ReturnType<typeof purchaseWorld>>;
let owner: TestBrowser;
let finance: TestBrowser;
let cs: TestBrowser;
const today = jakartaDay();

beforeAll(async () => {
  w = await purchaseWorld();
  ({ owner, finance, cs } = await staffTeam(w.t, { finance: ['finance'], cs: ['cs'] }));
});

afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

type Buyer = Awaited<ReturnType<typeof buyer>>;
const buy = async (a: Buyer, code: string, destination: string) => {
  const res = await a.b.post('/api/v1/prabayar/transaction', {
    product_code: code,
    destination,
    pin: '112233',
    payment_method: 'deposit',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return settled(a.b, res.body.data.ref_id);
};

const get = async (b: TestBrowser, path: string) => {
  const res = await b.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

type Row = { key: string; label: string | null } & Record<string, number>;
const rowOf = (report: { rows: Row[] }, key: string) =>
  report.rows.find((r) => r.key === key) ?? {
    key,
    label: null,
    purchases: 0,
    success: 0,
    processing: 0,
    failed: 0,
    sales: 0,
    cost: 0,
    margin: 0,
  };

const priceOf = async (refId: string) => {
  const [r] = await w.t.database.query<{ price: string; supplier_price: string; brand: string | null }>(
    'SELECT price, supplier_price, brand FROM transactions WHERE ref_id = $1',
    [refId],
  );
  return { price: Number(r!.price), cost: Number(r!.supplier_price), brand: r!.brand ?? '' };
};

/** An .xlsx answer opened with ExcelJS: every sheet's rows as arrays of cell values. */
async function workbook(b: TestBrowser, path: string) {
  const res = await w.t.app.inject({
    method: 'GET',
    url: path,
    remoteAddress: b.ip,
    headers: { cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'accept-language': 'en' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.xlsx"/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb.worksheets.map((ws) => ({
    name: ws.name,
    rows: (ws.getSheetValues().slice(1) as unknown[]).map((r) => (Array.isArray(r) ? r.slice(1) : [])),
  }));
}

describe(`sales and margin report (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('adds up the purchases made: sales, buying cost and margin of successes, counts per status', async () => {
    const before = {
      day: await get(finance, `/api/v1/console/reports/sales?from=${today}&to=${today}`),
      product: await get(finance, `/api/v1/console/reports/sales?group_by=product`),
      agent: await get(finance, `/api/v1/console/reports/sales?group_by=agent`),
    };
    // An agent and the member they referred.
    const agent = await buyer(w.t, 100_000);
    await setCategory(w.t.deps, agent.u.hp, 2);
    const [{ referal_code }] = (await w.t.database.query<{ referal_code: string }>(
      'SELECT referal_code FROM users WHERE id = $1',
      [agent.id],
    )) as [{ referal_code: string }];
    const member = await buyer(w.t, 100_000, { referral_code: referal_code });

    const a = await buy(member, 'tsel10', '081255550021');
    const b = await buy(agent, 'tsel10', '081255550022');
    expect([a.status, b.status]).toEqual(['success', 'success']);
    const was = w.simulator.state.deposit;
    w.simulator.state.deposit = 0; // the supplier refuses: a failed purchase
    const c = await buy(member, 'tsel10', '081255550023');
    w.simulator.state.deposit = was;
    expect(c.status).toBe('failed');

    const pa = await priceOf(a.ref_id);
    const pb = await priceOf(b.ref_id);
    const sales = pa.price + pb.price;
    const cost = pa.cost + pb.cost;
    expect(sales - cost).toBeGreaterThan(0);

    const day = await get(finance, `/api/v1/console/reports/sales?from=${today}&to=${today}`);
    expect(day).toMatchObject({ from: today, to: today, group_by: 'day' });
    const d0 = rowOf(before.day, today);
    expect(rowOf(day, today)).toEqual({
      key: today,
      label: null,
      purchases: d0.purchases + 3,
      success: d0.success + 2,
      processing: d0.processing,
      failed: d0.failed + 1,
      sales: d0.sales + sales,
      cost: d0.cost + cost,
      margin: d0.margin + sales - cost,
    });
    // The dashboard's meaning of sales and margin: the same figures for today.
    w.t.deps.dashboard.figures = undefined;
    const dash = await get(finance, '/api/v1/console/dashboard');
    expect(dash.sales.today).toEqual({
      count: rowOf(day, today).success,
      amount: rowOf(day, today).sales,
      margin: rowOf(day, today).margin,
    });
    const sum = (k: string) => day.rows.reduce((s: number, r: Row) => s + r[k]!, 0);
    for (const k of ['purchases', 'success', 'failed', 'sales', 'cost', 'margin'])
      expect(day.totals[k]).toBe(sum(k));

    const product = await get(finance, '/api/v1/console/reports/sales?group_by=product');
    const p0 = rowOf(before.product, 'tsel10');
    expect(rowOf(product, 'tsel10')).toMatchObject({
      purchases: p0.purchases + 3,
      success: p0.success + 2,
      failed: p0.failed + 1,
      sales: p0.sales + sales,
      margin: p0.margin + sales - cost,
    });
    expect(rowOf(product, 'tsel10').label).toBeTruthy();

    // Both purchases belong to the agent: its own, and its referred member's.
    const agents = await get(finance, '/api/v1/console/reports/sales?group_by=agent');
    const a0 = rowOf(before.agent, String(agent.id));
    expect(rowOf(agents, String(agent.id))).toMatchObject({
      label: agent.u.name,
      purchases: a0.purchases + 3,
      success: 2,
      sales,
      margin: sales - cost,
    });

    const operator = await get(finance, '/api/v1/console/reports/sales?group_by=operator');
    expect(rowOf(operator, pa.brand).success).toBeGreaterThanOrEqual(2);
  });

  it('exports the report as a real .xlsx: headers, a row per group, the totals', async () => {
    const report = await get(finance, `/api/v1/console/reports/sales?from=${today}&to=${today}`);
    const [sheet, ...more] = await workbook(
      finance,
      `/api/v1/console/reports/sales/export?from=${today}&to=${today}`,
    );
    expect(more).toEqual([]);
    const [header, first, totals] = sheet!.rows;
    expect(header).toEqual([
      'Date',
      'Purchases',
      'Successful',
      'Processing',
      'Failed',
      'Sales',
      'Buying cost',
      'Margin',
    ]);
    const r = rowOf(report, today);
    expect(first).toEqual([today, r.purchases, r.success, r.processing, r.failed, r.sales, r.cost, r.margin]);
    expect(totals![0]).toBeTruthy();
    expect(totals!.slice(1)).toEqual([
      r.purchases,
      r.success,
      r.processing,
      r.failed,
      r.sales,
      r.cost,
      r.margin,
    ]);
  });

  it('takes the last 7 Jakarta days by default and refuses a bad range with field errors (422)', async () => {
    const def = await get(finance, '/api/v1/console/reports/sales');
    expect(def.to).toBe(today);
    expect((Date.parse(def.to) - Date.parse(def.from)) / 86_400_000).toBe(6);
    const order = await finance.get('/api/v1/console/reports/sales?from=2026-05-10&to=2026-05-01');
    expect(order.status).toBe(422);
    expect(order.body.errors.from).toBeDefined();
    const long = await finance.get('/api/v1/console/reports/sales?from=2024-01-01&to=2025-12-31');
    expect(long.status).toBe(422);
    expect(long.body.errors.to).toBeDefined();
    const bad = await finance.get('/api/v1/console/reports/sales?group_by=weekday&from=nope');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'group_by']);
  });

  it('reads a day range of purchases through an index: no sequential scan of transactions', async () => {
    const { span } = reportRange({ from: '2026-01-01', to: '2026-12-31' });
    const dialect = new PgDialect();
    for (const group of ['day', 'product', 'operator', 'agent'] as const) {
      const q = dialect.sqlToQuery(salesReportQuery(span, group));
      const text = q.sql.replace(/\$(\d+)/g, (_, n: string) => {
        const v = q.params[Number(n) - 1];
        const s = v instanceof Date ? v.toISOString() : String(v);
        return typeof v === 'number' ? s : `'${s.replaceAll("'", "''")}'`;
      });
      // Tiny tables are cheaper to scan: forbid it, so a plan without a usable index still shows one.
      const plan = await w.t.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw('SET LOCAL enable_seqscan = off'));
        return (await tx.execute(sql.raw(`EXPLAIN ${text}`))) as unknown as {
          rows: Record<string, string>[];
        };
      });
      const lines = plan.rows.map((r) => Object.values(r)[0]).join('\n');
      expect(lines, group).not.toMatch(/Seq Scan on transactions/);
      expect(lines, group).toMatch(/Index Scan|Bitmap Index Scan/);
    }
  });

  it('is for finance and the owner: customer service 403, a member 401', async () => {
    expect((await owner.get('/api/v1/console/reports/sales')).status).toBe(200);
    expect((await cs.get('/api/v1/console/reports/sales')).status).toBe(403);
    expect((await cs.post('/api/v1/console/reports/ledger-check', {})).status).toBe(403);
    const m = await buyer(w.t, 0);
    expect((await m.b.get('/api/v1/console/reports/money')).status).toBe(401);
  });
});

describe('deposits and withdrawals by channel', () => {
  it('counts top-ups, claimed transfers and member transfers in, and reads back as two sheets', async () => {
    const before = await get(finance, '/api/v1/console/reports/money');
    const find = (r: typeof before, kind: string, channel: string) =>
      [...r.deposits, ...r.withdrawals].find(
        (m: { kind: string; channel: string }) => m.kind === kind && m.channel === channel,
      ) ?? { kind, channel, count: 0, amount: 0 };

    const m = await buyer(w.t, 0);
    const topup = await m.b.post('/api/v1/deposit/topup', { nominal: 60_000, method: 'bank_transfer:bri' });
    expect(topup.status, JSON.stringify(topup.body)).toBe(201);
    const code = topup.body.data.code as string;
    expect(
      (await m.b.post(`/api/v1/deposit/topup/${code}/claim`, { proof_image: PNG_DATA_URL })).status,
    ).toBe(200);
    expect((await finance.post(`/api/v1/console/approvals/deposit/${code}/approve`, {})).status).toBe(200);
    const credited = (await m.balances()).deposit;
    expect(credited).toBeGreaterThan(0);

    await setSiteSetting(w.t.database.db, 'allow_transfer', 'true');
    await setDepositSetting(w.t.database.db, 'allow_deposit_transfer', 'true');
    await setPermission(w.t.deps, m.u.hp, 'deposit_transfer', true);
    const to = await buyer(w.t, 0);
    const sent = await m.b.post('/api/v1/deposit/transfer', {
      phone: to.u.hp,
      amount: 20_000,
      password: m.u.password,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const after = await get(finance, '/api/v1/console/reports/money');
    expect(find(after, 'claim', 'bank_transfer:bri')).toEqual({
      kind: 'claim',
      channel: 'bank_transfer:bri',
      count: find(before, 'claim', 'bank_transfer:bri').count + 1,
      amount: find(before, 'claim', 'bank_transfer:bri').amount + credited,
    });
    expect(find(after, 'transfer', 'deposit')).toMatchObject({
      count: find(before, 'transfer', 'deposit').count + 1,
      amount: find(before, 'transfer', 'deposit').amount + 20_000,
    });
    expect(after.totals.deposits).toEqual({
      count: before.totals.deposits.count + 2,
      amount: before.totals.deposits.amount + credited + 20_000,
    });
    expect(after.totals.withdrawals).toEqual(before.totals.withdrawals);

    const sheets = await workbook(finance, '/api/v1/console/reports/money/export');
    expect(sheets.map((s) => s.name)).toEqual(['Deposits', 'Withdrawals']);
    expect(sheets[0]!.rows[0]).toEqual(['Kind', 'Channel', 'Count', 'Amount']);
    expect(sheets[0]!.rows).toContainEqual([
      'claim',
      'bank_transfer:bri',
      find(after, 'claim', 'bank_transfer:bri').count,
      find(after, 'claim', 'bank_transfer:bri').amount,
    ]);
    expect(sheets[0]!.rows.at(-1)!.slice(2)).toEqual([
      after.totals.deposits.count,
      after.totals.deposits.amount,
    ]);
  });
});

describe('ledger check', () => {
  it('runs the invariant check, keeps its last result and writes one audit row; two at once run once', async () => {
    const initial = await get(finance, '/api/v1/console/reports/ledger-check');
    expect(initial.running).toBe(false);
    const audits = async () =>
      Number(
        (
          await w.t.database.query<{ n: string }>(
            "SELECT count(*) AS n FROM audit_log WHERE action = 'ledger.check'",
          )
        )[0]!.n,
      );
    const rowsBefore = await audits();
    // Two requests at once: the second joins the run under way (one run, one audit row).
    const asFinance = { staffId: null, actor: 'finance@konter.test', ip: null };
    const first = runLedgerCheck(w.t.deps, asFinance);
    const second = runLedgerCheck(w.t.deps, { staffId: null, actor: 'owner@konter.test', ip: null });
    expect(second).toBe(first);
    const during = ledgerCheckState(w.t.deps);
    const joined = await first;
    expect((await during).running).toBe(true);
    expect(await audits()).toBe(rowsBefore + 1);
    expect(joined.actor).toBe('finance@konter.test');

    const one = await finance.post('/api/v1/console/reports/ledger-check', {});
    expect(one.status).toBe(200);
    const run = one.body.data;
    expect(run).toMatchObject({ ok: true, violations: [], actor: 'finance@konter.test' });
    expect(run.duration_ms).toBeGreaterThanOrEqual(0);
    expect(run.id).toBeGreaterThan(joined.id);
    expect(await audits()).toBe(rowsBefore + 2);
    const [audit] = await w.t.database.query<{ actor: string; target: string; after: unknown }>(
      "SELECT actor, target, after FROM audit_log WHERE action = 'ledger.check' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toMatchObject({ actor: 'finance@konter.test', target: `ledger_check:${run.id}` });
    expect(await get(owner, '/api/v1/console/reports/ledger-check')).toEqual({ last: run, running: false });
  });

  it('reports the violations a broken ledger has', async () => {
    // A stored balance that no entry explains (the ledger's own tests break it the same way).
    await w.t.database.query("UPDATE ledger_accounts SET balance = balance + 1 WHERE code = 'revenue'");
    try {
      const res = await finance.post('/api/v1/console/reports/ledger-check', {});
      expect(res.status).toBe(200);
      expect(res.body.data.ok).toBe(false);
      expect(res.body.data.violations.join('\n')).toMatch(/stored balance/);
      expect((await get(finance, '/api/v1/console/reports/ledger-check')).last.id).toBe(res.body.data.id);
    } finally {
      await w.t.database.query("UPDATE ledger_accounts SET balance = balance - 1 WHERE code = 'revenue'");
    }
  });
});
