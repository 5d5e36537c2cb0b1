import {
  isMulticourierCourier,
  MULTICOURIER_COURIER_INFO,
  MULTICOURIER_COURIERS,
  type MulticourierCourier,
  SHIPMENT_SHIPPING_STATES,
  SHIPMENT_STATUSES,
  type ShipmentShippingState,
  type ShipmentStatus,
} from '@konter/core/contracts/shipping';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { fieldClasses } from '../../../components/ui/text-field';
import { type ShipmentFilters, useShipments } from '../api/list-shipments';
import { multicourierPaths } from '../paths';
import { FilterChips } from './filter-chips';
import { ShipmentRows } from './shipment-rows';

const oneOf = <K extends string>(list: readonly K[], v: string | null): K | undefined =>
  v !== null && (list as readonly string[]).includes(v) ? (v as K) : undefined;

/** The history's filters from the URL (so a dashboard tile links to a filtered list). */
export function filtersFromParams(params: URLSearchParams): ShipmentFilters {
  const courier = params.get('courier');
  return {
    courier: courier && isMulticourierCourier(courier) ? courier : undefined,
    status: oneOf(SHIPMENT_STATUSES, params.get('status')),
    shipping_status: oneOf(SHIPMENT_SHIPPING_STATES, params.get('shipping_status')),
    q: params.get('q') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/**
 * The shipments' history: courier, transaction status and shipping status as chips, a search (AWB,
 * ref, recipient), a date range and pages; a row opens the shipment.
 */
export function ShipmentHistory() {
  const { t } = useTranslation(['multicourier', 'common']);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const list = useShipments(filters);

  const update = (patch: Partial<ShipmentFilters>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries({ ...patch, page: patch.page ?? undefined })) {
      if (v === undefined || v === '' || (k === 'page' && v === 1)) next.delete(k);
      else next.set(k, String(v));
    }
    setParams(next, { replace: true });
  };
  const items = list.data?.data ?? [];
  const meta = list.data?.meta;
  const filtered = Boolean(
    filters.courier || filters.status || filters.shipping_status || filters.q || filters.from || filters.to,
  );

  return (
    <div className="space-y-4">
      <Card className="space-y-4" data-testid="history-filters">
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() || undefined });
          }}
        >
          <label htmlFor="mc-history-q" className="sr-only">
            {t('history.search')}
          </label>
          <input
            id="mc-history-q"
            key={filters.q ?? ''}
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            placeholder={t('history.search')}
            className={cn(fieldClasses(false), 'min-w-0 flex-1')}
          />
          <Button type="submit" variant="secondary">
            {t('history.searchAction')}
          </Button>
        </form>
        <FilterChips<MulticourierCourier>
          label={t('filter.courier')}
          allLabel={t('filter.allCouriers')}
          items={MULTICOURIER_COURIERS.map((c) => ({ key: c, label: MULTICOURIER_COURIER_INFO[c].name }))}
          value={filters.courier}
          onChange={(courier) => update({ courier })}
        />
        <FilterChips<ShipmentStatus>
          label={t('filter.status')}
          allLabel={t('filter.all')}
          items={SHIPMENT_STATUSES.map((s) => ({ key: s, label: t(`status.${s}`) }))}
          value={filters.status}
          onChange={(status) => update({ status })}
        />
        <FilterChips<ShipmentShippingState>
          label={t('filter.shippingStatus')}
          allLabel={t('filter.all')}
          items={SHIPMENT_SHIPPING_STATES.map((s) => ({ key: s, label: t(`shipping.${s}`) }))}
          value={filters.shipping_status}
          onChange={(shipping_status) => update({ shipping_status })}
        />
        <div className="grid grid-cols-2 gap-3">
          <DateRangeFields range={{ from: filters.from, to: filters.to }} onChange={(r) => update(r)} />
        </div>
      </Card>

      <Card>
        {list.isError ? (
          <QueryError onRetry={() => void list.refetch()} />
        ) : list.isPending ? (
          <div className="space-y-2">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : items.length === 0 ? (
          <EmptyState
            icon="inbox"
            title={filtered ? t('history.noMatch') : t('history.empty')}
            description={filtered ? t('history.noMatchText') : t('history.emptyText')}
            action={
              <Link to={multicourierPaths.form} className={buttonClasses('primary')}>
                {t('dashboard.send')}
              </Link>
            }
          />
        ) : (
          <div className={cn('space-y-3', list.isPlaceholderData && 'opacity-60')}>
            <p className="text-sm text-slate-600">
              {t('history.total', { count: meta?.total ?? items.length })}
            </p>
            <ShipmentRows items={items} />
            {meta && meta.last_page > 1 && (
              <Pager
                page={meta.current_page}
                lastPage={meta.last_page}
                onChange={(page) => update({ page })}
                previousLabel={t('history.previous')}
                nextLabel={t('history.next')}
                indicator={t('history.page', { page: meta.current_page, last: meta.last_page })}
                label={t('history.pages')}
              />
            )}
          </div>
        )}
      </Card>
    </div>
  );
}
