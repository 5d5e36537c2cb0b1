import type { Account } from '@konter/core/contracts/account';
import {
  MULTICOURIER_CASHBACK_PERCENT,
  MULTICOURIER_COURIER_INFO,
  MULTICOURIER_COURIERS,
  type MulticourierCourier,
} from '@konter/core/contracts/shipping';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Icon, type IconName } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { fieldClasses } from '../../../components/ui/text-field';
import { formatRupiah } from '../../../lib/money';
import { useShippingDashboard } from '../api/get-dashboard';
import { multicourierPaths } from '../paths';
import { CourierBadge } from './chips';
import { ShipmentRows } from './shipment-rows';

/** Whether the account is a drop-point agent of the courier (its courier flag). */
export const isDropPoint = (account: Account | null | undefined, courier: MulticourierCourier) =>
  Boolean(
    account && (account as unknown as Record<string, unknown>)[MULTICOURIER_COURIER_INFO[courier].flag],
  );

function CountTile({
  label,
  count,
  to,
  icon,
  tone,
  testId,
}: {
  label: string;
  count: number | undefined;
  to: string;
  icon: IconName;
  tone: string;
  testId: string;
}) {
  return (
    <Link
      to={to}
      className="flex min-h-24 flex-col justify-between rounded-2xl border border-slate-200 bg-white p-3 shadow-xs hover:border-brand-300"
      data-testid={testId}
    >
      <span className={cn('flex size-9 items-center justify-center rounded-full', tone)}>
        <Icon name={icon} className="size-5" />
      </span>
      <span>
        <span className="block text-2xl font-bold text-slate-900 tabular-nums">
          {count === undefined ? <Skeleton className="h-7 w-10" /> : count}
        </span>
        <span className="block text-sm leading-tight text-slate-600">{label}</span>
      </span>
    </Link>
  );
}

/**
 * The multi-courier home: the four counts (tappable, to the filtered history), "Kirim paket", quick
 * tracking, today's shipments, the courier memberships (drop points) and the way to manifests.
 */
export function MulticourierDashboard({ account }: { account: Account | null | undefined }) {
  const { t } = useTranslation(['multicourier', 'common']);
  const navigate = useNavigate();
  const dashboard = useShippingDashboard();
  const [awb, setAwb] = useState('');
  const d = dashboard.data;
  const dropPoints = MULTICOURIER_COURIERS.filter((c) => isDropPoint(account, c));

  return (
    <div className="space-y-5">
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Link
          to={multicourierPaths.form}
          className="flex min-h-24 items-center gap-4 rounded-2xl bg-brand-700 p-4 text-white shadow-sm hover:bg-brand-800"
          data-testid="send-parcel"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15">
            <Icon name="send" className="size-6" />
          </span>
          <span>
            <span className="block text-lg font-bold">{t('dashboard.send')}</span>
            <span className="block text-sm text-white/85">{t('dashboard.sendText')}</span>
          </span>
        </Link>
        <Card className="p-4 sm:p-4">
          <form
            className="space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              navigate(multicourierPaths.tracking(awb.trim() || undefined));
            }}
          >
            <label htmlFor="mc-quick-track" className="block text-sm font-semibold text-slate-900">
              {t('dashboard.track')}
            </label>
            <div className="flex gap-2">
              <input
                id="mc-quick-track"
                value={awb}
                onChange={(e) => setAwb(e.target.value)}
                placeholder={t('tracking.awbPlaceholder')}
                autoComplete="off"
                className={cn(fieldClasses(false), 'min-w-0 flex-1')}
              />
              <Button type="submit" variant="secondary" aria-label={t('tracking.submit')}>
                <Icon name="search" className="size-5" />
              </Button>
            </div>
          </form>
        </Card>
      </div>

      <section aria-label={t('dashboard.counts')}>
        {dashboard.isError ? (
          <QueryError onRetry={() => void dashboard.refetch()} />
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <CountTile
              testId="count-success"
              label={t('dashboard.count.success')}
              count={d?.success_trx_count}
              to={multicourierPaths.history({ status: 'success' })}
              icon="check"
              tone="bg-emerald-100 text-emerald-800"
            />
            <CountTile
              testId="count-failed"
              label={t('dashboard.count.failed')}
              count={d?.failed_trx_count}
              to={multicourierPaths.history({ status: 'failed' })}
              icon="alert"
              tone="bg-red-100 text-red-800"
            />
            <CountTile
              testId="count-delivered"
              label={t('dashboard.count.delivered')}
              count={d?.delivered_trx_count}
              to={multicourierPaths.history({ shipping_status: 'delivered' })}
              icon="success"
              tone="bg-sky-100 text-sky-800"
            />
            <CountTile
              testId="count-waiting"
              label={t('dashboard.count.waiting')}
              count={d?.waiting_for_pickup_trx_count}
              to={multicourierPaths.history({ shipping_status: 'waiting-for-pickup' })}
              icon="clock"
              tone="bg-amber-100 text-amber-900"
            />
          </div>
        )}
      </section>

      <div className="space-y-5 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-5 lg:space-y-0">
        <Card>
          <CardHeader
            title={t('dashboard.today')}
            action={
              <Link to={multicourierPaths.history()} className={buttonClasses('ghost', 'sm')}>
                {t('dashboard.history')}
              </Link>
            }
          />
          {dashboard.isPending ? (
            <div className="space-y-2">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          ) : d && d.today.length > 0 ? (
            <ShipmentRows items={d.today} />
          ) : (
            <p className="rounded-xl bg-slate-50 px-3 py-5 text-center text-sm text-slate-600">
              {t('dashboard.todayEmpty')}
            </p>
          )}
        </Card>

        <div className="space-y-5">
          <Card>
            <CardHeader
              title={t('dashboard.memberships')}
              description={t('dashboard.membershipsText', { percent: MULTICOURIER_CASHBACK_PERCENT })}
            />
            <ul className="flex flex-wrap gap-2" data-testid="memberships">
              {MULTICOURIER_COURIERS.map((c) => {
                const drop = dropPoints.includes(c);
                return (
                  <li
                    key={c}
                    className={cn(
                      'flex items-center gap-1.5 rounded-xl border px-2 py-1.5 text-xs',
                      drop
                        ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
                        : 'border-slate-200 text-slate-500',
                    )}
                  >
                    <CourierBadge courier={c} className={drop ? undefined : 'opacity-60'} />
                    {drop ? t('dashboard.dropPoint') : t('dashboard.regular')}
                  </li>
                );
              })}
            </ul>
          </Card>
          <Card className="space-y-3">
            <CardHeader title={t('dashboard.manifests')} description={t('dashboard.manifestsText')} />
            <div className="grid grid-cols-2 gap-2">
              <Link to={multicourierPaths.manifest(dropPoints[0])} className={buttonClasses('secondary')}>
                <Icon name="document" className="size-5" />
                {t('dashboard.manifestAction')}
              </Link>
              <Link to={multicourierPaths.report} className={buttonClasses('secondary')}>
                <Icon name="receipt" className="size-5" />
                {t('dashboard.report')}
              </Link>
            </div>
            {account && (
              <p className="text-sm text-slate-600">
                {t('dashboard.deposit')}{' '}
                <span className="font-semibold text-slate-900 tabular-nums" data-testid="mc-deposit">
                  {formatRupiah(account.deposit)}
                </span>
              </p>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
