import {
  type LedgerCheckRun,
  type LedgerCheckState,
  type MoneyReport,
  type MoneyRow,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  type ReportRangeQuery,
  type SalesFigures,
  type SalesGroup,
  type SalesReport,
  type SalesReportQuery,
} from '@konter/core/contracts/console-reports';
import type { Locale } from '@konter/core/messages/index';
import { checkLedgerInvariants } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { fieldError } from '../../lib/errors.js';
import { jakartaDay } from '../../lib/time.js';
import { type CellValue, type Sheet, XLSX_CONTENT_TYPE, xlsxWorkbook } from '../../lib/xlsx.js';
import { auditAction } from './audit.service.js';
import {
  depositsIn,
  insertLedgerCheckRun,
  lastLedgerCheckRun,
  type Span,
  salesByGroup,
  withdrawalsOut,
} from './reports.repository.js';
import type { StaffActor } from './staff.service.js';

// The console's Reports (issue 18): read-only figures over a range of Jakarta days, their Excel
// files (lib/xlsx.ts, the one writer), and the ledger invariant check run from the console — once at
// a time per process, its result kept (ledger_check_runs) with one audit row.

const DAY_MS = 86_400_000;
const dayStart = (d: string) => new Date(`${d}T00:00:00+07:00`);
const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The range asked for, or the last REPORT_DEFAULT_DAYS days: in order and at most REPORT_MAX_DAYS long. */
export function reportRange(q: ReportRangeQuery, now = new Date()): { from: string; to: string; span: Span } {
  const to = q.to ?? (q.from && q.from > jakartaDay(now) ? q.from : jakartaDay(now));
  const from = q.from ?? addDays(to, 1 - REPORT_DEFAULT_DAYS);
  if (from > to) throw fieldError('from', 'console_report_range_order');
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > REPORT_MAX_DAYS)
    throw fieldError('to', 'console_report_range_too_long', { days: REPORT_MAX_DAYS });
  return { from, to, span: { from: dayStart(from), until: dayStart(addDays(to, 1)) } };
}

const ZERO: SalesFigures = {
  purchases: 0,
  success: 0,
  processing: 0,
  failed: 0,
  sales: 0,
  cost: 0,
  margin: 0,
};
const FIGURES = Object.keys(ZERO) as (keyof SalesFigures)[];

/** GET console/reports/sales: purchases of the range by day, product, operator or agent, with totals. */
export async function salesReport(deps: Deps, q: SalesReportQuery): Promise<SalesReport> {
  const { from, to, span } = reportRange(q);
  const groupBy: SalesGroup = q.group_by ?? 'day';
  const rows = await salesByGroup(deps.database.db, span, groupBy);
  // Every purchase is in exactly one group: the totals are the rows' sums.
  const totals = { ...ZERO };
  for (const r of rows) for (const k of FIGURES) totals[k] += r[k];
  return { from, to, group_by: groupBy, rows, totals };
}

const total = (rows: MoneyRow[]) => ({
  count: rows.reduce((s, r) => s + r.count, 0),
  amount: rows.reduce((s, r) => s + r.amount, 0),
});

/** GET console/reports/money: money in (deposits) and out (withdrawals) by channel. */
export async function moneyReport(deps: Deps, q: ReportRangeQuery): Promise<MoneyReport> {
  const { from, to, span } = reportRange(q);
  const [deposits, withdrawals] = await Promise.all([
    depositsIn(deps.database.db, span),
    withdrawalsOut(deps.database.db, span),
  ]);
  return {
    from,
    to,
    deposits,
    withdrawals,
    totals: { deposits: total(deposits), withdrawals: total(withdrawals) },
  };
}

// ---- Excel ----

export interface ReportFile {
  file: Buffer;
  name: string;
  contentType: string;
}

type Texts = Record<Locale, string>;
const L = (id: string, en: string, zh: string): Texts => ({ id, en, zh });

const GROUP_HEADER: Record<SalesGroup, Texts> = {
  day: L('Tanggal', 'Date', '日期'),
  product: L('Kode produk', 'Product code', '产品代码'),
  operator: L('Operator', 'Operator', '运营商'),
  agent: L('ID agen', 'Agent ID', '代理 ID'),
};
const LABEL_HEADER: Partial<Record<SalesGroup, Texts>> = {
  product: L('Produk', 'Product', '产品'),
  agent: L('Agen', 'Agent', '代理'),
};
const FIGURE_HEADERS: Record<keyof SalesFigures, Texts> = {
  purchases: L('Transaksi', 'Purchases', '交易数'),
  success: L('Sukses', 'Successful', '成功'),
  processing: L('Diproses', 'Processing', '处理中'),
  failed: L('Gagal', 'Failed', '失败'),
  sales: L('Penjualan', 'Sales', '销售额'),
  cost: L('Harga beli', 'Buying cost', '进货成本'),
  margin: L('Margin', 'Margin', '毛利'),
};
const TOTAL = L('Total', 'Total', '合计');
const NONE = L('(tanpa agen)', '(no agent)', '（无代理）');
const SALES_SHEET = L('Penjualan', 'Sales', '销售');
const MONEY_SHEETS = {
  deposits: L('Deposit masuk', 'Deposits', '充值'),
  withdrawals: L('Dana keluar', 'Withdrawals', '提现'),
};
const MONEY_HEADERS = [
  L('Jenis', 'Kind', '类型'),
  L('Kanal', 'Channel', '渠道'),
  L('Jumlah', 'Count', '笔数'),
  L('Nominal', 'Amount', '金额'),
];

