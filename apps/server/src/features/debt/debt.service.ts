import { randomInt } from 'node:crypto';
import {
  type BillDebtListQuery,
  type CollectDebtRequest,
  DEBT_DUE_MAX_DAYS,
  DEBT_TRANSFER_WINDOW_DAYS,
  type DebtDepositStatus,
  type DebtHistoryKind,
  type DebtHistoryQuery,
  type DebtSource,
  type DebtSourceQuery,
  type DebtSourceView,
  type DeclareDebtRequest,
  type DepositDebtListQuery,
  type DownlineDebt,
  debtSourceOfKind,
  type PayDebtRequest,
  type RecordDebtRequest,
} from '@konter/core/contracts/debt';
import type { LoanDueGroup } from '@konter/core/contracts/loan';
import { formatRupiah } from '@konter/core/money';
import type { Db } from '../../db/client.js';
import type { DownlineDebtPaymentRow, DownlineDebtRow } from '../../db/schema/index.js';
import { openUserAccounts, transfer } from '../../ledger/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import { jakartaDay } from '../../lib/time.js';
import type { User } from '../auth/index.js';
import { assertCanTransact, verifyPin } from '../auth/index.js';
import type { NotificationRow } from '../notifications/index.js';
import {
  type DebtListRow,
  findDebtView,
  findTransactionSource,
  findTransferSource,
  insertDebt,
  insertDebtPayment,
  listDebtHistory,
  listMyDebts,
  listOpenDebts,
  listTransferSources,
  lockDebt,
  paymentsOf,
  type SourceRow,
  updateDebt,
} from './debt.repository.js';

// Downline debts (issue 14 §3 part 2, ADR 0017). A master (category 3, active) records what a direct
// downline owes for a successful transaction or a deposit transfer the master funded on credit;
// recording moves no money. Collection raises `collected` under the debt's row lock:
// - the downline pays from the deposit: ONE ledger transfer downline deposit → master deposit
//   (key debt-pay:<code>, kind debt_repayment) with the payment row, in one transaction;
// - the downline declares cash handed over (declared_amount; deposit status `deposited`);
// - the master confirms cash received: no ledger movement (the cash is outside Konter), the payment
//   row (kind cash), the declaration cleared.
// collected never exceeds debt_value (the check here and the table's CHECK).

type Caller = Pick<User, 'id' | 'category' | 'status' | 'name'>;

