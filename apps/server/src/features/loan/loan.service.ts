import { randomInt } from 'node:crypto';
import {
  type AgentDebtListQuery,
  type AgentDebtPaymentsQuery,
  type AgentDebtPayRequest,
  type AgentDebtRequest,
  type AgentLoanStatus,
  type AgentLoanView,
  type DownlineLoan,
  LOAN_DUE_GROUPS,
  LOAN_NOTE_MAX,
  LOAN_REQUEST_MAX,
  LOAN_REQUEST_MAX_DAYS,
  LOAN_REQUEST_MIN,
  LOAN_REQUEST_MIN_DAYS,
  type LoanDepositStatus,
  type LoanDueGroup,
} from '@konter/core/contracts/loan';
import { formatRupiah } from '@konter/core/money';
import type { Db } from '../../db/client.js';
import type { AgentLoan } from '../../db/schema/index.js';
import { openUserAccounts, transfer } from '../../ledger/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import { consoleEvent } from '../../lib/realtime.js';
import { jakartaDay } from '../../lib/time.js';
import type { User } from '../auth/index.js';
import { assertCanTransact, verifyPin } from '../auth/index.js';
import type { NotificationRow } from '../notifications/index.js';
import {
  addCollected,
  agentDebtEnabledFlag,
  findLatestLoan,
  findLoanByStatus,
  findOpenLoan,
  insertLoan,
  insertLoanPayment,
  listDownlineLoans,
  listLoanRows,
  listUserPayments,
  loanAccountState,
  lockLoanByStatus,
  lockLoanRow,
  overdueCandidates,
  periodRepaid,
  updateLoan,
} from './loan.repository.js';

// Agent loans (pinjaman, spec §3 Agent loan; issue #4 §4). The money lives in the ledger only:
// - approve: loan_pool → the user's `loan` account, `limit` rupiah (key loan:<id>:grant). The loan
//   account's balance is then the remaining limit and usage = limit − balance.
// - purchases paid with 'loan' hold from that account (purchase.service); a failed purchase voids its
//   hold back to the loan account, which restores the limit (a credit line is not a deposit: nothing
//   was paid, so nothing is "refunded" to the deposit).
// - repay: deposit → loan account (key loan-pay:<code>), at most what is spent and settled.
// - close: the unused limit loan account → loan_pool (key loan:<id>:close), only at zero usage.
// Every change of a loan row takes its row lock first, so repayments, extensions and closing of one
// loan run one at a time; purchases do not take it (the guarded debit is their check).

