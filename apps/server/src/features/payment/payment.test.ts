import { gatewayFee } from '@konter/core/payment';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getUserBalances } from '../../ledger/index.js';
import { PaymentUnavailable } from '../../providers/payment/gateway.js';
import { midtransGateway } from '../../providers/payment/midtrans.adapter.js';
import { xenditGateway } from '../../providers/payment/xendit.adapter.js';
import { type RunningMidtransSimulator, startMidtransSimulator } from '../../simulators/midtrans/index.js';
import { type RunningXenditSimulator, startXenditSimulator } from '../../simulators/xendit/index.js';
import type { TestApp, TestBrowser } from '../../test/app.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { setDepositSetting } from '../deposit/index.js';
import { creditMismatch, dismissMismatch, listMismatches } from './mismatch.admin.js';
import { processPendingGatewayEvents } from './payment-events.js';
import { reconcileOpenTopups, reconcileWaitingPurchases } from './reconcile.js';

// Gateway payments end to end: our adapters against the protocol simulators, notifications posted to
// our webhooks exactly as the simulators signed them (recorded with deliver: false, then replayed,
// duplicated, reordered or forged on purpose). The ledger invariants are checked after each test.
const SERVER_KEY = 'SB-Mid-server-payment-test';
const XENDIT = { secretKey: 'xnd_development_payment_test', callbackToken: 'xendit-callback-token-test' };
let midtrans: RunningMidtransSimulator;
let xendit: RunningXenditSimulator;
let w: Awaited<ReturnType<typeof purchaseWorld>>;
let t: TestApp;

beforeAll(async () => {
  midtrans = await startMidtransSimulator({
    serverKey: SERVER_KEY,
    notificationUrl: 'http://127.0.0.1:9/unused',
  });
  xendit = await startXenditSimulator({ ...XENDIT, callbackUrl: 'http://127.0.0.1:9/unused' });
  w = await purchaseWorld({
    gateways: {
      midtrans: midtransGateway({
        serverKey: SERVER_KEY,
        snapBaseUrl: midtrans.url,
        apiBaseUrl: midtrans.url,
      }),
      xendit: xenditGateway({ ...XENDIT, baseUrl: xendit.url }),
    },
  });
  t = w.t;
});
afterAll(async () => {
  await midtrans.close();
  await xendit.close();
});

const post = (path: string, body: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
  });
const midtransNotify = (body: string) => post('/api/v1/webhooks/midtrans', body, {});
const xenditNotify = (body: string, token = XENDIT.callbackToken) =>
  post('/api/v1/webhooks/xendit', body, { 'x-callback-token': token });

const systemBalance = async (code: string) =>
  (
    await t.database.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE code = $1', [code])
  )[0]!.balance;

async function topup(b: TestBrowser, method: string, nominal = 50_000) {
  const res = await b.post('/api/v1/deposit/topup', { nominal, method });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { code: string; total: number; fee: number; payment_url: string; status: string };
}

