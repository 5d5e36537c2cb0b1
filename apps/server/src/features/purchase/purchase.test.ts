import { reasonCatalogue } from '@konter/core/messages/reasons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHistory } from '../../ledger/index.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { setFlag, setStatus } from '../admin/index.js';

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld({ pendingNumbers: ['081311110000'] });
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

const buy = (
  b: Awaited<ReturnType<typeof buyer>>['b'],
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => b.post('/api/v1/prabayar/transaction', { pin: '112233', payment_method: 'deposit', ...body }, headers);

describe('prepaid purchase', () => {
  it('sells pulsa: holds the price, gets the SN, posts to revenue and the supplier, notifies', async () => {
    const m = await buyer(w.t, 100_000);
    const res = await buy(m.b, { product_code: 'tsel10', destination: '0812-3456-7890' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'processing',
      destination: '081234567890',
      product_code: 'tsel10',
    });
    const price = res.body.data.buying_price as number;
    expect(price).toBeGreaterThan(10_250);
    expect(res.body.data).toMatchObject({ start_balance: 100_000, end_balance: 100_000 - price });

    const done = await settled(m.b, res.body.data.ref_id);
    expect(done.status).toBe('success');
    expect(done.serial_number).toMatch(/\d{6,}/);
    expect(await m.balances()).toMatchObject({ deposit: 100_000 - price });
    const [trx] = await w.t.database.query<{ margin: number; supplier_price: number }>(
      'SELECT margin, supplier_price FROM transactions WHERE ref_id = $1',
      [done.ref_id],
    );
    expect(trx).toEqual({ supplier_price: 10_250, margin: price - 10_250 });
    const notes = await w.t.database.query<{ title: string; status: number }>(
      'SELECT title, status FROM notifications WHERE user_id = $1 ORDER BY id',
      [m.id],
    );
    // One notification per purchase: its outcome (success, 1); none while it was processing.
    expect(notes).toEqual([{ title: expect.stringContaining('berhasil'), status: 1 }]);
  });

  it('refunds a failed top-up to the deposit exactly once, visible in the deposit history', async () => {
    const m = await buyer(w.t, 50_000);
    const res = await buy(m.b, { product_code: 'xl10', destination: '087800001232' });
    expect(res.status).toBe(201);
    const done = await settled(m.b, res.body.data.ref_id);
    expect(done).toMatchObject({ status: 'failed', end_balance: 50_000 });
    // The supplier's rc 02 said as our reason, in the buyer's language (not "Transaksi Gagal" again).
    expect(done.failed_reason).toBe(reasonCatalogue.reason_supplier_failed.id);
    expect(await m.balances()).toMatchObject({ deposit: 50_000 });
    const history = await accountHistory(w.t.database.db, { userId: m.id, kind: 'deposit' }, {});
    expect(history.items.map((i) => [i.direction, i.amount])).toEqual([
      ['credit', done.buying_price],
      ['debit', done.buying_price],
      ['credit', 50_000],
    ]);
  });

  it('refunds a failed purchase paid from cashback to the deposit, never back to cashback', async () => {
    const m = await buyer(w.t, 0);
    const { transfer } = await import('../../ledger/index.js');
    await transfer(w.t.database.db, {
      key: `test:cashback:${m.id}`,
      debit: 'cashback_expense',
      credit: { userId: m.id, kind: 'cashback' },
      amount: 30_000,
      kind: 'cashback',
    });
    const res = await buy(m.b, {
      product_code: 'xl10',
      destination: '087800001232',
      payment_method: 'cashback',
    });
    expect(res.status).toBe(201);
    const price = res.body.data.buying_price as number;
    const done = await settled(m.b, res.body.data.ref_id);
    expect(done).toMatchObject({ status: 'failed', start_balance: 30_000, end_balance: 30_000 - price });
    expect(await m.balances()).toMatchObject({ cashback: 30_000 - price, deposit: price });
    const [note] = await w.t.database.query<{ body: string }>(
      'SELECT body FROM notifications WHERE user_id = $1 AND status = 2',
      [m.id],
    );
    expect(note!.body).toContain('dikembalikan ke deposit');
  });

  it('settles pending purchases by the signed callback: success and failure', async () => {
    const m = await buyer(w.t, 100_000);
    const ok = await buy(m.b, { product_code: 'xl10', destination: '087800001233' });
    const bad = await buy(m.b, { product_code: 'xl20', destination: '087800001234' });
    expect((await settled(m.b, ok.body.data.ref_id)).status).toBe('success');
    expect((await settled(m.b, bad.body.data.ref_id)).status).toBe('failed');
    expect(await m.balances()).toMatchObject({ deposit: 100_000 - ok.body.data.buying_price });
    // The webhook logs a callback after applying it: the row may trail the settled status a little.
    const outcomes = async () =>
      (
        await w.t.database.query<{ outcome: string }>(
          'SELECT outcome FROM supplier_callbacks WHERE ref_id = ANY($1) ORDER BY id',
          [[ok.body.data.ref_id, bad.body.data.ref_id]],
        )
      )
        .map((c) => c.outcome)
        .sort();
    await expect.poll(outcomes, { timeout: 5_000 }).toEqual(['settled:failed', 'settled:success']);
  });

  it('ignores a callback with a bad signature and a repeated callback', async () => {
    const forged = await fetch(`${w.address}/api/v1/webhooks/digiflazz`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature': 'sha1=deadbeef' },
      body: JSON.stringify({ data: { ref_id: 'TRX-FAKE', status: 'Sukses', rc: '00', sn: 'X' } }),
    });
    expect(forged.status).toBe(401);
  });

  it('refuses bad purchases with the spec messages and changes nothing', async () => {
    const m = await buyer(w.t, 12_000);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ product_code: 'tsel10', destination: '' }, 422, 'Please fill in the destination number'],
      [{ product_code: 'nope99', destination: '081234567890' }, 422, 'incorrect product code'],
      [
        { product_code: 'tsel10', destination: '081234567890', pin: '000000' },
        422,
        'Incorrect PIN Code. 4 tries left before the PIN is locked for 30 minutes.',
      ],
      [{ product_code: 'tsel20', destination: '081234567890' }, 422, 'Insufficient deposit balance'],
      [{ product_code: 'tsel10', destination: '081234567890', order_number: 'no spaces!' }, 422, ''],
      [{ product_code: 'tsel10', destination: '085712345678' }, 422, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await buy(m.b, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    }
    expect(await m.balances()).toMatchObject({ deposit: 12_000 });
    const rows = await w.t.database.query('SELECT 1 FROM transactions WHERE user_id = $1', [m.id]);
    expect(rows).toHaveLength(0);
  });

  it('enforces unique order numbers, the same-number daily rule, and honours Idempotency-Key', async () => {
    const m = await buyer(w.t, 100_000);
    const first = await buy(m.b, {
      product_code: 'tsel5',
      destination: '081234500001',
      order_number: 'INV-001',
    });
    expect(first.status).toBe(201);
    const dupOrder = await buy(m.b, {
      product_code: 'tsel5',
      destination: '081234500002',
      order_number: 'INV-001',
    });
    expect(dupOrder.body.message).toBe('Order number already exist');
    const sameNumber = await buy(m.b, { product_code: 'tsel5', destination: '081234500001' });
    expect(sameNumber.status).toBe(422);
    expect(sameNumber.body.errors.destination).toBeDefined();

    const key = { 'idempotency-key': 'tap-once-123' };
    const a = await buy(m.b, { product_code: 'tsel10', destination: '081234500003' }, key);
    const b = await buy(m.b, { product_code: 'tsel10', destination: '081234500003' }, key);
    expect(b.body.data.ref_id).toBe(a.body.data.ref_id);
    await settled(m.b, a.body.data.ref_id);
    await settled(m.b, first.body.data.ref_id);
    expect(await m.balances()).toMatchObject({
      deposit: 100_000 - first.body.data.buying_price - a.body.data.buying_price,
    });
  });

  it('sells to a number with an unknown prefix once the user chooses the operator', async () => {
    const m = await buyer(w.t, 50_000);
    const without = await buy(m.b, { product_code: 'tsel5', destination: '081012345678' });
    expect(without.status).toBe(422);
    expect(without.body.message).toBe('Operator Not Registered (choose manually)');
    const chosen = await buy(m.b, {
      product_code: 'tsel5',
      destination: '081012345678',
      operator: 'telkomsel',
    });
    expect(chosen.status).toBe(201);
    // The supplier decides whether the number belongs to the operator (the simulator, like
    // Digiflazz, refuses a prefix it does not know): either way the purchase settles consistently.
    const done = await settled(m.b, chosen.body.data.ref_id);
    expect(await m.balances()).toMatchObject({
      deposit: done.status === 'success' ? 50_000 - done.buying_price : 50_000,
    });
  });

  it('blocks non-active users and developer mode', async () => {
    const m = await buyer(w.t, 50_000);
    await setFlag(w.t.deps, m.u.email, 'developerMode', true);
    expect((await buy(m.b, { product_code: 'tsel5', destination: '081234500009' })).status).toBe(403);
    await setFlag(w.t.deps, m.u.email, 'developerMode', false);
    await setStatus(w.t.deps, m.u.email, 'non_active');
    const res = await buy(m.b, { product_code: 'tsel5', destination: '081234500009' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('account_inactive');
    expect(await m.balances()).toMatchObject({ deposit: 50_000 });
  });

  it('lets exactly as many concurrent purchases through as the balance covers', async () => {
    const m = await buyer(w.t, 0);
    const price = (await buy(m.b, { product_code: 'tsel5', destination: '081299990000' })).body;
    expect(price.message).toBe('Insufficient deposit balance');
    const one = (
      await w.t.browser().get('/api/v1/prabayar/products?type=pulsa&destination=081299990000')
    ).body.data.products.find((p: { code: string }) => p.code === 'tsel5').price as number;
    const { transfer } = await import('../../ledger/index.js');
    await transfer(w.t.database.db, {
      key: `fund5:${m.id}`,
      debit: 'gateway:bank_transfer',
      credit: { userId: m.id, kind: 'deposit' },
      amount: one * 5,
      kind: 'deposit_topup',
    });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        buy(m.b, { product_code: 'tsel5', destination: `0812999900${String(i + 10)}` }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(
      results.filter((r) => r.status === 422).every((r) => r.body.message === 'Insufficient deposit balance'),
    ).toBe(true);
    await Promise.all(results.filter((r) => r.status === 201).map((r) => settled(m.b, r.body.data.ref_id)));
    expect(await m.balances()).toMatchObject({ deposit: 0 });
  });
});
