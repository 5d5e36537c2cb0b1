import { z } from 'zod';
import { pageMeta } from './deposit.js';
import { transactionStatuses } from './purchase.js';

// The agent center (spec §2 /agent-center; calls §7.2 "GET agent-center", "POST agent-center/cashback-history";
// §9.2 the agent center data refreshes every 15 seconds). For account categories 2 and 3.

/** Spec §9.2: the agent center data refreshes every 15 seconds. */
export const AGENT_CENTER_REFRESH_MS = 15_000;

/** Longest date range of the agent-center reports, in days (both ends inclusive). */
export const AGENT_CENTER_MAX_RANGE_DAYS = 92;

const countAmount = z.object({ count: z.number(), amount: z.number() });

/** GET agent-center → data: the dashboard. Money in rupiah, days in Asia/Jakarta. */
export const agentCenterDashboard = z.object({
  category: z.number(),
  downlines: z.object({ total: z.number(), new_this_month: z.number() }),
  /** The downlines' successful sales. */
  sales: z.object({ today: countAmount, month: countAmount }),
  /** The caller's profit from the downlines' successful sales (the upline cashback). */
  profit: z.object({ today: z.number(), month: z.number(), pending_credit: z.number() }),
  cashback_balance: z.number(),
  /** The caller's own agent loan (features/loan): what is used and when it is due. */
  loan: z.object({
    usage: z.number(),
    due_date: z.string().nullable(),
    is_due_today: z.boolean(),
    not_paid_off: z.boolean(),
  }),
  updated_at: z.string(),
});
export type AgentCenterDashboard = z.infer<typeof agentCenterDashboard>;
export const agentCenterDashboardResponse = z.object({ data: agentCenterDashboard });

const range = {
  from: z.iso.date({ message: 'date' }).optional(),
  to: z.iso.date({ message: 'date' }).optional(),
};
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};

/** GET agent-center/list-agent: the caller's downlines (search by name or phone). */
export const downlineListQuery = z.object({ search: z.string().trim().max(100).optional(), ...paging });
export type DownlineListQuery = z.infer<typeof downlineListQuery>;
export const downline = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  category: z.number(),
  joined_at: z.string(),
  sales_month: countAmount,
});
export type Downline = z.infer<typeof downline>;
export const downlineListResponse = z.object({ data: z.array(downline), meta: pageMeta });

export const CASHBACK_KINDS = ['prabayar', 'pascabayar'] as const;
export type CashbackKind = (typeof CASHBACK_KINDS)[number];

/** GET agent-center/list-cashback: the upline cashback per downline transaction. */
export const cashbackListQuery = z.object({
  type: z.enum(CASHBACK_KINDS, { message: 'oneOf' }).default('prabayar'),
  ...range,
  ...paging,
});
export type CashbackListQuery = z.infer<typeof cashbackListQuery>;
export const downlineCashback = z.object({
  ref_id: z.string(),
  downline_name: z.string(),
  downline_phone: z.string(),
  product_name: z.string(),
  destination: z.string(),
  price: z.number(),
  cashback: z.number(),
  status: z.enum(transactionStatuses),
  /** Credited to the cashback wallet (the day after the sale), or still waiting. */
  credited: z.boolean(),
  created_at: z.string(),
});
export type DownlineCashback = z.infer<typeof downlineCashback>;
export const cashbackListResponse = z.object({ data: z.array(downlineCashback), meta: pageMeta });

/** POST agent-center/cashback-history {from, to}: the cashback wallet's credits. */
export const cashbackHistoryRequest = z.object({ ...range, ...paging });
export type CashbackHistoryRequest = z.infer<typeof cashbackHistoryRequest>;
export const cashbackCredit = z.object({
  id: z.number(),
  amount: z.number(),
  balance_after: z.number(),
  kind: z.string(),
  /** The downline transaction the credit is for, when it is one. */
  ref_id: z.string().nullable(),
  product_name: z.string().nullable(),
  created_at: z.string(),
});
export type CashbackCredit = z.infer<typeof cashbackCredit>;
export const cashbackHistoryResponse = z.object({
  data: z.array(cashbackCredit),
  meta: pageMeta.extend({ sum: z.number() }),
});

/** GET agent-center/transaksi-agen: the downlines' transactions (search: ref, destination, product, name). */
export const downlineTransactionsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  ...range,
  ...paging,
});
export type DownlineTransactionsQuery = z.infer<typeof downlineTransactionsQuery>;
export const downlineTransaction = z.object({
  ref_id: z.string(),
  downline_name: z.string(),
  downline_phone: z.string(),
  kind: z.enum(['prepaid', 'postpaid']),
  product_name: z.string(),
  destination: z.string(),
  price: z.number(),
  status: z.enum(transactionStatuses),
  created_at: z.string(),
});
export type DownlineTransaction = z.infer<typeof downlineTransaction>;
export const downlineTransactionsResponse = z.object({ data: z.array(downlineTransaction), meta: pageMeta });
