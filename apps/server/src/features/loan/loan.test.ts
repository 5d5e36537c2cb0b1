import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDay } from '../../lib/time.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { cliLoanRequest, describeLoans } from './loan.admin.js';
import {
  addDays,
  approveLoan,
  closeLoan,
  extendLoan,
  flagOverdueLoans,
  requestLoan,
} from './loan.service.js';

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld({ pendingNumbers: ['081311110009'], pendingDelayMs: 1500 });
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

const today = () => jakartaDay();
type Buyer = Awaited<ReturnType<typeof buyer>>;
const buyWithLoan = (m: Buyer, body: Record<string, unknown>) =>
  m.b.post('/api/v1/prabayar/transaction', { pin: '112233', payment_method: 'loan', ...body });
const debt = async (m: Buyer) => (await m.b.get('/api/v1/agent-debt')).body.data;
const accountDebt = async (m: Buyer) => (await m.b.get('/api/v1/account')).body.data.agent_debt;
const pay = (m: Buyer, amount: number, pin = '112233') => m.b.post('/api/v1/agent-debt/pay', { amount, pin });
const grant = (m: Buyer, limit: number, dueDate = addDays(today(), 7)) =>
  approveLoan(w.t.deps, m.id, { limit, dueDate, by: 'test' });

