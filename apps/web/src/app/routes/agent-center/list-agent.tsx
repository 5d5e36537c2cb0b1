import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useDownlines } from '../../../features/agent-center/api/agent-center';
import { AgentCenterPage } from '../../../features/agent-center/components/agent-center-page';
import {
  LoadFailed,
  pageFromParams,
  ReportFilters,
  ReportPager,
} from '../../../features/agent-center/components/report-parts';
import { formatDate } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';

const CATEGORY_NAMES: Record<number, 'member' | 'agent' | 'master'> = {
  1: 'member',
  2: 'agent',
  3: 'master',
};

function DownlineList() {
  const { t } = useTranslation(['agentCenter', 'common', 'errors']);
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() || undefined;
  const page = pageFromParams(params);
  const q = useDownlines({ search, page }, true);
  const update = (patch: { search?: string; page?: number }) => {
    const next = new URLSearchParams();
    const s = 'search' in patch ? patch.search : search;
    if (s) next.set('search', s);
    if ((patch.page ?? 1) > 1) next.set('page', String(patch.page));
    setParams(next, { replace: true });
  };
  return (
    <>
      <ReportFilters
        search={search}
        onSearch={(s) => update({ search: s || undefined })}
        searchLabel={t('listAgent.search')}
      />
      {q.isPending ? (
        <PageSkeleton rows={4} label={t('common:loading')} />
      ) : q.isError ? (
        <LoadFailed message={errorMessage(t, q.error)} onRetry={() => void q.refetch()} />
      ) : q.data.data.length === 0 ? (
        <EmptyState
          icon="user"
          title={t('listAgent.empty')}
          description={search ? t('listAgent.emptySearch', { search }) : t('listAgent.emptyText')}
          action={
            search ? undefined : (
              <Link to="/agent-center/referral" className={buttonClasses('secondary')}>
                {t('listAgent.invite')}
              </Link>
            )
          }
        />
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('listAgent.count', { count: q.data.meta.total })}</p>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {q.data.data.map((d) => (
              <li key={d.id} className="flex items-center gap-3 px-4 py-3" data-testid="downline-row">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{d.name}</p>
                  <p className="truncate text-sm text-slate-600 tabular-nums">
                    {d.phone} · {t(`category.${CATEGORY_NAMES[d.category] ?? 'member'}`)}
                  </p>
                  <p className="text-xs text-slate-500">
                    {t('listAgent.joined', { date: formatDate(d.joined_at) })}
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p className="text-xs text-slate-500">{t('listAgent.salesMonth')}</p>
                  <p className="font-semibold text-slate-900 tabular-nums">
                    {formatRupiah(d.sales_month.amount)}
                  </p>
                  <p className="text-xs text-slate-500">
                    {t('listAgent.salesCount', { count: d.sales_month.count })}
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

/** /agent-center/list-agent and /account/list-agent: the caller's downlines. */
export default function ListAgentPage() {
  const { t } = useTranslation('agentCenter');
  return (
    <AgentCenterPage title={t('listAgent.title')} intro={t('listAgent.intro')}>
      <DownlineList />
    </AgentCenterPage>
  );
}
