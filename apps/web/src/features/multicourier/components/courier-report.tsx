import {
  isMulticourierCourier,
  type MulticourierCourier,
  SHIPMENT_STATUSES,
  type ShippingReportTotals,
} from '@konter/core/contracts/shipping';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Card, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { jakartaToday } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { useCourierManifestReport, useCourierReport, useCourierTransactionReport } from '../api/reports';
import { CourierBadge } from './chips';
import { Row } from './cost-rows';
import { ShipmentRows } from './shipment-rows';

function Totals({ totals }: { totals: ShippingReportTotals }) {
  const { t } = useTranslation('multicourier');
  const perStatus = SHIPMENT_STATUSES.filter((s) => (totals.per_status[s] ?? 0) > 0);
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
        <Row label={t('report.count')}>{totals.count}</Row>
        <Row label={t('report.total')}>{formatRupiah(totals.total_cost)}</Row>
        <Row label={t('report.charged')}>{formatRupiah(totals.charged)}</Row>
        <Row label={t('report.cashback')}>{formatRupiah(totals.cashback)}</Row>
      </dl>
      {perStatus.length > 0 && (
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          {perStatus.map((s) => (
            <span key={s}>
              {t(`status.${s}`)}: <span className="font-semibold tabular-nums">{totals.per_status[s]}</span>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

/** A courier's drill-down: its shipments and manifests of the range. */
function CourierDrillDown({
  courier,
  range,
}: {
  courier: MulticourierCourier;
  range: { from: string; to: string };
}) {
  const { t } = useTranslation('multicourier');
  const trx = useCourierTransactionReport(courier, range, true);
  const manifests = useCourierManifestReport(courier, range, true);
  return (
    <div className="space-y-4" data-testid="report-drilldown">
      <Card>
        <CardHeader title={t('report.shipments')} />
        {trx.isError ? (
          <QueryError onRetry={() => void trx.refetch()} />
        ) : !trx.data ? (
          <Skeleton className="h-20" />
        ) : trx.data.rows.length === 0 ? (
          <p className="text-sm text-slate-600">{t('report.empty')}</p>
        ) : (
          <ShipmentRows items={trx.data.rows} />
        )}
      </Card>
      <Card>
        <CardHeader title={t('report.manifests')} />
        {manifests.isError ? (
          <QueryError onRetry={() => void manifests.refetch()} />
        ) : !manifests.data ? (
          <Skeleton className="h-12" />
        ) : manifests.data.rows.length === 0 ? (
          <p className="text-sm text-slate-600">{t('report.noManifests')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {manifests.data.rows.map((m) => (
              <li key={m.id} className="flex justify-between gap-3 py-2">
                <span className="font-mono">{m.code}</span>
                <span className="text-slate-600">
                  {t(`manifest.status.${m.status}`)} · {m.shipment_count} · {formatRupiah(m.total_cost)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/**
 * The multi-courier report (mlo/report/courier): counts, totals, cashback per courier for a date range
 * (this month by default, Jakarta days), and a courier's shipments and manifests on a tap.
 */
export function CourierReport() {
  const { t } = useTranslation(['multicourier', 'common']);
  const [params, setParams] = useSearchParams();
  const today = jakartaToday();
  const range = { from: params.get('from') || `${today.slice(0, 7)}-01`, to: params.get('to') || today };
  const c = params.get('courier');
  const courier = c && isMulticourierCourier(c) ? c : null;
  const report = useCourierReport(range, true);
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-4">
      <Card>
        <div className="grid grid-cols-2 gap-3">
          <DateRangeFields range={range} onChange={(r) => set({ from: r.from, to: r.to })} />
        </div>
      </Card>
      {report.isError ? (
        <QueryError onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <Skeleton className="h-40" />
      ) : (
        <>
          <Card data-testid="report-totals">
            <CardHeader title={t('report.allCouriers')} />
            <Totals totals={report.data.totals} />
          </Card>
          <Card>
            <CardHeader title={t('report.perCourier')} description={t('report.perCourierText')} />
            {report.data.rows.length === 0 ? (
              <p className="text-sm text-slate-600">{t('report.empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-100" data-testid="report-rows">
                {report.data.rows.map((r) => (
                  <li key={r.courier}>
                    <button
                      type="button"
                      aria-expanded={courier === r.courier}
                      onClick={() => set({ courier: courier === r.courier ? undefined : r.courier })}
                      className={cn(
                        'w-full space-y-2 rounded-xl px-1 py-3 text-left hover:bg-slate-50',
                        courier === r.courier && 'bg-brand-50/50',
                      )}
                    >
                      <span className="flex items-center justify-between gap-2">
                        <CourierBadge courier={r.courier} />
                        <Icon
                          name="chevronRight"
                          className={cn(
                            'size-5 text-slate-400 transition-transform',
                            courier === r.courier && 'rotate-90',
                          )}
                        />
                      </span>
                      <Totals totals={r} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          {courier && <CourierDrillDown courier={courier} range={range} />}
        </>
      )}
    </div>
  );
}
