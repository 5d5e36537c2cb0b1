import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useWalletHistory } from '../../../features/deposit/api/get-wallet-history';
import { type DateRange, HistoryFilters } from '../../../features/deposit/components/history-filters';
import { MovementList } from '../../../features/deposit/components/movement-list';
import { LoadFailed, ReportPager } from '../../../features/deposit/components/report-parts';
import { depositPaths } from '../../../features/deposit/paths';
import { rangeFromParams } from '../../../features/deposit/report-range';
import { formatRupiah } from '../../../lib/money';
import { useCurrentAccount } from './use-current-account';

/** /account/laporan/cashback-balance (laporan::cashback-balance): the cashback wallet's movements. */
export default function CashbackReportPage() {
  const { t } = useTranslation(['deposit', 'common']);
  const account = useCurrentAccount();
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useWalletHistory('cashback', { ...range, page });
  const cashback = account.cashback_wallet ?? 0;

  const update = (r: DateRange, p = 1) => {
    const next = new URLSearchParams();
    next.set('from', r.from ?? '');
    next.set('to', r.to ?? '');
    if (p > 1) next.set('page', String(p));
    setParams(next, { replace: true });
  };

  return (
    <Page title={t('report.cashbackTitle')} toolbarTitle>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 px-4 py-3">
        <div>
          <p className="text-sm text-amber-900">{t('card.cashback')}</p>
          <p className="text-xl font-bold text-slate-900 tabular-nums" data-testid="cashback-balance">
            {formatRupiah(cashback)}
          </p>
        </div>
        {cashback > 0 && account.status === 'active' && (
          <Link to={depositPaths.cashbackRedeem} className={buttonClasses('primary', 'sm')}>
            {t('card.redeem')}
          </Link>
        )}
      </div>
      <HistoryFilters range={range} onChange={(r) => update(r)} />
      {list.isPending ? (
        <PageSkeleton rows={4} label={t('common:loading')} />
      ) : list.isError ? (
        <LoadFailed onRetry={() => list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          icon="star"
          title={t('report.emptyCashbackTitle')}
          description={t('report.emptyCashbackText')}
        />
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('report.count', { count: list.data.meta.total })}</p>
          <MovementList items={list.data.data} />
          <ReportPager
            page={list.data.meta.current_page}
            lastPage={list.data.meta.last_page}
            onPage={(p) => update(range, p)}
          />
        </>
      )}
    </Page>
  );
}