describe('agent loan (pinjaman)', () => {
  it('has no loan until an administrator approves one; then the limit is the remaining balance', async () => {
    const m = await buyer(w.t, 0);
    expect((await m.b.get('/api/v1/agent-debt')).body).toEqual({ data: null });
    expect(await accountDebt(m)).toEqual({
      deposit: 0,
      is_due_today: false,
      not_paid_off: false,
      usage: 0,
      due_date: null,
    });

    const due = addDays(today(), 7);
    await requestLoan(w.t.deps, m.id, 100_000, due, 'test');
    expect(await debt(m)).toMatchObject({ status: 'pending', limit: 100_000, usage: 0, remaining_limit: 0 });
    expect((await accountDebt(m)).deposit).toBe(0);

    await approveLoan(w.t.deps, m.id, { by: 'test' });
    expect(await accountDebt(m)).toEqual({
      deposit: 100_000,
      is_due_today: false,
      not_paid_off: false,
      usage: 0,
      due_date: due,
    });
    expect(await debt(m)).toMatchObject({
      status: 'active',
      limit: 100_000,
      usage: 0,
      remaining_limit: 100_000,
      due_date: due,
      old_due_date: null,
      is_due_today: false,
      not_paid_off: false,
      due_group: 'not_due',
    });
    expect(await m.balances()).toEqual({ deposit: 0, cashback: 0, loan: 100_000 });
    // One open loan per user.
    await expect(requestLoan(w.t.deps, m.id, 50_000, due, 'test')).rejects.toThrow(/pending or active/);
  });

  it('pays a purchase from the loan: usage rises, the remaining limit falls, the deposit is untouched', async () => {
    const m = await buyer(w.t, 20_000);
    await grant(m, 100_000);
    const res = await buyWithLoan(m, { product_code: 'tsel10', destination: '081234567001' });
    expect(res.status).toBe(201);
    const price = res.body.data.buying_price as number;
    expect((await settled(m.b, res.body.data.ref_id)).status).toBe('success');
    expect(await debt(m)).toMatchObject({
      usage: price,
      remaining_limit: 100_000 - price,
      payable: price,
      unpaid_amount: price,
      not_paid_off: true,
    });
    expect(await accountDebt(m)).toMatchObject({
      deposit: 100_000 - price,
      usage: price,
      not_paid_off: true,
    });
    expect((await m.balances()).deposit).toBe(20_000);
  });

  it('refuses a purchase above the remaining limit with 422 Insufficient loan balance', async () => {
    const m = await buyer(w.t, 50_000);
    await grant(m, 5_000);
    const res = await buyWithLoan(m, { product_code: 'tsel10', destination: '081234567002' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Insufficient loan balance');
    expect(await debt(m)).toMatchObject({ usage: 0, remaining_limit: 5_000 });
    expect(await m.balances()).toMatchObject({ deposit: 50_000, loan: 5_000 });
  });

  it('restores the limit when a loan-paid purchase fails (the hold returns to the loan account)', async () => {
    const m = await buyer(w.t, 0);
    await grant(m, 50_000);
    const res = await buyWithLoan(m, { product_code: 'xl10', destination: '087800001232' });
    expect(res.status).toBe(201);
    expect((await settled(m.b, res.body.data.ref_id)).status).toBe('failed');
    expect(await debt(m)).toMatchObject({ usage: 0, remaining_limit: 50_000, not_paid_off: false });
    expect(await m.balances()).toEqual({ deposit: 0, cashback: 0, loan: 50_000 });
  });

  it('repays from the deposit: usage falls, never below zero, with the PIN and a deposit that covers it', async () => {
    const m = await buyer(w.t, 30_000);
    await grant(m, 100_000);
    const res = await buyWithLoan(m, { product_code: 'tsel20', destination: '081234567003' });
    const price = res.body.data.buying_price as number;
    expect((await settled(m.b, res.body.data.ref_id)).status).toBe('success');

    const wrongPin = await pay(m, 1_000, '999999');
    expect(wrongPin.status).toBe(422);
    expect(wrongPin.body.message).toMatch(/^Incorrect PIN Code\. 4 tries left/);
    expect(Object.keys(wrongPin.body.errors)).toEqual(['pin']);
    expect(wrongPin.body.errors.pin).toHaveLength(1);
    const over = await pay(m, price + 1);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('The amount is more than the loan usage to pay');
    expect(over.body.errors).toEqual({
      amount: [
        { code: 'loan_overpay', message: 'Jumlahnya melebihi pemakaian pinjaman yang harus dibayar.' },
      ],
    });

    const part = await pay(m, 5_000);
    expect(part.status).toBe(201);
    expect(part.body.data).toMatchObject({
      code: expect.stringMatching(/^LNP\d+$/),
      amount: 5_000,
      usage_after: price - 5_000,
      deposit_after: 25_000,
      loan: { usage: price - 5_000, remaining_limit: 100_000 - price + 5_000, collected_amount: 5_000 },
    });
    const rest = await pay(m, price - 5_000);
    expect(rest.status).toBe(201);
    expect(rest.body.data.usage_after).toBe(0);
    expect(await accountDebt(m)).toMatchObject({ deposit: 100_000, usage: 0, not_paid_off: false });
    expect(await m.balances()).toEqual({ deposit: 30_000 - price, cashback: 0, loan: 100_000 });
    const nothing = await pay(m, 1_000);
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toBe('Your agent loan has nothing to pay');
    expect(nothing.body.errors).toEqual({
      amount: [
        { code: 'loan_nothing_to_pay', message: 'Tidak ada tagihan pinjaman agen yang perlu dibayar.' },
      ],
    });
    const notes = await w.t.database.query<{ title: string }>(
      `SELECT title FROM notifications WHERE user_id = $1 AND data->>'kind' = 'loan_repayment'`,
      [m.id],
    );
    expect(notes).toHaveLength(2);
  });

  it('repays only settled usage: a purchase still in process may be refunded to the loan account', async () => {
    const m = await buyer(w.t, 50_000);
    await grant(m, 50_000);
    const res = await buyWithLoan(m, { product_code: 'tsel10', destination: '081311110009' });
    expect(res.body.data.status).toBe('processing');
    const price = res.body.data.buying_price as number;
    expect(await debt(m)).toMatchObject({ usage: price, payable: 0 });
    const early = await pay(m, price);
    expect(early.status).toBe(422);
    expect(early.body.message).toMatch(/in process/);
    expect(early.body.errors.amount[0].code).toBe('loan_overpay_pending');
    expect((await settled(m.b, res.body.data.ref_id)).status).toBe('success');
    expect(await debt(m)).toMatchObject({ usage: price, payable: price });
  });

  it('lets concurrent repayments together cover the usage once, never more', async () => {
    const m = await buyer(w.t, 100_000);
    await grant(m, 50_000);
    const res = await buyWithLoan(m, { product_code: 'tsel10', destination: '081234567010' });
    const price = res.body.data.buying_price as number;
    expect((await settled(m.b, res.body.data.ref_id)).status).toBe('success');
    const all = await Promise.all(Array.from({ length: 6 }, () => pay(m, price)));
    expect(all.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expect(await m.balances()).toEqual({ deposit: 100_000 - price, cashback: 0, loan: 50_000 });
  });

  it('refuses a repayment the deposit cannot cover, moving nothing', async () => {
    const m = await buyer(w.t, 3_000);
    await grant(m, 50_000);
    const res = await buyWithLoan(m, { product_code: 'tsel10', destination: '081234567004' });
    expect((await settled(m.b, res.body.data.ref_id)).status).toBe('success');
    const poor = await pay(m, 5_000);
    expect(poor.status).toBe(422);
    expect(poor.body).toMatchObject({
      code: 'insufficient_balance',
      message: 'Insufficient deposit balance',
    });
    expect((await m.balances()).deposit).toBe(3_000);
    const none = await buyer(w.t, 10_000);
    const noLoan = await pay(none, 1_000);
    expect(noLoan.status).toBe(404);
    expect(noLoan.body).toEqual({ code: 'loan_none_active', message: 'You have no active agent loan' });
  });

  it('is due today: is_due_today true, due group today, shown in the account until paid off', async () => {
    const m = await buyer(w.t, 0);
    await grant(m, 40_000, today());
    expect(await debt(m)).toMatchObject({ is_due_today: true, due_group: 'today', not_paid_off: false });
    const res = await buyWithLoan(m, { product_code: 'tsel10', destination: '081234567005' });
    expect((await settled(m.b, res.body.data.ref_id)).status).toBe('success');
    expect(await accountDebt(m)).toMatchObject({ is_due_today: true, not_paid_off: true, due_date: today() });
  });

  it('extends the due date keeping the old one; the daily job flags an overdue loan once', async () => {
    const m = await buyer(w.t, 0);
    const first = addDays(today(), 1);
    const loan = await grant(m, 40_000, first);
    expect((await debt(m)).due_group).toBe('tomorrow');
    const later = addDays(today(), 10);
    await extendLoan(w.t.deps, m.id, later);
    expect(await debt(m)).toMatchObject({ due_date: later, old_due_date: first, due_group: 'not_due' });
    await expect(extendLoan(w.t.deps, m.id, first)).rejects.toThrow(/must be after/);

    const res = await buyWithLoan(m, { product_code: 'tsel10', destination: '081234567006' });
    expect((await settled(m.b, res.body.data.ref_id)).status).toBe('success');
    await w.t.database.query('UPDATE agent_loans SET due_date = $1 WHERE id = $2', [
      addDays(today(), -2),
      loan.id,
    ]);
    expect(await debt(m)).toMatchObject({ status: 'active', due_group: 'overdue', is_due_today: false });
    expect(await flagOverdueLoans(w.t.deps)).toBeGreaterThanOrEqual(1);
    expect(await flagOverdueLoans(w.t.deps)).toBe(0);
    const notes = await w.t.database.query<{ title: string }>(
      `SELECT title FROM notifications WHERE user_id = $1 AND data->>'kind' = 'loan_overdue'`,
      [m.id],
    );
    expect(notes).toHaveLength(1);
    expect(await describeLoans(w.t.deps, 'active', 'overdue')).toContain(m.u.hp);
    expect(await m.balances()).toMatchObject({ loan: 40_000 - res.body.data.buying_price });
  });

  it('closes only at zero usage: the limit goes back to the pool and the loan is inactive', async () => {
    const m = await buyer(w.t, 50_000);
    await grant(m, 60_000);
    const res = await buyWithLoan(m, { product_code: 'tsel10', destination: '081234567007' });
    const price = res.body.data.buying_price as number;
    expect((await settled(m.b, res.body.data.ref_id)).status).toBe('success');
    await expect(closeLoan(w.t.deps, m.id, 'test')).rejects.toThrow(/still in use/);
    expect((await pay(m, price)).status).toBe(201);
    const closed = await closeLoan(w.t.deps, m.id, 'test');
    expect(closed.status).toBe('inactive');
    expect(await m.balances()).toMatchObject({ loan: 0, deposit: 50_000 - price });
    expect(await debt(m)).toMatchObject({
      status: 'inactive',
      usage: 0,
      remaining_limit: 0,
      due_group: 'other',
    });
    expect(await accountDebt(m)).toEqual({
      deposit: 0,
      is_due_today: false,
      not_paid_off: false,
      usage: 0,
      due_date: null,
    });
    const refused = await buyWithLoan(m, { product_code: 'tsel10', destination: '081234567008' });
    expect(refused.body.message).toBe('Insufficient loan balance');
    // A new loan may follow a closed one.
    await grant(m, 10_000);
    expect(await debt(m)).toMatchObject({ status: 'active', limit: 10_000, usage: 0 });
  });

  it('lists, approves and rejects requests through the approvals registry', async () => {
    const a = await buyer(w.t, 0);
    const b = await buyer(w.t, 0);
    await cliLoanRequest(w.t.deps, a.u.hp, '25000', addDays(today(), 3));
    await cliLoanRequest(w.t.deps, b.u.hp, '25000', addDays(today(), 3));
    const kind = w.t.deps.approvals.get('loan')!;
    const pending = await kind.list(w.t.deps);
    const idOf = async (userId: number) =>
      String(
        (
          await w.t.database.query<{ id: number }>('SELECT id FROM agent_loans WHERE user_id = $1', [userId])
        )[0]!.id,
      );
    expect(pending.map((p) => p.id)).toEqual(expect.arrayContaining([await idOf(a.id), await idOf(b.id)]));
    expect(await kind.approve(w.t.deps, await idOf(a.id))).toMatch(/active/);
    expect(await kind.reject(w.t.deps, await idOf(b.id), 'omzet belum cukup')).toMatch(/rejected/);
    expect(await debt(a)).toMatchObject({ status: 'active', remaining_limit: 25_000 });
    expect(await debt(b)).toMatchObject({
      status: 'rejected',
      rejected_reason: 'omzet belum cukup',
      usage: 0,
    });
    await expect(kind.approve(w.t.deps, await idOf(b.id))).rejects.toThrow(/No pending loan/);
  });
});
