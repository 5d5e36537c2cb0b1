import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDay } from '../../lib/time.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { setCategory, setPermission, setStatus } from '../admin/index.js';
import { addDays, debtDepositStatus, debtDueGroup } from './debt.service.js';

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld();
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

type Buyer = Awaited<ReturnType<typeof buyer>>;
const today = () => jakartaDay();
const master = async (deposit = 0) => {
  const m = await buyer(w.t, deposit);
  await setCategory(w.t.deps, m.u.email, 3);
  const code = (await m.b.get('/api/v1/account')).body.data.referal_code as string;
  return { ...m, code };
};
const downlineOf = (boss: { code: string }, deposit = 100_000) =>
  buyer(w.t, deposit, { referral_code: boss.code });
let seq = 0;
/** A successful prabayar purchase of the downline: its ref and price. */
const bought = async (m: Buyer) => {
  const res = await m.b.post('/api/v1/prabayar/transaction', {
    pin: '112233',
    payment_method: 'deposit',
    product_code: 'tsel10',
    destination: `08135770${String(++seq).padStart(4, '0')}`,
  });
  expect(res.status).toBe(201);
  const ref = res.body.data.ref_id as string;
  expect((await settled(m.b, ref)).status).toBe('success');
  return { ref, price: res.body.data.buying_price as number };
};
const record = (boss: Buyer, body: Record<string, unknown>) => boss.b.post('/api/v1/agent-center/debt', body);
const recordOn = async (boss: Buyer, ref: string, price: number, dp = 0, due = addDays(today(), 7)) => {
  const res = await record(boss, {
    source: 'prabayar',
    ref_id: ref,
    dp_value: dp,
    debt_value: price - dp,
    notes: 'Stok pulsa dibayar nanti',
    due_date: due,
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; current_debt: number };
};
const pay = (m: Buyer, id: number, amount: number, pin = '112233') =>
  m.b.post(`/api/v1/debt/${id}/pay`, { amount, pin });
const fieldCode = (res: { body: { errors?: Record<string, { code: string }[]> } }, field: string) =>
  res.body.errors?.[field]?.[0]?.code;

describe('downline debts', () => {
  it('records a debt on a downline transaction: amounts, due group, deposit status, the downline told', async () => {
    const boss = await master();
    const d = await downlineOf(boss);
    const { ref, price } = await bought(d);

    const src = await boss.b.get(`/api/v1/agent-center/debt/source?source=prabayar&ref_id=${ref}`);
    expect(src.status).toBe(200);
    expect(src.body.data).toMatchObject({
      source: 'prabayar',
      ref_id: ref,
      amount: price,
      downline: { id: d.id, name: d.u.name },
      debt_id: null,
    });

    const before = { boss: await boss.balances(), d: await d.balances() };
    const due = addDays(today(), 1);
    const res = await record(boss, {
      source: 'prabayar',
      ref_id: ref,
      dp_value: 2_000,
      debt_value: price - 2_000,
      notes: '  Stok pulsa  ',
      due_date: due,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      source: 'prabayar',
      ref_id: ref,
      product_name: expect.any(String),
      downline: { id: d.id, phone: d.u.hp },
      upline: { id: boss.id },
      amount: price,
      dp_value: 2_000,
      debt_value: price - 2_000,
      collected: 0,
      current_debt: price - 2_000,
      notes: 'Stok pulsa',
      due_date: due,
      due_group: 'tomorrow',
      deposit_status: 'not_deposited',
      payments: [],
    });
    // Recording moves no money.
    expect(await boss.balances()).toEqual(before.boss);
    expect(await d.balances()).toEqual(before.d);
    // The source now says it is recorded; the downline sees it and got a notification.
    const again = await boss.b.get(`/api/v1/agent-center/debt/source?source=prabayar&ref_id=${ref}`);
    expect(again.body.data.debt_id).toBe(res.body.data.id);
    const mine = (await d.b.get('/api/v1/debt')).body;
    expect(mine.data.map((x: { id: number }) => x.id)).toEqual([res.body.data.id]);
    const notes = await w.t.database.query<{ title_key: string }>(
      'SELECT title_key FROM notifications WHERE user_id = $1 AND title_key LIKE $2',
      [d.id, 'debt_%'],
    );
    expect(notes.map((n) => n.title_key)).toEqual(['debt_recorded_title']);
  });

  it('refuses bad records with 422 field errors and keeps nothing; a duplicate is refused', async () => {
    const boss = await master();
    const d = await downlineOf(boss);
    const { ref, price } = await bought(d);
    const ok = {
      source: 'prabayar',
      ref_id: ref,
      dp_value: 0,
      debt_value: price,
      due_date: addDays(today(), 3),
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...ok, debt_value: price - 1 }, 'debt_value', 'debt_split_mismatch'],
      [{ ...ok, dp_value: 1_000 }, 'debt_value', 'debt_split_mismatch'],
      [{ ...ok, dp_value: -1, debt_value: price + 1 }, 'dp_value', 'rule:min_value'],
      [{ ...ok, dp_value: price, debt_value: 0 }, 'debt_value', 'rule:min_value'],
      [{ ...ok, due_date: addDays(today(), -1) }, 'due_date', 'debt_due_range'],
      [{ ...ok, due_date: addDays(today(), 91) }, 'due_date', 'debt_due_range'],
      [{ ...ok, due_date: '2026-02-30' }, 'due_date', 'rule:date'],
      [{ ...ok, notes: 'x'.repeat(301) }, 'notes', 'rule:max'],
      [{ ...ok, source: 'kredit' }, 'source', 'rule:oneOf'],
      [{ ...ok, source: 'pascabayar' }, '', 'debt_source_not_found'],
    ];
    for (const [body, field, code] of cases) {
      const res = await record(boss, body);
      if (code === 'debt_source_not_found') {
        expect(res.status).toBe(404);
        expect(res.body.code).toBe(code);
        continue;
      }
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(fieldCode(res, field), JSON.stringify(res.body)).toBe(code);
    }
    // The last day allowed and today both pass; then the source is taken.
    expect((await record(boss, { ...ok, due_date: addDays(today(), 90) })).status).toBe(201);
    const dup = await record(boss, { ...ok, due_date: today() });
    expect(dup.status).toBe(422);
    expect(fieldCode(dup, 'ref_id')).toBe('debt_already_recorded');
    const [{ n }] = (await w.t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM downline_debts WHERE master_id = $1',
      [boss.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("gives 404 for another master's downline or transaction, and 403 to non-masters", async () => {
    const boss = await master();
    const other = await master();
    const d = await downlineOf(boss);
    const { ref, price } = await bought(d);
    const body = { source: 'prabayar', ref_id: ref, dp_value: 0, debt_value: price, due_date: today() };
    const foreign = await record(other, body);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('debt_source_not_found');
    expect((await other.b.get(`/api/v1/agent-center/debt/source?source=prabayar&ref_id=${ref}`)).status).toBe(
      404,
    );
    // The downline itself (category 1): the agent center's 403; an agent (category 2): masters only.
    const member = await d.b.post('/api/v1/agent-center/debt', body);
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('agent_center_agents_only');
    await setCategory(w.t.deps, other.u.email, 2);
    const agent = await other.b.get('/api/v1/agent-center/list-bill-debt');
    expect(agent.status).toBe(403);
    expect(agent.body.code).toBe('debt_masters_only');
    // A debt of one master is invisible to another and to strangers.
    const debt = await recordOn(boss, ref, price);
    await setCategory(w.t.deps, other.u.email, 3);
    expect(
      (await other.b.post(`/api/v1/agent-center/debt/${debt.id}/collect`, { amount: 1_000 })).status,
    ).toBe(404);
    expect((await other.b.get(`/api/v1/debt/${debt.id}`)).status).toBe(404);
    expect((await other.b.post(`/api/v1/debt/${debt.id}/pay`, { amount: 1_000, pin: '112233' })).status).toBe(
      404,
    );
    expect((await other.b.get('/api/v1/agent-center/list-bill-debt')).body.meta.total).toBe(0);
    expect((await boss.b.get('/api/v1/agent-center/list-bill-debt')).body.meta.total).toBe(1);
    // An inactive master records nothing.
    await setStatus(w.t.deps, boss.u.email, 'non_active');
    const inactive = await record(boss, body);
    await setStatus(w.t.deps, boss.u.email, 'active');
    expect(inactive.status).toBe(403);
  });

  it('is paid from the deposit: one ledger transfer downline → master, exact balances, over-pay refused', async () => {
    const boss = await master(10_000);
    const d = await downlineOf(boss, 50_000);
    const { ref, price } = await bought(d);
    const debt = await recordOn(boss, ref, price, 1_000);
    const owed = price - 1_000;
    const start = { boss: await boss.balances(), d: await d.balances() };

    const over = await pay(d, debt.id, owed + 1);
    expect(over.status).toBe(422);
    expect(fieldCode(over, 'amount')).toBe('debt_overpay');
    const badPin = await pay(d, debt.id, 1_000, '000000');
    expect(badPin.status).toBe(422);
    expect(await d.balances()).toEqual(start.d);

    const part = await pay(d, debt.id, 3_000);
    expect(part.status).toBe(201);
    expect(part.body.data).toMatchObject({
      amount: 3_000,
      deposit_after: start.d.deposit - 3_000,
      debt: { collected: 3_000, current_debt: owed - 3_000, deposit_status: 'half_approved' },
    });
    expect((await d.balances()).deposit).toBe(start.d.deposit - 3_000);
    expect((await boss.balances()).deposit).toBe(start.boss.deposit + 3_000);
    const [moved] = await w.t.database.query<{ kind: string; key: string; amount: number }>(
      'SELECT kind, key, amount::int FROM ledger_transfers WHERE reference = $1',
      [part.body.data.code],
    );
    expect(moved).toEqual({ kind: 'debt_repayment', key: `debt-pay:${part.body.data.code}`, amount: 3_000 });
    // Each side's deposit history names the movement.
    const rowOf = async (m: typeof d) =>
      (
        (await m.b.get('/api/v1/deposit/history')).body.data as {
          kind: string;
          amount: number;
          reference: string;
        }[]
      )
        .filter((r) => r.reference === part.body.data.code)
        .map((r) => [r.kind, r.amount]);
    expect(await rowOf(d)).toEqual([['debt_paid', 3_000]]);
    expect(await rowOf(boss)).toEqual([['debt_received', 3_000]]);

    const rest = await pay(d, debt.id, owed - 3_000);
    expect(rest.status).toBe(201);
    expect(rest.body.data.debt).toMatchObject({
      collected: owed,
      current_debt: 0,
      deposit_status: 'approved',
      due_group: 'other',
      settled_at: expect.any(String),
    });
    expect(
      rest.body.data.debt.payments.map((p: { kind: string; amount: number }) => [p.kind, p.amount]),
    ).toEqual([
      ['deposit', 3_000],
      ['deposit', owed - 3_000],
    ]);
    expect((await boss.balances()).deposit).toBe(start.boss.deposit + owed);
    const settledPay = await pay(d, debt.id, 1);
    expect(settledPay.status).toBe(422);
    expect(fieldCode(settledPay, 'amount')).toBe('debt_settled');
    // Both sides were told of each payment.
    const told = await w.t.database.query<{ user_id: number; title_key: string }>(
      `SELECT user_id::int, title_key FROM notifications WHERE title_key IN ('debt_paid_title', 'debt_payment_received_title')
        AND user_id = ANY($1) ORDER BY id`,
      [[boss.id, d.id]],
    );
    expect(told.filter((n) => n.user_id === d.id && n.title_key === 'debt_paid_title')).toHaveLength(2);
    expect(
      told.filter((n) => n.user_id === boss.id && n.title_key === 'debt_payment_received_title'),
    ).toHaveLength(2);
    // Settled debts leave the open list and stay in the history.
    expect((await boss.b.get('/api/v1/agent-center/list-bill-debt')).body.meta.total).toBe(0);
    const history = (await boss.b.get('/api/v1/agent-center/debt-history/prabayar')).body;
    expect(history.data.map((x: { id: number }) => x.id)).toEqual([debt.id]);
    expect((await d.b.get('/api/v1/account/debt-history/prabayar')).body.data[0].deposit_status).toBe(
      'approved',
    );
  });

  it('refuses a payment the deposit cannot cover, moving nothing', async () => {
    const boss = await master();
    const d = await downlineOf(boss, 15_000);
    const { ref, price } = await bought(d);
    const debt = await recordOn(boss, ref, price);
    const left = (await d.balances()).deposit;
    expect(left).toBeLessThan(price);
    const poor = await pay(d, debt.id, price);
    expect(poor.status).toBe(422);
    expect(fieldCode(poor, 'amount')).toBe('insufficient_balance');
    expect((await d.balances()).deposit).toBe(left);
    expect((await boss.balances()).deposit).toBe(0);
    expect((await d.b.get(`/api/v1/debt/${debt.id}`)).body.data).toMatchObject({
      collected: 0,
      payments: [],
    });
  });

  it('lets only one of two simultaneous full payments through (collected never above the debt)', async () => {
    const boss = await master();
    const d = await downlineOf(boss, 100_000);
    const { ref, price } = await bought(d);
    const debt = await recordOn(boss, ref, price);
    const start = (await d.balances()).deposit;
    const both = await Promise.all([pay(d, debt.id, price), pay(d, debt.id, price)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(fieldCode(both.find((r) => r.status === 422)!, 'amount')).toBe('debt_settled');
    expect((await d.balances()).deposit).toBe(start - price);
    expect((await boss.balances()).deposit).toBe(price);
    const [row] = await w.t.database.query<{ collected: number; n: number }>(
      `SELECT collected::int, (SELECT count(*)::int FROM downline_debt_payments WHERE debt_id = $1) AS n
         FROM downline_debts WHERE id = $1`,
      [debt.id],
    );
    expect(row).toEqual({ collected: price, n: 1 });
    // Many at once, of part of the debt each: together never more than the debt.
    const { ref: ref2, price: price2 } = await bought(d);
    const debt2 = await recordOn(boss, ref2, price2);
    const half = Math.ceil(price2 / 2);
    const many = await Promise.all(Array.from({ length: 4 }, () => pay(d, debt2.id, half)));
    expect(many.filter((r) => r.status === 201)).toHaveLength(price2 % 2 === 0 ? 2 : 1);
    const [row2] = await w.t.database.query<{ collected: number }>(
      'SELECT collected::int FROM downline_debts WHERE id = $1',
      [debt2.id],
    );
    expect(row2!.collected).toBeLessThanOrEqual(price2);
    expect((await boss.balances()).deposit).toBe(price + row2!.collected);
  });

  it('declares cash, then the master collects it: deposited → half approved → approved, no money moves', async () => {
    const boss = await master();
    const d = await downlineOf(boss, 50_000);
    const { ref, price } = await bought(d);
    const debt = await recordOn(boss, ref, price);
    const balances = { boss: await boss.balances(), d: await d.balances() };

    const tooMuch = await d.b.post(`/api/v1/debt/${debt.id}/declare`, { amount: price + 1 });
    expect(tooMuch.status).toBe(422);
    expect(fieldCode(tooMuch, 'amount')).toBe('debt_overpay');
    const declared = await d.b.post(`/api/v1/debt/${debt.id}/declare`, {
      amount: 4_000,
      note: 'Titip ke kasir',
    });
    expect(declared.status).toBe(200);
    expect(declared.body.data).toMatchObject({
      deposit_status: 'deposited',
      declared_amount: 4_000,
      declared_note: 'Titip ke kasir',
      collected: 0,
    });
    const listed = (await boss.b.get('/api/v1/agent-center/list-bill-debt?deposit_status=deposited')).body;
    expect(listed.data.map((x: { id: number }) => x.id)).toEqual([debt.id]);
    expect(
      (await boss.b.get('/api/v1/agent-center/list-bill-debt?deposit_status=not_deposited')).body.meta.total,
    ).toBe(0);

    const over = await boss.b.post(`/api/v1/agent-center/debt/${debt.id}/collect`, { amount: price + 1 });
    expect(over.status).toBe(422);
    expect(fieldCode(over, 'amount')).toBe('debt_overpay');
    const byDownline = await d.b.post(`/api/v1/agent-center/debt/${debt.id}/collect`, { amount: 1_000 });
    expect(byDownline.status).toBe(403);

    const got = await boss.b.post(`/api/v1/agent-center/debt/${debt.id}/collect`, { amount: 4_000 });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({
      collected: 4_000,
      current_debt: price - 4_000,
      deposit_status: 'half_approved',
      declared_amount: null,
      payments: [{ kind: 'cash', amount: 4_000, collected_after: 4_000 }],
    });
    const all = await boss.b.post(`/api/v1/agent-center/debt/${debt.id}/collect`, { amount: price - 4_000 });
    expect(all.body.data).toMatchObject({ current_debt: 0, deposit_status: 'approved', due_group: 'other' });
    expect(await boss.balances()).toEqual(balances.boss);
    expect(await d.balances()).toEqual(balances.d);
    const again = await boss.b.post(`/api/v1/agent-center/debt/${debt.id}/collect`, { amount: 1 });
    expect(fieldCode(again, 'amount')).toBe('debt_settled');
  });

  it('records a debt on a deposit transfer to a downline, listed under list-deposit-debt with due-group counts', async () => {
    const boss = await master(200_000);
    await setPermission(w.t.deps, boss.u.hp, 'deposit_transfer', true);
    const d = await downlineOf(boss, 0);
    const stranger = await buyer(w.t, 0);
    const sent = await boss.b.post('/api/v1/deposit/transfer', {
      phone: d.u.hp,
      amount: 50_000,
      password: boss.u.password,
      note: 'Saldo ngutang',
    });
    expect(sent.status).toBe(201);
    const code = sent.body.data.code as string;
    const toStranger = await boss.b.post('/api/v1/deposit/transfer', {
      phone: stranger.u.hp,
      amount: 1_000,
      password: boss.u.password,
    });
    expect(toStranger.status).toBe(201);

    const offered = (await boss.b.get('/api/v1/agent-center/debt/transfers')).body;
    expect(offered.data.map((x: { ref_id: string }) => x.ref_id)).toEqual([code]);
    expect(offered.data[0]).toMatchObject({
      amount: 50_000,
      downline: { id: d.id },
      destination: 'Saldo ngutang',
    });
    const strangerDebt = await record(boss, {
      source: 'transfer_deposit',
      ref_id: toStranger.body.data.code,
      dp_value: 0,
      debt_value: 1_000,
      due_date: today(),
    });
    expect(strangerDebt.status).toBe(404);

    const res = await record(boss, {
      source: 'transfer_deposit',
      ref_id: code,
      dp_value: 10_000,
      debt_value: 40_000,
      due_date: today(),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      source: 'transfer_deposit',
      due_group: 'today',
      product_name: null,
    });
    const list = (await boss.b.get('/api/v1/agent-center/list-deposit-debt')).body;
    expect(list.meta).toMatchObject({
      total: 1,
      sum: 40_000,
      counts: { today: 1, tomorrow: 0, not_due: 0, overdue: 0, other: 0 },
    });
    expect((await boss.b.get('/api/v1/agent-center/list-deposit-debt?due_group=overdue')).body).toMatchObject(
      {
        data: [],
        meta: { total: 0, counts: { today: 1 } },
      },
    );
    expect((await boss.b.get('/api/v1/agent-center/list-bill-debt')).body.meta.total).toBe(0);
    expect((await boss.b.get('/api/v1/agent-center/debt-history/transfer-deposit')).body.meta.total).toBe(1);
    expect((await d.b.get('/api/v1/account/debt-history/transfer-deposit')).body.meta.total).toBe(1);
    expect((await d.b.get('/api/v1/account/debt-history/prabayar')).body.meta.total).toBe(0);
    // The downline pays it with the deposit the transfer brought.
    const paid = await pay(d, res.body.data.id, 40_000);
    expect(paid.status).toBe(201);
    expect(await d.balances()).toMatchObject({ deposit: 10_000 });
  });

  it('computes due groups and deposit statuses', () => {
    const t = '2026-05-10';
    const base = { collected: 0, debtValue: 10_000 };
    expect(debtDueGroup({ ...base, dueDate: t }, t)).toBe('today');
    expect(debtDueGroup({ ...base, dueDate: '2026-05-11' }, t)).toBe('tomorrow');
    expect(debtDueGroup({ ...base, dueDate: '2026-05-20' }, t)).toBe('not_due');
    expect(debtDueGroup({ ...base, dueDate: '2026-05-09' }, t)).toBe('overdue');
    expect(debtDueGroup({ collected: 10_000, debtValue: 10_000, dueDate: '2026-05-09' }, t)).toBe('other');
    expect(debtDepositStatus({ ...base, declaredAmount: null })).toBe('not_deposited');
    expect(debtDepositStatus({ ...base, declaredAmount: 5_000 })).toBe('deposited');
    expect(debtDepositStatus({ collected: 1, debtValue: 10_000, declaredAmount: null })).toBe(
      'half_approved',
    );
    expect(debtDepositStatus({ collected: 10_000, debtValue: 10_000, declaredAmount: null })).toBe(
      'approved',
    );
  });
});
