import {
  NOTIFICATION_TYPES,
  type NotificationList,
  type NotificationType,
} from '@konter/core/contracts/notification';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Redirect } from '../../../components/redirect';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs';
import { notificationListKey, useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/mark-read';
import { useDeleteNotification } from '../api/remove-notifications';
import { ClearNotifications } from '../components/clear-notifications';
import { NotificationRow } from '../components/notification-row';
import { PushToggle } from '../components/push-toggle';

const isType = (v: string | undefined): v is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(v ?? '');

/**
 * /notification/:type (spec §2 notification list): tabs, paged list, read-all, empty state; spec §4:
 * each row can be deleted, and a tab cleared.
 */
export default function NotificationListPage() {
  const { t } = useTranslation(['notifications', 'common']);
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const type = isType(params.type) ? params.type : 'today';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useNotifications(type, page);
  const unread = useUnreadCount();
  const readAll = useMarkAllRead();
  const remove = useDeleteNotification();
  const snackbar = useSnackbar();

  if (params.type !== undefined && !isType(params.type)) return <Redirect to="/notification/today" />;

  const meta = list.data?.meta;
  const rows = list.data?.data ?? [];
  const unreadHere = unread.data?.[type] ?? rows.filter((r) => !r.is_read).length;
  // Spec §2: clicking a notification marks it read locally (the detail call marks it on the server).
  const markLocally = (id: number) =>
    qc.setQueryData<{ data: NotificationList['data']; meta: NotificationList['meta'] }>(
      notificationListKey(type, page),
      (old) => old && { ...old, data: old.data.map((r) => (r.id === id ? { ...r, is_read: true } : r)) },
    );
  const toPage = (p: number) => setSearch(p > 1 ? { page: String(p) } : {});
  const deleteRow = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        snackbar.show({ message: t('delete.done'), color: 'success' });
        // The last row of a later page: show the page before it rather than an empty one.
        if (rows.length === 1 && page > 1) toPage(page - 1);
      },
    });

  return (
    <Page title={t('title')} toolbarTitle>
      <Tabs
        idBase="notification"
        label={t('tabs.label')}
        value={type}
        onChange={(next) => navigate(`/notification/${next}`)}
        items={NOTIFICATION_TYPES.map((key) => {
          const n = unread.data?.[key] ?? 0;
          return { key, label: n > 0 ? `${t(`tabs.${key}`)} (${n})` : t(`tabs.${key}`) };
        })}
      />
      <div {...tabPanelProps('notification', type)} className="space-y-4">
        {rows.length > 0 && (
          <div className="flex flex-wrap justify-end gap-2">
            {unreadHere > 0 && (
              <Button variant="ghost" size="sm" disabled={readAll.isPending} onClick={() => readAll.mutate()}>
                {t('readAll')}
              </Button>
            )}
            <ClearNotifications type={type} onCleared={() => toPage(1)} />
          </div>
        )}
        {list.isPending ? (
          <PageSkeleton rows={5} label={t('common:loading')} />
        ) : list.isError ? (
          <QueryError onRetry={() => void list.refetch()} retryLabel={t('refresh')} />
        ) : rows.length === 0 ? (
          <EmptyState
            icon="inbox"
            title={t('empty.title')}
            description={t('empty.description')}
            action={
              <Button variant="secondary" disabled={list.isFetching} onClick={() => list.refetch()}>
                {t('refresh')}
              </Button>
            }
          />
        ) : (
          <>
            <ul
              data-testid="notification-list"
              className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white p-1"
            >
              {rows.map((item) => (
                <NotificationRow
                  key={item.id}
                  item={item}
                  type={type}
                  unreadLabel={t('unread')}
                  onOpen={() => markLocally(item.id)}
                  remove={{
                    label: t('delete.label', { title: item.title }),
                    onClick: () => deleteRow(item.id),
                    disabled: remove.isPending && remove.variables === item.id,
                  }}
                />
              ))}
            </ul>
            {meta && meta.last_page > 1 && (
              <Pager
                page={meta.current_page}
                lastPage={meta.last_page}
                onChange={toPage}
                label={t('pager.label')}
                previousLabel={t('pager.previous')}
                nextLabel={t('pager.next')}
                indicator={t('pager.indicator', { page: meta.current_page, last: meta.last_page })}
              />
            )}
          </>
        )}
      </div>
      <PushToggle />
    </Page>
  );
}
