import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDay } from '../../lib/time.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { setSiteSetting } from '../site/index.js';
import { addDays, approveLoan, depositStatus, extendLoan } from './loan.service.js';

// The user's side of agent loans (issue 14 §3): their own request and its cancellation, the
// repayment history, the deposit status, and a master's list of their downlines' loans.

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld();
  await setSiteSetting(w.t.database.db, 'agent_debt_enabled', 'true');
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

const today = () => jakartaDay();
type Buyer = Awaited<ReturnType<typeof buyer>>;
const setCategory = (id: number, category: number) =>
  w.t.database.query('UPDATE users SET category = $2 WHERE id = $1', [id, category]);
const agent = async (deposit = 0, category = 2, overrides: Record<string, string> = {}) => {
  const m = await buyer(w.t, deposit, overrides);
  await setCategory(m.id, category);
  return m;
};
const master = async () => {
  const m = await agent(0, 3);
  const code = (await m.b.get('/api/v1/account')).body.data.referal_code as string;
  return { ...m, code };
};
const ask = (m: Buyer, body: Record<string, unknown>) => m.b.post('/api/v1/agent-debt/request', body);
const cancel = (m: Buyer) => m.b.post('/api/v1/agent-debt/request/cancel', {});
const debt = async (m: Buyer) => (await m.b.get('/api/v1/agent-debt')).body.data;
const loanRows = (userId: number) =>
  w.t.database.query<{ id: number; status: string }>(
    'SELECT id, status FROM agent_loans WHERE user_id = $1 ORDER BY id',
    [userId],
  );
const pay = (m: Buyer, amount: number) => m.b.post('/api/v1/agent-debt/pay', { amount, pin: '112233' });
const buyWithLoan = (m: Buyer, destination: string) =>
  m.b.post('/api/v1/prabayar/transaction', {
    pin: '112233',
    payment_method: 'loan',
    product_code: 'tsel10',
    destination,
  });

describe('agent loan request by the user', () => {
  it('refuses while the site flag is off, and for members (category 1)', async () => {
    const a = await agent();
    await setSiteSetting(w.t.database.db, 'agent_debt_enabled', 'false');
    try {
      const off = await ask(a, { limit: 100_000, due_date: addDays(today(), 7) });
      expect(off.status).toBe(403);
      expect(off.body.code).toBe('loan_disabled');
    } finally {
      await setSiteSetting(w.t.database.db, 'agent_debt_enabled', 'true');
    }
    const member = await buyer(w.t, 0);
    const res = await ask(member, { limit: 100_000, due_date: addDays(today(), 7) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('loan_agents_only');
    expect(await loanRows(a.id)).toEqual([]);
    expect(await loanRows(member.id)).toEqual([]);
  });

  it('answers bad input with 422 field errors and records nothing', async () => {
    const a = await agent();
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 49_000, due_date: addDays(today(), 7) }, 'limit'],
      [{ limit: 50_500, due_date: addDays(today(), 7) }, 'limit'],
      [{ limit: 50_001_000, due_date: addDays(today(), 7) }, 'limit'],
      [{ due_date: addDays(today(), 7) }, 'limit'],
      [{ limit: 100_000, due_date: today() }, 'due_date'],
      [{ limit: 100_000, due_date: addDays(today(), 91) }, 'due_date'],
      [{ limit: 100_000, due_date: '2030-02-30' }, 'due_date'],
      [{ limit: 100_000, due_date: 'besok' }, 'due_date'],
      [{ limit: 100_000, due_date: addDays(today(), 7), note: 'x'.repeat(301) }, 'note'],
    ];
    for (const [body, field] of cases) {
      const res = await ask(a, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
    }
    const range = await ask(a, { limit: 100_000, due_date: addDays(today(), 91) });
    expect(range.body.errors.due_date[0].code).toBe('loan_request_due_range');
    expect(await loanRows(a.id)).toEqual([]);
    // The edges are allowed.
    const ok = await ask(a, { limit: 50_000_000, due_date: addDays(today(), 90) });
    expect(ok.status).toBe(201);
  });

  it('creates a pending request with the note; one open loan at a time; the admin sees and approves it', async () => {
    const a = await agent(0, 2, { name: 'Agen Pengaju' });
    const due = addDays(today(), 14);
    const res = await ask(a, { limit: 300_000, due_date: due, note: '  untuk stok pulsa lebaran ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      limit: 300_000,
      due_date: due,
      note: 'untuk stok pulsa lebaran',
      usage: 0,
      remaining_limit: 0,
      deposit_status: null,
      cancelled_at: null,
    });
    const again = await ask(a, { limit: 100_000, due_date: due });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('loan_request_exists');

    const kind = w.t.deps.approvals.get('loan')!;
    const listed = (await kind.list(w.t.deps)).find((p) => p.id === String(res.body.data.id));
    expect(listed?.summary).toContain('Agen Pengaju');
    expect(listed?.summary).toContain(a.u.hp);
    expect(listed?.summary).toContain('untuk stok pulsa lebaran');

    expect(await kind.approve(w.t.deps, String(res.body.data.id))).toMatch(/active/);
    expect(await debt(a)).toMatchObject({ status: 'active', limit: 300_000, remaining_limit: 300_000 });
    expect(await a.balances()).toMatchObject({ loan: 300_000 });
    const notes = await w.t.database.query<{ title: string }>(
      `SELECT title FROM notifications WHERE user_id = $1 AND data->>'kind' = 'loan_approved'`,
      [a.id],
    );
    expect(notes).toHaveLength(1);
    // An active loan is open too.
    expect((await ask(a, { limit: 100_000, due_date: due })).status).toBe(409);
  });

  it('lets the user cancel their pending request: rejected, cancelled_at set, no money moved', async () => {
    const a = await agent();
    expect((await cancel(a)).status).toBe(404);
    await ask(a, { limit: 100_000, due_date: addDays(today(), 5) });
    const res = await cancel(a);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', rejected_reason: 'cancelled by user' });
    expect(res.body.data.cancelled_at).toEqual(expect.any(String));
    expect((await cancel(a)).status).toBe(404);
    expect(await a.balances()).toEqual({ deposit: 0, cashback: 0, loan: 0 });
    // A new request may follow; the admin can no longer approve the cancelled one.
    const next = await ask(a, { limit: 200_000, due_date: addDays(today(), 5) });
    expect(next.status).toBe(201);
    expect((await loanRows(a.id)).map((r) => r.status)).toEqual(['rejected', 'pending']);
    const kind = w.t.deps.approvals.get('loan')!;
    await expect(kind.approve(w.t.deps, String(res.body.data.id))).rejects.toThrow(/No pending loan/);
  });

  it('settles a cancel racing an approval one way only: rejected with nothing moved, or active with the limit', async () => {
    for (let i = 0; i < 3; i++) {
      const a = await agent();
      await ask(a, { limit: 100_000, due_date: addDays(today(), 5) });
      const [c] = await Promise.allSettled([cancel(a), approveLoan(w.t.deps, a.id, { by: 'test' })]);
      const loan = await debt(a);
      const balances = await a.balances();
      if (loan.status === 'active') {
        expect(c.status === 'fulfilled' && c.value.status).toBe(404);
        expect(balances.loan).toBe(100_000);
      } else {
        expect(loan.status).toBe('rejected');
        expect(loan.cancelled_at).not.toBeNull();
        expect(balances.loan).toBe(0);
      }
    }
  });

  it('accepts only one of two concurrent requests', async () => {
    const a = await agent();
    const res = await Promise.all([
      ask(a, { limit: 100_000, due_date: addDays(today(), 5) }),
      ask(a, { limit: 150_000, due_date: addDays(today(), 6) }),
    ]);
    expect(res.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await loanRows(a.id)).toHaveLength(1);
  });
});

