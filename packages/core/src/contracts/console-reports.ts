import { z } from 'zod';
import type { StaffRole } from './console.js';

// The console's Reports (issue 18): sales and margin by day, product, operator or agent; money in
// (deposits) and out (withdrawals) by channel; an Excel file of each; the ledger invariant check with
// its last result. Read-only but for the check's run. Days are Jakarta days (Asia/Jakarta, UTC+7).

/** Who reads the reports and runs the ledger check (and the owner, who may do everything). */
export const CONSOLE_REPORT_ROLES = ['finance'] as const satisfies readonly StaffRole[];
/** The longest range of a report, in days (both ends inclusive). */
export const REPORT_MAX_DAYS = 366;
/** The range when none is given: the last 7 Jakarta days, today included. */
export const REPORT_DEFAULT_DAYS = 7;

export const SALES_GROUPS = ['day', 'product', 'operator', 'agent'] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];

const reportDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'date' });

/** A Jakarta date range, inclusive; absent bounds take the last REPORT_DEFAULT_DAYS days. */
export const reportRangeQuery = z.object({
  from: reportDate.optional(),
  to: reportDate.optional(),
});
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

/** GET console/reports/sales?from&to&group_by (and …/sales/export). */
export const salesReportQuery = reportRangeQuery.extend({
  group_by: z.enum(SALES_GROUPS, { message: 'oneOf' }).optional(),
});
export type SalesReportQuery = z.infer<typeof salesReportQuery>;

/**
 * The figures of one group (or of all: the totals). Sales, cost and margin count successful
 * purchases only — the dashboard's meaning: sales = selling price, cost = the supplier's price,
 * margin = sales − cost. The counts are of every purchase created in the range (a postpaid bill only
 * checked, `inquiry`, is no purchase): `failed` is every ended state that is not a success.
 */
export const salesFigures = z.object({
  purchases: z.number(),
  success: z.number(),
  processing: z.number(),
  failed: z.number(),
  sales: z.number(),
  cost: z.number(),
  margin: z.number(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesReportRow = salesFigures.extend({
  /** The group: a date (day), a product code, an operator (brand) or an agent's account id; '' = none. */
  key: z.string(),
  /** What the group is called: the product's or agent's name; null for a day or no agent. */
  label: z.string().nullable(),
});
export type SalesReportRow = z.infer<typeof salesReportRow>;

export const salesReport = z.object({
  from: z.string(),
  to: z.string(),
  group_by: z.enum(SALES_GROUPS),
  rows: z.array(salesReportRow),
  totals: salesFigures,
});
export type SalesReport = z.infer<typeof salesReport>;
export const salesReportResponse = z.object({ data: salesReport });

/**
 * Money into the members' deposits and out of the business, by channel. In: top-ups credited
 * (`topup`, the payment method, e.g. `bank_transfer:bca`, `midtrans:qris`), bank transfers credited
 * after a manual claim (`claim`), member-to-member transfers (`transfer`). Out: send-money payouts to
 * banks and e-wallets (`send_money`, the brand), affiliate commissions paid to a bank account
 * (`affiliate_payout`).
 */
export const MONEY_KINDS = ['topup', 'claim', 'transfer', 'send_money', 'affiliate_payout'] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];

export const moneyRow = z.object({
  kind: z.enum(MONEY_KINDS),
  channel: z.string(),
  count: z.number(),
  amount: z.number(),
});
export type MoneyRow = z.infer<typeof moneyRow>;

const countAmount = z.object({ count: z.number(), amount: z.number() });

/** GET console/reports/money?from&to (and …/money/export). */
export const moneyReport = z.object({
  from: z.string(),
  to: z.string(),
  deposits: z.array(moneyRow),
  withdrawals: z.array(moneyRow),
  totals: z.object({ deposits: countAmount, withdrawals: countAmount }),
});
export type MoneyReport = z.infer<typeof moneyReport>;
export const moneyReportResponse = z.object({ data: moneyReport });

/** One run of the ledger invariant check (ledger/invariants.ts, as `npm run ledger:check`). */
export const ledgerCheckRun = z.object({
  id: z.number(),
  started_at: z.string(),
  duration_ms: z.number(),
  ok: z.boolean(),
  /** The violations as sentences (at most 20 per kind of check); empty when ok. */
  violations: z.array(z.string()),
  /** Who ran it: a staff e-mail or `cli:<os user>`. */
  actor: z.string(),
});
export type LedgerCheckRun = z.infer<typeof ledgerCheckRun>;

/** GET console/reports/ledger-check: the last run (null before the first) and whether one runs now. */
export const ledgerCheckState = z.object({ last: ledgerCheckRun.nullable(), running: z.boolean() });
export type LedgerCheckState = z.infer<typeof ledgerCheckState>;
export const ledgerCheckStateResponse = z.object({ data: ledgerCheckState });

/** POST console/reports/ledger-check (no body): runs it (or joins the run under way) and answers the run. */
export const ledgerCheckRunResponse = z.object({ data: ledgerCheckRun });
