import { SHOP_ORDER_STATUSES, type ShopOrderSummary } from '@konter/core/contracts/shop-order';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import { ProductImage } from '../../shop';
import { type OrderTab, useOrderCounts, useOrders, useShopOrderLive } from '../api';
import { shopOrderPaths } from '../paths';
import { OrderStatusPill } from './status-pill';

export const ORDER_TABS: readonly OrderTab[] = ['all', ...SHOP_ORDER_STATUSES];
export const isOrderTab = (v: string | undefined): v is OrderTab =>
  (ORDER_TABS as readonly string[]).includes(v ?? '');

/** The state tabs as a scrolling row of links, each with its count (GET shop/transactions/count). */
export function OrderTabs({ value, pathOf }: { value: OrderTab; pathOf: (tab: OrderTab) => string }) {
  const { t } = useTranslation('shopOrder');
  const counts = useOrderCounts();
  return (
    <nav aria-label={t('orders.tabs')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 pb-1">
        {ORDER_TABS.map((tab) => {
          const n = tab === 'all' ? null : (counts.data?.statuses[tab] ?? 0);
          const current = tab === value;
          return (
            <li key={tab}>
              <Link
                to={pathOf(tab)}
                replace
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap',
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600',
                )}
              >
                {t(`tab.${tab}`)}
                {n ? (
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-xs tabular-nums',
                      current ? 'bg-white/25' : 'bg-brand-100 text-brand-800',
                    )}
                    data-testid={`tab-count-${tab}`}
                  >
                    {n}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** One order as a card: first item, count, total, state, date; links to the order. */
export function OrderCard({ order }: { order: ShopOrderSummary }) {
  const { t } = useTranslation('shopOrder');
  return (
    <Link
      to={shopOrderPaths.order(order.code)}
      className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-xs hover:border-brand-600"
      data-testid="order-card"
      data-code={order.code}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <span className="font-mono text-xs text-slate-500">{order.code}</span>
        <OrderStatusPill status={order.status} />
      </div>
      <div className="flex gap-3">
        <span className="block size-14 shrink-0 overflow-hidden rounded-lg">
          <ProductImage src={order.first_item.image} alt="" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-slate-900">{order.first_item.name}</p>
          {order.items_count > 1 && (
            <p className="text-sm text-slate-600">{t('orders.more', { n: order.items_count - 1 })}</p>
          )}
          <p className="text-sm text-slate-600">{formatDateTime(order.created_at)}</p>
        </div>
      </div>
      <div className="mt-3 flex items-end justify-between gap-2 border-t border-slate-100 pt-3">
        <span className="text-sm text-slate-600">
          {t('orders.quantity', { n: order.total_quantity })} · {order.courier_name}
        </span>
        <span className="text-right">
          <span className="block text-xs text-slate-500">{t('totals.total')}</span>
          <span className="font-bold text-slate-900 tabular-nums">
            {formatRupiah(order.total + order.payment_fee)}
          </span>
        </span>
      </div>
    </Link>
  );
}

/** The paged order list of one tab (and an optional Jakarta date range: the report). */
export function OrderList({
  status,
  page,
  from,
  to,
  onPage,
  empty,
}: {
  status: OrderTab;
  page: number;
  from?: string;
  to?: string;
  onPage: (page: number) => void;
  empty?: ReactNode;
}) {
  const { t } = useTranslation(['shopOrder', 'common']);
  useShopOrderLive();
  const list = useOrders({ status, page, from, to });
  if (list.isPending)
    return (
      <div className="space-y-3">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  if (list.isError)
    return (
      <EmptyState
        icon="alert"
        title={errorMessage(t, list.error)}
        action={
          <Button variant="secondary" onClick={() => list.refetch()}>
            {t('common:action.retry')}
          </Button>
        }
      />
    );
  const rows = list.data.data;
  const meta = list.data.meta;
  if (!rows.length)
    return (
      empty ?? (
        <EmptyState
          icon="cart"
          title={t('orders.emptyTitle')}
          description={t('orders.emptyText')}
          action={
            <Link to="/shop" className={buttonClasses('primary')}>
              {t('checkout.toShop')}
            </Link>
          }
        />
      )
    );
  return (
    <div className="space-y-3">
      <div className="grid gap-3 lg:grid-cols-2">
        {rows.map((o) => (
          <OrderCard key={o.code} order={o} />
        ))}
      </div>
      {meta.last_page > 1 && (
        <Pager
          page={meta.current_page}
          lastPage={meta.last_page}
          onChange={onPage}
          previousLabel={t('orders.previous')}
          nextLabel={t('orders.next')}
          indicator={t('orders.page', { page: meta.current_page, last: meta.last_page })}
          label={t('orders.pages')}
        />
      )}
    </div>
  );
}