const ACTIVE_OR_PENDING: AgentLoanStatus[] = ['pending', 'active'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A repayment reference: LNP + Jakarta yymmdd + 8 random digits (the unique index settles a clash). */
export function loanPaymentCode(now = new Date()): string {
  return `LNP${jakartaDay(now).slice(2).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Spec §4 due groups. Only an active loan is due; past its date it is overdue while not paid off. */
export function dueGroup(
  loan: Pick<AgentLoan, 'status' | 'dueDate'>,
  usage: number,
  today = jakartaDay(),
): LoanDueGroup {
  if (loan.status !== 'active') return 'other';
  if (loan.dueDate === today) return 'today';
  if (loan.dueDate === addDays(today, 1)) return 'tomorrow';
  if (loan.dueDate > today) return 'not_due';
  return usage > 0 ? 'overdue' : 'other';
}

/** Spec §3 deposit status, from usage and the current due period's repayments (contracts/loan.ts). */
export function depositStatus(
  loan: Pick<AgentLoan, 'status'>,
  usage: number,
  repaidInPeriod: number,
): LoanDepositStatus | null {
  if (loan.status !== 'active') return null;
  if (usage > 0) return repaidInPeriod > 0 ? 'half_approved' : 'not_deposited';
  return repaidInPeriod > 0 ? 'approved' : null;
}

/**
 * The loan as the API shows it, with usage from the ledger (an inactive loan's money is back in the
 * pool) and `periodRepaid`, the repayments of the current due period (deposit status).
 */
export function toLoanView(
  loan: AgentLoan,
  state: { balance: number; pending: number; periodRepaid?: number },
  today = jakartaDay(),
): AgentLoanView {
  const active = loan.status === 'active';
  const remaining = active ? Math.min(state.balance, loan.limit) : 0;
  const usage = active ? loan.limit - remaining : 0;
  const repaid = active ? (state.periodRepaid ?? 0) : 0;
  return {
    id: loan.id,
    status: loan.status,
    limit: loan.limit,
    usage,
    remaining_limit: remaining,
    payable: active ? Math.max(0, usage - state.pending) : 0,
    unpaid_amount: usage,
    collected_amount: loan.collectedAmount,
    due_date: loan.dueDate,
    old_due_date: loan.oldDueDate,
    is_due_today: active && loan.dueDate === today,
    not_paid_off: usage > 0,
    due_group: dueGroup(loan, usage, today),
    requested_at: loan.requestedAt.toISOString(),
    approved_at: loan.approvedAt?.toISOString() ?? null,
    rejected_reason: loan.rejectedReason,
    note: loan.note,
    cancelled_at: loan.cancelledAt?.toISOString() ?? null,
    deposit_status: depositStatus(loan, usage, repaid),
    period_repaid: repaid,
  };
}

/** A loan's view with its ledger state and the repayments of its current due period. */
async function viewOf(db: Db, loan: AgentLoan): Promise<AgentLoanView> {
  const state = await loanAccountState(db, loan.userId);
  return toLoanView(loan, { ...state, periodRepaid: await periodRepaid(db, loan.id) });
}

/** The user's open (pending or active) loan, else their latest one. */
export async function currentLoan(db: Db, userId: number): Promise<AgentLoan | undefined> {
  return (await findOpenLoan(db, userId)) ?? (await findLatestLoan(db, userId));
}

/** GET agent-debt: the user's loan or null. */
export async function getAgentDebt(deps: Deps, userId: number): Promise<AgentLoanView | null> {
  const db = deps.database.db;
  const loan = await currentLoan(db, userId);
  if (!loan) return null;
  return viewOf(db, loan);
}

/** The account response's agent_debt (spec: deposit, is_due_today, not_paid_off, usage, due_date). */
export async function agentDebtSummary(db: Db, userId: number, loanBalance: number) {
  const loan = await findLoanByStatus(db, userId, 'active');
  if (!loan)
    return { deposit: loanBalance, is_due_today: false, not_paid_off: false, usage: 0, due_date: null };
  const v = toLoanView(loan, { balance: loanBalance, pending: 0 });
  return {
    deposit: v.remaining_limit,
    is_due_today: v.is_due_today,
    not_paid_off: v.not_paid_off,
    usage: v.usage,
    due_date: v.due_date,
  };
}

async function lockLoan(tx: Db, id: number): Promise<AgentLoan> {
  const loan = await lockLoanRow(tx, id);
  if (!loan) throw new AppError('loan_not_found');
  return loan;
}

async function lockOpenLoan(tx: Db, userId: number, status: AgentLoanStatus): Promise<AgentLoan> {
  const loan = await lockLoanByStatus(tx, userId, status);
  if (!loan) throw new AppError(status === 'active' ? 'loan_none_active' : 'loan_none_pending');
  return loan;
}

const checkLimit = (limit: number) => {
  if (!Number.isSafeInteger(limit) || limit <= 0 || limit % 1000 !== 0)
    throw fieldError('limit', 'loan_limit_invalid');
};
const checkDue = (due: string, today = jakartaDay()) => {
  if (!DATE.test(due) || Number.isNaN(Date.parse(`${due}T00:00:00Z`)) || addDays(due, 0) !== due)
    throw fieldError('due_date', 'loan_due_invalid');
  if (due < today) throw fieldError('due_date', 'loan_due_past');
};

/** A loan request for a user (status pending): recorded by an administrator, or the user's own (`by` 'user'). */
export async function requestLoan(
  deps: Deps,
  userId: number,
  limit: number,
  dueDate: string,
  by: string,
  note: string | null = null,
) {
  checkLimit(limit);
  checkDue(dueDate);
  try {
    return await insertLoan(deps.database.db, {
      userId,
      limit,
      dueDate,
      status: 'pending',
      requestedBy: by,
      note,
    });
  } catch (err) {
    if (isUniqueViolation(err, 'agent_loans_open_user_key')) throw new AppError('loan_exists');
    throw err;
  }
}

/**
 * Approves the user's pending loan (limit and due date may be changed on approval), or, with a limit
 * and due date and no pending request, grants one directly. One transaction: the status change, the
 * grant movement loan_pool → loan, the notification.
 */
export async function approveLoan(
  deps: Deps,
  userId: number,
  opts: { limit?: number; dueDate?: string; by: string; inTx?: (tx: Db) => Promise<void> },
): Promise<AgentLoan> {
  if (opts.limit !== undefined) checkLimit(opts.limit);
  if (opts.dueDate !== undefined) checkDue(opts.dueDate);
  const db = deps.database.db;
  const pending = await findLoanByStatus(db, userId, 'pending');
  const loanId =
    pending?.id ??
    (opts.limit !== undefined && opts.dueDate !== undefined
      ? (await requestLoan(deps, userId, opts.limit, opts.dueDate, opts.by)).id
      : undefined);
  if (loanId === undefined) throw new AppError('loan_none_pending_terms');
  await openUserAccounts(db, userId);
  let note: NotificationRow | undefined;
  const loan = await db.transaction(async (tx) => {
    const l = await lockLoan(tx, loanId);
    if (l.status !== 'pending') throw new AppError('loan_not_pending', { status: l.status });
    const limit = opts.limit ?? l.limit;
    const dueDate = opts.dueDate ?? l.dueDate;
    // usage = limit − balance holds only if the credit line starts from an empty loan account.
    const state = await loanAccountState(tx, userId);
    if (state.balance !== 0 || state.pending !== 0) throw new AppError('loan_account_not_empty');
    const moved = await transfer(tx, {
      key: `loan:${l.id}:grant`,
      debit: 'loan_pool',
      credit: { userId, kind: 'loan' },
      amount: limit,
      kind: 'loan_grant',
      reference: `LOAN${l.id}`,
      meta: { loan_id: l.id, by: opts.by },
    });
    const row = await updateLoan(tx, l.id, {
      status: 'active',
      limit,
      dueDate,
      approvedAt: new Date(),
      approvedBy: opts.by,
      grantTransferId: moved.transferId,
    });
    note = await deps.notifier.record(tx, {
      userId,
      type: 'deposit',
      status: 1,
      title: 'loan_approved_title',
      body: 'loan_approved_body',
      params: { amount: formatRupiah(limit), due: dueDate },
      data: { loan_id: l.id, kind: 'loan_approved' },
    });
    await opts.inTx?.(tx);
    return row;
  });
  deps.notifier.publish([note!]);
  deps.bus.publish({ userId, event: 'deposit.updated', payload: { loan: loan.limit } });
  return loan;
}

export async function rejectLoan(
  deps: Deps,
  userId: number,
  reason: string,
  by: string,
  inTx?: (tx: Db) => Promise<void>,
): Promise<AgentLoan> {
  if (!reason.trim()) throw fieldError('reason', 'loan_reason_required');
  let note: NotificationRow | undefined;
  const loan = await deps.database.db.transaction(async (tx) => {
    const l = await lockOpenLoan(tx, userId, 'pending');
    const row = await updateLoan(tx, l.id, {
      status: 'rejected',
      rejectedReason: reason.trim().slice(0, 500),
      approvedBy: by,
    });
    note = await deps.notifier.record(tx, {
      userId,
      type: 'deposit',
      status: 2,
      title: 'loan_rejected_title',
      body: 'free_text',
      params: { text: reason.trim().slice(0, 500) },
      data: { loan_id: l.id, kind: 'loan_rejected' },
    });
    await inTx?.(tx);
    return row;
  });
  deps.notifier.publish([note!]);
  return loan;
}

/** The reason stored on a request its user cancelled (the screen says it from cancelled_at). */
export const CANCELLED_BY_USER = 'cancelled by user';

/**
 * POST agent-debt/request: an active agent or master (category 2 or 3) asks for a credit line while
 * the site's agent_debt_enabled flag is on. Limit LOAN_REQUEST_MIN..MAX in whole thousands, due date
 * 1..90 days ahead (Jakarta), note ≤ 300. One open loan at a time (the unique index). An
 * administrator decides with the approvals registry (`pending`, `approve loan <id>`).
 */
export async function requestOwnLoan(
  deps: Deps,
  user: Pick<User, 'id' | 'category' | 'status'>,
  input: AgentDebtRequest,
  today = jakartaDay(),
): Promise<AgentLoanView> {
  const db = deps.database.db;
  if (!(await agentDebtEnabledFlag(db))) throw new AppError('loan_disabled');
  if (user.status !== 'active') throw new AppError('account_inactive');
  if (user.category !== 2 && user.category !== 3) throw new AppError('loan_agents_only');
  const { limit, due_date: due } = input;
  if (
    !Number.isSafeInteger(limit) ||
    limit % 1000 !== 0 ||
    limit < LOAN_REQUEST_MIN ||
    limit > LOAN_REQUEST_MAX
  )
    throw fieldError('limit', 'loan_request_limit_range', {
      min: formatRupiah(LOAN_REQUEST_MIN),
      max: formatRupiah(LOAN_REQUEST_MAX),
    });
  checkDue(due, today);
  if (due < addDays(today, LOAN_REQUEST_MIN_DAYS) || due > addDays(today, LOAN_REQUEST_MAX_DAYS))
    throw fieldError('due_date', 'loan_request_due_range', {
      min: LOAN_REQUEST_MIN_DAYS,
      max: LOAN_REQUEST_MAX_DAYS,
    });
  const note = input.note?.trim() || null;
  if (note && note.length > LOAN_NOTE_MAX)
    throw fieldError('note', 'loan_note_too_long', { max: LOAN_NOTE_MAX });
  try {
    const loan = await requestLoan(deps, user.id, limit, due, 'user', note);
    deps.bus.publish(consoleEvent('loan'));
    return viewOf(db, loan);
  } catch (err) {
    if (err instanceof AppError && err.code === 'loan_exists') throw new AppError('loan_request_exists');
    throw err;
  }
}

/** POST agent-debt/request/cancel: the user withdraws their pending request; it ends rejected. */
export async function cancelOwnRequest(deps: Deps, userId: number): Promise<AgentLoanView> {
  const db = deps.database.db;
  const loan = await db.transaction(async (tx) => {
    const l = await lockLoanByStatus(tx, userId, 'pending');
    if (!l) throw new AppError('loan_request_none_pending');
    return updateLoan(tx, l.id, {
      status: 'rejected',
      rejectedReason: CANCELLED_BY_USER,
      cancelledAt: new Date(),
    });
  });
  return viewOf(db, loan);
}

/** GET agent-debt/payments: the user's own repayments, newest first. */
export async function listOwnPayments(deps: Deps, userId: number, q: AgentDebtPaymentsQuery) {
  const { items, total } = await listUserPayments(deps.database.db, userId, {
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return {
    data: items.map((p) => ({
      code: p.code,
      amount: p.amount,
      usage_after: p.usageAfter,
      deposit_after: p.depositAfter,
      created_at: p.createdAt.toISOString(),
    })),
    meta: pageMeta(q.page, q.per_page, total),
  };
}

/**
 * GET agent-center/list-agent-debt: the agent loans of a master's direct downlines (only theirs),
 * with the count per due group (before the due-group filter) and a page of the rows.
 */
export async function listDownlineDebts(
  deps: Deps,
  user: Pick<User, 'id' | 'category'>,
  q: AgentDebtListQuery,
  today = jakartaDay(),
) {
  if (user.category !== 2 && user.category !== 3) throw new AppError('agent_center_agents_only');
  if (user.category !== 3) throw new AppError('loan_downlines_masters_only');
  const found = await listDownlineLoans(deps.database.db, user.id, {
    status: q.status === 'all' ? undefined : q.status,
    search: q.search || undefined,
  });
  const counts = Object.fromEntries(LOAN_DUE_GROUPS.map((g) => [g, 0])) as Record<LoanDueGroup, number>;
  const all: DownlineLoan[] = found.map((r) => {
    const view = toLoanView(r.loan, r, today);
    counts[view.due_group]++;
    return { ...view, agent_id: r.loan.userId, agent_name: r.agentName, agent_phone: r.agentPhone };
  });
  const rows = q.due_group ? all.filter((v) => v.due_group === q.due_group) : all;
  const start = (q.page - 1) * q.per_page;
  return {
    data: rows.slice(start, start + q.per_page),
    meta: { ...pageMeta(q.page, q.per_page, rows.length), counts },
  };
}

/** A new due date for the active loan; the previous one is kept as old_due_date. */
export async function extendLoan(deps: Deps, userId: number, newDueDate: string): Promise<AgentLoan> {
  checkDue(newDueDate);
  return deps.database.db.transaction(async (tx) => {
    const l = await lockOpenLoan(tx, userId, 'active');
    if (newDueDate <= l.dueDate) throw fieldError('due_date', 'loan_due_not_after', { date: l.dueDate });
    return updateLoan(tx, l.id, { oldDueDate: l.dueDate, dueDate: newDueDate, overdueAt: null });
  });
}

/** Ends the active loan when nothing is owed: the whole limit goes back to loan_pool; status inactive. */
export async function closeLoan(deps: Deps, userId: number, by: string): Promise<AgentLoan> {
  return deps.database.db.transaction(async (tx) => {
    const l = await lockOpenLoan(tx, userId, 'active');
    const state = await loanAccountState(tx, userId);
    const usage = l.limit - state.balance;
    if (usage !== 0 || state.pending !== 0)
      throw new AppError('loan_in_use_amount', { amount: formatRupiah(Math.max(usage, state.pending)) });
    // A purchase placed since the read above makes this guarded debit fail, and nothing is kept.
    let moved: Awaited<ReturnType<typeof transfer>>;
    try {
      moved = await transfer(tx, {
        key: `loan:${l.id}:close`,
        debit: { userId, kind: 'loan' },
        credit: 'loan_pool',
        amount: l.limit,
        kind: 'loan_close',
        reference: `LOAN${l.id}`,
        meta: { loan_id: l.id, by },
      });
    } catch (err) {
      if (err instanceof AppError && err.code === 'insufficient_balance') throw new AppError('loan_in_use');
      throw err;
    }
    return updateLoan(tx, l.id, {
      status: 'inactive',
      closedAt: new Date(),
      closeTransferId: moved.transferId,
    });
  });
}

/**
 * POST agent-debt/pay: deposit → loan account in ONE transaction with the loan row lock, the payment
 * row and a notification. At most `payable` (usage minus purchases still in process: if those fail
 * their holds return to the loan account, which must never exceed the limit).
 */
export async function payLoan(deps: Deps, user: User, input: AgentDebtPayRequest) {
  assertCanTransact(user);
  const db = deps.database.db;
  await verifyPin(deps, db, user, input.pin);
  for (let attempt = 0; ; attempt++) {
    const code = loanPaymentCode();
    try {
      let note: NotificationRow | undefined;
      const out = await db.transaction(async (tx) => {
        const l = await lockOpenLoan(tx, user.id, 'active');
        const state = await loanAccountState(tx, user.id);
        const view = toLoanView(l, state);
        if (view.usage === 0) throw fieldError('amount', 'loan_nothing_to_pay');
        if (input.amount > view.payable)
          throw fieldError('amount', input.amount <= view.usage ? 'loan_overpay_pending' : 'loan_overpay');
        const moved = await transfer(tx, {
          key: `loan-pay:${code}`,
          debit: { userId: user.id, kind: 'deposit' },
          credit: { userId: user.id, kind: 'loan' },
          amount: input.amount,
          kind: 'loan_repayment',
          reference: code,
          meta: { loan_id: l.id },
        });
        const usageAfter = l.limit - moved.creditBalanceAfter;
        const saved = await insertLoanPayment(tx, {
          code,
          loanId: l.id,
          userId: user.id,
          amount: input.amount,
          usageAfter,
          depositAfter: moved.debitBalanceAfter,
          ledgerTransferId: moved.transferId,
        });
        const loan = await addCollected(tx, l.id, input.amount);
        note = await deps.notifier.record(tx, {
          userId: user.id,
          type: 'deposit',
          status: 1,
          title: 'loan_repaid_title',
          body: 'loan_repaid_body',
          params: { amount: formatRupiah(input.amount), code, left: formatRupiah(usageAfter) },
          data: { code, kind: 'loan_repayment' },
        });
        return {
          code,
          amount: input.amount,
          usage_after: usageAfter,
          deposit_after: moved.debitBalanceAfter,
          loan: toLoanView(loan, {
            balance: moved.creditBalanceAfter,
            pending: state.pending,
            periodRepaid: await periodRepaid(tx, l.id),
          }),
          created_at: saved.createdAt.toISOString(),
        };
      });
      deps.notifier.publish([note!]);
      deps.bus.publish({
        userId: user.id,
        event: 'deposit.updated',
        payload: { code, deposit: out.deposit_after, loan: out.loan.remaining_limit },
      });
      return out;
    } catch (err) {
      if (err instanceof AppError && err.code === 'insufficient_balance')
        throw fieldError('amount', 'insufficient_balance');
      if (attempt < 3 && isUniqueViolation(err, 'agent_loan_payments_code_key')) continue;
      throw err;
    }
  }
}

/** Loans for the administrator, optionally by status and due group, with their usage. */
export async function listLoans(deps: Deps, status?: string, group?: string) {
  if (
    status &&
    status !== 'all' &&
    !(ACTIVE_OR_PENDING as string[]).concat('inactive', 'rejected').includes(status)
  )
    throw fieldError('status', 'loan_status_invalid');
  if (group && !(LOAN_DUE_GROUPS as readonly string[]).includes(group))
    throw fieldError('due_group', 'loan_due_group_invalid', { groups: LOAN_DUE_GROUPS.join(', ') });
  const db = deps.database.db;
  const loans = await listLoanRows(db, status && status !== 'all' ? (status as AgentLoanStatus) : undefined);
  const out: { loan: AgentLoan; view: AgentLoanView }[] = [];
  for (const loan of loans) {
    const view = toLoanView(loan, await loanAccountState(db, loan.userId));
    if (!group || view.due_group === group) out.push({ loan, view });
  }
  return out;
}

/**
 * Daily: marks active loans past their due date with something unpaid (overdue_at) and tells the user
 * once. The status stays active and no money moves; the due group reads `overdue` from the dates.
 */
export async function flagOverdueLoans(deps: Deps, today = jakartaDay()): Promise<number> {
  const db = deps.database.db;
  const due = await overdueCandidates(db, today);
  let flagged = 0;
  for (const candidate of due) {
    const note = await db.transaction(async (tx) => {
      const l = await lockLoan(tx, candidate.id);
      if (l.status !== 'active' || l.overdueAt || l.dueDate >= today) return undefined;
      const usage = toLoanView(l, await loanAccountState(tx, l.userId), today).usage;
      if (usage === 0) return undefined;
      await updateLoan(tx, l.id, { overdueAt: new Date() });
      return deps.notifier.record(tx, {
        userId: l.userId,
        type: 'deposit',
        status: 2,
        title: 'loan_overdue_title',
        body: 'loan_overdue_body',
        params: { amount: formatRupiah(usage), due: l.dueDate },
        data: { loan_id: l.id, kind: 'loan_overdue' },
      });
    });
    if (note) {
      flagged++;
      deps.notifier.publish([note]);
    }
  }
  return flagged;
}
