import { z } from 'zod';
import { AMOUNT_MAX } from '../deposit.js';

// Agent loan (pinjaman) contracts: spec §3 "Agent loan", §4 states and due groups, calls "GET agent-debt".

export const AGENT_LOAN_STATUSES = ['pending', 'active', 'inactive', 'rejected'] as const;
export type AgentLoanStatus = (typeof AGENT_LOAN_STATUSES)[number];

/** Spec §4 due groups (today, tomorrow, not due, overdue, other), as API values. */
export const LOAN_DUE_GROUPS = ['today', 'tomorrow', 'not_due', 'overdue', 'other'] as const;
export type LoanDueGroup = (typeof LOAN_DUE_GROUPS)[number];

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
