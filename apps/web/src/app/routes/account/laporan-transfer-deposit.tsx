import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs';
import {
  type TransferDirection,
  useTransferHistory,
} from '../../../features/deposit/api/get-transfer-history';
import { type DateRange, HistoryFilters } from '../../../features/deposit/components/history-filters';
import { LoadFailed, ReportPager } from '../../../features/deposit/components/report-parts';
import { TransferList } from '../../../features/deposit/components/transfer-list';
import { rangeFromParams } from '../../../features/deposit/report-range';

type Tab = 'all' | TransferDirection;
const TABS: readonly Tab[] = ['all', 'sent', 'received'];

/**
 * /account/laporan/transfer-deposit (laporan::transfer-deposit): the member's deposit transfers,
 * sent and received (spec §3 Deposit transfer), by direction and Jakarta date range (the last 30
 * days by default), paged. Filters live in the URL.
 */
export default function TransferDepositReportPage() {
  const { t } = useTranslation(['deposit', 'common']);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((d) => d === params.get('direction')) ?? 'all';
  const range = rangeFromParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useTransferHistory({ direction: tab === 'all' ? undefined : tab, ...range, page });

  const update = (patch: { tab?: Tab; range?: DateRange; page?: number }) => {
    const next = new URLSearchParams();
    const d = patch.tab ?? tab;
    const r = patch.range ?? range;
    if (d !== 'all') next.set('direction', d);
    next.set('from', r.from ?? '');
    next.set('to', r.to ?? '');
    if ((patch.page ?? 1) > 1) next.set('page', String(patch.page));
    setParams(next, { replace: true });
  };

  return (
    <Page title={t('transferReport.title')} toolbarTitle>
      <Tabs
        idBase="transfer-report"
        label={t('transferReport.directionLabel')}
        value={tab}
        onChange={(k) => update({ tab: k })}
        items={TABS.map((k) => ({ key: k, label: t(`transferReport.tab.${k}`) }))}
      />
      <div {...tabPanelProps('transfer-report', tab)} className="space-y-4">
        <HistoryFilters range={range} onChange={(r) => update({ range: r })} />
        {list.isPending ? (
          <PageSkeleton rows={4} label={t('common:loading')} />
        ) : list.isError ? (
          <LoadFailed onRetry={() => list.refetch()} />
        ) : list.data.data.length === 0 ? (
          <EmptyState
            icon="send"
            title={t('transferReport.emptyTitle')}
            description={t('report.emptyText')}
          />
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {t('transferReport.count', { count: list.data.meta.total })}
            </p>
            <TransferList items={list.data.data} />
            <ReportPager
              page={list.data.meta.current_page}
              lastPage={list.data.meta.last_page}
              onPage={(p) => update({ page: p })}
            />
          </>
        )}
      </div>
    </Page>
  );
}
