import { REPORT_DEFAULT_DAYS, SALES_GROUPS, type SalesGroup } from '@konter/core/contracts/console-reports';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { rangeFromParams } from '../../components/ui/date-range-fields';
import { PageSkeleton } from '../../components/ui/skeleton';
import { Tabs, tabPanelProps } from '../../components/ui/tabs';
import { isApiError } from '../../lib/api-error';
import { codeMessage } from '../../lib/error-message';
import { ConsolePage } from '../components/console-page';
import { moneyExportUrl, type ReportRange, salesExportUrl, useMoneyReport, useSalesReport } from './api';
import { LedgerCheckPanel } from './ledger-check';
import { MoneyReportView } from './money-report';
import { ReportFilter } from './report-filter';
import { SalesReportView } from './sales-report';

const TABS = ['sales', 'money', 'ledger'] as const;
type Tab = (typeof TABS)[number];
const ID = 'reports';

/** A Jakarta day (YYYY-MM-DD), `plusDays` from today. */
const jakartaDay = (plusDays = 0) =>
  new Date(Date.now() + 7 * 3600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);

/** A refused range (422): the field's message from the catalogue, shown beside the filter. */
function RangeRefused({ error }: { error: unknown }) {
  const { t } = useTranslation('console');
  if (!isApiError(error) || error.status !== 422) return null;
  const field = Object.values(error.errors ?? {})[0]?.[0];
  return (
    <Alert tone="error">
      {field
        ? codeMessage(t, field.code, field.params as Record<string, string | number>)
        : codeMessage(t, error.code)}
    </Alert>
  );
}

function SalesTab({
  range,
  groupBy,
  onGroupBy,
  onRange,
}: TabProps & { groupBy: SalesGroup; onGroupBy: (g: SalesGroup) => void }) {
  const { t } = useTranslation('console');
  const report = useSalesReport(range, groupBy);
  return (
    <>
      <ReportFilter
        range={range}
        onRange={onRange}
        groupBy={groupBy}
        onGroupBy={onGroupBy}
        exportUrl={salesExportUrl(range, groupBy)}
      />
      {report.isError && isApiError(report.error) && report.error.status === 422 ? (
        <RangeRefused error={report.error} />
      ) : report.isPending ? (
        <PageSkeleton label={t('reports.loading')} />
      ) : report.isError ? (
        <QueryError onRetry={() => void report.refetch()} />
      ) : (
        <SalesReportView report={report.data} />
      )}
    </>
  );
}

interface TabProps {
  range: ReportRange;
  onRange: (range: ReportRange) => void;
}

function MoneyTab({ range, onRange }: TabProps) {
  const { t } = useTranslation('console');
  const report = useMoneyReport(range);
  return (
    <>
      <ReportFilter range={range} onRange={onRange} exportUrl={moneyExportUrl(range)} />
      {report.isError && isApiError(report.error) && report.error.status === 422 ? (
        <RangeRefused error={report.error} />
      ) : report.isPending ? (
        <PageSkeleton label={t('reports.loading')} />
      ) : report.isError ? (
        <QueryError onRetry={() => void report.refetch()} />
      ) : (
        <MoneyReportView report={report.data} />
      )}
    </>
  );
}

/**
 * /admin/reports (finance, owner): sales and margin by day, product, operator or agent; deposits and
 * withdrawals by channel; an Excel file of each; the ledger invariant check. Tab, range and grouping
 * live in the URL (?tab&from&to&group), so a reload or a shared link shows the same report.
 */
export default function ReportsPage() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'sales';
  const group = params.get('group');
  const groupBy: SalesGroup = (SALES_GROUPS as readonly string[]).includes(group ?? '')
    ? (group as SalesGroup)
    : 'day';
  const range = rangeFromParams(params, { from: jakartaDay(1 - REPORT_DEFAULT_DAYS), to: jakartaDay() });

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) next.set(k, v ?? '');
    setParams(next, { replace: true });
  };
  const onRange = (r: ReportRange) => set({ from: r.from, to: r.to });

  return (
    <ConsolePage title={t('reports.title')} description={t('reports.description')}>
      <Tabs
        idBase={ID}
        label={t('reports.title')}
        value={tab}
        onChange={(k) => set({ tab: k })}
        items={TABS.map((key) => ({ key, label: t(`reports.tabs.${key}`) }))}
      />
      <div {...tabPanelProps(ID, tab)} className="space-y-4">
        {tab === 'sales' && (
          <SalesTab range={range} onRange={onRange} groupBy={groupBy} onGroupBy={(g) => set({ group: g })} />
        )}
        {tab === 'money' && <MoneyTab range={range} onRange={onRange} />}
        {tab === 'ledger' && <LedgerCheckPanel />}
      </div>
    </ConsolePage>
  );
}
