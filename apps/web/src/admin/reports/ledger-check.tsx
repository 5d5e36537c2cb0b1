import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { formatMoment } from '../lib/format';
import { useLedgerCheck, useRunLedgerCheck } from './api';

/**
 * The ledger invariant check (the same check as `npm run ledger:check`): its last result — when, how
 * long, by whom, OK or the violations — and "Run now", which shows its progress until the result.
 */
export function LedgerCheckPanel() {
  const { t } = useTranslation('console');
  const state = useLedgerCheck();
  const run = useRunLedgerCheck();
  const busy = run.isPending || state.data?.running === true;
  const last = state.data?.last ?? null;

  return (
    <Card data-testid="ledger-check">
      <CardHeader title={t('reports.ledger.title')} description={t('reports.ledger.description')} />
      <Button
        className="mb-4 w-full sm:w-auto"
        onClick={() => run.mutate()}
        disabled={busy}
        data-testid="ledger-run"
      >
        <Icon name="refresh" className={busy ? 'size-4 animate-spin' : 'size-4'} />
        {t('reports.ledger.run')}
      </Button>
      {busy && (
        <div className="mb-4 space-y-2" role="status" aria-live="polite">
          <p className="text-sm font-medium text-slate-700">{t('reports.ledger.running')}</p>
          <div className="h-1.5 overflow-hidden rounded-full bg-slate-100">
            <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-600" />
          </div>
        </div>
      )}
      {state.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : state.isError ? (
        <QueryError onRetry={() => void state.refetch()} />
      ) : !last ? (
        <p className="text-sm text-slate-600">{t('reports.ledger.never')}</p>
      ) : (
        <div className="space-y-3" data-testid="ledger-result" data-ok={last.ok}>
          {last.ok ? (
            <Alert tone="success">
              <span className="font-semibold">{t('reports.ledger.ok')}</span> — {t('reports.ledger.okHelp')}
            </Alert>
          ) : (
            <Alert tone="error">
              <span className="font-semibold">
                {t('reports.ledger.failed', { count: last.violations.length })}
              </span>
            </Alert>
          )}
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-500">{t('reports.ledger.at')}</dt>
            <dd className="font-medium text-slate-900">{formatMoment(last.started_at)}</dd>
            <dt className="text-slate-500">{t('reports.ledger.duration')}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">
              {t('reports.ledger.ms', { ms: last.duration_ms })}
            </dd>
            <dt className="text-slate-500">{t('reports.ledger.by')}</dt>
            <dd className="font-medium break-all text-slate-900">{last.actor}</dd>
          </dl>
          {last.violations.length > 0 && (
            <ul className="max-h-80 list-disc space-y-1 overflow-auto rounded-xl bg-red-50 p-3 pl-7 font-mono text-xs text-red-900">
              {last.violations.map((v) => (
                <li key={v} className="break-words">
                  {v}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}
