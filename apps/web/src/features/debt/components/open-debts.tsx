import {
  type BillDebtSource,
  DEBT_DEPOSIT_STATUSES,
  type DebtDepositStatus,
} from '@konter/core/contracts/debt';
import { LOAN_DUE_GROUPS, type LoanDueGroup } from '@konter/core/contracts/loan';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import { fieldClasses } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import { ReportPager } from '../../agent-center';
import { type DownlineDebt, useOpenDebts } from '../api';
import { CollectDebtDialog } from './collect-debt-dialog';
import { DebtCard } from './debt-card';

const isDueGroup = (v: string | null): v is LoanDueGroup =>
  (LOAN_DUE_GROUPS as readonly string[]).includes(v ?? '');
const isStatus = (v: string | null): v is DebtDepositStatus =>
  (DEBT_DEPOSIT_STATUSES as readonly string[]).includes(v ?? '');

/**
 * The master's open downline debts of one source: due-group chips with their counts, a deposit-status
 * filter (both in the URL), the cards with "Terima setoran", the pager.
 */
export function OpenDebts({
  source,
  empty,
}: {
  source: BillDebtSource | 'transfer_deposit';
  /** Shown under the empty state (where debts are recorded from). */
  empty?: ReactNode;
}) {
  const { t } = useTranslation(['debt', 'common', 'errors']);
  const id = useId();
  const snackbar = useSnackbar();
  const [params, setParams] = useSearchParams();
  const dueGroup = isDueGroup(params.get('due_group'))
    ? (params.get('due_group') as LoanDueGroup)
    : undefined;
  const status = isStatus(params.get('deposit_status'))
    ? (params.get('deposit_status') as DebtDepositStatus)
    : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useOpenDebts({ source, due_group: dueGroup, deposit_status: status, page });
  const [collecting, setCollecting] = useState<DownlineDebt | null>(null);
  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch))
      if (v) next.set(k, v);
      else next.delete(k);
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  const counts = q.data?.meta.counts;
  const allCount = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;

  return (
    <div className="space-y-4">
      <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t('debt:filter.dueGroups')}</legend>
          <div className="flex flex-wrap gap-2" data-testid="debt-due-chips">
            {([undefined, ...LOAN_DUE_GROUPS] as const).map((g) => {
              const active = g === dueGroup;
              const n = g ? counts?.[g] : allCount;
              return (
                <button
                  key={g ?? 'all'}
                  type="button"
                  aria-pressed={active}
                  onClick={() => update({ due_group: g })}
                  className={cn(
                    'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-medium',
                    active
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                  )}
                >
                  {t(`debt:dueGroupShort.${g ?? 'all'}`)}
                  {n !== undefined && (
                    <span
                      className={cn(
                        'rounded-full px-1.5 text-xs tabular-nums',
                        active ? 'bg-white/20' : 'bg-slate-100 text-slate-700',
                      )}
                    >
                      {n}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </fieldset>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-700">
            {t('debt:filter.status')}
          </label>
          <select
            id={`${id}-status`}
            className={fieldClasses(false)}
            value={status ?? ''}
            onChange={(e) => update({ deposit_status: e.target.value || undefined })}
            data-testid="debt-status-filter"
          >
            <option value="">{t('debt:depositStatus.all')}</option>
            {DEBT_DEPOSIT_STATUSES.filter((s) => s !== 'approved').map((s) => (
              <option key={s} value={s}>
                {t(`debt:depositStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {q.isPending ? (
        <PageSkeleton rows={4} label={t('common:loading')} />
      ) : q.isError ? (
        <div className="space-y-3">
          <Alert tone="error">{errorMessage(t, q.error)}</Alert>
          <Button variant="secondary" onClick={() => void q.refetch()}>
            {t('common:action.retry')}
          </Button>
        </div>
      ) : q.data.data.length === 0 ? (
        <EmptyState
          icon="receipt"
          title={t('debt:list.empty')}
          description={t('debt:list.emptyText')}
          action={empty}
        />
      ) : (
        <>
          <p className="text-sm text-slate-600" data-testid="debt-count">
            {t('debt:list.count', { count: q.data.meta.total, sum: formatRupiah(q.data.meta.sum) })}
          </p>
          <ul className="grid gap-3 lg:grid-cols-2">
            {q.data.data.map((d) => (
              <DebtCard
                key={d.id}
                debt={d}
                side="upline"
                showPayments
                actions={
                  <Button size="sm" onClick={() => setCollecting(d)} data-testid="debt-collect">
                    {t('debt:collect.action')}
                  </Button>
                }
              />
            ))}
          </ul>
          <ReportPager
            page={q.data.meta.current_page}
            lastPage={q.data.meta.last_page}
            onPage={(p) => update({ page: String(p) })}
          />
        </>
      )}
      <CollectDebtDialog
        debt={collecting}
        onClose={() => setCollecting(null)}
        onDone={(text) => {
          setCollecting(null);
          snackbar.show({ color: 'success', message: text });
        }}
      />
    </div>
  );
}