describe('repayment history and deposit status', () => {
  it('derives the deposit status from usage and the repayments of the current due period', () => {
    const active = { status: 'active' as const };
    expect(depositStatus(active, 0, 0)).toBeNull();
    expect(depositStatus(active, 5_000, 0)).toBe('not_deposited');
    expect(depositStatus(active, 5_000, 1_000)).toBe('half_approved');
    expect(depositStatus(active, 0, 1_000)).toBe('approved');
    expect(depositStatus({ status: 'inactive' }, 0, 1_000)).toBeNull();
    expect(depositStatus({ status: 'pending' }, 0, 0)).toBeNull();
  });

  it('lists own repayments newest first, paged; the status goes not deposited → half → approved', async () => {
    const a = await agent(100_000);
    const other = await agent(100_000);
    await approveLoan(w.t.deps, a.id, { limit: 200_000, dueDate: addDays(today(), 7), by: 'test' });
    await approveLoan(w.t.deps, other.id, { limit: 200_000, dueDate: addDays(today(), 7), by: 'test' });
    expect((await debt(a)).deposit_status).toBeNull();
    const bought = await buyWithLoan(a, '081234560901');
    expect(bought.status).toBe(201);
    expect((await settled(a.b, bought.body.data.ref_id)).status).toBe('success');
    const usage = (await debt(a)).usage as number;
    expect(usage).toBeGreaterThan(1_000);
    expect(await debt(a)).toMatchObject({ deposit_status: 'not_deposited', period_repaid: 0 });

    const first = await pay(a, 1_000);
    expect(first.status).toBe(201);
    expect(first.body.data.loan).toMatchObject({ deposit_status: 'half_approved', period_repaid: 1_000 });
    expect(await debt(a)).toMatchObject({ deposit_status: 'half_approved', usage: usage - 1_000 });
    const second = await pay(a, usage - 1_000);
    expect(second.body.data.loan).toMatchObject({
      usage: 0,
      deposit_status: 'approved',
      period_repaid: usage,
    });
    expect(await debt(a)).toMatchObject({ usage: 0, deposit_status: 'approved', collected_amount: usage });

    const page1 = await a.b.get('/api/v1/agent-debt/payments?per_page=1');
    expect(page1.status).toBe(200);
    expect(page1.body.meta).toMatchObject({ current_page: 1, last_page: 2, total: 2 });
    expect(page1.body.data).toEqual([
      {
        code: second.body.data.code,
        amount: usage - 1_000,
        usage_after: 0,
        deposit_after: 100_000 - usage,
        created_at: expect.any(String),
      },
    ]);
    const page2 = await a.b.get('/api/v1/agent-debt/payments?per_page=1&page=2');
    expect(page2.body.data).toEqual([
      expect.objectContaining({ code: first.body.data.code, amount: 1_000, usage_after: usage - 1_000 }),
    ]);
    // Nobody else's repayments.
    expect((await other.b.get('/api/v1/agent-debt/payments')).body).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    expect(await a.balances()).toMatchObject({ deposit: 100_000 - usage, loan: 200_000 });
  });

  it('counts only the current due period: after an extension earlier repayments no longer count', async () => {
    const a = await agent(100_000);
    await approveLoan(w.t.deps, a.id, { limit: 100_000, dueDate: addDays(today(), 3), by: 'test' });
    const bought = await buyWithLoan(a, '081234560902');
    expect((await settled(a.b, bought.body.data.ref_id)).status).toBe('success');
    expect((await pay(a, 1_000)).status).toBe(201);
    expect((await debt(a)).deposit_status).toBe('half_approved');
    // The new period starts the day after the old due date: today's repayment belongs to the old one.
    await extendLoan(w.t.deps, a.id, addDays(today(), 10));
    expect(await debt(a)).toMatchObject({ deposit_status: 'not_deposited', period_repaid: 0 });
  });
});

