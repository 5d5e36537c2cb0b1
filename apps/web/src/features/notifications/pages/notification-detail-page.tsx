import { NOTIFICATION_TYPES, type NotificationType } from '@konter/core/contracts/notification';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Redirect } from '../../../components/redirect';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import { isStatus } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date';
import { useNotification } from '../api/get-notification';
import { useDeleteNotification } from '../api/remove-notifications';

const statusTone = {
  0: 'bg-slate-100 text-slate-700',
  1: 'bg-emerald-50 text-emerald-800',
  2: 'bg-red-50 text-red-700',
};

/** Where a notification points, when its data names a transaction or a deposit top-up. */
function linkOf(data: Record<string, unknown> | null): string | null {
  if (!data) return null;
  if (typeof data.ref_id === 'string') return `/receipt/prabayar/${encodeURIComponent(data.ref_id)}`;
  if (typeof data.code === 'string') return `/payment/deposit/topup/${encodeURIComponent(data.code)}`;
  return null;
}

/**
 * /notification/:type/:id — opening it marks it read (the server does, the badge follows). Deleting
 * it (spec §4) goes back to its tab.
 */
export default function NotificationDetailPage() {
  const { t } = useTranslation(['notifications', 'common']);
  const params = useParams();
  const type = (NOTIFICATION_TYPES as readonly string[]).includes(params.type ?? '')
    ? (params.type as NotificationType)
    : null;
  const id = Number(params.id);
  const valid = type !== null && Number.isInteger(id) && id > 0;
  const query = useNotification(type ?? 'today', valid ? id : 0);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const remove = useDeleteNotification();
  if (!valid) return <Redirect to="/notification/today" />;

  const back = (
    <Link to={`/notification/${type}`} className={buttonClasses('ghost', 'sm')}>
      {t('detail.back')}
    </Link>
  );
  const n = query.data;
  const link = n ? linkOf(n.data) : null;

  return (
    <Page title={t('detail.title')} toolbarTitle>
      {query.isPending ? (
        <PageSkeleton rows={2} label={t('common:loading')} />
      ) : query.isError ? (
        isStatus(query.error, 404) ? (
          <div className="space-y-3">
            <Alert tone="error">{t('detail.notFound')}</Alert>
            {back}
          </div>
        ) : (
          <QueryError onRetry={() => void query.refetch()} retryLabel={t('refresh')}>
            {back}
          </QueryError>
        )
      ) : n ? (
        <article
          data-testid="notification-detail"
          className="space-y-3 rounded-xl border border-slate-200 bg-white p-5"
        >
          <span
            className={cn(
              'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
              statusTone[n.status],
            )}
          >
            {t(`status.${n.status}`)}
          </span>
          <h2 className="text-lg font-semibold break-words text-slate-900">{n.title}</h2>
          <p className="text-sm text-slate-500">{formatDateTime(n.date)}</p>
          {n.body && <p className="whitespace-pre-line break-words text-slate-700">{n.body}</p>}
          <div className="flex flex-wrap gap-2 pt-2">
            {link && (
              <Link to={link} className={buttonClasses('secondary', 'sm')}>
                {t('live.open')}
              </Link>
            )}
            {back}
            <Button
              variant="secondary"
              size="sm"
              className="ms-auto"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(id, {
                  onSuccess: () => {
                    snackbar.show({ message: t('delete.done'), color: 'success' });
                    navigate(`/notification/${type}`, { replace: true });
                  },
                })
              }
            >
              <Icon name="trash" className="size-4" />
              {t('delete.action')}
            </Button>
          </div>
        </article>
      ) : null}
    </Page>
  );
}
