import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserBalances } from '../../ledger/index.js';
import { jakartaDay } from '../../lib/time.js';
import { seedDemo } from '../../seed.js';
import { newUser } from '../../test/app.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { setCategory } from '../admin/index.js';
import { creditDueCashback } from '../purchase/index.js';
import { describePromotionCandidates, promoteAgent } from './agency.admin.js';

// Downlines and their prices (issue 14 §1), through the API on a real database, with the Digiflazz
// simulator as the supplier.

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld();
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

type Buyer = Awaited<ReturnType<typeof buyer>>;
const patch = (b: Buyer['b'], url: string, body: unknown) => b.request('PATCH', url, body);

async function master(): Promise<Buyer & { code: string }> {
  const m = await buyer(w.t, 0);
  await setCategory(w.t.deps, m.u.email, 3);
  const code = (await m.b.get('/api/v1/account')).body.data.referal_code as string;
  return { ...m, code };
}

/** A downline agent (category 2) of the master, funded, by the referral code. */
async function downline(m: { code: string }, deposit = 100_000): Promise<Buyer> {
  const a = await buyer(w.t, deposit, { referral_code: m.code });
  await setCategory(w.t.deps, a.u.email, 2);
  return a;
}

const product = async (code: string) =>
  (
    await w.t.database.query<{ id: number; price_master: number; price_agent: number; price_member: number }>(
      'SELECT id, price_master::int, price_agent::int, price_member::int FROM products WHERE code = $1',
      [code],
    )
  )[0]!;

const listed = async (b: Buyer['b'], code: string) => {
  const res = await b.get('/api/v1/prabayar/products?type=pulsa&destination=081255550001');
  return (res.body.data.products as { code: string; price: number }[]).find((p) => p.code === code)!.price;
};