describe('list-agent-debt (agent center)', () => {
  it("shows a master only their direct downlines' loans, with due-group counts, filters and search", async () => {
    const boss = await master();
    const rival = await master();
    const d1 = await agent(0, 2, { referral_code: boss.code, name: 'Downline Satu' });
    const d2 = await agent(0, 2, { referral_code: boss.code, name: 'Downline Dua' });
    const d3 = await agent(0, 2, { referral_code: boss.code, name: 'Downline Tiga' });
    const foreign = await agent(0, 2, { referral_code: rival.code, name: 'Downline Lain' });
    const stranger = await agent(0, 2);
    await approveLoan(w.t.deps, d1.id, { limit: 100_000, dueDate: today(), by: 'test' });
    await approveLoan(w.t.deps, d2.id, { limit: 200_000, dueDate: addDays(today(), 1), by: 'test' });
    expect((await ask(d3, { limit: 50_000, due_date: addDays(today(), 9) })).status).toBe(201);
    await approveLoan(w.t.deps, foreign.id, { limit: 300_000, dueDate: today(), by: 'test' });
    await approveLoan(w.t.deps, stranger.id, { limit: 300_000, dueDate: today(), by: 'test' });

    const list = async (m: Buyer, q = '') => {
      const res = await m.b.get(`/api/v1/agent-center/list-agent-debt${q}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const all = await list(boss);
    expect(all.data.map((r: { agent_name: string }) => r.agent_name).sort()).toEqual([
      'Downline Dua',
      'Downline Satu',
      'Downline Tiga',
    ]);
    expect(all.meta).toMatchObject({
      total: 3,
      counts: { today: 1, tomorrow: 1, not_due: 0, overdue: 0, other: 1 },
    });
    expect(all.data.find((r: { agent_id: number }) => r.agent_id === d1.id)).toMatchObject({
      agent_phone: d1.u.hp,
      status: 'active',
      limit: 100_000,
      usage: 0,
      remaining_limit: 100_000,
      due_group: 'today',
      collected_amount: 0,
    });
    const today1 = await list(boss, '?due_group=today');
    expect(today1.data.map((r: { agent_id: number }) => r.agent_id)).toEqual([d1.id]);
    expect(today1.meta.total).toBe(1);
    const pending = await list(boss, '?status=pending');
    expect(pending.data.map((r: { agent_id: number }) => r.agent_id)).toEqual([d3.id]);
    expect((await list(boss, '?search=dua')).data.map((r: { agent_id: number }) => r.agent_id)).toEqual([
      d2.id,
    ]);
    expect((await list(boss, '?search=100%25')).data).toEqual([]);
    // The rival sees their own downline only.
    expect((await list(rival)).data.map((r: { agent_id: number }) => r.agent_id)).toEqual([foreign.id]);

    const byAgent = await d1.b.get('/api/v1/agent-center/list-agent-debt');
    expect(byAgent.status).toBe(403);
    expect(byAgent.body.code).toBe('loan_downlines_masters_only');
    const member = await buyer(w.t, 0);
    const byMember = await member.b.get('/api/v1/agent-center/list-agent-debt');
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe('agent_center_agents_only');
    const bad = await boss.b.get('/api/v1/agent-center/list-agent-debt?due_group=soon');
    expect(bad.status).toBe(422);
  });
});