/** A purchase of tsel10 paid by `method` (a gateway), waiting for its payment: the 201 answer's data. */
async function gatewayPurchase(b: TestBrowser, destination: string, method: string) {
  const res = await b.post('/api/v1/prabayar/transaction', {
    product_code: 'tsel10',
    destination,
    pin: '112233',
    payment_method: method,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('deposit top-up by Midtrans', () => {
  it('credits once however often, and however concurrently, the settlement is notified', async () => {
    const m = await buyer(t, 0);
    const dep = await topup(m.b, 'midtrans:gopay');
    expect(dep.payment_url).toContain('/snap/v2/vtweb/');
    const sent = await midtrans.sim.pay(dep.code, { method: 'gopay', deliver: false });
    const settlement = sent.find((n) => n.transactionStatus === 'settlement')!;
    expect(settlement).toBeDefined();

    const first = await midtransNotify(settlement.body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ duplicate: false, outcome: 'credited' });
    expect((await m.balances()).deposit).toBe(dep.total - dep.fee);

    // 20 at once, then 1,000 one after another: the same notification changes nothing more.
    const burst = await Promise.all(Array.from({ length: 20 }, () => midtransNotify(settlement.body)));
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    for (let i = 0; i < 1_000; i++) {
      const r = await midtransNotify(settlement.body);
      if (r.statusCode !== 200 || r.json().duplicate !== true) throw new Error(`replay ${i}: ${r.body}`);
    }
    expect((await m.balances()).deposit).toBe(dep.total - dep.fee);
    // One credit, keyed by Midtrans' transaction id (and its fee beside it).
    const txId = (JSON.parse(settlement.body) as { transaction_id: string }).transaction_id;
    const keys = await t.database.query<{ key: string }>(
      'SELECT key FROM ledger_transfers WHERE reference = $1 ORDER BY key',
      [dep.code],
    );
    expect(keys.map((r) => r.key)).toEqual([`pay:midtrans:${txId}`, `pay:midtrans:${txId}:fee`]);
    const view = await m.b.get(`/api/v1/deposit/topup/${dep.code}`);
    expect(view.body.data).toMatchObject({ status: 'success', credited_amount: dep.total - dep.fee });
    // What the return page shows comes from our server.
    expect((await m.b.get(`/api/v1/payment/orders/${dep.code}`)).body.data).toMatchObject({
      kind: 'deposit',
      status: 'paid',
    });
  });

  it('credits once when the first notifications of a payment arrive at the same moment', async () => {
    const m = await buyer(t, 0);
    const dep = await topup(m.b, 'midtrans:gopay', 75_000);
    const sent = await midtrans.sim.pay(dep.code, { method: 'gopay', deliver: false });
    const settlement = sent.find((n) => n.transactionStatus === 'settlement')!;
    // Nothing was recorded yet: 25 copies race to be the first in the inbox and to credit.
    const burst = await Promise.all(Array.from({ length: 25 }, () => midtransNotify(settlement.body)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(25).fill(200));
    // An answer may go out as `queued` while the credit is still being written (the 700 ms cap).
    await expect
      .poll(async () => (await m.balances()).deposit, { timeout: 10_000 })
      .toBe(dep.total - dep.fee);
    const credits = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transfers WHERE reference = $1 AND key NOT LIKE '%:fee'",
      [dep.code],
    );
    expect(credits[0]!.n).toBe(1);
    expect(burst.filter((r) => r.json().outcome === 'credited').length).toBeLessThanOrEqual(1);
    expect(burst.filter((r) => r.json().duplicate === false)).toHaveLength(1);
  });

  it('books the gateway fee as our expense when the merchant bears it (pay_external_payment_fee off)', async () => {
    await setDepositSetting(t.database.db, 'pay_external_payment_fee', 'false');
    try {
      const m = await buyer(t, 0);
      const dep = await topup(m.b, 'midtrans:gopay', 100_000);
      expect(dep).toMatchObject({ fee: 0, total: 100_000 });
      const fees = () => systemBalance('fees');
      const before = await fees();
      const sent = await midtrans.sim.pay(dep.code, { method: 'gopay', deliver: false });
      const settlement = sent.find((n) => n.transactionStatus === 'settlement')!;
      expect((await midtransNotify(settlement.body)).statusCode).toBe(200);
      expect((await midtransNotify(settlement.body)).statusCode).toBe(200);
      // The member gets the whole nominal; gopay 2% on 100,000 (2,041) is ours to bear, once.
      expect((await m.balances()).deposit).toBe(100_000);
      expect((await fees()) - before).toBe(2_041);
    } finally {
      await setDepositSetting(t.database.db, 'pay_external_payment_fee', 'true');
    }
  });

  it('refuses a forged or tampered notification and changes nothing', async () => {
    const m = await buyer(t, 0);
    const dep = await topup(m.b, 'midtrans:qris');
    const sent = await midtrans.sim.pay(dep.code, { method: 'other_qris', deliver: false });
    const real = JSON.parse(sent.at(-1)!.body) as Record<string, string>;
    const tampered = JSON.stringify({ ...real, gross_amount: '5000000.00' });
    expect((await midtransNotify(tampered)).statusCode).toBe(401);
    const forged = JSON.stringify({ ...real, signature_key: 'f'.repeat(128) });
    const refused = await midtransNotify(forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'invalid signature', code: 'invalid_signature' });
    expect((await m.balances()).deposit).toBe(0);
    const rows = await t.database.query('SELECT 1 FROM payment_events WHERE event_key LIKE $1', [
      `%${real.transaction_id}%`,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('keeps the final state when notifications arrive out of order', async () => {
    const m = await buyer(t, 0);
    const dep = await topup(m.b, 'midtrans:gopay');
    const sent = await midtrans.sim.pay(dep.code, { method: 'gopay', deliver: false });
    const pending = sent.find((n) => n.transactionStatus === 'pending')!;
    const settlement = sent.find((n) => n.transactionStatus === 'settlement')!;
    expect((await midtransNotify(settlement.body)).json()).toMatchObject({ outcome: 'credited' });
    // The late "pending" is confirmed against the status API (now settlement): nothing moves back.
    const late = await midtransNotify(pending.body);
    expect(late.statusCode).toBe(200);
    expect((await m.b.get(`/api/v1/deposit/topup/${dep.code}`)).body.data.status).toBe('success');
    expect((await m.balances()).deposit).toBe(dep.total - dep.fee);
  });
});

describe('deposit top-up by Xendit', () => {
  it('credits a paid invoice after re-fetching it, and ignores a forged PAID callback', async () => {
    const m = await buyer(t, 0);
    const dep = await topup(m.b, 'xendit:dana', 100_000);
    // Fee per calls §9.1 (provider A, dana): 1,690 on 100,000 when the customer bears it.
    expect(dep).toMatchObject({ fee: 1_690, total: 101_690 });
    const invoiceId = dep.payment_url.split('/').at(-1)!;

    // A "PAID" callback with the right token for an invoice nobody paid: the status API says PENDING.
    const forged = JSON.stringify({
      id: invoiceId,
      external_id: dep.code,
      status: 'PAID',
      amount: dep.total,
      paid_amount: dep.total,
      payment_method: 'EWALLET',
      payment_channel: 'DANA',
      currency: 'IDR',
    });
    const f = await xenditNotify(forged);
    expect(f.statusCode).toBe(200);
    expect(f.json()).toMatchObject({ applied: false });
    expect((await xenditNotify(forged, 'wrong-token')).statusCode).toBe(401);
    expect((await m.balances()).deposit).toBe(0);

    const [paid] = await xendit.sim.pay(invoiceId, { deliver: false });
    const ok = await xenditNotify(paid!.body);
    expect(ok.json()).toMatchObject({ outcome: 'credited' });
    expect((await xenditNotify(paid!.body)).json()).toMatchObject({ duplicate: true });
    expect((await m.balances()).deposit).toBe(100_000);
  });
});

describe('purchase paid by gateway', () => {
  it('waits for the payment, then goes to the supplier; the deposit is untouched in the end', async () => {
    const m = await buyer(t, 0);
    const trx = await gatewayPurchase(m.b, '081234567001', 'midtrans:qris');
    expect(trx).toMatchObject({
      status: 'unprocessed',
      payment_status: 'unpaid',
      payment_method: 'midtrans:qris',
    });
    expect(trx.payment_url).toContain('/snap/v2/vtweb/');
    expect(trx.pg_service_fee).toBeGreaterThan(0);
    const feesBefore = await systemBalance('fees');

    const sent = await midtrans.sim.pay(trx.ref_id, { method: 'other_qris', deliver: false });
    const settlement = sent.find((n) => n.transactionStatus === 'settlement')!;
    expect(JSON.parse(settlement.body).gross_amount).toBe(`${trx.buying_price + trx.pg_service_fee}.00`);
    expect((await midtransNotify(settlement.body)).json()).toMatchObject({
      outcome: 'paid: purchase processing',
    });
    const done = await settled(m.b, trx.ref_id);
    expect(done).toMatchObject({ status: 'success', payment_status: 'paid' });
    expect(done.serial_number).toBeTruthy();
    // Credited the price, held and posted it: the deposit is where it started.
    expect((await m.balances()).deposit).toBe(0);
    expect((await midtransNotify(settlement.body)).json()).toMatchObject({ duplicate: true });
    expect((await m.balances()).deposit).toBe(0);
    // The fee the buyer paid is the gateway's: booked to `fees` once, as for a top-up.
    expect((await systemBalance('fees')) - feesBefore).toBe(trx.pg_service_fee);
  });

  it('books the gateway fee as our expense when the merchant bears it on a purchase', async () => {
    await setDepositSetting(t.database.db, 'pay_external_payment_fee', 'false');
    try {
      const m = await buyer(t, 0);
      const trx = await gatewayPurchase(m.b, '081234567002', 'midtrans:qris');
      expect(trx.pg_service_fee).toBe(0);
      const [feesBefore, revenueBefore] = [await systemBalance('fees'), await systemBalance('revenue')];
      const sent = await midtrans.sim.pay(trx.ref_id, { method: 'other_qris', deliver: false });
      const settlement = sent.find((n) => n.transactionStatus === 'settlement')!;
      expect(JSON.parse(settlement.body).gross_amount).toBe(`${trx.buying_price}.00`);
      await midtransNotify(settlement.body);
      await midtransNotify(settlement.body);
      expect((await settled(m.b, trx.ref_id)).status).toBe('success');
      // qris 0.7%: price / 0.993 − price, rounded per calls §9.1.
      const fee = gatewayFee('midtrans:qris', trx.buying_price);
      expect(fee).toBeGreaterThan(0);
      expect((await systemBalance('fees')) - feesBefore).toBe(fee);
      // revenue: + the margin of the sale (price − supplier cost) − the fee we bore
      const [row] = await t.database.query<{ margin: number }>(
        'SELECT margin FROM transactions WHERE ref_id = $1',
        [trx.ref_id],
      );
      expect((await systemBalance('revenue')) - revenueBefore).toBe(row!.margin - fee);
    } finally {
      await setDepositSetting(t.database.db, 'pay_external_payment_fee', 'true');
    }
  });

  it('ends as expired when the payment never comes, moving no money', async () => {
    const m = await buyer(t, 0);
    const ref = (await gatewayPurchase(m.b, '081234567002', 'xendit:qris')).ref_id as string;
    const ended = await reconcileWaitingPurchases(t.deps, new Date(Date.now() + 3 * 3600_000));
    expect(ended).toBeGreaterThanOrEqual(1);
    const after = (await m.b.get(`/api/v1/transaction/${ref}`)).body.data;
    expect(after).toMatchObject({ status: 'expired', payment_url: null });
    expect(await getUserBalances(t.database.db, m.id)).toMatchObject({ deposit: 0 });
  });

  it('a failed payment says failed, and "try again" opens one new payment of the same purchase', async () => {
    const m = await buyer(t, 0);
    const trx = await gatewayPurchase(m.b, '081234567004', 'midtrans:qris');
    const failed = await midtrans.sim.fail(trx.ref_id, { method: 'other_qris', deliver: false });
    const deny = failed.find((n) => n.transactionStatus === 'deny')!;
    await midtransNotify(deny.body);
    const order = (await m.b.get(`/api/v1/payment/orders/${trx.ref_id}`)).body.data;
    expect(order).toMatchObject({ status: 'canceled', payment_url: null });
    const ended = (await m.b.get(`/api/v1/transaction/${trx.ref_id}`)).body.data;
    expect(ended).toMatchObject({ status: 'canceled', failed_reason: 'Pembayaran gagal.' });

    // Two taps at once: one new purchase with its own payment page, nothing moved.
    const [a, b] = await Promise.all([
      m.b.post(`/api/v1/payment/orders/${trx.ref_id}/retry`, {}),
      m.b.post(`/api/v1/payment/orders/${trx.ref_id}/retry`, {}),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.order_id).toBe(b.body.data.order_id);
    expect(a.body.data.order_id).not.toBe(trx.ref_id);
    expect(a.body.data).toMatchObject({ kind: 'purchase', status: 'pending', amount: order.amount });
    expect(a.body.data.payment_url).toContain('/snap/v2/vtweb/');
    const again = (await m.b.get(`/api/v1/transaction/${a.body.data.order_id}`)).body.data;
    expect(again).toMatchObject({
      product_code: 'tsel10',
      destination: '081234567004',
      payment_method: 'midtrans:qris',
      status: 'unprocessed',
    });
    expect(await getUserBalances(t.database.db, m.id)).toMatchObject({ deposit: 0 });

    // Only an ended gateway payment of one's own can be retried.
    expect((await m.b.post(`/api/v1/payment/orders/${a.body.data.order_id}/retry`, {})).status).toBe(409);
    const other = await buyer(t, 0);
    expect((await other.b.post(`/api/v1/payment/orders/${trx.ref_id}/retry`, {})).status).toBe(404);
  });

  it('pays a postpaid bill through a gateway channel: it waits, then the supplier pays it; one bill at a time', async () => {
    const m = await buyer(t, 0);
    const inquire = async (customer_no: string) =>
      (await m.b.post('/api/v1/pascabayar/inquiry', { product_code: 'pln', customer_no })).body.data;
    const [a, b] = [await inquire('530000000011'), await inquire('530000000012')];
    const both = await m.b.post('/api/v1/pascabayar/pay', {
      ref_ids: [a.ref_id, b.ref_id],
      payment_method: 'midtrans:qris',
      pin: '112233',
    });
    expect(both.status).toBe(422);
    expect(both.body.errors.ref_ids[0].code).toBe('gateway_one_bill');

    const res = await m.b.post('/api/v1/pascabayar/pay', {
      ref_ids: [a.ref_id],
      payment_method: 'midtrans:qris',
      pin: '112233',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [waiting] = res.body.data;
    expect(waiting).toMatchObject({
      ref_id: a.ref_id,
      status: 'unprocessed',
      payment_method: 'midtrans:qris',
    });
    expect(waiting.payment_url).toContain('/snap/v2/vtweb/');
    expect(waiting.pg_service_fee).toBeGreaterThan(0);
    // Waiting for its payment it is a purchase in the report; the other bill, only checked, is not.
    const report = (await m.b.get('/api/v1/transaction?kind=postpaid')).body.data as { ref_id: string }[];
    expect(report.map((r) => r.ref_id)).toEqual([a.ref_id]);
    const sent = await midtrans.sim.pay(a.ref_id, { method: 'other_qris', deliver: false });
    const settlement = sent.find((n) => n.transactionStatus === 'settlement')!;
    expect(JSON.parse(settlement.body).gross_amount).toBe(`${a.buying_price + waiting.pg_service_fee}.00`);
    await midtransNotify(settlement.body);
    await midtransNotify(settlement.body);
    const done = await settled(m.b, a.ref_id);
    expect(done).toMatchObject({ status: 'success', payment_status: 'paid' });
    // Credited what was paid for the bill, held and posted it: the deposit is where it started.
    expect((await m.balances()).deposit).toBe(0);
    // The other bill is still an inquiry, payable from a wallet or through a gateway.
    expect((await m.b.get(`/api/v1/transaction/${b.ref_id}`)).body.data.status).toBe('inquiry');
  });

  it('refuses an unavailable method with a field error and keeps nothing', async () => {
    const m = await buyer(t, 0);
    const bad = await m.b.post('/api/v1/prabayar/transaction', {
      product_code: 'tsel10',
      destination: '081234567003',
      pin: '112233',
      payment_method: 'bank_transfer:bca',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.payment_method).toBeDefined();
    const rows = await t.database.query('SELECT 1 FROM transactions WHERE destination = $1', [
      '081234567003',
    ]);
    expect(rows).toHaveLength(0);
  });
});

const inbox = (key: string) =>
  t.database.query<{ processed_at: Date | null; outcome: string | null }>(
    'SELECT processed_at, outcome FROM payment_events WHERE event_key = $1',
    [key],
  );

describe('a paid amount that differs from the request', () => {
  // The gateway charges what it was asked; to see a difference, our record of the request is
  // changed after the payment page was created (Rp 1.000 more than the gateway will charge).
  async function mismatchedTopup(nominal: number) {
    const m = await buyer(t, 0);
    const dep = await topup(m.b, 'midtrans:gopay', nominal);
    await t.database.query(
      'UPDATE deposit_topups SET nominal = nominal + 1000, total = total + 1000 WHERE code = $1',
      [dep.code],
    );
    const sent = await midtrans.sim.pay(dep.code, { method: 'gopay', deliver: false });
    const settlement = sent.find((n) => n.transactionStatus === 'settlement')!;
    const first = await midtransNotify(settlement.body);
    expect(first.json()).toMatchObject({
      duplicate: false,
      outcome: `amount mismatch: paid ${dep.total}, expected ${dep.total + 1000}`,
    });
    const item = (await listMismatches(t.deps)).find((i) => i.summary.includes(dep.code));
    expect(item?.summary).toContain(`midtrans ${dep.code}`);
    return { m, dep, settlement, id: Number(item!.id) };
  }

  it('waits for review crediting nothing; approving credits what was received, once', async () => {
    const { m, dep, settlement, id } = await mismatchedTopup(60_000);
    expect((await m.balances()).deposit).toBe(0);
    expect(t.deps.approvals.get('payment')?.description).toMatch(/amount differs/);
    // The open top-up's reconciliation asks Midtrans, hears "paid", and queues the payment again.
    await reconcileOpenTopups(t.deps, new Date(Date.now() + 10 * 60_000));
    const copies = (await listMismatches(t.deps)).filter((i) => i.summary.includes(dep.code));
    expect(copies.map((i) => Number(i.id))).toContain(id);
    expect(copies).toHaveLength(2);
    const copy = Number(copies.find((i) => Number(i.id) !== id)!.id);

    expect(await creditMismatch(t.deps, id, 'cli:test')).toContain(`${dep.code}:`);
    expect((await m.balances()).deposit).toBe(dep.total - dep.fee);
    const view = await m.b.get(`/api/v1/deposit/topup/${dep.code}`);
    expect(view.body.data).toMatchObject({ status: 'success', credited_amount: dep.total - dep.fee });
    // Decided: out of the queue; a second approval, a dismissal or the notification again move nothing.
    expect((await listMismatches(t.deps)).some((i) => Number(i.id) === id)).toBe(false);
    await expect(creditMismatch(t.deps, id, 'cli:test')).rejects.toThrow(/No payment waiting for review/);
    await expect(dismissMismatch(t.deps, id, 'late', 'cli:test')).rejects.toThrow(/No payment waiting/);
    expect((await midtransNotify(settlement.body)).json()).toMatchObject({ duplicate: true });
    expect(await creditMismatch(t.deps, copy, 'cli:test')).toContain('credited already; nothing moved');
    expect((await listMismatches(t.deps)).some((i) => i.summary.includes(dep.code))).toBe(false);
    expect((await m.balances()).deposit).toBe(dep.total - dep.fee);
    const txId = (JSON.parse(settlement.body) as { transaction_id: string }).transaction_id;
    const keys = await t.database.query<{ key: string }>(
      'SELECT key FROM ledger_transfers WHERE reference = $1 ORDER BY key',
      [dep.code],
    );
    expect(keys.map((r) => r.key)).toEqual([`pay:midtrans:${txId}`, `pay:midtrans:${txId}:fee`]);
  });

  it('two administrators approving at once credit it once', async () => {
    const { m, dep, id } = await mismatchedTopup(70_000);
    const both = await Promise.allSettled([
      creditMismatch(t.deps, id, 'cli:a'),
      creditMismatch(t.deps, id, 'cli:b'),
    ]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await m.balances()).deposit).toBe(dep.total - dep.fee);
  });

  it('can be dismissed with a reason; nothing moves', async () => {
    const { m, id } = await mismatchedTopup(80_000);
    expect(await dismissMismatch(t.deps, id, 'refunded at Midtrans', 'cli:test')).toContain('dismissed');
    expect((await listMismatches(t.deps)).some((i) => Number(i.id) === id)).toBe(false);
    await expect(creditMismatch(t.deps, id, 'cli:test')).rejects.toThrow(/No payment waiting/);
    expect((await m.balances()).deposit).toBe(0);
    const [row] = await t.database.query<{ outcome: string }>(
      'SELECT outcome FROM payment_events WHERE id = $1',
      [id],
    );
    expect(row!.outcome).toBe('reviewed by cli:test: dismissed, refunded at Midtrans');
  });

  it('for a purchase: credits what was received less the fee to the deposit; the purchase is not made', async () => {
    const m = await buyer(t, 0);
    const trx = await gatewayPurchase(m.b, '081234567002', 'midtrans:qris');
    const paid = trx.buying_price + trx.pg_service_fee;
    await t.database.query('UPDATE transactions SET price = price + 1000 WHERE ref_id = $1', [trx.ref_id]);
    const sent = await midtrans.sim.pay(trx.ref_id, { method: 'other_qris', deliver: false });
    const settlement = sent.find((n) => n.transactionStatus === 'settlement')!;
    expect((await midtransNotify(settlement.body)).json()).toMatchObject({
      outcome: `amount mismatch: paid ${paid}, expected ${paid + 1000}`,
    });
    // Past its payment time the reconciliation asks Midtrans, hears "paid", and queues it again.
    await reconcileWaitingPurchases(t.deps, new Date(Date.now() + 3 * 3_600_000));
    const queued = (await listMismatches(t.deps)).filter((i) => i.summary.includes(trx.ref_id));
    expect(queued).toHaveLength(2);
    const [id, copy] = queued.map((i) => Number(i.id)) as [number, number];
    const feesBefore = await systemBalance('fees');
    expect(await creditMismatch(t.deps, id, 'cli:test')).toContain(trx.ref_id);
    expect((await m.balances()).deposit).toBe(trx.buying_price);
    expect((await systemBalance('fees')) - feesBefore).toBe(trx.pg_service_fee);
    // The purchase is not made: it ends, so nothing looks it up again.
    expect((await m.b.get(`/api/v1/transaction/${trx.ref_id}`)).body.data).toMatchObject({
      status: 'canceled',
      payment_status: 'paid',
    });
    const notes = await m.b.get('/api/v1/notification/today');
    expect(JSON.stringify(notes.body.data)).toContain('masuk ke deposit');
    await expect(creditMismatch(t.deps, id, 'cli:test')).rejects.toThrow(/No payment waiting/);
    // The copy of the same payment: decided, nothing moves, no second notice.
    expect(await creditMismatch(t.deps, copy, 'cli:test')).toContain('credited already; nothing moved');
    expect((await listMismatches(t.deps)).some((i) => i.summary.includes(trx.ref_id))).toBe(false);
    expect((await m.balances()).deposit).toBe(trx.buying_price);
    expect((await systemBalance('fees')) - feesBefore).toBe(trx.pg_service_fee);
    const after = await m.b.get('/api/v1/notification/today');
    expect(JSON.stringify(after.body.data).split('masuk ke deposit').length).toBe(2);
  });

  it('refuses an id that waits for nothing', async () => {
    await expect(creditMismatch(t.deps, 999_999, 'cli:test')).rejects.toThrow(/No payment waiting/);
    await expect(creditMismatch(t.deps, Number('x'), 'cli:test')).rejects.toThrow(/No payment waiting/);
  });
});

describe('webhook answers within a second, and loses nothing', () => {
  it('answers a notification at once while the provider is slow, then credits it', async () => {
    const m = await buyer(t, 0);
    const dep = await topup(m.b, 'xendit:qris', 50_000);
    const invoiceId = dep.payment_url.split('/').at(-1)!;
    const [paid] = await xendit.sim.pay(invoiceId, { deliver: false });
    // The status re-fetch now takes 2.5 s.
    xendit.sim.opts.latencyMs = 2_500;
    try {
      const started = Date.now();
      const res = await xenditNotify(paid!.body);
      const took = Date.now() - started;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ received: true, queued: true });
      expect(took).toBeLessThan(1_000);
      // Recorded in the inbox before the answer; applied once the provider has answered.
      expect(await inbox(`${invoiceId}:PAID`)).toHaveLength(1);
      expect((await m.balances()).deposit).toBe(0);
      await expect.poll(async () => (await m.balances()).deposit, { timeout: 10_000 }).toBe(50_000);
      expect((await inbox(`${invoiceId}:PAID`))[0]).toMatchObject({ outcome: 'credited' });
      // A repeat is a duplicate, answered at once; nothing more moves.
      const again = await xenditNotify(paid!.body);
      expect(again.json()).toMatchObject({ duplicate: true });
    } finally {
      xendit.sim.opts.latencyMs = 0;
    }
    expect((await m.balances()).deposit).toBe(50_000);
  });

  it('retries an event whose status re-fetch failed, from the payment-events job, once', async () => {
    const m = await buyer(t, 0);
    const dep = await topup(m.b, 'midtrans:gopay', 20_000);
    const sent = await midtrans.sim.pay(dep.code, { method: 'gopay', deliver: false });
    const settlement = sent.find((n) => n.transactionStatus === 'settlement')!;
    const gateway = t.deps.gateways!.midtrans!;
    const down = vi
      .spyOn(gateway, 'confirm')
      .mockRejectedValueOnce(new PaymentUnavailable('Midtrans is down'));
    try {
      const res = await midtransNotify(settlement.body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ queued: true });
    } finally {
      down.mockRestore();
    }
    expect((await m.balances()).deposit).toBe(0);
    const key = JSON.parse(settlement.body).transaction_id as string;
    const [row] = await t.database.query<{ processed_at: Date | null; outcome: string }>(
      'SELECT processed_at, outcome FROM payment_events WHERE event_key LIKE $1',
      [`${key}:settlement%`],
    );
    expect(row).toMatchObject({ processed_at: null, outcome: 'retry: Midtrans is down' });
    // A webhook still being processed is left to it; a minute later the job takes it.
    expect(await processPendingGatewayEvents(t.deps)).toBe(0);
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await processPendingGatewayEvents(t.deps, later)).toBeGreaterThanOrEqual(1);
    expect((await m.balances()).deposit).toBe(dep.total - dep.fee);
    expect(await processPendingGatewayEvents(t.deps, later)).toBe(0);
    expect((await midtransNotify(settlement.body)).json()).toMatchObject({ duplicate: true });
    expect((await m.balances()).deposit).toBe(dep.total - dep.fee);
  });
});

describe('Xendit return pages', () => {
  it('carry our order id, so the return page can ask our server; a failed attempt keeps it pending', async () => {
    const m = await buyer(t, 0);
    const dep = await topup(m.b, 'xendit:ovo', 30_000);
    const invoiceId = dep.payment_url.split('/').at(-1)!;
    const app = t.deps.config.APP_URL;
    expect(xendit.sim.invoices.get(invoiceId)).toMatchObject({
      externalId: dep.code,
      successRedirectUrl: `${app}/midtrans/finish?order_id=${dep.code}`,
      failureRedirectUrl: `${app}/midtrans/error?order_id=${dep.code}`,
    });
    // The payer fails an attempt on the payment page: sent to the error page with the order id.
    const page = await fetch(dep.payment_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=fail&channel=OVO',
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    const back = new URL(page.headers.get('location')!);
    expect(back.pathname).toBe('/midtrans/error');
    const orderId = back.searchParams.get('order_id')!;
    // What the return page shows comes from our server: still pending, with the page to pay again.
    expect((await m.b.get(`/api/v1/payment/orders/${orderId}`)).body.data).toMatchObject({
      order_id: dep.code,
      kind: 'deposit',
      status: 'pending',
      payment_url: dep.payment_url,
    });
    // A purchase paid by Xendit gets its own order id too.
    const ref = (await gatewayPurchase(m.b, '081234567004', 'xendit:qris')).ref_id as string;
    const inv = [...xendit.sim.invoices.values()].find((i) => i.externalId === ref)!;
    expect(inv.failureRedirectUrl).toBe(`${app}/midtrans/error?order_id=${ref}`);
  });

  it('an expired invoice expires the top-up with a failed notification', async () => {
    const m = await buyer(t, 0);
    const dep = await topup(m.b, 'xendit:dana', 40_000);
    const invoiceId = dep.payment_url.split('/').at(-1)!;
    const [expired] = await xendit.sim.expire(invoiceId, { deliver: false });
    expect((await xenditNotify(expired!.body)).json()).toMatchObject({ outcome: 'expired' });
    expect((await m.b.get(`/api/v1/payment/orders/${dep.code}`)).body.data.status).toBe('expired');
    const notes = await t.database.query<{ title: string; status: number }>(
      `SELECT title, status FROM notifications WHERE user_id = $1 AND type = 'deposit'`,
      [m.id],
    );
    expect(notes).toEqual([{ title: 'Deposit Rp 40.000 kedaluwarsa', status: 2 }]);

    // "Try again": a new top-up of the same nominal through the same channel, with its own page.
    const retried = await m.b.post(`/api/v1/payment/orders/${dep.code}/retry`, {});
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data).toMatchObject({ kind: 'deposit', status: 'pending', amount: dep.total });
    expect(retried.body.data.order_id).not.toBe(dep.code);
    expect(retried.body.data.payment_url).toBeTruthy();
    expect((await m.b.post(`/api/v1/payment/orders/${retried.body.data.order_id}/retry`, {})).status).toBe(
      409,
    );
  });
});

describe('reconciliation of gateway top-ups', () => {
  it('credits a top-up paid at the provider whose notification never came, once', async () => {
    const m = await buyer(t, 0);
    const viaXendit = await topup(m.b, 'xendit:bca', 60_000);
    const viaMidtrans = await topup(m.b, 'midtrans:qris', 70_000);
    const [xPaid] = await xendit.sim.pay(viaXendit.payment_url.split('/').at(-1)!, { deliver: false });
    const mSent = await midtrans.sim.pay(viaMidtrans.code, { method: 'other_qris', deliver: false });
    // Young requests are left to their notification.
    await reconcileOpenTopups(t.deps);
    expect((await m.balances()).deposit).toBe(0);
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await reconcileOpenTopups(t.deps, later)).toBeGreaterThanOrEqual(2);
    const credited = 60_000 + (viaMidtrans.total - viaMidtrans.fee);
    expect((await m.balances()).deposit).toBe(credited);
    for (const code of [viaXendit.code, viaMidtrans.code]) {
      expect((await m.b.get(`/api/v1/deposit/topup/${code}`)).body.data.status).toBe('success');
    }
    // Again, and the late notifications: nothing more.
    await reconcileOpenTopups(t.deps, later);
    expect((await xenditNotify(xPaid!.body)).json()).toMatchObject({ outcome: 'ignored: already credited' });
    const settlement = mSent.find((n) => n.transactionStatus === 'settlement')!;
    expect((await midtransNotify(settlement.body)).json()).toMatchObject({
      outcome: 'ignored: already credited',
    });
    expect((await m.balances()).deposit).toBe(credited);
    const credits = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND type = 'deposit' AND status = 1`,
      [m.id],
    );
    expect(credits).toEqual([{ n: 2 }]);
  });
});
