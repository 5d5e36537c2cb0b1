import type { TransactionView } from '@konter/core/contracts/purchase';
import { useTranslation } from 'react-i18next';
import { refundedStatuses } from '../../../components/status-badge';
import { Alert } from '../../../components/ui/alert';
import { Icon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/date';

/** What the receipt page may do with a transaction: print and share only a success. */
export type ReceiptOutcome = 'success' | 'pending' | 'failed';

const pendingStatuses: readonly TransactionView['status'][] = ['processing', 'unprocessed', 'inquiry'];

export const receiptOutcome = (status: TransactionView['status']): ReceiptOutcome =>
  status === 'success' ? 'success' : pendingStatuses.includes(status) ? 'pending' : 'failed';

/**
 * In place of the receipt when there is none to give: a sale still processing says so; a failed,
 * refunded, canceled or expired one says plainly that it is no proof of payment, why it failed and
 * that the money went back — with no receipt, nothing to print or share.
 */
export function ReceiptNotice({ trx }: { trx: TransactionView }) {
  const { t } = useTranslation(['transactions', 'common']);
  if (receiptOutcome(trx.status) === 'pending')
    return (
      <Alert tone="info" title={t('receipt.pendingTitle')} className="print:hidden">
        {t('receipt.processing')}
      </Alert>
    );
  const refunded = refundedStatuses.includes(trx.status);
  return (
    <div
      role="alert"
      className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900"
      data-testid="receipt-failed"
    >
      <p className="flex items-start gap-2 text-base font-bold">
        <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
        {t('receipt.failedTitle')}
      </p>
      {trx.failed_reason && (
        <p className="text-sm">{t('receipt.failedReason', { reason: trx.failed_reason })}</p>
      )}
      {refunded && (
        <p className="text-sm font-semibold">
          {t(trx.payment_method === 'loan' ? 'receipt.loanRestored' : 'receipt.refunded')}
        </p>
      )}
      <dl className="space-y-1 rounded-xl bg-white/70 px-3 py-2 text-sm text-slate-800">
        {(
          [
            [t('receipt.product'), trx.product_name],
            [t(trx.kind === 'prepaid' ? 'receipt.number' : 'receipt.customerNo'), trx.destination],
            [t('receipt.ref'), trx.ref_id],
            [t('receipt.date'), formatDateTime(trx.settled_at ?? trx.created_at)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="shrink-0 text-slate-600">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-red-800">{t('receipt.failedNoReceipt')}</p>
    </div>
  );
}
