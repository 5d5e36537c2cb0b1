import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useCashbackHistory } from '../../../features/agent-center/api/agent-center';
import { AgentCenterPage } from '../../../features/agent-center/components/agent-center-page';
import {
  type DateRange,
  LoadFailed,
  pageFromParams,
  RangeTooLong,
  ReportFilters,
  ReportPager,
  rangeFromParams,
  rangeTooLong,
} from '../../../features/agent-center/components/report-parts';
import { formatDateTime } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';

function CashbackHistory() {
  const { t } = useTranslation(['agentCenter', 'common', 'errors']);
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const tooLong = rangeTooLong(range);
  const page = pageFromParams(params);
  const q = useCashbackHistory({ ...range, page }, !tooLong);
  const update = (patch: { range?: DateRange; page?: number }) => {
    const next = new URLSearchParams();
    const r = patch.range ?? range;
    next.set('from', r.from ?? '');
    next.set('to', r.to ?? '');
    if ((patch.page ?? 1) > 1) next.set('page', String(patch.page));
    setParams(next, { replace: true });
  };
  return (
    <>
      <ReportFilters range={range} onRange={(r) => update({ range: r })} />
      {tooLong ? (
        <RangeTooLong />
      ) : q.isPending ? (
        <PageSkeleton rows={4} label={t('common:loading')} />
      ) : q.isError ? (
        <LoadFailed message={errorMessage(t, q.error)} onRetry={() => void q.refetch()} />
      ) : q.data.data.length === 0 ? (
        <EmptyState
          icon="history"
          title={t('cashbackHistory.empty')}
          description={t('cashbackHistory.emptyText')}
        />
      ) : (
        <>
          <div className="rounded-2xl bg-brand-50 p-4" data-testid="cashback-sum">
            <p className="text-sm text-slate-700">{t('cashbackHistory.sum')}</p>
            <p className="text-xl font-bold text-brand-800 tabular-nums">{formatRupiah(q.data.meta.sum)}</p>
            <p className="text-xs text-slate-600">
              {t('cashbackHistory.count', { count: q.data.meta.total })}
            </p>
          </div>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {q.data.data.map((c) => (
              <li key={c.id} className="flex items-center gap-3 px-4 py-3" data-testid="cashback-credit">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {c.ref_id ? t('cashbackHistory.kinds.cashback') : t('cashbackHistory.kinds.other')}
                  </p>
                  {c.ref_id && (
                    <p className="text-sm text-slate-600">
                      {t('cashbackHistory.reference', { ref: c.ref_id, product: c.product_name ?? '' })}
                    </p>
                  )}
                  <p className="text-xs text-slate-500">{formatDateTime(c.created_at)}</p>
                </div>
                <div className="shrink-0 text-right">
                  <p className="font-semibold text-emerald-700 tabular-nums">+{formatRupiah(c.amount)}</p>
                  <p className="text-xs text-slate-500">
                    {t('cashbackHistory.balanceAfter', { amount: formatRupiah(c.balance_after) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <ReportPager
            page={q.data.meta.current_page}
            lastPage={q.data.meta.last_page}
            onPage={(p) => update({ page: p })}
          />
        </>
      )}
    </>
  );
}

/** /agent-center/cashback-history and /account/cashback-history: the cashback wallet's credits. */
export default function CashbackHistoryPage() {
  const { t } = useTranslation('agentCenter');
  return (
    <AgentCenterPage title={t('cashbackHistory.title')} intro={t('cashbackHistory.intro')}>
      <CashbackHistory />
    </AgentCenterPage>
  );
}
