import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { H2H_TEST_NUMBERS } from '@konter/core/h2h-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digiflazzProvider } from '../../providers/supplier/digiflazz.adapter.js';
import type { SupplierProvider } from '../../providers/supplier/supplier.js';
import { type RunningDigiflazzSimulator, startDigiflazzSimulator } from '../../simulators/digiflazz/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buyer, clockOutsideCutOff, SUPPLIER } from '../../test/purchase-world.js';
import { setPermission } from '../admin/index.js';
import { syncPriceLists } from '../catalog/index.js';
import { deliverDueWebhooks } from '../webhooks-out/index.js';
import { cliH2hIpAdd, cliH2hIpRemove, cliH2hIps, pumpH2h } from './index.js';

// Compatibility: the existing Digiflazz adapter (providers/supplier, the client side of the
// protocol) pointed at Konter's own H2H API, with a Konter username and key, on the real purchase
// pipeline (a Digiflazz simulator behind Konter) and a real database.

const PENDING_NUMBER = '081299990001';
const RATE_LIMIT = 60;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let t: TestApp;
let sim: RunningDigiflazzSimulator;
let base: string;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  sim = await startDigiflazzSimulator({
    ...SUPPLIER,
    pendingDelayMs: 300,
    pendingNumbers: [PENDING_NUMBER],
    callbackRetryDelaysMs: [200, 500],
    now: clockOutsideCutOff(),
  });
  const supplier = digiflazzProvider({ baseUrl: sim.baseUrl, ...SUPPLIER });
  t = await createTestApp({
    supplier,
    env: {
      DIGIFLAZZ_USERNAME: SUPPLIER.username,
      DIGIFLAZZ_API_KEY: SUPPLIER.apiKey,
      DIGIFLAZZ_WEBHOOK_SECRET: SUPPLIER.webhookSecret,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      H2H_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sim.state.opts.callbackUrl = `${address}/api/v1/webhooks/digiflazz`;
  base = `${address}/api/v1/h2h`;
  await syncPriceLists(t.deps, supplier);
  await t.database.query('UPDATE products SET cut_off_start = NULL, cut_off_end = NULL');
  t.deps.products.forget();
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  await sim.stop();
  await t.app.close();
  await new Promise((resolve) => receiver.close(resolve));
});

/** A member with h2h_api, keys, 127.0.0.1 whitelisted and a webhook; adapters on both keys. */
async function reseller(deposit: number, opts: { ip?: string } = {}) {
  const m = await buyer(t, deposit);
  await setPermission(t.deps, m.u.email, 'h2h_api', true);
  const created = await m.b.post('/api/v1/developer/h2h', {});
  expect(created.status).toBe(201);
  const { username, production_key, development_key } = created.body.data;
  await cliH2hIpAdd(t.deps, m.u.email, opts.ip ?? '127.0.0.1');
  const hook = await m.b.post('/api/v1/developer/webhook', { url: receiverUrl });
  expect(hook.status).toBe(200);
  const secret: string = hook.body.data.secret;
  const client = (apiKey: string, user = username): SupplierProvider =>
    digiflazzProvider({ baseUrl: base, username: user, apiKey, webhookSecret: secret, timeoutMs: 10_000 });
  return {
    ...m,
    username: username as string,
    productionKey: production_key as string,
    developmentKey: development_key as string,
    secret,
    prod: client(production_key),
    dev: client(development_key),
    client,
  };
}

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

async function post(path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { data: Record<string, unknown> },
  };
}

/** Re-checks by ref_id (the protocol's status check) until the answer is final. */
async function final(client: SupplierProvider, req: { refId: string; sku: string; customerNo: string }) {
  let last = await client.topup(req);
  await expect
    .poll(
      async () => {
        last = await client.topup(req);
        return last.status;
      },
      { timeout: 8000, interval: 200 },
    )
    .not.toBe('pending');
  return last;
}

const countTransactions = async (userId: number) =>
  Number(
    (
      await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1',
        [userId],
      )
    )[0]!.n,
  );

/** The callbacks received for a ref_id, delivered now (pump events → enqueue → deliver). */
async function callbacksFor(refId: string, count: number) {
  await expect
    .poll(
      async () => {
        await pumpH2h(t.deps);
        await deliverDueWebhooks(t.deps);
        return received.filter((r) => JSON.parse(r.body).data?.ref_id === refId).length;
      },
      { timeout: 8000, interval: 200 },
    )
    .toBeGreaterThanOrEqual(count);
  return received.filter((r) => JSON.parse(r.body).data?.ref_id === refId);
}

