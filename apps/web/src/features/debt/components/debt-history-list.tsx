import type { DebtHistoryKind } from '@konter/core/contracts/debt';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { ReportPager } from '../../agent-center';
import { useDebtHistory } from '../api';
import { DebtCard } from './debt-card';

/** Every debt record of one source (settled ones too) with their payments, for the master or the downline. */
export function DebtHistoryList({
  side,
  kind,
  from,
  to,
  page,
  onPage,
}: {
  side: 'upline' | 'downline';
  kind: DebtHistoryKind;
  from?: string;
  to?: string;
  page: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation(['debt', 'common', 'errors']);
  const q = useDebtHistory({ side, kind, from, to, page });
  if (q.isPending) return <PageSkeleton rows={4} label={t('common:loading')} />;
  if (q.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error">{errorMessage(t, q.error)}</Alert>
        <Button variant="secondary" onClick={() => void q.refetch()}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  if (q.data.data.length === 0)
    return (
      <EmptyState icon="receipt" title={t('debt:history.empty')} description={t('debt:history.emptyText')} />
    );
  return (
    <>
      <p className="text-sm text-slate-600">{t('debt:history.count', { count: q.data.meta.total })}</p>
      <ul className="grid gap-3 lg:grid-cols-2">
        {q.data.data.map((d) => (
          <DebtCard key={d.id} debt={d} side={side} showPayments />
        ))}
      </ul>
      <ReportPager page={q.data.meta.current_page} lastPage={q.data.meta.last_page} onPage={onPage} />
    </>
  );
}
