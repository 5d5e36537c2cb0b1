import type { AgentLoanView } from '@konter/core/contracts/loan';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { useCancelLoanRequest } from '../api';
import { LoanStatusPill } from './loan-badges';

/** A pending request: "waiting for admin approval", what was asked, and cancel. */
export function PendingRequest({ loan, onCancelled }: { loan: AgentLoanView; onCancelled: () => void }) {
  const { t } = useTranslation('loan');
  const cancel = useCancelLoanRequest();
  const [asking, setAsking] = useState(false);
  return (
    <Card data-testid="loan-pending">
      <div className="mb-3">
        <LoanStatusPill loan={loan} />
      </div>
      <Alert tone="info" title={t('pending.title')}>
        <p>{t('pending.text', { limit: formatRupiah(loan.limit), due: formatDate(loan.due_date) })}</p>
      </Alert>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('field.requestedAt')}</dt>
          <dd className="font-medium text-slate-900">{formatDate(loan.requested_at)}</dd>
        </div>
        {loan.note && (
          <div className="flex justify-between gap-3">
            <dt className="shrink-0 text-slate-600">{t('field.note')}</dt>
            <dd className="text-right font-medium break-words text-slate-900">{loan.note}</dd>
          </div>
        )}
      </dl>
      <Button variant="secondary" className="mt-4" onClick={() => setAsking(true)} data-testid="loan-cancel">
        {t('pending.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('pending.cancelTitle')}
        message={t('pending.cancelText')}
        confirmLabel={t('pending.cancelConfirm')}
        loading={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              onCancelled();
            },
            onError: () => setAsking(false),
          })
        }
      />
    </Card>
  );
}
