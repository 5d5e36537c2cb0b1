import { z } from 'zod';
import { AMOUNT_MAX } from '../deposit.js';
import { pageMeta } from './deposit.js';

// Agent loan (pinjaman) contracts: spec §3 "Agent loan", §4 states and due groups, calls "GET agent-debt".

export const AGENT_LOAN_STATUSES = ['pending', 'active', 'inactive', 'rejected'] as const;
export type AgentLoanStatus = (typeof AGENT_LOAN_STATUSES)[number];

/** Spec §4 due groups (today, tomorrow, not due, overdue, other), as API values. */
export const LOAN_DUE_GROUPS = ['today', 'tomorrow', 'not_due', 'overdue', 'other'] as const;
export type LoanDueGroup = (typeof LOAN_DUE_GROUPS)[number];

/**
 * Spec §3 "deposit status" of an agent loan (§4 "Loan deposit: approved, half approved, not
 * deposited, deposited"): whether the agent has paid back ("deposited") what they used, counted from
 * the repayments of the CURRENT due period. The period starts at the approval; once the due date
 * was extended, on the day after the old due date (Jakarta days). For an active loan:
 * - `not_deposited`: something is used (usage > 0) and nothing was repaid in the period;
 * - `half_approved`: something was repaid in the period and usage is still above zero;
 * - `approved`: usage is zero after repayments in the period;
 * - null: nothing used and nothing repaid in the period (nothing to deposit), or the loan is not active.
 * The spec's fourth state, `deposited` (a deposit waiting to be checked), has no meaning here: a
 * repayment moves deposit → loan in one transaction and is final at once, so it is never produced.
 */
export const LOAN_DEPOSIT_STATUSES = ['not_deposited', 'half_approved', 'approved'] as const;
export type LoanDepositStatus = (typeof LOAN_DEPOSIT_STATUSES)[number];

/** A user's own loan request (POST agent-debt/request): bounds of the limit and of the due date. */
export const LOAN_REQUEST_MIN = 50_000;
export const LOAN_REQUEST_MAX = 50_000_000;
/** The due date is 1 to 90 days after today (Jakarta). */
export const LOAN_REQUEST_MIN_DAYS = 1;
export const LOAN_REQUEST_MAX_DAYS = 90;
export const LOAN_NOTE_MAX = 300;

export const LOAN_MESSAGES = {
  insufficientLoan: 'Insufficient loan balance',
  noLoan: 'You have no active agent loan',
  nothingToPay: 'Your agent loan has nothing to pay',
  overpay: 'The amount is more than the loan usage to pay',
  /** Purchases still waiting for the supplier: their amount is repayable once they settle. */
  overpayPending:
    'The amount is more than the loan usage to pay; purchases still in process count once settled',
} as const;

/** Spec calls §8: the deposit card's yellow alert when the debt is due today and not paid off. */
export const DUE_TODAY_ALERT = {
  id: { lead: 'Pinjaman agen jatuh tempo hari ini', must: 'harus dibayar' },
  en: { lead: 'Agent debt due today', must: 'has to be paid' },
  zh: { lead: '代理借款今天到期', must: '需要支付' },
} as const;

/** GET /api/v1/agent-debt → data: the user's current loan (an open one, else the latest), or null. */
export const agentLoan = z.object({
  id: z.number(),
  status: z.enum(AGENT_LOAN_STATUSES),
  limit: z.number(),
  /** Spent and not repaid yet, purchases in process included: limit − remaining_limit. */
  usage: z.number(),
  remaining_limit: z.number(),
  /** What a repayment may cover now: usage minus purchases still in process (they may be refunded). */
  payable: z.number(),
  /** Equal to usage (spec "unpaid amount"). */
  unpaid_amount: z.number(),
  /** Repaid so far (spec "collected amount"). */
  collected_amount: z.number(),
  due_date: z.string(),
  old_due_date: z.string().nullable(),
  is_due_today: z.boolean(),
  not_paid_off: z.boolean(),
  due_group: z.enum(LOAN_DUE_GROUPS),
  requested_at: z.string(),
  approved_at: z.string().nullable(),
  rejected_reason: z.string().nullable(),
  /** The user's note on their own request. */
  note: z.string().nullable(),
  /** Set when the user cancelled their pending request (status is then rejected). */
  cancelled_at: z.string().nullable(),
  /** See LOAN_DEPOSIT_STATUSES. */
  deposit_status: z.enum(LOAN_DEPOSIT_STATUSES).nullable(),
  /** Repaid in the current due period (what deposit_status is derived from). */
  period_repaid: z.number(),
});
export type AgentLoanView = z.infer<typeof agentLoan>;

