import { reportStatusFilters } from '@konter/core/contracts/purchase';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Page } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { PageSkeleton } from '../../components/ui/skeleton';
import { Tabs, tabPanelProps } from '../../components/ui/tabs';
import {
  type TransactionFilters,
  type TransactionKind,
  useTransactionList,
} from '../../features/transactions/api/get-transactions';
import { ReportFilters } from '../../features/transactions/components/report-filters';
import { TransactionList } from '../../features/transactions/components/transaction-list';
import { reportRangeFromParams } from '../../features/transactions/report-range';
import { formatRupiah } from '../../lib/money';
import { paths } from '../../lib/paths';
import { useRouteMeta } from '../layout/use-route-meta';

const kindOfPath = (pathname: string): TransactionKind | null =>
  pathname.endsWith('/pascabayar') ? 'postpaid' : pathname.endsWith('/prabayar') ? 'prepaid' : null;

/**
 * The transaction report (/history, /report, laporan::transaksi, account/transaksi-history/*):
 * prepaid or postpaid purchases, by search, status (or refunded) and Jakarta date range (the last
 * 7 days by default, quick ranges), paged; the filters live in the URL so Back and shared links
 * keep them. Postpaid bills that were only checked are not purchases: the server leaves them out.
 */
export default function ReportPage() {
  const { t } = useTranslation(['transactions', 'common']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const pathKind = kindOfPath(pathname);
  // Without a back arrow (/history) the phone toolbar shows the logo, so the page keeps its heading.
  const { back } = useRouteMeta();
  const status = params.get('status');
  const filters: TransactionFilters = {
    kind: pathKind ?? (params.get('kind') === 'postpaid' ? 'postpaid' : 'prepaid'),
    status: reportStatusFilters.find((s) => s === status),
    ...reportRangeFromParams(params),
    search: params.get('search')?.trim() || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const list = useTransactionList(filters);

  const update = (patch: Partial<TransactionFilters>) => {
    const f = { ...filters, ...patch };
    const next = new URLSearchParams();
    if (!pathKind) next.set('kind', f.kind);
    if (f.search) next.set('search', f.search);
    if (f.status) next.set('status', f.status);
    next.set('from', f.from ?? '');
    next.set('to', f.to ?? '');
    if (f.page > 1) next.set('page', String(f.page));
    if (pathKind && patch.kind && patch.kind !== pathKind)
      navigate(`${paths.history(patch.kind)}?${next}`, { replace: true });
    else setParams(next, { replace: true });
  };

  const items = list.data?.data ?? [];
  const meta = list.data?.meta;
  const successTotal = items.filter((i) => i.status === 'success').reduce((s, i) => s + i.buying_price, 0);

  return (
    <Page title={t('report.title')} toolbarTitle={Boolean(back)}>
      <Tabs
        idBase="report"
        label={t('report.kindLabel')}
        value={filters.kind}
        onChange={(kind) => update({ kind, page: 1 })}
        items={[
          { key: 'prepaid', label: t('report.prepaid') },
          { key: 'postpaid', label: t('report.postpaid') },
        ]}
      />
      <div {...tabPanelProps('report', filters.kind)} className="space-y-4">
        <ReportFilters filters={filters} onChange={update} />
        {list.isPending ? (
          <PageSkeleton rows={4} label={t('common:loading')} />
        ) : list.isError ? (
          <div className="space-y-3">
            <Alert tone="error">{t('report.loadFailed')}</Alert>
            <Button variant="secondary" onClick={() => list.refetch()}>
              {t('common:action.retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState
            icon="history"
            title={t('report.emptyTitle')}
            description={
              filters.search ? t('report.emptySearch', { search: filters.search }) : t('report.emptyText')
            }
            action={
              <Link
                to={filters.kind === 'prepaid' ? paths.prepaid('pulsa') : paths.postpaid('electricity')}
                className={buttonClasses('secondary')}
              >
                {t('report.buy')}
              </Link>
            }
          />
        ) : (
          <>
            <div
              className="flex flex-wrap justify-between gap-2 text-sm text-slate-600"
              data-testid="report-totals"
            >
              <span>{t('report.count', { count: meta?.total ?? items.length })}</span>
              <span>
                {t('report.successTotal')}{' '}
                <strong className="text-slate-900 tabular-nums">{formatRupiah(successTotal)}</strong>
              </span>
            </div>
            <TransactionList items={items} />
            {meta && meta.last_page > 1 && (
              <Pager
                page={meta.current_page}
                lastPage={meta.last_page}
                onChange={(page) => update({ page })}
                previousLabel={t('report.previous')}
                nextLabel={t('report.next')}
                indicator={t('report.page', { page: meta.current_page, last: meta.last_page })}
                label={t('report.pages')}
              />
            )}
          </>
        )}
      </div>
    </Page>
  );
}
