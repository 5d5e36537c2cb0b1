import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { midtransGateway } from '../../providers/payment/midtrans.adapter.js';
import { TEST_NUMBERS } from '../../simulators/digiflazz/index.js';
import { type RunningMidtransSimulator, startMidtransSimulator } from '../../simulators/midtrans/index.js';
import type { TestApp, TestBrowser } from '../../test/app.js';
import { buyer, purchaseWorld } from '../../test/purchase-world.js';
import { setDepositSetting } from '../deposit/index.js';
import { reconcileWaitingPurchases } from '../payment/index.js';

// The one-page checkout end to end (ADR 0016): a member's link, a visitor (no session) ordering
// through it, the Midtrans simulator's notifications posted to our webhook exactly as signed, the
// supplier simulator settling the purchase. Every balance is checked to the rupiah; the ledger
// invariants are checked after the file (setup-file.ts).
const SERVER_KEY = 'SB-Mid-server-checkout-test';
let midtrans: RunningMidtransSimulator;
let t: TestApp;
/** Our deposit at the supplier simulator: it drops by the supplier price once per purchase it makes. */
let supplierDeposit: () => number;

beforeAll(async () => {
  midtrans = await startMidtransSimulator({
    serverKey: SERVER_KEY,
    notificationUrl: 'http://127.0.0.1:9/unused',
  });
  const w = await purchaseWorld({
    gateways: {
      midtrans: midtransGateway({
        serverKey: SERVER_KEY,
        snapBaseUrl: midtrans.url,
        apiBaseUrl: midtrans.url,
      }),
    },
  });
  t = w.t;
  supplierDeposit = () => w.simulator.state.deposit;
});
afterAll(async () => {
  await midtrans.close();
});

const notify = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/midtrans',
    payload: body,
    headers: { 'content-type': 'application/json' },
  });
const systemBalance = async (code: string) =>
  (
    await t.database.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE code = $1', [code])
  )[0]!.balance;

/** An agent (category 2) with `deposit` rupiah and a link of `type`/`operator` at `markup`. */
async function seller(deposit: number, operator = 'telkomsel', markup = 1_000) {
  const s = await buyer(t, deposit);
  await t.database.query('UPDATE users SET category = 2 WHERE id = $1', [s.id]);
  const res = await s.b.post('/api/v1/checkout/links', { type: 'pulsa', operator, markup });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...s, link: res.body.data as { id: number; path: string; slug: string; url: string } };
}

const api = (path: string) => `/api/v1/checkout/public${path.replace(/^\/checkout/, '')}`;