export const agentDebtResponse = z.object({ data: agentLoan.nullable() });

/** POST /api/v1/agent-debt/pay: repay from the deposit, confirmed with the transaction PIN. */
export const agentDebtPayRequest = z.object({
  amount: z
    .number({ message: 'required' })
    .int({ message: 'integer' })
    .min(1, { message: 'min_value:1' })
    .max(AMOUNT_MAX, { message: `max_value:${AMOUNT_MAX}` }),
  pin: z.string({ message: 'required' }).regex(/^\d{6}$/, { message: 'digits:6' }),
});
export type AgentDebtPayRequest = z.infer<typeof agentDebtPayRequest>;

export const agentDebtPayResponse = z.object({
  data: z.object({
    code: z.string(),
    amount: z.number(),
    usage_after: z.number(),
    deposit_after: z.number(),
    loan: agentLoan,
    created_at: z.string(),
  }),
});

/**
 * POST /api/v1/agent-debt/request: an agent or master asks for a credit line; an administrator
 * approves it (possibly with another limit or due date) or rejects it. Whole thousands of rupiah.
 */
export const agentDebtRequest = z.object({
  limit: z
    .number({ message: 'required' })
    .int({ message: 'integer' })
    .multipleOf(1000, { message: 'factor_of_thousands' })
    .min(LOAN_REQUEST_MIN, { message: `min_value:${LOAN_REQUEST_MIN}` })
    .max(LOAN_REQUEST_MAX, { message: `max_value:${LOAN_REQUEST_MAX}` }),
  due_date: z.iso.date({ message: 'date' }),
  note: z
    .string()
    .trim()
    .max(LOAN_NOTE_MAX, { message: `max:${LOAN_NOTE_MAX}` })
    .optional(),
});
export type AgentDebtRequest = z.infer<typeof agentDebtRequest>;
/** 201 → data: the pending loan. POST agent-debt/request/cancel → 200 with the (now rejected) loan. */
export const agentDebtRequestResponse = z.object({ data: agentLoan });

/** GET /api/v1/agent-debt/payments?page=: the user's own repayments, newest first. */
export const agentDebtPaymentsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type AgentDebtPaymentsQuery = z.infer<typeof agentDebtPaymentsQuery>;
export const agentDebtPayment = z.object({
  code: z.string(),
  amount: z.number(),
  usage_after: z.number(),
  deposit_after: z.number(),
  created_at: z.string(),
});
export type AgentDebtPayment = z.infer<typeof agentDebtPayment>;
export const agentDebtPaymentsResponse = z.object({ data: z.array(agentDebtPayment), meta: pageMeta });

/**
 * GET /api/v1/agent-center/list-agent-debt: the agent loans of the caller's direct downlines (a
 * master's; users.referred_by = caller). status: all (default) or one state; due_group: one group;
 * search: the agent's name or phone. `counts` are per due group, before the due_group filter.
 */
export const agentDebtListQuery = z.object({
  status: z.enum(['all', ...AGENT_LOAN_STATUSES]).default('all'),
  due_group: z.enum(LOAN_DUE_GROUPS).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type AgentDebtListQuery = z.infer<typeof agentDebtListQuery>;
export const downlineLoan = agentLoan.extend({
  agent_id: z.number(),
  agent_name: z.string(),
  agent_phone: z.string(),
});
export type DownlineLoan = z.infer<typeof downlineLoan>;
export const agentDebtListResponse = z.object({
  data: z.array(downlineLoan),
  meta: pageMeta.extend({ counts: z.record(z.enum(LOAN_DUE_GROUPS), z.number()) }),
});
