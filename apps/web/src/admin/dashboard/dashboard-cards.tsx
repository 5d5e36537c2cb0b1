import type { ApprovalCount, Dashboard } from '@konter/core/contracts/console';
import { isPaymentMethodCode, paymentMethodInfo } from '@konter/core/payment';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Card, CardHeader } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Icon } from '../../components/ui/icons';
import { currentLocale } from '../../lib/i18n';
import { formatRupiah } from '../../lib/money';
import { KIND_ICONS, queuePath } from '../approvals/kind-label';
import { formatMoment } from '../lib/format';

// The dashboard's cards. Figures are rupiah and counts as the server computed them (Jakarta day and
// month); labels come from the console namespace and the shared status/payment names.

export function SalesCard({ sales }: { sales: Dashboard['sales'] }) {
  const { t } = useTranslation('console');
  return (
    <Card className="lg:col-span-2" data-testid="dashboard-sales">
      <CardHeader title={t('dashboard.sales.title')} description={t('dashboard.sales.marginHelp')} />
      <div className="grid gap-3 sm:grid-cols-2">
        {(['today', 'month'] as const).map((period) => (
          <div
            key={period}
            className="rounded-xl bg-slate-50 p-4"
            data-testid={`sales-${period}`}
            data-count={sales[period].count}
          >
            <p className="text-sm font-medium text-slate-600">{t(`dashboard.sales.${period}`)}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
              {formatRupiah(sales[period].amount)}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {t('dashboard.sales.count', { count: sales[period].count })}
            </p>
            <p className="mt-0.5 text-sm font-semibold text-emerald-700 tabular-nums">
              {t('dashboard.sales.margin', { amount: formatRupiah(sales[period].margin) })}
            </p>
          </div>
        ))}
      </div>
    </Card>
  );
}

export function SupplierCard({ supplier }: { supplier: Dashboard['supplier'] }) {
  const { t } = useTranslation('console');
  const threshold = formatRupiah(supplier.threshold);
  return (
    <Card data-testid="dashboard-supplier">
      <CardHeader title={t('dashboard.supplier.title')} />
      {supplier.balance === null ? (
        <Alert tone="warning">{t('dashboard.supplier.unavailable')}</Alert>
      ) : (
        <>
          <p
            className={cn(
              'text-2xl font-bold tabular-nums',
              supplier.low ? 'text-red-700' : 'text-slate-900',
            )}
            data-testid="supplier-balance"
          >
            {formatRupiah(supplier.balance)}
          </p>
          <div className="mt-3">
            {supplier.low ? (
              <Alert tone="error">{t('dashboard.supplier.low', { threshold })}</Alert>
            ) : (
              <p className="text-sm text-slate-600">{t('dashboard.supplier.ok', { threshold })}</p>
            )}
          </div>
        </>
      )}
      {supplier.checked_at && (
        <p className="mt-3 text-xs text-slate-500">
          {t('dashboard.supplier.checked', { time: formatMoment(supplier.checked_at) })}
        </p>
      )}
    </Card>
  );
}

const STATUS_TONES: Record<string, string> = {
  success: 'bg-emerald-500',
  processing: 'bg-sky-500',
  failed: 'bg-red-500',
  unprocessed: 'bg-amber-500',
};

export function PurchasesCard({ purchases }: { purchases: Dashboard['purchases_today'] }) {
  const { t } = useTranslation(['console', 'common']);
  return (
    <Card data-testid="dashboard-purchases">
      <CardHeader title={t('dashboard.purchases.title')} />
      {purchases.length === 0 ? (
        <p className="text-sm text-slate-600">{t('dashboard.purchases.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {purchases.map((p) => (
            <li
              key={p.status}
              className="flex items-center justify-between gap-3 py-2.5"
              data-testid={`status-${p.status}`}
            >
              <span className="flex min-w-0 items-center gap-2">
                <span
                  aria-hidden="true"
                  className={cn('size-2.5 shrink-0 rounded-full', STATUS_TONES[p.status] ?? 'bg-slate-400')}
                />
                <span className="font-medium text-slate-900">
                  {t(`common:trxStatus.${p.status}`, { defaultValue: p.status })}
                </span>
              </span>
              <span className="text-right">
                <span className="block font-bold text-slate-900 tabular-nums">{p.count}</span>
                <span className="block text-xs text-slate-500 tabular-nums">{formatRupiah(p.amount)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A deposit channel's name ('Transfer BCA', 'QRIS') in the reader's language. */
const channelName = (code: string) =>
  isPaymentMethodCode(code) ? paymentMethodInfo(code).name[currentLocale()] : code;

export function DepositsCard({ deposits }: { deposits: Dashboard['deposits_today'] }) {
  const { t } = useTranslation('console');
  const total = deposits.reduce((sum, d) => sum + d.amount, 0);
  return (
    <Card data-testid="dashboard-deposits">
      <CardHeader
        title={t('dashboard.deposits.title')}
        description={
          deposits.length ? t('dashboard.deposits.total', { amount: formatRupiah(total) }) : undefined
        }
      />
      {deposits.length === 0 ? (
        <p className="text-sm text-slate-600">{t('dashboard.deposits.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {deposits.map((d) => (
            <li
              key={d.channel}
              className="flex items-center justify-between gap-3 py-2.5"
              data-testid={`channel-${d.channel}`}
            >
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{channelName(d.channel)}</span>
                <span className="block text-xs text-slate-500">
                  {t('dashboard.deposits.count', { count: d.count })}
                </span>
              </span>
              <span className="font-bold text-slate-900 tabular-nums">{formatRupiah(d.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function ApprovalsCard({ approvals }: { approvals: ApprovalCount[] }) {
  const { t } = useTranslation('console');
  const waiting = approvals.filter((a) => a.count > 0);
  return (
    <Card data-testid="dashboard-approvals">
      <CardHeader
        title={t('dashboard.approvals.title')}
        action={
          <Link
            to={queuePath()}
            className="shrink-0 text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline"
          >
            {t('dashboard.approvals.open')}
          </Link>
        }
      />
      {waiting.length === 0 ? (
        <p className="text-sm text-slate-600">{t('dashboard.approvals.empty')}</p>
      ) : (
        <ul className="space-y-1">
          {waiting.map((a) => (
            <li key={a.kind}>
              <Link
                to={queuePath(a.kind)}
                className="flex min-h-11 items-center gap-3 rounded-xl px-2 hover:bg-slate-50"
                data-testid={`pending-${a.kind}`}
              >
                <Icon name={KIND_ICONS[a.kind]} className="size-5 text-slate-500" />
                <span className="flex-1 font-medium text-slate-900">{t(`approvals.kinds.${a.kind}`)}</span>
                <span className="min-w-8 rounded-full bg-amber-100 px-2.5 py-0.5 text-center text-sm font-bold text-amber-900 tabular-nums">
                  {a.count}
                </span>
                <Icon name="chevronRight" className="size-4 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
