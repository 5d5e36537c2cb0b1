import { z } from 'zod';
import { AMOUNT_MAX } from '../deposit.js';
import { pageMeta } from './deposit.js';
import { LOAN_DUE_GROUPS } from './loan.js';

// Downline debts (issue 14 §3; ADR 0017): a master (category 3) records what a direct downline owes
// for a transaction or a deposit transfer the master funded on credit, and collects it — from the
// downline's deposit (a ledger transfer) or in cash (declared by the downline, confirmed by the master).

/** What a debt is recorded against. */
export const DEBT_SOURCES = ['prabayar', 'pascabayar', 'transfer_deposit'] as const;
export type DebtSource = (typeof DEBT_SOURCES)[number];
/** The bill debts (list-bill-debt): a downline's transaction. */
export const BILL_DEBT_SOURCES = ['prabayar', 'pascabayar'] as const;
export type BillDebtSource = (typeof BILL_DEBT_SOURCES)[number];
/** debt-history/{kind}: URL segments of the three sources. */
export const DEBT_HISTORY_KINDS = ['prabayar', 'pascabayar', 'transfer-deposit'] as const;
export type DebtHistoryKind = (typeof DEBT_HISTORY_KINDS)[number];
export const debtSourceOfKind = (kind: DebtHistoryKind): DebtSource =>
  kind === 'transfer-deposit' ? 'transfer_deposit' : kind;

/**
 * Spec loan deposit statuses: nothing collected or declared; declared cash not yet confirmed; partly
 * collected; fully collected (the debt is settled).
 */
export const DEBT_DEPOSIT_STATUSES = ['not_deposited', 'deposited', 'half_approved', 'approved'] as const;
export type DebtDepositStatus = (typeof DEBT_DEPOSIT_STATUSES)[number];

/** A due date is today up to this many days ahead (Jakarta days). */
export const DEBT_DUE_MAX_DAYS = 90;
export const DEBT_NOTES_MAX = 300;
/** The deposit transfers offered for recording: the master's transfers of the last days. */
export const DEBT_TRANSFER_WINDOW_DAYS = 30;

const money = (min: number) =>
  z
    .number({ message: 'required' })
    .int({ message: 'integer' })
    .min(min, { message: `min_value:${min}` })
    .max(AMOUNT_MAX, { message: `max_value:${AMOUNT_MAX}` });

const party = z.object({ id: z.number(), name: z.string(), phone: z.string() });

export const DEBT_PAYMENT_KINDS = ['deposit', 'cash'] as const;
export const debtPayment = z.object({
  code: z.string(),
  /** deposit: paid by the downline from the deposit (a ledger transfer); cash: confirmed by the master. */
  kind: z.enum(DEBT_PAYMENT_KINDS),
  amount: z.number(),
  collected_after: z.number(),
  created_at: z.string(),
});
export type DebtPayment = z.infer<typeof debtPayment>;

export const downlineDebt = z.object({
  id: z.number(),
  source: z.enum(DEBT_SOURCES),
  /** The transaction's ref_id or the transfer's code. */
  ref_id: z.string(),
  /** The product of a transaction; null for a transfer. */
  product_name: z.string().nullable(),
  /** The transaction's destination, or the transfer's note. */
  destination: z.string().nullable(),
  downline: party,
  upline: party,
  amount: z.number(),
  dp_value: z.number(),
  debt_value: z.number(),
  collected: z.number(),
  /** debt_value − collected. */
  current_debt: z.number(),
  notes: z.string().nullable(),
  due_date: z.string(),
  due_group: z.enum(LOAN_DUE_GROUPS),
  deposit_status: z.enum(DEBT_DEPOSIT_STATUSES),
  /** Cash the downline says was handed over, waiting for the master's confirmation. */
  declared_amount: z.number().nullable(),
  declared_note: z.string().nullable(),
  declared_at: z.string().nullable(),
  settled_at: z.string().nullable(),
  /** When the source happened (the transaction or the transfer). */
  source_at: z.string(),
  created_at: z.string(),
  payments: z.array(debtPayment),
});
export type DownlineDebt = z.infer<typeof downlineDebt>;
export const downlineDebtResponse = z.object({ data: downlineDebt });

/** POST agent-center/debt: the master records a debt on a downline's transaction or transfer. */
export const recordDebtRequest = z.object({
  source: z.enum(DEBT_SOURCES, { message: 'oneOf' }),
  ref_id: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(40, { message: 'max:40' }),
  dp_value: money(0),
  debt_value: money(1),
  notes: z
    .string()
    .trim()
    .max(DEBT_NOTES_MAX, { message: `max:${DEBT_NOTES_MAX}` })
    .optional(),
  due_date: z.iso.date({ message: 'date' }),
});
export type RecordDebtRequest = z.infer<typeof recordDebtRequest>;

