import type { SalesGroup, SalesReport, SalesReportRow } from '@konter/core/contracts/console-reports';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { formatRupiah } from '../../lib/money';
import { type Column, DataTable } from '../components/data-table';
import { Figures } from './figures';

/** A Jakarta date (YYYY-MM-DD) as the reader's short date ('27 Nov 2026'). */
export function formatDay(day: string, locale: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  const tag = { id: 'id-ID', en: 'en-GB', zh: 'zh-CN' }[locale] ?? 'id-ID';
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}

/** What a group is called: a date, a product (name and code), an operator, an agent (name and id). */
function useGroupName(groupBy: SalesGroup) {
  const { t, i18n } = useTranslation('console');
  return (row: SalesReportRow): { main: string; sub?: string } => {
    if (groupBy === 'day') return { main: formatDay(row.key, i18n.language) };
    if (!row.key) return { main: t(groupBy === 'agent' ? 'reports.noAgent' : 'reports.noOperator') };
    if (groupBy === 'operator') return { main: row.key };
    return { main: row.label ?? row.key, sub: groupBy === 'agent' ? `#${row.key}` : row.key };
  };
}

/** The sales and margin report: the totals, then one row (or card) per group. */
export function SalesReportView({ report }: { report: SalesReport }) {
  const { t } = useTranslation('console');
  const name = useGroupName(report.group_by);
  const tot = report.totals;

  const columns: Column<SalesReportRow>[] = [
    {
      header: t(`reports.groups.${report.group_by}`),
      cell: (r) => {
        const n = name(r);
        return (
          <span className="block min-w-0">
            <span className="block font-medium text-slate-900">{n.main}</span>
            {n.sub && <span className="block text-xs text-slate-500">{n.sub}</span>}
          </span>
        );
      },
    },
    { header: t('reports.purchases'), cell: (r) => r.purchases, className: 'text-right tabular-nums' },
    { header: t('reports.success'), cell: (r) => r.success, className: 'text-right tabular-nums' },
    {
      header: t('reports.failed'),
      cell: (r) => (
        <span className={r.failed > 0 ? 'text-red-700' : undefined}>
          {r.failed}
          {r.processing > 0 && (
            <span className="block text-xs text-amber-700">
              {t('reports.processingCount', { count: r.processing })}
            </span>
          )}
        </span>
      ),
      className: 'text-right tabular-nums',
    },
    {
      header: t('reports.sales'),
      cell: (r) => formatRupiah(r.sales),
      className: 'text-right tabular-nums whitespace-nowrap',
    },
    {
      header: t('reports.cost'),
      cell: (r) => formatRupiah(r.cost),
      className: 'text-right tabular-nums whitespace-nowrap',
    },
    {
      header: t('reports.margin'),
      cell: (r) => <span className="font-semibold text-emerald-700">{formatRupiah(r.margin)}</span>,
      className: 'text-right tabular-nums whitespace-nowrap',
    },
  ];

  return (
    <div className="space-y-4">
      <Figures
        testId="sales-totals"
        items={[
          { label: t('reports.sales'), value: formatRupiah(tot.sales) },
          { label: t('reports.cost'), value: formatRupiah(tot.cost) },
          { label: t('reports.margin'), value: formatRupiah(tot.margin), tone: 'good' },
          {
            label: t('reports.purchases'),
            value: (
              <span>
                {tot.purchases}
                <span className="ml-1 text-sm font-medium text-slate-500">
                  {t('reports.purchasesSplit', { success: tot.success, failed: tot.failed })}
                </span>
              </span>
            ),
          },
        ]}
      />
      {report.rows.length === 0 ? (
        <EmptyState icon="receipt" title={t('reports.emptySales')} />
      ) : (
        <DataTable
          label={t('reports.tabs.sales')}
          rows={report.rows}
          columns={columns}
          rowKey={(r) => r.key || '-'}
          rowAttributes={(r) => ({ 'data-testid': `sales-row-${r.key || 'none'}` })}
          card={(r) => {
            const n = name(r);
            return (
              <>
                <div className="flex items-start justify-between gap-3">
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{n.main}</span>
                    {n.sub && <span className="block text-xs text-slate-500">{n.sub}</span>}
                  </span>
                  <span className="text-right font-bold text-slate-900 tabular-nums">
                    {formatRupiah(r.sales)}
                  </span>
                </div>
                <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-500">{t('reports.margin')}</dt>
                  <dd className="text-right font-semibold text-emerald-700 tabular-nums">
                    {formatRupiah(r.margin)}
                  </dd>
                  <dt className="text-slate-500">{t('reports.cost')}</dt>
                  <dd className="text-right tabular-nums">{formatRupiah(r.cost)}</dd>
                  <dt className="text-slate-500">{t('reports.purchases')}</dt>
                  <dd className="text-right tabular-nums">
                    {t('reports.purchasesCard', { total: r.purchases, success: r.success, failed: r.failed })}
                  </dd>
                </dl>
              </>
            );
          }}
        />
      )}
    </div>
  );
}
