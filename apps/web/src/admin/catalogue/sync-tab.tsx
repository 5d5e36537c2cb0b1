import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { Icon } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/error-message';
import { formatMoment } from '../lib/format';
import { useRunSync, useSyncState } from './api/sync';

const COUNTS = ['created', 'updated', 'deactivated', 'skipped', 'unchanged'] as const;

/**
 * "Sync now": the supplier's price lists pulled at once (as the schedule does), with what changed. A
 * second sync while one runs is refused by the server and said here.
 */
export function SyncTab({ editable }: { editable: boolean }) {
  const { t } = useTranslation(['console', 'common']);
  const state = useSyncState();
  const run = useRunSync();
  const running = run.isPending || state.data?.running === true;
  const last = run.data ?? state.data?.last ?? null;

  return (
    <Card>
      <CardHeader title={t('catalogue.sync.title')} description={t('catalogue.sync.description')} />
      <div className="space-y-4" aria-live="polite">
        {editable && (
          <Button
            onClick={() => run.mutate()}
            loading={running}
            className="w-full sm:w-auto"
            data-testid="sync-now"
          >
            <Icon name="refresh" className="size-5" />
            {t('catalogue.sync.run')}
          </Button>
        )}
        {running && (
          <div className="space-y-2" data-testid="sync-running">
            <p className="text-sm text-slate-700">{t('catalogue.sync.running')}</p>
            <div className="h-2 overflow-hidden rounded-full bg-slate-100">
              <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-600" />
            </div>
          </div>
        )}
        {run.isError && <Alert tone="error">{errorMessage(t, run.error)}</Alert>}
        {state.isPending ? (
          <PageSkeleton label={t('console:loading')} />
        ) : state.isError ? (
          <QueryError onRetry={() => void state.refetch()} />
        ) : last ? (
          <div data-testid="sync-result" className="space-y-3">
            <p className="text-sm text-slate-600">
              {t('catalogue.sync.last', { at: formatMoment(last.finished_at), by: last.by })}
            </p>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {COUNTS.map((k) => (
                <div key={k} className="rounded-xl bg-slate-50 p-3">
                  <dt className="text-xs text-slate-500">{t(`catalogue.sync.counts.${k}`)}</dt>
                  <dd className="text-xl font-bold text-slate-900" data-testid={`sync-${k}`}>
                    {last[k]}
                  </dd>
                </div>
              ))}
            </dl>
            {last.unknown_categories.length > 0 && (
              <Alert tone="warning">
                {t('catalogue.sync.unknown', { list: last.unknown_categories.join(', ') })}
              </Alert>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t('catalogue.sync.never')}</p>
        )}
      </div>
    </Card>
  );
}