/** GET agent-center/debt/source?source=&ref_id=: the source as the record form shows it. */
export const debtSourceQuery = z.object({
  source: z.enum(DEBT_SOURCES, { message: 'oneOf' }),
  ref_id: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(40, { message: 'max:40' }),
});
export type DebtSourceQuery = z.infer<typeof debtSourceQuery>;
export const debtSourceView = z.object({
  source: z.enum(DEBT_SOURCES),
  ref_id: z.string(),
  amount: z.number(),
  downline: party,
  product_name: z.string().nullable(),
  destination: z.string().nullable(),
  created_at: z.string(),
  /** The debt already recorded on it, if any (one per source). */
  debt_id: z.number().nullable(),
});
export type DebtSourceView = z.infer<typeof debtSourceView>;
export const debtSourceResponse = z.object({ data: debtSourceView });

/** GET agent-center/debt/transfers: the master's deposit transfers to direct downlines, last 30 days. */
export const debtTransfersQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const debtTransfersResponse = z.object({ data: z.array(debtSourceView), meta: pageMeta });

const paging = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};
const openFilters = {
  due_group: z.enum(LOAN_DUE_GROUPS, { message: 'oneOf' }).optional(),
  deposit_status: z.enum(DEBT_DEPOSIT_STATUSES, { message: 'oneOf' }).optional(),
};

/** GET agent-center/list-bill-debt: open debts on transactions. */
export const billDebtListQuery = z.object({
  source: z.enum(BILL_DEBT_SOURCES, { message: 'oneOf' }).default('prabayar'),
  ...openFilters,
  ...paging,
});
export type BillDebtListQuery = z.infer<typeof billDebtListQuery>;
/** GET agent-center/list-deposit-debt: open debts on deposit transfers. */
export const depositDebtListQuery = z.object({ ...openFilters, ...paging });
export type DepositDebtListQuery = z.infer<typeof depositDebtListQuery>;

export const dueGroupCounts = z.object({
  today: z.number(),
  tomorrow: z.number(),
  not_due: z.number(),
  overdue: z.number(),
  other: z.number(),
});
export type DueGroupCounts = z.infer<typeof dueGroupCounts>;
export const openDebtListResponse = z.object({
  data: z.array(downlineDebt),
  /** counts: open debts per due group (the chips), before the due-group filter; sum: their current debt. */
  meta: pageMeta.extend({ counts: dueGroupCounts, sum: z.number() }),
});

/** GET agent-center/debt-history/{kind} and account/debt-history/{kind}: every record, settled ones too. */
export const debtHistoryQuery = z.object({
  from: z.iso.date({ message: 'date' }).optional(),
  to: z.iso.date({ message: 'date' }).optional(),
  ...paging,
});
export type DebtHistoryQuery = z.infer<typeof debtHistoryQuery>;
export const debtHistoryParams = z.object({ kind: z.enum(DEBT_HISTORY_KINDS, { message: 'oneOf' }) });
export const debtListResponse = z.object({ data: z.array(downlineDebt), meta: pageMeta });

export const debtIdParams = z.object({ id: z.coerce.number().int().min(1) });

/** POST agent-center/debt/{id}/collect: the master confirms cash received. */
export const collectDebtRequest = z.object({ amount: money(1) });
export type CollectDebtRequest = z.infer<typeof collectDebtRequest>;

/** POST debt/{id}/pay: the downline pays from the deposit, with the transaction PIN. */
export const payDebtRequest = z.object({
  amount: money(1),
  pin: z.string({ message: 'required' }).regex(/^\d{6}$/, { message: 'digits:6' }),
});
export type PayDebtRequest = z.infer<typeof payDebtRequest>;
export const payDebtResponse = z.object({
  data: z.object({ code: z.string(), amount: z.number(), deposit_after: z.number(), debt: downlineDebt }),
});

/** POST debt/{id}/declare: the downline says cash was handed over to the master. */
export const declareDebtRequest = z.object({
  amount: money(1),
  note: z
    .string()
    .trim()
    .max(DEBT_NOTES_MAX, { message: `max:${DEBT_NOTES_MAX}` })
    .optional(),
});
export type DeclareDebtRequest = z.infer<typeof declareDebtRequest>;

/** GET debt: the caller's own debts to the upline, open first. */
export const myDebtsQuery = z.object({ ...paging });