describe('H2H API: the Digiflazz adapter against Konter', () => {
  it('reads the balance and the price list at the caller’s own prices', async () => {
    const r = await reseller(250_000);
    expect(await r.prod.balance()).toBe(250_000);
    const list = await r.prod.prepaidPriceList();
    const web = await r.b.get('/api/v1/prabayar/products?type=pulsa');
    const tsel10 = web.body.data.products.find((p: { code: string }) => p.code === 'tsel10');
    const item = list.find((i) => i.sku === 'tsel10');
    expect(item).toMatchObject({ price: tsel10.price, buyerActive: true, name: tsel10.name });
    const postpaid = await r.prod.postpaidPriceList();
    expect(postpaid.some((i) => i.sku === 'pln')).toBe(true);
  });

  it('buys: success, failure refunded, pending then callback; re-checks by ref_id without buying twice', async () => {
    const r = await reseller(500_000);
    const before = (await r.balances()).deposit;

    const ok = { refId: 'OK-1', sku: 'tsel10', customerNo: '081234567890' };
    const first = await r.prod.topup(ok);
    expect(first.created).toBe(true);
    expect(['pending', 'success']).toContain(first.status);
    const done = await final(r.prod, ok);
    expect(done).toMatchObject({ status: 'success', rc: '00', refId: 'OK-1' });
    expect(done.sn).not.toBe('');
    expect((await r.balances()).deposit).toBe(before - done.price);

    const bad = { refId: 'FAIL-1', sku: 'xl10', customerNo: H2H_TEST_NUMBERS.failed };
    const failed = await final(r.prod, bad);
    expect(failed.status).toBe('failed');
    expect(failed.created).toBe(true);
    expect((await r.balances()).deposit).toBe(before - done.price);

    const slow = { refId: 'PEND-1', sku: 'tsel5', customerNo: PENDING_NUMBER };
    const pending = await r.prod.topup(slow);
    expect(pending.status).toBe('pending');
    const calls = await callbacksFor('PEND-1', 2);
    const last = calls.find((c) => c.headers['x-digiflazz-event'] === 'update')!;
    expect(r.prod.verifyCallback(last.body, last.headers['x-hub-signature'] as string)).toBe(true);
    expect(r.prod.parseCallback(last.body)).toMatchObject({ refId: 'PEND-1', status: 'success' });
    expect(calls.map((c) => c.headers['x-digiflazz-event']).sort()).toEqual(['create', 'update']);

    // The same ref_id again: the status, never a second purchase.
    const n = await countTransactions(r.id);
    expect(await r.prod.topup(ok)).toMatchObject({ status: 'success', sn: done.sn });
    expect(await countTransactions(r.id)).toBe(n);
  });

  it('pays a postpaid bill: inq-pasca then pay-pasca with the same ref_id', async () => {
    const r = await reseller(500_000);
    const req = { refId: 'BILL-1', sku: 'pln', customerNo: '530000000001' };
    const bill = await r.prod.inquiryPostpaid(req);
    expect(bill).toMatchObject({ status: 'success', rc: '00' });
    expect(bill.customerName).not.toBe('');
    expect(bill.details.length).toBeGreaterThan(0);
    expect((await r.balances()).deposit).toBe(500_000);
    await r.prod.payPostpaid(req);
    await expect
      .poll(async () => (await r.prod.statusPostpaid(req)).status, { timeout: 8000, interval: 200 })
      .toBe('success');
    expect((await r.balances()).deposit).toBe(500_000 - bill.price);
    const pln = await r.prod.inquiryPln('530000000001');
    expect(pln?.name).not.toBe('');
  });

  it('refuses with the protocol’s rc: 41, 42, 43, 44, 61, 45, 49, 40', async () => {
    const r = await reseller(5_000);
    await expect(r.client('wrong-key').balance()).rejects.toMatchObject({ rc: '41' });
    await expect(r.client(r.productionKey, 'nobody').balance()).rejects.toMatchObject({ rc: '42' });
    expect(await r.prod.topup({ refId: 'X-43', sku: 'nope99', customerNo: '081234567890' })).toMatchObject({
      rc: '43',
      status: 'failed',
      created: false,
    });
    expect(await r.prod.topup({ refId: 'X-44', sku: 'tsel20', customerNo: '081234567890' })).toMatchObject({
      rc: '44',
      created: false,
    });
    const never = await reseller(0);
    expect(
      await never.prod.topup({ refId: 'X-61', sku: 'tsel10', customerNo: '081234567890' }),
    ).toMatchObject({
      rc: '61',
      created: false,
    });

    await cliH2hIpRemove(t.deps, r.u.email, '127.0.0.1');
    await cliH2hIpAdd(t.deps, r.u.email, '203.0.113.9');
    await expect(r.prod.balance()).rejects.toMatchObject({ rc: '45' });
    const listed = await cliH2hIps(t.deps, r.u.email);
    expect(listed).toContain('203.0.113.9');
    expect(listed).not.toContain('127.0.0.1');
    expect(listed).toContain(r.username);
    await cliH2hIpAdd(t.deps, r.u.email, '127.0.0.1');

    const rich = await reseller(100_000);
    await rich.prod.topup({ refId: 'X-49', sku: 'tsel5', customerNo: '081234567891' });
    expect(await rich.prod.topup({ refId: 'X-49', sku: 'tsel5', customerNo: '081234567892' })).toMatchObject({
      rc: '49',
      created: false,
    });
    expect(await countTransactions(rich.id)).toBe(1);

    const broken = await post('/transaction', '{"username": ');
    expect(broken.status).toBe(200);
    expect(broken.body.data).toMatchObject({ rc: '40', status: 'Gagal' });
    const missing = await post('/transaction', {
      username: r.username,
      buyer_sku_code: 'tsel10',
      sign: md5(`${r.username}${r.productionKey}X`),
    });
    expect(missing.body.data.rc).toBe('40');
  });

  it('developer mode: test numbers answer as documented, no money moves, callbacks still come', async () => {
    const r = await reseller(100_000);
    const ok = await r.dev.topup({ refId: 'D-1', sku: 'xl10', customerNo: H2H_TEST_NUMBERS.success });
    expect(ok).toMatchObject({ status: 'success', rc: '00' });
    const fail = await r.dev.topup({ refId: 'D-2', sku: 'xl10', customerNo: H2H_TEST_NUMBERS.failed });
    expect(fail).toMatchObject({ status: 'failed', created: true });
    const later = { refId: 'D-3', sku: 'xl10', customerNo: H2H_TEST_NUMBERS.pendingThenFailed };
    expect((await r.dev.topup(later)).status).toBe('pending');
    // Its pending time, passed.
    await t.database.query("UPDATE h2h_dev_transactions SET resolve_at = now() WHERE ref_id = 'D-3'");
    const calls = await callbacksFor('D-3', 2);
    const update = calls.find((c) => c.headers['x-digiflazz-event'] === 'update')!;
    expect(r.dev.verifyCallback(update.body, update.headers['x-hub-signature'] as string)).toBe(true);
    expect(r.dev.parseCallback(update.body)).toMatchObject({ status: 'failed' });
    expect((await r.dev.topup(later)).status).toBe('failed');
    const other = await r.dev.topup({ refId: 'D-4', sku: 'tsel10', customerNo: '081234567890' });
    expect(other).toMatchObject({ rc: '40', created: false });
    expect((await r.balances()).deposit).toBe(100_000);
    expect(await countTransactions(r.id)).toBe(0);
  });

  it('opens a deposit ticket as a unique-code bank transfer top-up', async () => {
    const r = await reseller(0);
    const res = await post('/deposit', {
      username: r.username,
      amount: 200_000,
      Bank: 'BCA',
      owner_name: 'Budi Santoso',
      sign: md5(`${r.username}${r.productionKey}deposit`),
    });
    expect(res.body.data).toMatchObject({ rc: '00' });
    const rows = await t.database.query<{ total: number; method: string }>(
      'SELECT total, method FROM deposit_topups WHERE user_id = $1',
      [r.id],
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.total)).toBe(res.body.data.amount);
    expect(rows[0]!.method).toBe('bank_transfer:bca');
    expect(Number(res.body.data.amount)).toBeGreaterThanOrEqual(200_000);
  });

  it('limits each key: 429 with Retry-After', async () => {
    const r = await reseller(1_000);
    const body = { cmd: 'deposit', username: r.username, sign: md5(`${r.username}${r.productionKey}depo`) };
    for (let i = 0; i < RATE_LIMIT; i++) expect((await post('/cek-saldo', body)).status).toBe(200);
    const limited = await post('/cek-saldo', body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The development key has its own budget.
    expect(await r.dev.balance()).toBe(1_000);
  });

  it('the same ref_id sent 10 times at once makes one purchase and one debit', async () => {
    const r = await reseller(100_000);
    const req = { refId: 'RACE-1', sku: 'tsel10', customerNo: '081234567899' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => r.prod.topup(req)));
    expect(new Set(answers.map((a) => a.refId))).toEqual(new Set(['RACE-1']));
    // Every copy is answered with the one purchase (not refused by the same-number rule as a second one).
    expect(answers.every((a) => a.created && ['00', '03'].includes(a.rc))).toBe(true);
    expect(await countTransactions(r.id)).toBe(1);
    const done = await final(r.prod, req);
    expect(done.status).toBe('success');
    expect((await r.balances()).deposit).toBe(100_000 - done.price);
  });
});