/** GET console/reports/sales/export: the sales report as an .xlsx in the reader's language. */
export async function exportSalesReport(
  deps: Deps,
  q: SalesReportQuery,
  locale: Locale,
): Promise<ReportFile> {
  const r = await salesReport(deps, q);
  const labelHeader = LABEL_HEADER[r.group_by];
  const figures = (f: SalesFigures): CellValue[] => FIGURES.map((k) => f[k]);
  const sheet: Sheet = {
    name: SALES_SHEET[locale],
    autoFilter: true,
    columns: [
      { header: GROUP_HEADER[r.group_by][locale], width: 16 },
      ...(labelHeader ? [{ header: labelHeader[locale], width: 32 }] : []),
      ...FIGURES.map((k) => ({
        header: FIGURE_HEADERS[k][locale],
        width: 14,
        ...(['sales', 'cost', 'margin'].includes(k) ? { format: 'money' as const } : {}),
      })),
    ],
    rows: r.rows.map((row) => [
      row.key,
      ...(labelHeader ? [r.group_by === 'agent' && !row.key ? NONE[locale] : row.label] : []),
      ...figures(row),
    ]),
    totals: [TOTAL[locale], ...(labelHeader ? [null] : []), ...figures(r.totals)],
  };
  return {
    file: await xlsxWorkbook([sheet]),
    name: `sales-${r.group_by}-${r.from}-${r.to}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
  };
}

/** GET console/reports/money/export: deposits and withdrawals, a sheet each. */
export async function exportMoneyReport(
  deps: Deps,
  q: ReportRangeQuery,
  locale: Locale,
): Promise<ReportFile> {
  const r = await moneyReport(deps, q);
  const sheet = (which: 'deposits' | 'withdrawals'): Sheet => ({
    name: MONEY_SHEETS[which][locale],
    columns: MONEY_HEADERS.map((h, i) => ({
      header: h[locale],
      width: [18, 26, 10, 16][i]!,
      ...(i === 3 ? { format: 'money' as const } : {}),
    })),
    rows: r[which].map((m) => [m.kind, m.channel, m.count, m.amount]),
    totals: [TOTAL[locale], null, r.totals[which].count, r.totals[which].amount],
  });
  return {
    file: await xlsxWorkbook([sheet('deposits'), sheet('withdrawals')]),
    name: `money-${r.from}-${r.to}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
  };
}

// ---- the ledger check ----

/** GET console/reports/ledger-check. */
export async function ledgerCheckState(deps: Deps): Promise<LedgerCheckState> {
  // The run under way (deps.consoleRuns): a second request joins it instead of starting another.
  const now = deps.consoleRuns.ledgerCheck !== null;
  return { last: await lastLedgerCheckRun(deps.database.db), running: now };
}

/**
 * POST console/reports/ledger-check: runs the ledger's invariant check (the function behind
 * `npm run ledger:check`), keeps its result and writes one audit row (`ledger.check`) in the same
 * transaction. While a run is under way, a second call answers that run (one run, one row).
 */
export function runLedgerCheck(deps: Deps, by: StaffActor): Promise<LedgerCheckRun> {
  const current = deps.consoleRuns.ledgerCheck;
  if (current) return current;
  const run = (async () => {
    const startedAt = new Date();
    const t0 = performance.now();
    const violations = await checkLedgerInvariants(deps.database.db);
    const durationMs = Math.round(performance.now() - t0);
    return deps.database.db.transaction(async (tx) => {
      const saved = await insertLedgerCheckRun(tx, {
        startedAt,
        durationMs,
        violations,
        staffId: by.staffId,
        actor: by.actor,
      });
      await auditAction(tx, by, 'ledger.check', `ledger_check:${saved.id}`, null, {
        ok: saved.ok,
        violations: violations.length,
        duration_ms: durationMs,
      });
      return saved;
    });
  })().finally(() => {
    deps.consoleRuns.ledgerCheck = null;
  });
  deps.consoleRuns.ledgerCheck = run;
  return run;
}
