import type { TransactionView } from '@konter/core/contracts/purchase';
import { parseEsimActivation } from '@konter/core/esim';
import { isPaymentMethodCode, paymentMethodInfo } from '@konter/core/payment';
import { plnTokenOf } from '@konter/core/pln';
import { useTranslation } from 'react-i18next';
import { refundedStatuses, StatusBadge } from '../../../components/status-badge';
import { Icon, Spinner } from '../../../components/ui/icons';
import { useAccount } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { EsimActivation } from './esim-activation';
import { SerialNumber } from './serial-number';
import { SummaryRow } from './summary-row';

/** One transaction's live outcome: processing, success with the SN, or failure with the refund note. */
export function TransactionResult({ trx }: { trx: TransactionView }) {
  const { t, i18n } = useTranslation('purchase');
  // A wallet (deposit, cashback, loan) or a payment gateway's method (midtrans:qris, …).
  const paymentMethodLabel = (m: string) =>
    isPaymentMethodCode(m)
      ? (paymentMethodInfo(m).name[(i18n.language as 'id' | 'en' | 'zh') ?? 'id'] ?? m)
      : m === 'deposit' || m === 'cashback' || m === 'loan'
        ? t(`wallet.${m}`)
        : m;
  const refunded = refundedStatuses.includes(trx.status);
  return (
    <div className="space-y-4" data-testid="transaction-result" data-status={trx.status}>
      <div role="status" aria-live="polite" className="flex flex-col items-center py-2 text-center">
        {trx.status === 'processing' ? (
          <>
            <Spinner className="size-12 text-brand-700" />
            <p className="mt-4 text-lg font-semibold text-slate-900">{t('status.processing')}</p>
            <p className="mt-1 max-w-sm text-sm text-slate-600">{t('status.processingHelp')}</p>
          </>
        ) : trx.status === 'unprocessed' && trx.payment_url ? (
          <>
            <Icon name="wallet" className="size-14 text-amber-600" />
            <p className="mt-3 text-lg font-semibold text-slate-900">{t('status.awaiting')}</p>
            {trx.payment_expires_at && (
              <p className="mt-1 max-w-sm text-sm text-slate-600">
                {t('status.awaitingHelp', { time: formatDateTime(trx.payment_expires_at) })}
              </p>
            )}
            <a
              href={trx.payment_url}
              className="mt-4 inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
              data-testid="pay-now"
            >
              {t('status.payNow')}
            </a>
          </>
        ) : trx.status === 'success' ? (
          <>
            <Icon name="success" className="size-14 text-emerald-600" />
            <p className="mt-3 text-lg font-semibold text-slate-900">{t('status.success')}</p>
          </>
        ) : refunded ? (
          <>
            <Icon name="alert" className="size-14 text-red-600" />
            <p className="mt-3 text-lg font-semibold text-slate-900">{t('status.failed')}</p>
            {trx.failed_reason && <p className="mt-1 text-sm text-slate-700">{trx.failed_reason}</p>}
          </>
        ) : (
          <>
            <Icon name="info" className="size-14 text-slate-500" />
            <p className="mt-3">
              <StatusBadge status={trx.status} className="text-sm" />
            </p>
          </>
        )}
      </div>
      {trx.status === 'success' &&
        trx.serial_number &&
        // An eSIM's SN is its activation code: shown as the QR code and its manual-entry parts.
        (parseEsimActivation(trx.serial_number) ? <EsimActivation trx={trx} /> : <SerialNumber trx={trx} />)}
      {refunded && <RefundNote />}
      <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3.5">
        <SummaryRow label={t('confirm.product')}>{trx.product_name}</SummaryRow>
        <SummaryRow
          label={t(trx.product_type === 'esim' ? 'destination.label.email' : 'confirm.destination')}
        >
          <span className="tabular-nums">{trx.destination}</span>
          {trx.customer_name && !plnTokenOf(trx)?.name && (
            <span className="block text-sm font-normal text-slate-600">{trx.customer_name}</span>
          )}
        </SummaryRow>
        <SummaryRow label={t('confirm.price')}>{formatRupiah(trx.buying_price)}</SummaryRow>
        <SummaryRow label={t('confirm.paymentMethod')}>{paymentMethodLabel(trx.payment_method)}</SummaryRow>
        {trx.pg_service_fee > 0 && (
          <SummaryRow label={t('confirm.fee')}>{formatRupiah(trx.pg_service_fee)}</SummaryRow>
        )}
        <SummaryRow label={t('status.refId')}>
          <span className="font-mono text-sm">{trx.ref_id}</span>
        </SummaryRow>
        <SummaryRow label={t('status.time')}>{formatDateTime(trx.created_at)}</SummaryRow>
      </dl>
    </div>
  );
}

/** A failed top-up goes back to the deposit (spec §1, §9.3), with the balance as it is now. */
function RefundNote() {
  const { t } = useTranslation('purchase');
  const { data: account } = useAccount();
  return (
    <div className="rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
      <p className="font-semibold">{t('status.refunded')}</p>
      {account && (
        <p className="mt-0.5">
          {t('status.depositNow')}{' '}
          <span className="font-bold tabular-nums" data-testid="deposit-balance">
            {formatRupiah(account.deposit)}
          </span>
        </p>
      )}
    </div>
  );
}
