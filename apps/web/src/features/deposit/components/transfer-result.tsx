import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import type { DepositTransfer } from '../api/transfer-deposit';
import { depositPaths } from '../paths';
import { SummaryRow } from './summary-row';

/** The transfer's result: the transaction date and code (spec §3 Deposit transfer). */
export function TransferResult({ result, onAgain }: { result: DepositTransfer; onAgain: () => void }) {
  const { t } = useTranslation('deposit');
  return (
    <Card className="space-y-5" data-testid="transfer-result">
      <div role="status" className="flex flex-col items-center py-2 text-center">
        <Icon name="success" className="size-14 text-emerald-600" />
        <p className="mt-3 text-lg font-semibold text-slate-900">{t('transfer.successTitle')}</p>
        <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{formatRupiah(result.amount)}</p>
      </div>
      <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3.5">
        <SummaryRow label={t('transfer.receiver')}>
          {result.receiver_name}
          <span className="block text-sm font-normal text-slate-600 tabular-nums">{result.phone}</span>
        </SummaryRow>
        {result.note && <SummaryRow label={t('transfer.noteShort')}>{result.note}</SummaryRow>}
        <SummaryRow label={t('transfer.code')} testId="transfer-code">
          <span className="font-mono text-sm">{result.code}</span>
        </SummaryRow>
        <SummaryRow label={t('transfer.date')}>{formatDateTime(result.created_at)}</SummaryRow>
      </dl>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="secondary" onClick={onAgain}>
          {t('transfer.again')}
        </Button>
        <Link to={depositPaths.transferReport} className={buttonClasses('secondary')}>
          {t('transferReport.title')}
        </Link>
      </div>
    </Card>
  );
}
