import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDay } from '../../lib/time.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { setCategory } from '../admin/index.js';
import { creditDueCashback } from '../purchase/index.js';

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld();
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

type Buyer = Awaited<ReturnType<typeof buyer>>;
const buy = (m: Buyer, destination: string) =>
  m.b.post('/api/v1/prabayar/transaction', {
    pin: '112233',
    payment_method: 'deposit',
    product_code: 'tsel10',
    destination,
  });
const master = async () => {
  const m = await buyer(w.t, 0);
  await setCategory(w.t.deps, m.u.email, 3);
  const code = (await m.b.get('/api/v1/account')).body.data.referal_code as string;
  return { ...m, code };
};
const dashboard = async (m: Buyer) => {
  const res = await m.b.get('/api/v1/agent-center');
  expect(res.status).toBe(200);
  return res.body.data;
};
const tomorrow = () => jakartaDay(new Date(Date.now() + 86_400_000));

describe('agent center', () => {
  it("shows a master their downlines' sales, the profit from them, and the cashback once credited", async () => {
    const boss = await master();
    const empty = await dashboard(boss);
    expect(empty).toMatchObject({
      category: 3,
      downlines: { total: 0, new_this_month: 0 },
      sales: { today: { count: 0, amount: 0 }, month: { count: 0, amount: 0 } },
      profit: { today: 0, month: 0, pending_credit: 0 },
      cashback_balance: 0,
      loan: { usage: 0, due_date: null, is_due_today: false, not_paid_off: false },
    });

    const [d1, d2] = await Promise.all([
      buyer(w.t, 100_000, { referral_code: boss.code }),
      buyer(w.t, 100_000, { referral_code: boss.code }),
    ]);
    const outsider = await buyer(w.t, 100_000);
    const bought = [
      await buy(d1, '081355500001'),
      await buy(d1, '081355500002'),
      await buy(d2, '081355500003'),
    ];
    await buy(outsider, '081355500004');
    const refs = bought.map((r) => r.body.data.ref_id as string);
    for (const [i, ref] of refs.entries())
      expect((await settled(i < 2 ? d1.b : d2.b, ref)).status).toBe('success');
    const price = bought[0]!.body.data.buying_price as number;
    const rows = await w.t.database.query<{ upline_cashback: number; upline_user_id: number }>(
      'SELECT upline_cashback::int, upline_user_id::int FROM transactions WHERE ref_id = ANY($1)',
      [refs],
    );
    const cut = rows[0]!.upline_cashback;
    expect(cut).toBeGreaterThan(0);
    expect(rows.every((r) => r.upline_user_id === boss.id && r.upline_cashback === cut)).toBe(true);

    const now = await dashboard(boss);
    expect(now).toMatchObject({
      downlines: { total: 2, new_this_month: 2 },
      sales: { today: { count: 3, amount: 3 * price }, month: { count: 3, amount: 3 * price } },
      profit: { today: 3 * cut, month: 3 * cut, pending_credit: 3 * cut },
      cashback_balance: 0,
    });

    // The list of downlines: both, with their sales this month; a search narrows it.
    const list = (await boss.b.get('/api/v1/agent-center/list-agent')).body;
    expect(list.meta.total).toBe(2);
    const byId = Object.fromEntries(list.data.map((d: { id: number }) => [d.id, d]));
    expect(byId[d1.id]).toMatchObject({
      name: d1.u.name,
      category: 1,
      sales_month: { count: 2, amount: 2 * price },
    });
    expect(byId[d2.id]).toMatchObject({ sales_month: { count: 1, amount: price } });
    const found = (await boss.b.get(`/api/v1/agent-center/list-agent?search=${d2.u.hp}`)).body;
    expect(found.data.map((d: { id: number }) => d.id)).toEqual([d2.id]);

    // The cashback per downline transaction: not credited yet.
    const cb = (await boss.b.get('/api/v1/agent-center/list-cashback?type=prabayar')).body;
    expect(cb.meta.total).toBe(3);
    expect(
      cb.data.every((c: { cashback: number; credited: boolean }) => c.cashback === cut && !c.credited),
    ).toBe(true);
    expect((await boss.b.get('/api/v1/agent-center/list-cashback?type=pascabayar')).body.meta.total).toBe(0);

    // The downlines' transactions, searchable by destination; the outsider's is not among them.
    const trx = (await boss.b.get('/api/v1/agent-center/transaksi-agen')).body;
    expect(trx.data.map((t: { ref_id: string }) => t.ref_id).sort()).toEqual([...refs].sort());
    const one = (await boss.b.get('/api/v1/agent-center/transaksi-agen?search=081355500003')).body;
    expect(one.data).toHaveLength(1);
    expect(one.data[0]).toMatchObject({
      ref_id: refs[2],
      downline_name: d2.u.name,
      price,
      status: 'success',
    });

    // The next day the profit reaches the cashback wallet through the ledger.
    expect(await creditDueCashback(w.t.deps, tomorrow())).toBeGreaterThanOrEqual(3);
    expect(await boss.balances()).toMatchObject({ cashback: 3 * cut });
    const after = await dashboard(boss);
    expect(after).toMatchObject({ cashback_balance: 3 * cut, profit: { pending_credit: 0, month: 3 * cut } });
    const today = jakartaDay();
    const history = await boss.b.post('/api/v1/agent-center/cashback-history', {
      from: today,
      to: tomorrow(),
    });
    expect(history.status).toBe(200);
    expect(history.body.meta).toMatchObject({ total: 3, sum: 3 * cut });
    expect(history.body.data[0]).toMatchObject({ amount: cut, balance_after: 3 * cut, kind: 'cashback' });
    expect(history.body.data.map((c: { ref_id: string }) => c.ref_id).sort()).toEqual([...refs].sort());
    expect(history.body.data[0].product_name).toMatch(/Telkomsel/);
    expect(history.body.data.map((c: { ref_id: string }) => c.ref_id).sort()).toEqual([...refs].sort());
    expect(history.body.data[0].product_name).toMatch(/Telkomsel/);
    const earlier = await boss.b.post('/api/v1/agent-center/cashback-history', {
      from: '2020-01-01',
      to: '2020-01-31',
    });
    expect(earlier.body).toMatchObject({ data: [], meta: { total: 0, sum: 0 } });
    expect(
      (await boss.b.get('/api/v1/agent-center/list-cashback?type=prabayar')).body.data.every(
        (c: { credited: boolean }) => c.credited,
      ),
    ).toBe(true);
  });

  it("never shows one master another master's downlines", async () => {
    const [a, b] = await Promise.all([master(), master()]);
    const da = await buyer(w.t, 50_000, { referral_code: a.code });
    const res = await buy(da, '081355500011');
    expect((await settled(da.b, res.body.data.ref_id)).status).toBe('success');

    expect(await dashboard(b)).toMatchObject({
      downlines: { total: 0 },
      sales: { today: { count: 0, amount: 0 } },
      profit: { today: 0 },
    });
    expect((await b.b.get('/api/v1/agent-center/list-agent')).body).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    expect((await b.b.get(`/api/v1/agent-center/list-agent?search=${da.u.hp}`)).body.data).toEqual([]);
    expect((await b.b.get('/api/v1/agent-center/transaksi-agen')).body.data).toEqual([]);
    expect((await b.b.get('/api/v1/agent-center/list-cashback')).body.data).toEqual([]);
    // while its own master sees them
    expect(
      (await a.b.get('/api/v1/agent-center/list-agent')).body.data.map((d: { id: number }) => d.id),
    ).toEqual([da.id]);
    // and a downline (a member) sees no agent center at all
    const denied = await da.b.get('/api/v1/agent-center');
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('agent_center_agents_only');
    expect((await da.b.get('/api/v1/agent-center/list-agent')).status).toBe(403);
  });

  it('refuses a reversed or too long date range with a field error', async () => {
    const a = await master();
    const reversed = await a.b.post('/api/v1/agent-center/cashback-history', {
      from: '2026-02-10',
      to: '2026-02-01',
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.from[0].code).toBe('agent_center_range_order');
    const long = await a.b.get('/api/v1/agent-center/transaksi-agen?from=2025-01-01&to=2026-01-01');
    expect(long.status).toBe(422);
    expect(long.body.errors.to[0]).toMatchObject({
      code: 'agent_center_range_too_long',
      params: { days: 92 },
    });
    const bad = await a.b.post('/api/v1/agent-center/cashback-history', { from: 'yesterday' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.from).toBeDefined();
  });
});
