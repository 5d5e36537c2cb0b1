import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { accountKey } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { useTransaction } from '../api/get-transaction';
import { SaveFavourite } from './save-favourite';
import { TransactionResult } from './transaction-result';

/**
 * The live status after paying: polled every 1.5 s while processing. When it settles the account
 * is refreshed (a refund shows in the deposit at once).
 */
export function TransactionStatusView({
  refId,
  contactKind,
  onBuyAgain,
}: {
  refId: string;
  contactKind: string;
  onBuyAgain: () => void;
}) {
  const { t } = useTranslation(['purchase', 'common']);
  const qc = useQueryClient();
  const trx = useTransaction(refId);
  const status = trx.data?.status;

  useEffect(() => {
    if (status && status !== 'processing') {
      void qc.invalidateQueries({ queryKey: accountKey });
      void qc.invalidateQueries({ queryKey: ['transactions'] });
    }
  }, [status, qc]);

  if (trx.isPending) return <PageSkeleton rows={3} label={t('status.processing')} />;
  if (trx.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error">{t('status.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => trx.refetch()}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  const data = trx.data;
  return (
    <Card className="mx-auto max-w-lg space-y-5">
      <TransactionResult trx={data} />
      {data.status === 'success' && <SaveFavourite number={data.destination} kind={contactKind} />}
      <div className="grid gap-2 sm:grid-cols-3">
        <Link to={paths.receipt(data.kind, data.ref_id)} className={buttonClasses('primary')}>
          {t('status.receipt')}
        </Link>
        <Button variant="secondary" onClick={onBuyAgain}>
          {t('status.buyAgain')}
        </Button>
        <Link to={paths.history(data.kind)} className={buttonClasses('secondary')}>
          {t('status.history')}
        </Link>
      </div>
    </Card>
  );
}
