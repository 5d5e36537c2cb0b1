import { DEPOSIT_TOPUP_STATUSES } from '@konter/core/deposit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs';
import { useTopups } from '../../../features/deposit/api/get-topups';
import { useWalletHistory } from '../../../features/deposit/api/get-wallet-history';
import { type DateRange, HistoryFilters } from '../../../features/deposit/components/history-filters';
import { MovementList } from '../../../features/deposit/components/movement-list';
import { LoadFailed, ReportPager } from '../../../features/deposit/components/report-parts';
import { TopupList } from '../../../features/deposit/components/topup-list';
import { depositPaths } from '../../../features/deposit/paths';
import { rangeFromParams } from '../../../features/deposit/report-range';

type ReportTab = 'movements' | 'topups';

/**
 * /account/laporan/deposit (laporan::deposit): the deposit's movements, and the top-up requests with
 * their status (each opens its confirmation screen). Filters live in the URL, paged.
 */
export default function DepositReportPage() {
  const { t } = useTranslation(['deposit', 'common']);
  const [params, setParams] = useSearchParams();
  const tab: ReportTab = params.get('tab') === 'topups' ? 'topups' : 'movements';
  const range = rangeFromParams(params);
  const status = DEPOSIT_TOPUP_STATUSES.find((s) => s === params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = (patch: {
    tab?: ReportTab;
    range?: DateRange;
    status?: string | undefined;
    page?: number;
  }) => {
    const next = new URLSearchParams();
    const nextTab = patch.tab ?? tab;
    const r = patch.range ?? range;
    if (nextTab === 'topups') next.set('tab', 'topups');
    next.set('from', r.from ?? '');
    next.set('to', r.to ?? '');
    const s = 'status' in patch ? patch.status : status;
    if (nextTab === 'topups' && s) next.set('status', s);
    const p = patch.page ?? 1;
    if (p > 1) next.set('page', String(p));
    setParams(next, { replace: true });
  };

  return (
    <Page title={t('report.depositTitle')} toolbarTitle>
      <Tabs
        idBase="deposit-report"
        label={t('report.tabsLabel')}
        value={tab}
        onChange={(k) => update({ tab: k })}
        items={[
          { key: 'movements', label: t('report.movements') },
          { key: 'topups', label: t('report.topups') },
        ]}
      />
      <div {...tabPanelProps('deposit-report', tab)} className="space-y-4">
        <HistoryFilters
          range={range}
          onChange={(r) => update({ range: r })}
          status={tab === 'topups' ? (status ?? null) : undefined}
          onStatus={tab === 'topups' ? (s) => update({ status: s }) : undefined}
        />
        {tab === 'movements' ? (
          <Movements range={range} page={page} onPage={(p) => update({ page: p })} />
        ) : (
          <Topups range={range} status={status} page={page} onPage={(p) => update({ page: p })} />
        )}
      </div>
    </Page>
  );
}

function Movements({ range, page, onPage }: { range: DateRange; page: number; onPage: (p: number) => void }) {
  const list = useWalletHistory('deposit', { ...range, page });
  return (
    <PagedReport
      list={list}
      emptyTitleKey="report.emptyMovementsTitle"
      countKey="report.count"
      onPage={onPage}
      render={(items) => <MovementList items={items} />}
    />
  );
}

function Topups({
  range,
  status,
  page,
  onPage,
}: {
  range: DateRange;
  status: (typeof DEPOSIT_TOPUP_STATUSES)[number] | undefined;
  page: number;
  onPage: (p: number) => void;
}) {
  const list = useTopups({ ...range, status, page });
  return (
    <PagedReport
      list={list}
      emptyTitleKey="report.emptyTopupsTitle"
      countKey="report.topupCount"
      onPage={onPage}
      render={(items) => <TopupList items={items} />}
    />
  );
}

interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  data?: { data: T[]; meta: { total: number; current_page: number; last_page: number } };
  refetch: () => unknown;
}

/** One page of a report: loading, failure with retry, the empty state, or the count, list and pager. */
function PagedReport<T>({
  list,
  emptyTitleKey,
  countKey,
  onPage,
  render,
}: {
  list: PagedQuery<T>;
  emptyTitleKey: 'report.emptyMovementsTitle' | 'report.emptyTopupsTitle';
  countKey: 'report.count' | 'report.topupCount';
  onPage: (p: number) => void;
  render: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation(['deposit', 'common']);
  if (list.isPending) return <PageSkeleton rows={4} label={t('common:loading')} />;
  if (list.isError || !list.data) return <LoadFailed onRetry={() => list.refetch()} />;
  const { data, meta } = list.data;
  if (data.length === 0)
    return (
      <EmptyState
        icon="wallet"
        title={t(emptyTitleKey)}
        description={t('report.emptyText')}
        action={
          <Link to={depositPaths.topup()} className={buttonClasses('secondary')}>
            {t('card.topup')}
          </Link>
        }
      />
    );
  return (
    <>
      <p className="text-sm text-slate-600">{t(countKey, { count: meta.total })}</p>
      {render(data)}
      <ReportPager page={meta.current_page} lastPage={meta.last_page} onPage={onPage} />
    </>
  );
}