export const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A payment reference: DBP (deposit) / DBC (cash) + Jakarta yymmdd + 8 random digits. */
export function debtPaymentCode(kind: 'deposit' | 'cash', now = new Date()): string {
  const prefix = kind === 'deposit' ? 'DBP' : 'DBC';
  return `${prefix}${jakartaDay(now).slice(2).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The agent center is for categories 2 and 3; recording and collecting debts for an active master. */
function assertMaster(user: Caller) {
  if (user.category !== 2 && user.category !== 3) throw new AppError('agent_center_agents_only');
  if (user.category !== 3 || user.status !== 'active') throw new AppError('debt_masters_only');
}

/** Spec §4 due groups from the due date while something is owed; a settled debt is `other`. */
export function debtDueGroup(
  d: Pick<DownlineDebtRow, 'dueDate' | 'collected' | 'debtValue'>,
  today = jakartaDay(),
): LoanDueGroup {
  if (d.collected >= d.debtValue) return 'other';
  if (d.dueDate === today) return 'today';
  if (d.dueDate === addDays(today, 1)) return 'tomorrow';
  if (d.dueDate > today) return 'not_due';
  return 'overdue';
}

/** Spec loan deposit statuses: approved (all collected), deposited (cash declared), half approved, not deposited. */
export function debtDepositStatus(
  d: Pick<DownlineDebtRow, 'collected' | 'debtValue' | 'declaredAmount'>,
): DebtDepositStatus {
  if (d.collected >= d.debtValue) return 'approved';
  if (d.declaredAmount !== null) return 'deposited';
  if (d.collected > 0) return 'half_approved';
  return 'not_deposited';
}

function toView(r: DebtListRow, payments: DownlineDebtPaymentRow[], today = jakartaDay()): DownlineDebt {
  const d = r.debt;
  return {
    id: d.id,
    source: d.source,
    ref_id: d.refId,
    product_name: r.productName,
    destination: r.destination,
    downline: r.downline,
    upline: r.upline,
    amount: d.amount,
    dp_value: d.dpValue,
    debt_value: d.debtValue,
    collected: d.collected,
    current_debt: d.debtValue - d.collected,
    notes: d.notes,
    due_date: d.dueDate,
    due_group: debtDueGroup(d, today),
    deposit_status: debtDepositStatus(d),
    declared_amount: d.declaredAmount,
    declared_note: d.declaredNote,
    declared_at: d.declaredAt?.toISOString() ?? null,
    settled_at: d.settledAt?.toISOString() ?? null,
    source_at: d.sourceAt.toISOString(),
    created_at: d.createdAt.toISOString(),
    payments: payments
      .filter((p) => p.debtId === d.id)
      .map((p) => ({
        code: p.code,
        kind: p.kind,
        amount: p.amount,
        collected_after: p.collectedAfter,
        created_at: p.createdAt.toISOString(),
      })),
  };
}

async function views(db: Db, list: DebtListRow[]): Promise<DownlineDebt[]> {
  const payments = await paymentsOf(
    db,
    list.map((r) => r.debt.id),
  );
  const today = jakartaDay();
  return list.map((r) => toView(r, payments, today));
}

async function viewOf(db: Db, id: number): Promise<DownlineDebt> {
  const row = await findDebtView(db, id);
  if (!row) throw new AppError('debt_not_found');
  const [v] = await views(db, [row]);
  return v!;
}

const sourceView = (source: DebtSource, s: SourceRow): DebtSourceView => ({
  source,
  ref_id: s.refId,
  amount: s.amount,
  downline: s.downline,
  product_name: s.productName,
  destination: s.destination,
  created_at: s.createdAt.toISOString(),
  debt_id: s.debtId,
});

async function findSource(db: Db, masterId: number, source: DebtSource, refId: string) {
  const found =
    source === 'transfer_deposit'
      ? await findTransferSource(db, masterId, refId)
      : await findTransactionSource(db, masterId, source, refId);
  if (!found) throw new AppError('debt_source_not_found');
  return found;
}

/** GET agent-center/debt/source: the transaction or transfer, its downline, and a record already made. */
export async function debtSource(deps: Deps, user: Caller, q: DebtSourceQuery): Promise<DebtSourceView> {
  assertMaster(user);
  return sourceView(q.source, await findSource(deps.database.db, user.id, q.source, q.ref_id));
}

/** GET agent-center/debt/transfers: the master's transfers to direct downlines of the last 30 days. */
export async function debtTransfers(deps: Deps, user: Caller, q: { page: number; per_page: number }) {
  assertMaster(user);
  const since = new Date(Date.now() - DEBT_TRANSFER_WINDOW_DAYS * 86_400_000);
  const { items, total } = await listTransferSources(
    deps.database.db,
    user.id,
    since,
    q.per_page,
    (q.page - 1) * q.per_page,
  );
  return {
    data: items.map((s) => sourceView('transfer_deposit', s)),
    meta: pageMeta(q.page, q.per_page, total),
  };
}

/**
 * POST agent-center/debt: the master records a debt on a downline's successful transaction or on a
 * deposit transfer to a downline. No money moves. The downline is told.
 */
export async function recordDebt(
  deps: Deps,
  user: Caller,
  input: RecordDebtRequest,
  today = jakartaDay(),
): Promise<DownlineDebt> {
  assertMaster(user);
  const db = deps.database.db;
  const src = await findSource(db, user.id, input.source, input.ref_id);
  if (src.status !== 'success') throw fieldError('ref_id', 'debt_source_not_success');
  if (src.debtId !== null) throw fieldError('ref_id', 'debt_already_recorded');
  const errors: NonNullable<AppError['errors']> = {};
  if (input.dp_value + input.debt_value !== src.amount)
    errors.debt_value = [{ code: 'debt_split_mismatch', params: { amount: formatRupiah(src.amount) } }];
  const last = addDays(today, DEBT_DUE_MAX_DAYS);
  if (input.due_date < today || input.due_date > last)
    errors.due_date = [{ code: 'debt_due_range', params: { from: today, to: last } }];
  const first = Object.keys(errors)[0];
  if (first) {
    const p = errors[first]![0]!;
    throw new AppError(p.code as 'debt_split_mismatch' | 'debt_due_range', p.params, { errors });
  }
  let note: NotificationRow | undefined;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const row = await insertDebt(tx, {
        masterId: user.id,
        downlineId: src.downline.id,
        source: input.source,
        sourceId: src.sourceId,
        refId: src.refId,
        sourceAt: src.createdAt,
        amount: src.amount,
        dpValue: input.dp_value,
        debtValue: input.debt_value,
        notes: input.notes?.trim() || null,
        dueDate: input.due_date,
      });
      note = await deps.notifier.record(tx, {
        userId: src.downline.id,
        type: 'deposit',
        status: 0,
        title: 'debt_recorded_title',
        body: 'debt_recorded_body',
        params: {
          amount: formatRupiah(input.debt_value),
          name: user.name,
          ref: src.productName ? `${src.productName} (${src.refId})` : src.refId,
          due: input.due_date,
        },
        data: { debt_id: row.id, kind: 'debt_recorded' },
      });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'downline_debts_source_key'))
      throw fieldError('ref_id', 'debt_already_recorded');
    throw err;
  }
  deps.notifier.publish([note!]);
  return viewOf(db, id);
}

const refText = (r: DebtListRow) => (r.productName ? `${r.productName} (${r.debt.refId})` : r.debt.refId);

/**
 * POST debt/{id}/pay: the downline pays from the deposit to the master's deposit. PIN first; then ONE
 * transaction: the debt's row lock, the checks, the ledger transfer, the payment row, collected,
 * the notifications to both.
 */
export async function payDebt(deps: Deps, user: User, id: number, input: PayDebtRequest) {
  assertCanTransact(user);
  const db = deps.database.db;
  const found = await findDebtView(db, id);
  if (!found || found.debt.downlineId !== user.id) throw new AppError('debt_not_found');
  await verifyPin(deps, db, user, input.pin);
  await openUserAccounts(db, found.debt.masterId);
  for (let attempt = 0; ; attempt++) {
    const code = debtPaymentCode('deposit');
    try {
      const notes: NotificationRow[] = [];
      const out = await db.transaction(async (tx) => {
        const d = await lockDebt(tx, id, { downlineId: user.id });
        if (!d) throw new AppError('debt_not_found');
        const current = d.debtValue - d.collected;
        if (current === 0) throw fieldError('amount', 'debt_settled');
        if (input.amount > current)
          throw fieldError('amount', 'debt_overpay', { amount: formatRupiah(current) });
        const moved = await transfer(tx, {
          key: `debt-pay:${code}`,
          debit: { userId: user.id, kind: 'deposit' },
          credit: { userId: d.masterId, kind: 'deposit' },
          amount: input.amount,
          kind: 'debt_repayment',
          reference: code,
          meta: { debt_id: d.id, ref_id: d.refId },
        });
        const collected = d.collected + input.amount;
        const left = d.debtValue - collected;
        await updateDebt(tx, d.id, {
          collected,
          settledAt: left === 0 ? new Date() : null,
          // A cash declaration larger than what is left now is cut to it (gone when nothing is left).
          ...(d.declaredAmount !== null && d.declaredAmount > left
            ? left === 0
              ? { declaredAmount: null, declaredNote: null, declaredAt: null }
              : { declaredAmount: left }
            : {}),
        });
        await insertDebtPayment(tx, {
          code,
          debtId: d.id,
          kind: 'deposit',
          amount: input.amount,
          collectedAfter: collected,
          ledgerTransferId: moved.transferId,
        });
        const params = {
          amount: formatRupiah(input.amount),
          code,
          left: formatRupiah(left),
          ref: refText(found),
        };
        notes.push(
          await deps.notifier.record(tx, {
            userId: user.id,
            type: 'deposit',
            status: 1,
            title: 'debt_paid_title',
            body: 'debt_paid_body',
            params: { ...params, name: found.upline.name },
            data: { code, debt_id: d.id, kind: 'debt_repayment' },
          }),
          await deps.notifier.record(tx, {
            userId: d.masterId,
            type: 'deposit',
            status: 1,
            title: 'debt_payment_received_title',
            body: 'debt_payment_received_body',
            params: { ...params, name: found.downline.name },
            data: { code, debt_id: d.id, kind: 'debt_repayment' },
          }),
        );
        return {
          masterId: d.masterId,
          depositAfter: moved.debitBalanceAfter,
          masterAfter: moved.creditBalanceAfter,
        };
      });
      deps.notifier.publish(notes);
      deps.bus.publish({
        userId: user.id,
        event: 'deposit.updated',
        payload: { code, deposit: out.depositAfter },
      });
      deps.bus.publish({
        userId: out.masterId,
        event: 'deposit.updated',
        payload: { code, deposit: out.masterAfter },
      });
      return { code, amount: input.amount, deposit_after: out.depositAfter, debt: await viewOf(db, id) };
    } catch (err) {
      if (err instanceof AppError && err.code === 'insufficient_balance')
        throw fieldError('amount', 'insufficient_balance');
      if (attempt < 3 && isUniqueViolation(err, 'downline_debt_payments_code_key')) continue;
      throw err;
    }
  }
}

/** POST debt/{id}/declare: the downline reports cash handed to the master (deposit status `deposited`). */
export async function declareDebt(deps: Deps, user: Caller, id: number, input: DeclareDebtRequest) {
  const db = deps.database.db;
  let note: NotificationRow | undefined;
  await db.transaction(async (tx) => {
    const d = await lockDebt(tx, id, { downlineId: user.id });
    if (!d) throw new AppError('debt_not_found');
    const current = d.debtValue - d.collected;
    if (current === 0) throw fieldError('amount', 'debt_settled');
    if (input.amount > current) throw fieldError('amount', 'debt_overpay', { amount: formatRupiah(current) });
    await updateDebt(tx, d.id, {
      declaredAmount: input.amount,
      declaredNote: input.note?.trim() || null,
      declaredAt: new Date(),
    });
    const view = await findDebtView(tx, d.id);
    note = await deps.notifier.record(tx, {
      userId: d.masterId,
      type: 'deposit',
      status: 0,
      title: 'debt_declared_title',
      body: 'debt_declared_body',
      params: {
        name: view?.downline.name ?? '',
        amount: formatRupiah(input.amount),
        ref: view ? refText(view) : d.refId,
      },
      data: { debt_id: d.id, kind: 'debt_declared' },
    });
  });
  deps.notifier.publish([note!]);
  return viewOf(db, id);
}

/**
 * POST agent-center/debt/{id}/collect: the master confirms cash received. No ledger movement;
 * collected += amount (at most the current debt), the declaration cleared, a cash payment row.
 */
export async function collectDebt(deps: Deps, user: Caller, id: number, input: CollectDebtRequest) {
  assertMaster(user);
  const db = deps.database.db;
  for (let attempt = 0; ; attempt++) {
    const code = debtPaymentCode('cash');
    try {
      let note: NotificationRow | undefined;
      await db.transaction(async (tx) => {
        const d = await lockDebt(tx, id, { masterId: user.id });
        if (!d) throw new AppError('debt_not_found');
        const current = d.debtValue - d.collected;
        if (current === 0) throw fieldError('amount', 'debt_settled');
        if (input.amount > current)
          throw fieldError('amount', 'debt_overpay', { amount: formatRupiah(current) });
        const collected = d.collected + input.amount;
        const left = d.debtValue - collected;
        await updateDebt(tx, d.id, {
          collected,
          settledAt: left === 0 ? new Date() : null,
          declaredAmount: null,
          declaredNote: null,
          declaredAt: null,
        });
        await insertDebtPayment(tx, {
          code,
          debtId: d.id,
          kind: 'cash',
          amount: input.amount,
          collectedAfter: collected,
        });
        const view = await findDebtView(tx, d.id);
        note = await deps.notifier.record(tx, {
          userId: d.downlineId,
          type: 'deposit',
          status: 1,
          title: 'debt_collected_title',
          body: 'debt_collected_body',
          params: {
            name: view?.upline.name ?? '',
            amount: formatRupiah(input.amount),
            left: formatRupiah(left),
            ref: view ? refText(view) : d.refId,
          },
          data: { code, debt_id: d.id, kind: 'debt_collected' },
        });
      });
      deps.notifier.publish([note!]);
      return viewOf(db, id);
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err, 'downline_debt_payments_code_key')) continue;
      throw err;
    }
  }
}

const openList = async (
  deps: Deps,
  user: Caller,
  sources: DebtSource[],
  q: { due_group?: LoanDueGroup; deposit_status?: DebtDepositStatus; page: number; per_page: number },
) => {
  assertMaster(user);
  const db = deps.database.db;
  const r = await listOpenDebts(db, {
    masterId: user.id,
    sources,
    today: jakartaDay(),
    dueGroup: q.due_group,
    depositStatus: q.deposit_status,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return {
    data: await views(db, r.items),
    meta: { ...pageMeta(q.page, q.per_page, r.total), counts: r.counts, sum: r.sum },
  };
};

/** GET agent-center/list-bill-debt: open debts on the downlines' prabayar or pascabayar transactions. */
export const listBillDebts = (deps: Deps, user: Caller, q: BillDebtListQuery) =>
  openList(deps, user, [q.source], q);

/** GET agent-center/list-deposit-debt: open debts on deposit transfers. */
export const listDepositDebts = (deps: Deps, user: Caller, q: DepositDebtListQuery) =>
  openList(deps, user, ['transfer_deposit'], q);

function checkRange(from?: string, to?: string) {
  if (from && to && from > to) throw fieldError('from', 'agent_center_range_order');
}

/** GET agent-center/debt-history/{kind} (side upline) and account/debt-history/{kind} (side downline). */
export async function debtHistory(
  deps: Deps,
  user: Caller,
  side: 'upline' | 'downline',
  kind: DebtHistoryKind,
  q: DebtHistoryQuery,
) {
  if (side === 'upline') assertMaster(user);
  checkRange(q.from, q.to);
  const db = deps.database.db;
  const r = await listDebtHistory(db, {
    party: side === 'upline' ? { masterId: user.id } : { downlineId: user.id },
    source: debtSourceOfKind(kind),
    from: q.from,
    to: q.to,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return { data: await views(db, r.items), meta: pageMeta(q.page, q.per_page, r.total) };
}

/** GET debt: the caller's own debts to the upline, open first. */
export async function myDebts(deps: Deps, user: Caller, q: { page: number; per_page: number }) {
  const db = deps.database.db;
  const r = await listMyDebts(db, user.id, q.per_page, (q.page - 1) * q.per_page);
  return { data: await views(db, r.items), meta: pageMeta(q.page, q.per_page, r.total) };
}

/** GET debt/{id}: one debt with its payments, for its downline or its master. */
export async function getDebt(deps: Deps, user: Caller, id: number): Promise<DownlineDebt> {
  const v = await viewOf(deps.database.db, id);
  if (v.downline.id !== user.id && v.upline.id !== user.id) throw new AppError('debt_not_found');
  return v;
}
