import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { useShopNotifications, useShopOrderLive } from '../api';

/** shop::notification:index — the member's notifications about their shop orders, newest first. */
export function ShopNotifications({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(['shopOrder', 'common']);
  useShopOrderLive();
  const list = useShopNotifications(page);
  if (list.isPending)
    return (
      <div className="space-y-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
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
  if (!rows.length)
    return (
      <EmptyState
        icon="inbox"
        title={t('notifications.emptyTitle')}
        description={t('notifications.emptyText')}
        action={
          <Button variant="secondary" onClick={() => list.refetch()}>
            <Icon name="refresh" className="size-5" />
            {t('notifications.refresh')}
          </Button>
        }
      />
    );
  const meta = list.data.meta;
  return (
    <div className="space-y-3">
      <ul
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
        data-testid="shop-notifications"
      >
        {rows.map((n) => (
          <li key={n.id} className="flex gap-3 px-4 py-3">
            <span
              className={cn(
                'mt-1.5 size-2.5 shrink-0 rounded-full',
                n.is_read ? 'bg-transparent' : n.status === 2 ? 'bg-red-600' : 'bg-brand-600',
              )}
              aria-hidden="true"
            />
            <div className="min-w-0 flex-1">
              <p className={cn('text-sm text-slate-900', !n.is_read && 'font-semibold')}>{n.title}</p>
              <p className="text-xs text-slate-500">{formatDateTime(n.date)}</p>
            </div>
          </li>
        ))}
      </ul>
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
