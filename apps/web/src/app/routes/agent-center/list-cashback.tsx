import { CASHBACK_KINDS, type CashbackKind } from '@konter/core/contracts/agent-center';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs';
import { useDownlineCashback } from '../../../features/agent-center/api/agent-center';
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

function CashbackList() {
  const { t } = useTranslation(['agentCenter', 'common', 'errors']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // /account/list-cashback/{prabayar,pascabayar} name the kind in the path; /agent-center in ?type=.
  const pathKind = CASHBACK_KINDS.find((k) => pathname.endsWith(`/${k}`));
  const type: CashbackKind = pathKind ?? (params.get('type') === 'pascabayar' ? 'pascabayar' : 'prabayar');
  const range = rangeFromParams(params);
  const tooLong = rangeTooLong(range);
  const page = pageFromParams(params);
  const q = useDownlineCashback({ type, ...range, page }, !tooLong);
  const update = (patch: { type?: CashbackKind; range?: DateRange; page?: number }) => {
    const next = new URLSearchParams();
    const k = patch.type ?? type;
    const r = patch.range ?? range;
    if (!pathKind) next.set('type', k);
    next.set('from', r.from ?? '');
    next.set('to', r.to ?? '');
    if ((patch.page ?? 1) > 1) next.set('page', String(patch.page));
    if (pathKind && patch.type && patch.type !== pathKind)
      navigate(`/account/list-cashback/${patch.type}?${next}`, { replace: true });
    else setParams(next, { replace: true });
  };
  const items = q.data?.data ?? [];
  return (
    <>
      <Tabs
        idBase="cashback"
        label={t('cashback.kindLabel')}
        value={type}
        onChange={(k) => update({ type: k, page: 1 })}
        items={[
          { key: 'prabayar', label: t('kind.prepaid') },
          { key: 'pascabayar', label: t('kind.postpaid') },
        ]}
      />
      <div {...tabPanelProps('cashback', type)} className="space-y-4">
        <ReportFilters range={range} onRange={(r) => update({ range: r })} />
        {tooLong ? (
          <RangeTooLong />
        ) : q.isPending ? (
          <PageSkeleton rows={4} label={t('common:loading')} />
        ) : q.isError ? (
          <LoadFailed message={errorMessage(t, q.error)} onRetry={() => void q.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon="star" title={t('cashback.empty')} description={t('cashback.emptyText')} />
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {t('cashback.count', { count: q.data.meta.total })} ·{' '}
              {t('cashback.total', { amount: formatRupiah(items.reduce((s, i) => s + i.cashback, 0)) })}
            </p>
            <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
              {items.map((c) => (
                <li key={c.ref_id} className="flex items-center gap-3 px-4 py-3" data-testid="cashback-row">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900">{c.product_name}</p>
                    <p className="truncate text-sm text-slate-600">
                      {c.downline_name} · <span className="tabular-nums">{c.destination}</span>
                    </p>
                    <p className="text-xs text-slate-500">
                      {formatDateTime(c.created_at)} · {formatRupiah(c.price)}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="font-semibold text-emerald-700 tabular-nums">
                      +{formatRupiah(c.cashback)}
                    </span>
                    <StatusBadge status={c.status} />
                    <span className="text-xs text-slate-500">
                      {c.credited ? t('cashback.credited') : t('cashback.waiting')}
                    </span>
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
      </div>
    </>
  );
}

/** /agent-center/list-cashback and /account/list-cashback/{prabayar,pascabayar}. */
export default function ListCashbackPage() {
  const { t } = useTranslation('agentCenter');
  return (
    <AgentCenterPage title={t('cashback.title')} intro={t('cashback.intro')}>
      <CashbackList />
    </AgentCenterPage>
  );
}
