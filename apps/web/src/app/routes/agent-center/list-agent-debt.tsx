import { AGENT_LOAN_STATUSES, LOAN_DUE_GROUPS, type LoanDueGroup } from '@konter/core/contracts/loan';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { fieldClasses } from '../../../components/ui/text-field';
import { AgentCenterPage } from '../../../features/agent-center/components/agent-center-page';
import {
  LoadFailed,
  pageFromParams,
  ReportFilters,
  ReportPager,
} from '../../../features/agent-center/components/report-parts';
import {
  type DownlineLoan,
  DueDates,
  DueGroupPill,
  LoanStatusPill,
  UsageBar,
  useDownlineLoans,
  useLoanRealtime,
} from '../../../features/loan';
import { useAccount } from '../../../lib/auth';
import { formatDate } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';

type Status = 'all' | (typeof AGENT_LOAN_STATUSES)[number];
const STATUSES: readonly Status[] = ['all', ...AGENT_LOAN_STATUSES];
const GROUPS = LOAN_DUE_GROUPS.filter((g) => g !== 'other');

function LoanCard({ loan }: { loan: DownlineLoan }) {
  const { t } = useTranslation('loan');
  const active = loan.status === 'active';
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="agent-loan-row">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{loan.agent_name}</p>
          <p className="text-sm text-slate-600 tabular-nums">{loan.agent_phone}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <LoanStatusPill loan={loan} />
          {active && <DueGroupPill group={loan.due_group} />}
        </div>
      </div>
      {active && (
        <div className="mt-3">
          <UsageBar usage={loan.usage} limit={loan.limit} />
        </div>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{t('field.limit')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatRupiah(loan.limit)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('field.usage')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatRupiah(loan.usage)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('field.remaining')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatRupiah(loan.remaining_limit)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{loan.old_due_date ? t('field.dueChanged') : t('field.dueDate')}</dt>
          <dd className="font-medium text-slate-900">
            <DueDates loan={loan} format={formatDate} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('field.collected')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatRupiah(loan.collected_amount)}</dd>
        </div>
        {active && (
          <div>
            <dt className="text-slate-500">{t('depositStatus.label')}</dt>
            <dd className="font-medium text-slate-900">
              {t(`depositStatus.${loan.deposit_status ?? 'none'}`)}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}

function DownlineLoans() {
  const { t } = useTranslation(['loan', 'agentCenter', 'common']);
  const id = useId();
  const account = useAccount();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() || undefined;
  const status: Status = STATUSES.find((s) => s === params.get('status')) ?? 'all';
  const group = GROUPS.find((g) => g === params.get('due_group'));
  const page = pageFromParams(params);
  const master = account.data?.category === 3;
  const q = useDownlineLoans({ status, due_group: group, search, page }, master);
  useLoanRealtime();
  const update = (patch: {
    search?: string;
    status?: Status;
    group?: LoanDueGroup | null;
    page?: number;
  }) => {
    const next = new URLSearchParams();
    const s = 'search' in patch ? patch.search : search;
    const st = patch.status ?? status;
    const g = 'group' in patch ? patch.group : group;
    if (s) next.set('search', s);
    if (st !== 'all') next.set('status', st);
    if (g) next.set('due_group', g);
    if ((patch.page ?? 1) > 1) next.set('page', String(patch.page));
    setParams(next, { replace: true });
  };
  if (!master)
    return (
      <EmptyState icon="user" title={t('list.mastersOnlyTitle')} description={t('list.mastersOnlyText')} />
    );
  const counts = q.data?.meta.counts;
  const chip = (key: LoanDueGroup | null, label: string, count?: number) => {
    const on = (group ?? null) === key;
    return (
      <button
        key={key ?? 'all'}
        type="button"
        aria-pressed={on}
        onClick={() => update({ group: key })}
        className={cn(
          'min-h-10 shrink-0 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap',
          on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700',
        )}
        data-testid={`due-chip-${key ?? 'all'}`}
      >
        {label}
        {count !== undefined && <span className="ml-1.5 tabular-nums opacity-80">{count}</span>}
      </button>
    );
  };
  return (
    <>
      <ReportFilters
        search={search}
        onSearch={(s) => update({ search: s || undefined })}
        searchLabel={t('list.search')}
      />
      <div className="space-y-3">
        <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
          <legend className="sr-only">{t('list.groups')}</legend>
          {chip(null, t('list.allGroups'))}
          {GROUPS.map((g) => chip(g, t(`dueGroup.${g}`), counts?.[g]))}
        </fieldset>
        <div className="flex items-center gap-3">
          <label htmlFor={`${id}-status`} className="text-sm font-medium text-slate-700">
            {t('list.status')}
          </label>
          <select
            id={`${id}-status`}
            className={cn(fieldClasses(false), 'max-w-56')}
            value={status}
            onChange={(e) => update({ status: e.target.value as Status })}
            data-testid="loan-status-filter"
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'all' ? t('list.all') : t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {q.isPending ? (
        <PageSkeleton rows={4} label={t('common:loading')} />
      ) : q.isError ? (
        <LoadFailed message={errorMessage(t, q.error)} onRetry={() => void q.refetch()} />
      ) : q.data.data.length === 0 ? (
        <EmptyState icon="card" title={t('list.empty')} description={t('list.emptyText')} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('list.count', { count: q.data.meta.total })}</p>
          <ul className="grid gap-3">
            {q.data.data.map((l) => (
              <LoanCard key={l.id} loan={l} />
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

/** /agent-center/list-agent-debt (spec §2 agent center, loan section): a master's agents' loans. */
export default function ListAgentDebtPage() {
  const { t } = useTranslation('loan');
  return (
    <AgentCenterPage title={t('list.title')} intro={t('list.intro')}>
      <DownlineLoans />
    </AgentCenterPage>
  );
}
