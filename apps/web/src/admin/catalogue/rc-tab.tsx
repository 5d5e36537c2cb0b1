import { RC_GROUPS, type RcGroup } from '@konter/core/contracts/console-catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Card, CardHeader } from '../../components/ui/card';
import { type DateRange, DateRangeFields } from '../../components/ui/date-range-fields';
import { EmptyState } from '../../components/ui/empty-state';
import { PageSkeleton } from '../../components/ui/skeleton';
import { fieldClasses } from '../../components/ui/text-field';
import { jakartaToday } from '../../lib/date';
import { currentLocale } from '../../lib/i18n';
import { DataTable } from '../components/data-table';
import { useRcStats } from './api/rc';

const daysAgo = (n: number) => jakartaToday(new Date(Date.now() - n * 86_400_000));

type Total = {
  rc: string | null;
  count: number;
  meaning: { message: string; id: string; en: string; zh: string } | null;
};
type Row = { key: string; name: string; rc: string | null; count: number };

/**
 * The supplier's response codes (rc) of purchases over Jakarta days: per rc with its meaning, then
 * per product (or operator brand) and rc, most first.
 */
export function RcTab() {
  const { t } = useTranslation('console');
  const [range, setRange] = useState<DateRange>({ from: daysAgo(6), to: jakartaToday() });
  const [group, setGroup] = useState<RcGroup>('product');
  const from = range.from ?? daysAgo(6);
  const to = range.to ?? jakartaToday();
  // Dates as YYYY-MM-DD text: an end before the start counts the start's day.
  // biome-ignore lint/complexity/useMathMinMax: strings, not numbers
  const stats = useRcStats({ from, to: to < from ? from : to, group });
  const locale = currentLocale();
  const rcLabel = (rc: string | null) => rc ?? t('catalogue.rc.none');
  const total = stats.data?.totals.reduce((s, r) => s + r.count, 0) ?? 0;

  return (
    <div className="space-y-4">
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <DateRangeFields range={range} onChange={setRange} />
        <div className="space-y-1.5">
          <label htmlFor="rc-group" className="block text-sm font-medium text-slate-700">
            {t('catalogue.rc.group')}
          </label>
          <select
            id="rc-group"
            className={fieldClasses(false)}
            value={group}
            onChange={(e) => setGroup(e.target.value as RcGroup)}
          >
            {RC_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`catalogue.rc.groups.${g}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {stats.isPending ? (
        <PageSkeleton label={t('catalogue.rc.loading')} />
      ) : stats.isError ? (
        <QueryError onRetry={() => void stats.refetch()} />
      ) : stats.data.rows.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white">
          <EmptyState icon="receipt" title={t('catalogue.rc.empty')} />
        </div>
      ) : (
        <>
          <Card>
            <CardHeader
              title={t('catalogue.rc.totalsTitle')}
              description={t('catalogue.rc.totalsHelp', { total })}
            />
            <DataTable<Total>
              label={t('catalogue.rc.totalsTitle')}
              rows={stats.data.totals}
              rowKey={(r) => r.rc ?? '-'}
              rowAttributes={(r) => ({ 'data-testid': `rc-total-${r.rc ?? 'none'}` })}
              columns={[
                {
                  header: t('catalogue.rc.rc'),
                  cell: (r) => <span className="font-mono font-semibold">{rcLabel(r.rc)}</span>,
                },
                {
                  header: t('catalogue.rc.meaning'),
                  cell: (r) => (r.meaning ? r.meaning[locale] : t('catalogue.rc.unknown')),
                },
                {
                  header: t('catalogue.rc.count'),
                  cell: (r) => r.count,
                  className: 'text-right tabular-nums',
                },
              ]}
              card={(r) => (
                <div className="flex items-start justify-between gap-3 text-sm">
                  <div>
                    <span className="font-mono font-semibold">{rcLabel(r.rc)}</span>{' '}
                    <span className="text-slate-600">
                      {r.meaning ? r.meaning[locale] : t('catalogue.rc.unknown')}
                    </span>
                  </div>
                  <span className="font-bold tabular-nums">{r.count}</span>
                </div>
              )}
              cardClassName="space-y-1"
            />
          </Card>
          <DataTable<Row>
            label={t(`catalogue.rc.groups.${group}`)}
            rows={stats.data.rows}
            rowKey={(r) => `${r.key}:${r.rc ?? '-'}`}
            columns={[
              {
                header: t(`catalogue.rc.groups.${group}`),
                cell: (r) => (
                  <div>
                    <div className="font-semibold text-slate-900">{r.name || r.key || '—'}</div>
                    {group === 'product' && <div className="font-mono text-xs text-slate-500">{r.key}</div>}
                  </div>
                ),
              },
              {
                header: t('catalogue.rc.rc'),
                cell: (r) => <span className="font-mono">{rcLabel(r.rc)}</span>,
              },
              { header: t('catalogue.rc.count'), cell: (r) => r.count, className: 'text-right tabular-nums' },
            ]}
            card={(r) => (
              <div className="flex items-start justify-between gap-3 text-sm">
                <div className="min-w-0">
                  <div className="font-semibold text-slate-900">{r.name || r.key || '—'}</div>
                  <div className="font-mono text-xs text-slate-500">rc {rcLabel(r.rc)}</div>
                </div>
                <span className="font-bold tabular-nums">{r.count}</span>
              </div>
            )}
            cardClassName="space-y-1"
          />
        </>
      )}
    </div>
  );
}