async function order(v: TestBrowser, path: string, body: Record<string, unknown>) {
  const res = await v.post(`${api(path)}/orders`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { ref_id: string; token: string; payment_url: string };
}

/** Polls the visitor's status until it leaves unprocessed/processing. */
async function finished(v: TestBrowser, ref: string, token: string) {
  let last: Record<string, unknown> = {};
  await expect
    .poll(
      async () => {
        last = (await v.get(`/api/v1/checkout/public/orders/${ref}?token=${encodeURIComponent(token)}`)).body
          .data;
        return last.status;
      },
      { timeout: 8000, interval: 50 },
    )
    .not.toMatch(/^(unprocessed|processing)$/);
  return last;
}

/** The settlement notification of a paid order, not delivered (we post it ourselves). */
async function paidNotification(ref: string) {
  const sent = await midtrans.sim.pay(ref, { method: 'other_qris', deliver: false });
  return sent.find((n) => n.transactionStatus === 'settlement')!;
}

describe('checkout links (the seller)', () => {
  it('creates, lists, changes and removes a link; bad input changes nothing', async () => {
    const s = await buyer(t, 0);
    const bad = await s.b.post('/api/v1/checkout/links', {
      type: 'pulsa',
      operator: 'telkomsel',
      markup: 100_001,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.markup).toBeDefined();
    const neg = await s.b.post('/api/v1/checkout/links', {
      type: 'pulsa',
      operator: 'telkomsel',
      markup: -1,
    });
    expect(neg.status).toBe(422);
    const unknown = await s.b.post('/api/v1/checkout/links', {
      type: 'pulsa',
      operator: 'nosuchop',
      markup: 0,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.operator[0].code).toBe('checkout_operator_unknown');
    expect((await s.b.get('/api/v1/checkout/links')).body.data).toEqual([]);

    const created = await s.b.post('/api/v1/checkout/links', {
      type: 'pulsa',
      operator: 'telkomsel',
      markup: 1500,
    });
    expect(created.status).toBe(201);
    const link = created.body.data;
    expect(link).toMatchObject({
      type: 'pulsa',
      operator: 'telkomsel',
      markup: 1500,
      active: true,
      sales: 0,
    });
    expect(link.slug).toMatch(/^[a-z0-9]{8,10}$/);
    expect(link.path).toBe(`/checkout/pulsa/telkomsel/${link.slug}`);
    expect(link.url.endsWith(link.path)).toBe(true);
    expect((await s.b.get('/api/v1/checkout/links')).body.data).toHaveLength(1);

    // Someone else's link is not found for another member.
    const other = await buyer(t, 0);
    expect((await other.b.request('PATCH', `/api/v1/checkout/links/${link.id}`, { markup: 0 })).status).toBe(
      404,
    );
    expect((await other.b.request('DELETE', `/api/v1/checkout/links/${link.id}`, {})).status).toBe(404);

    const changed = await s.b.request('PATCH', `/api/v1/checkout/links/${link.id}`, {
      markup: 2000,
      active: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ markup: 2000, active: false });
    const v = t.browser();
    expect((await v.get(api(link.path))).status).toBe(404);
    await s.b.request('PATCH', `/api/v1/checkout/links/${link.id}`, { active: true });
    expect((await v.get(api(link.path))).status).toBe(200);
    // Another operator in the path is not this link.
    expect((await v.get(api(link.path.replace('telkomsel', 'xl')))).status).toBe(404);

    expect((await s.b.request('DELETE', `/api/v1/checkout/links/${link.id}`, {})).status).toBe(200);
    expect((await v.get(api(link.path))).status).toBe(404);
    expect((await s.b.get('/api/v1/checkout/links')).body.data).toEqual([]);
  });

  it('is for members only', async () => {
    const v = t.browser();
    expect((await v.get('/api/v1/checkout/links')).status).toBe(401);
    expect(
      (await v.post('/api/v1/checkout/links', { type: 'pulsa', operator: 'telkomsel', markup: 0 })).status,
    ).toBe(401);
  });
});

describe('a visitor buys through a link', () => {
  it('pays the seller price + markup + fee; the seller keeps exactly the markup; one credit however often notified', async () => {
    const s = await seller(0);
    const v = t.browser();
    const page = (await v.get(api(s.link.path))).body.data;
    expect(page.seller.name).toBe(s.u.name);
    expect(page.channels.map((c: { method: string }) => c.method)).toContain('midtrans:qris');
    const tsel10 = page.products.find((p: { code: string }) => p.code === 'tsel10');
    // The seller's own (agent) price + 1.000.
    const [own] = await t.database.query<{ price_agent: number }>(
      "SELECT price_agent FROM products WHERE code = 'tsel10'",
    );
    expect(tsel10.price).toBe(own!.price_agent + 1000);
    expect(page.products.every((p: { code: string }) => !p.code.startsWith('promo'))).toBe(true);

    const feesBefore = await systemBalance('fees');
    const o = await order(v, s.link.path, {
      product_code: 'tsel10',
      destination: '081234560101',
      payment_method: 'midtrans:qris',
      email: 'visitor@example.com',
    });
    expect(o.payment_url).toContain('/snap/v2/vtweb/');
    const waiting = (await v.get(`/api/v1/checkout/public/orders/${o.ref_id}?token=${o.token}`)).body.data;
    expect(waiting).toMatchObject({ status: 'unprocessed', price: tsel10.price, seller: { name: s.u.name } });
    expect(waiting.total).toBe(tsel10.price + waiting.fee);
    expect(waiting.fee).toBeGreaterThan(0);
    // Nothing moved yet.
    expect((await s.balances()).deposit).toBe(0);

    const settlement = await paidNotification(o.ref_id);
    expect(JSON.parse(settlement.body).gross_amount).toBe(`${waiting.total}.00`);
    // The same notification twice at once, then again: one credit, one purchase.
    const both = await Promise.all([notify(settlement.body), notify(settlement.body)]);
    expect(both.every((r) => r.statusCode === 200)).toBe(true);
    const done = await finished(v, o.ref_id, o.token);
    expect(done).toMatchObject({
      status: 'success',
      payment_status: 'paid',
      payment_url: null,
      money_with_seller: false,
    });
    expect(done.serial_number).toBeTruthy();
    expect((await notify(settlement.body)).json()).toMatchObject({ duplicate: true });

    // The seller's deposit: + customer_price − price = the markup, exactly.
    expect((await s.balances()).deposit).toBe(1000);
    expect((await systemBalance('fees')) - feesBefore).toBe(waiting.fee);
    const transfers = await t.database.query<{ kind: string; amount: number }>(
      'SELECT kind, amount FROM ledger_transfers WHERE reference = $1 ORDER BY id',
      [o.ref_id],
    );
    expect(transfers.filter((x) => x.kind === 'purchase_payment')).toEqual([
      { kind: 'purchase_payment', amount: tsel10.price },
    ]);
    // The seller's report shows the sale as theirs, the markup as the profit.
    const mine = (await s.b.get(`/api/v1/transaction/${o.ref_id}`)).body.data;
    expect(mine).toMatchObject({ status: 'success', markup_price: 1000, selling_price: tsel10.price });
    expect((await s.b.get('/api/v1/checkout/links')).body.data[0].sales).toBe(1);
    // The seller's outcome notification.
    const [note] = await t.database.query<{ title_key: string }>(
      "SELECT title_key FROM notifications WHERE user_id = $1 AND data->>'ref_id' = $2 AND status = 1",
      [s.id, o.ref_id],
    );
    expect(note?.title_key).toBe('purchase_success_title');
  });

  it('a supplier failure refunds the price to the seller: the seller holds what the visitor paid', async () => {
    const s = await seller(5_000, 'xl', 2_000);
    const v = t.browser();
    const o = await order(v, s.link.path, {
      product_code: 'xl10',
      destination: TEST_NUMBERS.failed,
      payment_method: 'midtrans:qris',
    });
    const waiting = (await v.get(`/api/v1/checkout/public/orders/${o.ref_id}?token=${o.token}`)).body.data;
    await notify((await paidNotification(o.ref_id)).body);
    const done = await finished(v, o.ref_id, o.token);
    expect(done).toMatchObject({
      status: 'failed',
      payment_status: 'paid',
      serial_number: null,
      money_with_seller: true,
    });
    expect(done.seller).toMatchObject({ name: s.u.name, whatsapp: expect.stringMatching(/^628\d+$/) });
    // before + customer_price (the visitor's money is now with the seller, ADR 0016).
    expect((await s.balances()).deposit).toBe(5_000 + waiting.price);
  });

  it('with the fee borne by the merchant the gateway amount is the visitor price and the seller still keeps the markup', async () => {
    await setDepositSetting(t.database.db, 'pay_external_payment_fee', 'false');
    try {
      const s = await seller(0, 'telkomsel', 500);
      const v = t.browser();
      const o = await order(v, s.link.path, {
        product_code: 'tsel10',
        destination: '081234560102',
        payment_method: 'midtrans:qris',
      });
      const waiting = (await v.get(`/api/v1/checkout/public/orders/${o.ref_id}?token=${o.token}`)).body.data;
      expect(waiting.fee).toBe(0);
      const settlement = await paidNotification(o.ref_id);
      expect(JSON.parse(settlement.body).gross_amount).toBe(`${waiting.price}.00`);
      await notify(settlement.body);
      expect((await finished(v, o.ref_id, o.token)).status).toBe('success');
      expect((await s.balances()).deposit).toBe(500);
    } finally {
      await setDepositSetting(t.database.db, 'pay_external_payment_fee', 'true');
    }
  });
});

describe('a payment after the order expired', () => {
  it("is credited to the seller's deposit, and the visitor's page says the money is with the seller", async () => {
    const s = await seller(0, 'telkomsel', 300);
    const v = t.browser();
    const o = await order(v, s.link.path, {
      product_code: 'tsel10',
      destination: '081234560107',
      payment_method: 'midtrans:qris',
    });
    const waiting = (await v.get(`/api/v1/checkout/public/orders/${o.ref_id}?token=${o.token}`)).body.data;
    await reconcileWaitingPurchases(t.deps, new Date(Date.now() + 3 * 3600_000));
    const expired = (await v.get(`/api/v1/checkout/public/orders/${o.ref_id}?token=${o.token}`)).body.data;
    expect(expired).toMatchObject({ status: 'expired', money_with_seller: false });
    expect((await s.balances()).deposit).toBe(0);
    const answer = await notify((await paidNotification(o.ref_id)).body);
    expect(answer.json().outcome).toMatch(/credited to deposit/);
    const after = (await v.get(`/api/v1/checkout/public/orders/${o.ref_id}?token=${o.token}`)).body.data;
    expect(after).toMatchObject({ status: 'expired', money_with_seller: true });
    expect((await s.balances()).deposit).toBe(waiting.price);
  });
});

describe('the same paid notification delivered concurrently (run on PostgreSQL with TEST_DATABASE_URL)', () => {
  it('credits once, holds once, buys once', async () => {
    const s = await seller(0, 'telkomsel', 750);
    const v = t.browser();
    const o = await order(v, s.link.path, {
      product_code: 'tsel10',
      destination: '081234560106',
      payment_method: 'midtrans:qris',
    });
    const settlement = await paidNotification(o.ref_id);
    const supplierBefore = supplierDeposit();
    const answers = await Promise.all(Array.from({ length: 8 }, () => notify(settlement.body)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.filter((r) => r.json().outcome === 'paid: purchase processing')).toHaveLength(1);
    expect((await finished(v, o.ref_id, o.token)).status).toBe('success');
    const [n] = await t.database.query<{ credits: number; holds: number }>(
      `SELECT (SELECT count(*)::int FROM ledger_transfers WHERE reference = $1 AND kind = 'purchase_payment') AS credits,
              (SELECT count(*)::int FROM ledger_holds WHERE reference = $1) AS holds`,
      [o.ref_id],
    );
    expect(n).toEqual({ credits: 1, holds: 1 });
    const [row] = await t.database.query<{ supplier_price: number }>(
      'SELECT supplier_price FROM transactions WHERE ref_id = $1',
      [o.ref_id],
    );
    expect(supplierBefore - supplierDeposit()).toBe(row!.supplier_price);
    expect((await s.balances()).deposit).toBe(750);
  });
});

describe('what a visitor may and may not do', () => {
  it('reads an order only with its token', async () => {
    const s = await seller(0);
    const v = t.browser();
    const o = await order(v, s.link.path, {
      product_code: 'tsel10',
      destination: '081234560103',
      payment_method: 'midtrans:qris',
    });
    expect((await v.get(`/api/v1/checkout/public/orders/${o.ref_id}`)).status).toBe(404);
    expect((await v.get(`/api/v1/checkout/public/orders/${o.ref_id}?token=`)).status).toBe(404);
    expect((await v.get(`/api/v1/checkout/public/orders/${o.ref_id}?token=${o.token}x`)).status).toBe(404);
    // A member's own purchase is never a checkout order, whatever the token.
    const m = await buyer(t, 50_000);
    const own = await m.b.post('/api/v1/prabayar/transaction', {
      product_code: 'tsel10',
      destination: '081234560104',
      pin: '112233',
    });
    expect(own.status).toBe(201);
    expect(
      (await v.get(`/api/v1/checkout/public/orders/${own.body.data.ref_id}?token=${o.token}`)).status,
    ).toBe(404);
    expect((await v.get(`/api/v1/checkout/public/orders/${o.ref_id}?token=${o.token}`)).status).toBe(200);
  });

  it('refuses bad input, another operator, promo items and an inactive seller without writing anything', async () => {
    const s = await seller(0);
    const v = t.browser();
    const count = async () =>
      (
        await t.database.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1',
          [s.id],
        )
      )[0]!.n;
    const post = (body: Record<string, unknown>) => v.post(`${api(s.link.path)}/orders`, body);
    const base = { product_code: 'tsel10', destination: '081234560105', payment_method: 'midtrans:qris' };

    const badNumber = await post({ ...base, destination: '0812' });
    expect(badNumber.status).toBe(422);
    expect(badNumber.body.errors.destination).toBeDefined();
    const otherOperator = await post({ ...base, destination: '087812345678' });
    expect(otherOperator.status).toBe(422);
    const xlProduct = await post({ ...base, product_code: 'xl10', destination: '087812345678' });
    expect(xlProduct.status).toBe(422);
    expect((await post({ ...base, payment_method: 'deposit' })).status).toBe(422);
    expect((await post({ ...base, payment_method: 'bank_transfer:bca' })).status).toBe(422);
    expect((await post({ ...base, email: 'not-an-email' })).status).toBe(422);

    await t.database.query("UPDATE products SET promo = true, promo_stock = 10 WHERE code = 'tsel5'");
    t.deps.products.forget();
    try {
      const promo = await post({ ...base, product_code: 'tsel5' });
      expect(promo.status).toBe(422);
      expect(promo.body.errors.product_code[0].code).toBe('checkout_promo_not_sold');
      expect(
        (await v.get(api(s.link.path))).body.data.products.some((p: { code: string }) => p.code === 'tsel5'),
      ).toBe(false);
    } finally {
      await t.database.query("UPDATE products SET promo = false, promo_stock = NULL WHERE code = 'tsel5'");
      t.deps.products.forget();
    }

    await t.database.query("UPDATE users SET status = 'non_active' WHERE id = $1", [s.id]);
    expect((await post(base)).status).toBe(409);
    expect((await v.get(api(s.link.path))).status).toBe(409);
    expect(await count()).toBe(0);
    expect((await s.balances()).deposit).toBe(0);
  });
});
