import {
  AGENT_CENTER_MAX_RANGE_DAYS,
  type AgentCenterDashboard,
  type CashbackHistoryRequest,
  type CashbackListQuery,
  type DownlineListQuery,
  type DownlineTransactionsQuery,
} from '@konter/core/contracts/agent-center';
import type { Db } from '../../db/client.js';
import { getUserBalances } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import { jakartaDay } from '../../lib/time.js';
import { agentDebtSummary } from '../loan/index.js';
import {
  dashboardNumbers,
  listCashbackCredits,
  listDownlines,
  listDownlineTransactions,
} from './agent-center.repository.js';

// The agent center (spec §2): the dashboard and the reports over the caller's downlines. Only
// account categories 2 (agent) and 3 (master) use it; every read is bound to the caller's id.

interface Caller {
  id: number;
  category: number;
}

/** Spec §6: categories 2 and 3 see the agent center; a member is told calmly it is for agents. */
function assertAgent(user: Caller) {
  if (user.category !== 2 && user.category !== 3) throw new AppError('agent_center_agents_only');
}

const monthStartOf = (day: string) => `${day.slice(0, 7)}-01`;

/** A from/to pair: in order and not longer than the reports allow. */
function checkRange(from?: string, to?: string) {
  if (!from || !to) return;
  if (from > to) throw fieldError('from', 'agent_center_range_order');
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days > AGENT_CENTER_MAX_RANGE_DAYS)
    throw fieldError('to', 'agent_center_range_too_long', { days: AGENT_CENTER_MAX_RANGE_DAYS });
}

const paging = (q: { page: number; per_page: number }) => ({
  limit: q.per_page,
  offset: (q.page - 1) * q.per_page,
});

/** GET agent-center: downlines, their sales and the caller's profit today and this month, cashback, loan. */
export async function agentCenterDashboard(
  deps: Deps,
  user: Caller,
  now: Date = new Date(),
): Promise<AgentCenterDashboard> {
  assertAgent(user);
  const db: Db = deps.database.db;
  const today = jakartaDay(now);
  const n = await dashboardNumbers(db, user.id, today, monthStartOf(today));
  const balances = await getUserBalances(db, user.id);
  const debt = await agentDebtSummary(db, user.id, balances.loan);
  return {
    category: user.category,
    downlines: { total: n.downlines, new_this_month: n.newThisMonth },
    sales: {
      today: { count: n.salesTodayCount, amount: n.salesTodayAmount },
      month: { count: n.salesMonthCount, amount: n.salesMonthAmount },
    },
    profit: { today: n.profitToday, month: n.profitMonth, pending_credit: n.pendingCredit },
    cashback_balance: n.cashbackBalance,
    loan: {
      usage: debt.usage,
      due_date: debt.due_date,
      is_due_today: debt.is_due_today,
      not_paid_off: debt.not_paid_off,
    },
    updated_at: now.toISOString(),
  };
}

/** The caller's downlines with their sales this month. */
export async function downlines(deps: Deps, user: Caller, q: DownlineListQuery, now: Date = new Date()) {
  assertAgent(user);
  const { items, total } = await listDownlines(deps.database.db, user.id, {
    search: q.search || undefined,
    monthStart: monthStartOf(jakartaDay(now)),
    ...paging(q),
  });
  return {
    data: items.map((d) => ({
      id: d.id,
      name: d.name,
      phone: d.phone,
      category: d.category,
      joined_at: d.joinedAt,
      sales_month: { count: d.salesCount, amount: d.salesAmount },
    })),
    meta: pageMeta(q.page, q.per_page, total),
  };
}

/** The upline cashback the caller earns per downline transaction, prepaid or postpaid. */
export async function downlineCashback(deps: Deps, user: Caller, q: CashbackListQuery) {
  assertAgent(user);
  checkRange(q.from, q.to);
  const { items, total } = await listDownlineTransactions(deps.database.db, user.id, {
    kind: q.type === 'pascabayar' ? 'postpaid' : 'prepaid',
    cashbackOnly: true,
    from: q.from,
    to: q.to,
    ...paging(q),
  });
  return {
    data: items.map((t) => ({
      ref_id: t.refId,
      downline_name: t.downlineName,
      downline_phone: t.downlinePhone,
      product_name: t.productName,
      destination: t.destination,
      price: t.price,
      cashback: t.uplineCashback,
      status: t.status,
      credited: t.credited,
      created_at: t.createdAt,
    })),
    meta: pageMeta(q.page, q.per_page, total),
  };
}

/** The cashback wallet's credits in a date range, and their sum. */
export async function cashbackHistory(deps: Deps, user: Caller, q: CashbackHistoryRequest) {
  assertAgent(user);
  checkRange(q.from, q.to);
  const { items, total, sum } = await listCashbackCredits(deps.database.db, user.id, {
    from: q.from,
    to: q.to,
    ...paging(q),
  });
  return {
    data: items.map((c) => ({
      id: c.id,
      amount: c.amount,
      balance_after: c.balanceAfter,
      kind: c.kind,
      ref_id: c.refId,
      product_name: c.productName,
      created_at: c.createdAt,
    })),
    meta: { ...pageMeta(q.page, q.per_page, total), sum },
  };
}

/** The downlines' transactions in a date range, with a search. */
export async function downlineTransactions(deps: Deps, user: Caller, q: DownlineTransactionsQuery) {
  assertAgent(user);
  checkRange(q.from, q.to);
  const { items, total } = await listDownlineTransactions(deps.database.db, user.id, {
    search: q.search || undefined,
    from: q.from,
    to: q.to,
    ...paging(q),
  });
  return {
    data: items.map((t) => ({
      ref_id: t.refId,
      downline_name: t.downlineName,
      downline_phone: t.downlinePhone,
      kind: t.kind,
      product_name: t.productName,
      destination: t.destination,
      price: t.price,
      status: t.status,
      created_at: t.createdAt,
    })),
    meta: pageMeta(q.page, q.per_page, total),
  };
}