const buy = async (a: Buyer, code = 'tsel10', destination = '081255550001') => {
  const res = await a.b.post('/api/v1/prabayar/transaction', {
    product_code: code,
    destination,
    pin: '112233',
    payment_method: 'deposit',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return settled(a.b, res.body.data.ref_id);
};

const uplineCashback = async (refId: string) =>
  (
    await w.t.database.query<{ upline_user_id: number | null; upline_cashback: number }>(
      'SELECT upline_user_id::int, upline_cashback::int FROM transactions WHERE ref_id = $1',
      [refId],
    )
  )[0]!;

describe('a master registers an agent', () => {
  it('opens a category-2 account under the master and sends the set-password link by WhatsApp and e-mail', async () => {
    const m = await master();
    const u = newUser();
    const res = await m.b.post('/api/v1/account/agen', { name: 'Sari Agen', email: u.email, hp: u.hp });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Sari Agen', email: u.email, hp: u.hp, category: 2 });
    const [row] = await w.t.database.query<{ category: number; referred_by: number }>(
      'SELECT category, referred_by::int FROM users WHERE id = $1',
      [res.body.data.id],
    );
    expect(row).toEqual({ category: 2, referred_by: m.id });
    const sent = await w.t.database.query<{ channel: string; recipient: string; body: string }>(
      'SELECT channel, recipient, body FROM outbound_messages WHERE recipient IN ($1, $2) ORDER BY channel',
      [u.email, u.hp],
    );
    expect(sent.map((s) => [s.channel, s.recipient])).toEqual([
      ['email', u.email],
      ['whatsapp', u.hp],
    ]);
    const token = /reset-password\?token=([\w-]+)/.exec(sent[1]!.body)![1]!;
    expect(sent[0]!.body).toContain(token);
    // No password works until the agent sets one through the link; then the agent logs in.
    const agent = w.t.browser();
    expect((await agent.post('/api/v1/auth/login', { login: u.hp, password: 'rahasia123' })).status).toBe(
      422,
    );
    const set = await agent.post('/api/v1/auth/reset-password', {
      token,
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const login = await agent.post('/api/v1/auth/login', { login: u.hp, password: 'rahasia123' });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
  });

  it('refuses a taken e-mail and phone (422 per field, nothing created) and non-masters (403)', async () => {
    const m = await master();
    const other = await buyer(w.t, 0);
    const before = (await w.t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;
    const res = await m.b.post('/api/v1/account/agen', {
      name: 'Dua Kali',
      email: other.u.email,
      hp: other.u.hp,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'hp']);
    const bad = await m.b.post('/api/v1/account/agen', { name: '', email: 'x', hp: '123' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'hp', 'name']);
    const u = newUser();
    const refused = await other.b.post('/api/v1/account/agen', { name: 'Sari', email: u.email, hp: u.hp });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('agency_masters_only');
    expect((await other.b.get('/api/v1/agent-center/prices')).status).toBe(403);
    expect((await w.t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n).toBe(
      before,
    );
  });
});

describe("a downline buys at the master's price", () => {
  it('pays master price + the type markup; the master gets the markup as cashback the next day', async () => {
    const m = await master();
    const a = await downline(m);
    const p = await product('tsel10');
    // Without settings the agent pays the agent price, as before.
    expect(await listed(a.b, 'tsel10')).toBe(p.price_agent);

    const put = await patch(m.b, '/api/v1/agent-center/prices', {
      types: [{ type: 'pulsa', markup: '1.500' }],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.types).toContainEqual({ type: 'pulsa', markup: 1500 });
    expect(await listed(a.b, 'tsel10')).toBe(p.price_master + 1500);
    // Another master's downline and the master themself are not affected.
    const outsider = await buyer(w.t, 0);
    await setCategory(w.t.deps, outsider.u.email, 2);
    expect(await listed(outsider.b, 'tsel10')).toBe(p.price_agent);
    expect(await listed(m.b, 'tsel10')).toBe(p.price_master);

    const trx = await buy(a);
    expect(trx.status).toBe('success');
    // The buyer's report says what was paid.
    expect(trx.selling_price).toBe(p.price_master + 1500);
    expect(await a.balances()).toMatchObject({ deposit: 100_000 - (p.price_master + 1500) });
    expect(await uplineCashback(trx.ref_id)).toEqual({ upline_user_id: m.id, upline_cashback: 1500 });

    expect((await getUserBalances(w.t.database.db, m.id)).cashback).toBe(0);
    await creditDueCashback(w.t.deps, jakartaDay());
    expect((await getUserBalances(w.t.database.db, m.id)).cashback).toBe(0);
    await creditDueCashback(w.t.deps, jakartaDay(new Date(Date.now() + 86_400_000)));
    expect((await getUserBalances(w.t.database.db, m.id)).cashback).toBe(1500);
    // In the ledger: one cashback transfer to the master, referencing the transaction.
    const moves = await w.t.database.query<{ amount: number; reference: string }>(
      `SELECT t.amount::int, t.reference FROM ledger_transfers t
         JOIN ledger_accounts a ON a.id = t.credit_account_id
        WHERE a.user_id = $1 AND a.kind = 'cashback'`,
      [m.id],
    );
    expect(moves).toEqual([{ amount: 1500, reference: expect.any(String) }]);
  });

  it('pays the custom price of a product over the markup; the rules of a custom price hold', async () => {
    const m = await master();
    const a = await downline(m);
    const p = await product('tsel10');
    await patch(m.b, '/api/v1/agent-center/prices', { types: [{ type: 'pulsa', markup: 1000 }] });

    // Below the master's buying price, negative, empty: refused, nothing saved.
    const below = await patch(m.b, '/api/v1/agent-center/prices/products', {
      products: [
        { product_code: 'tsel10', price: p.price_master - 1 },
        { product_code: 'tsel10', price: '-5' },
        { product_code: 'tsel10', price: '' },
        { product_code: 'nope', price: 1 },
      ],
    });
    expect(below.status).toBe(422);
    expect(below.body.errors['products.0.price'][0].code).toBe('agency_price_below_buying');
    expect(below.body.errors['products.1.price'][0].code).toBe('agency_price_negative');
    expect(below.body.errors['products.2.price'][0].code).toBe('agency_price_required');
    expect(below.body.errors['products.3.product_code'][0].code).toBe('agency_product_unknown');
    expect(await listed(a.b, 'tsel10')).toBe(p.price_master + 1000);

    // An invalid price becomes the buying price.
    const invalid = await patch(m.b, '/api/v1/agent-center/prices/products', {
      products: [{ product_code: 'tsel10', price: 'sepuluh ribu' }],
    });
    expect(invalid.status, JSON.stringify(invalid.body)).toBe(200);
    expect(await listed(a.b, 'tsel10')).toBe(p.price_master);

    const custom = p.price_master + 700;
    await patch(m.b, '/api/v1/agent-center/prices/products', {
      products: [{ product_code: 'tsel10', price: custom }],
    });
    const sheet = await m.b.get('/api/v1/agent-center/prices/products?type=pulsa');
    expect(sheet.body.data.markup).toBe(1000);
    expect(sheet.body.data.products.find((r: { code: string }) => r.code === 'tsel10')).toMatchObject({
      master_price: p.price_master,
      custom_price: custom,
      downline_price: custom,
      profit: 700,
    });
    const trx = await buy(a);
    expect(await a.balances()).toMatchObject({ deposit: 100_000 - custom });
    expect(await uplineCashback(trx.ref_id)).toEqual({ upline_user_id: m.id, upline_cashback: 700 });

    // Removed: back to the markup.
    await patch(m.b, '/api/v1/agent-center/prices/products', {
      products: [{ product_code: 'tsel10', price: null, remove: true }],
    });
    expect(await listed(a.b, 'tsel10')).toBe(p.price_master + 1000);
  });

  it('markup rules: invalid becomes 0, negative is refused, empty removes; minimum not above maximum', async () => {
    const m = await master();
    const a = await downline(m);
    const p = await product('tsel10');
    const neg = await patch(m.b, '/api/v1/agent-center/prices', { types: [{ type: 'pulsa', markup: -100 }] });
    expect(neg.status).toBe(422);
    expect(neg.body.errors['types.0.markup'][0].code).toBe('agency_price_negative');
    expect(await listed(a.b, 'tsel10')).toBe(p.price_agent);

    const invalid = await patch(m.b, '/api/v1/agent-center/prices', {
      types: [{ type: 'pulsa', markup: 'abc' }],
    });
    expect(invalid.body.data.types).toContainEqual({ type: 'pulsa', markup: 0 });
    expect(await listed(a.b, 'tsel10')).toBe(p.price_master);
    const trx = await buy(a);
    expect(await uplineCashback(trx.ref_id)).toEqual({ upline_user_id: null, upline_cashback: 0 });

    await patch(m.b, '/api/v1/agent-center/prices', { types: [{ type: 'pulsa', markup: '' }] });
    expect(await listed(a.b, 'tsel10')).toBe(p.price_agent);

    const range = await m.b.get(
      '/api/v1/agent-center/prices/products?type=pulsa&min_price=20000&max_price=10000',
    );
    expect(range.status).toBe(422);
    expect(range.body.errors.max_price[0].code).toBe('agency_price_range');
    const within = await m.b.get(
      '/api/v1/agent-center/prices/products?type=pulsa&min_price=5000&max_price=12000',
    );
    expect(within.status).toBe(200);
    for (const r of within.body.data.products) {
      expect(r.master_price).toBeGreaterThanOrEqual(5000);
      expect(r.master_price).toBeLessThanOrEqual(12000);
    }
  });
});

describe('promotion to master (admin CLI)', () => {
  it('lists and promotes an agent with Rp 1.000.000 of successful sales in 30 days; refuses others', async () => {
    const a = await buyer(w.t, 1_100_000);
    await setCategory(w.t.deps, a.u.email, 2);
    await expect(promoteAgent(w.t.deps, a.u.hp)).rejects.toMatchObject({
      code: 'agency_promote_below_threshold',
    });
    const member = await buyer(w.t, 0);
    await expect(promoteAgent(w.t.deps, member.u.hp)).rejects.toMatchObject({
      code: 'agency_promote_not_agent',
    });

    const trx = await buy(a, 'pln1000', '530000000001');
    expect(trx.status).toBe('success');
    expect(await describePromotionCandidates(w.t.deps)).toContain(a.u.hp);
    expect(await promoteAgent(w.t.deps, a.u.hp)).toContain('master');
    const [row] = await w.t.database.query<{ category: number }>('SELECT category FROM users WHERE id = $1', [
      a.id,
    ]);
    expect(row!.category).toBe(3);
    expect(await describePromotionCandidates(w.t.deps)).not.toContain(a.u.hp);
  });
});

describe('demo data', () => {
  it('makes the demo agent a downline of the demo master, with markups for pulsa and data', async () => {
    await seedDemo(w.t.deps);
    await seedDemo(w.t.deps); // idempotent
    const rows = await w.t.database.query<{ hp: string; id: number; referred_by: number | null }>(
      "SELECT hp, id::int, referred_by::int FROM users WHERE hp IN ('081200000002', '081200000003') ORDER BY hp",
    );
    expect(rows[0]!.referred_by).toBe(rows[1]!.id);
    const markups = await w.t.database.query<{ product_type: string; markup: number }>(
      'SELECT product_type, markup::int FROM downline_type_prices WHERE master_id = $1 ORDER BY product_type',
      [rows[1]!.id],
    );
    expect(markups).toEqual([
      { product_type: 'data', markup: 1500 },
      { product_type: 'pulsa', markup: 1000 },
    ]);
    // The demo debt: one transfer of Rp 150.000 to the agent on credit (twice seeded, once moved),
    // recorded as DP Rp 50.000 + debt Rp 100.000.
    const transfers = await w.t.database.query<{ amount: number }>(
      'SELECT amount::int FROM deposit_transfers WHERE sender_id = $1 AND receiver_id = $2',
      [rows[1]!.id, rows[0]!.id],
    );
    expect(transfers).toEqual([{ amount: 150_000 }]);
    const debts = await w.t.database.query<{ source: string; dp_value: number; debt_value: number }>(
      'SELECT source, dp_value::int, debt_value::int FROM downline_debts WHERE master_id = $1 AND downline_id = $2',
      [rows[1]!.id, rows[0]!.id],
    );
    expect(debts).toEqual([{ source: 'transfer_deposit', dp_value: 50_000, debt_value: 100_000 }]);
  });
});
