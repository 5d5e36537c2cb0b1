import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { accountKey } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { useTransactions } from '../api/get-transaction';
import { SaveFavourite } from './save-favourite';
import { TransactionResult } from './transaction-result';

/** The live status of each paid bill (each polled while processing). */
export function PostpaidStatusList({
  refIds,
  contactKind,
  onPayMore,
}: {
  refIds: string[];
  contactKind: string;
  onPayMore: () => void;
}) {
  const { t } = useTranslation(['purchase', 'common']);
  const qc = useQueryClient();
  const results = useTransactions(refIds);
  const settled = results.filter((r) => r.data && r.data.status !== 'processing').length;

  useEffect(() => {
    if (settled > 0) {
      void qc.invalidateQueries({ queryKey: accountKey });
      void qc.invalidateQueries({ queryKey: ['transactions'] });
    }
  }, [settled, qc]);

  return (
    <div className="mx-auto max-w-lg space-y-4">
      {results.map((r, i) => (
        <Card key={refIds[i]} className="space-y-4">
          {r.isPending ? (
            <Skeleton className="h-40" />
          ) : r.isError ? (
            <div className="space-y-3">
              <Alert tone="error">{t('status.loadFailed')}</Alert>
              <Button variant="secondary" onClick={() => r.refetch()}>
                {t('common:action.retry')}
              </Button>
            </div>
          ) : (
            <>
              <TransactionResult trx={r.data} />
              {r.data.status === 'success' && (
                <SaveFavourite number={r.data.destination} kind={contactKind} />
              )}
              <Link
                to={paths.receipt('postpaid', r.data.ref_id)}
                className={buttonClasses('secondary', 'md', true)}
              >
                {t('status.receipt')}
              </Link>
            </>
          )}
        </Card>
      ))}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button onClick={onPayMore}>{t('postpaid.payMore')}</Button>
        <Link to={paths.history('postpaid')} className={buttonClasses('secondary')}>
          {t('status.history')}
        </Link>
      </div>
    </div>
  );
}
