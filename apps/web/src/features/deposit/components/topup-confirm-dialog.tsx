import { depositCreditDate, isAfterDepositCutoff } from '@konter/core/deposit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isStatus } from '../../../lib/api-error';
import { formatDate } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorMessage } from '../../../lib/field-error';
import { formatRupiah } from '../../../lib/money';
import { useCreateTopup } from '../api/create-topup';
import type { DepositTopup } from '../api/get-topup';
import type { TopupQuote } from '../fees';
import { isOwnBankTransfer, methodName } from '../labels';
import { SummaryRow } from './summary-row';

/**
 * The step before a top-up request is made: what will be paid, how, and what happens next (bank
 * transfer: the exact total with its unique code comes on the next screen; gateways: their page).
 */
export function TopupConfirmDialog({
  quote,
  onClose,
  onCreated,
}: {
  quote: TopupQuote | null;
  onClose: () => void;
  onCreated: (topup: DepositTopup) => void;
}) {
  const { t } = useTranslation(['deposit', 'common']);
  const create = useCreateTopup();
  const { reset } = create;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new confirmation starts clean
  useEffect(() => {
    if (quote) reset();
  }, [quote]);

  const bank = quote ? isOwnBankTransfer(quote.request.method) : false;
  // A 422 means the settings changed under the form (nominal or method no longer allowed); 409 too
  // many open requests, 503 no free unique code right now. Other failures get the app's snackbar.
  const error = create.error;
  const failure =
    error && (isStatus(error, 422) || isStatus(error, 409) || isStatus(error, 503))
      ? Object.entries(error.errors ?? {})
          .flatMap(([field, list]) => list.map((e) => fieldErrorMessage(t, field, e)))
          .join(' ') || errorMessage(t, error)
      : null;

  return (
    <Dialog open={quote !== null} onClose={onClose} title={t('confirm.title')}>
      {quote && (
        <div className="space-y-4" data-testid="topup-confirm">
          {failure && <Alert tone="error">{failure}</Alert>}
          <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3.5">
            <SummaryRow label={t('topup.nominal')}>{formatRupiah(quote.request.nominal)}</SummaryRow>
            <SummaryRow label={t('topup.method')}>{methodName(quote.request.method)}</SummaryRow>
            {quote.request.holder_name && (
              <SummaryRow label={t('topup.holderNameShort')}>{quote.request.holder_name}</SummaryRow>
            )}
            <SummaryRow label={t('topup.fee')}>
              {quote.fee === 0 ? t('topup.noFee') : formatRupiah(quote.fee)}
            </SummaryRow>
            <SummaryRow label={t('topup.total')}>
              <span className="text-lg text-brand-800 tabular-nums">{formatRupiah(quote.total)}</span>
              {bank && (
                <span className="block text-xs font-normal text-slate-600">{t('topup.plusUniqueCode')}</span>
              )}
            </SummaryRow>
          </dl>
          <p className="text-sm text-slate-600">{bank ? t('confirm.nextBank') : t('confirm.nextGateway')}</p>
          {bank && isAfterDepositCutoff() && (
            <Alert tone="warning">{t('help.cutoffNow', { date: formatDate(depositCreditDate()) })}</Alert>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
              {t('common:action.cancel')}
            </Button>
            <Button
              onClick={() => create.mutate(quote.request, { onSuccess: (topup) => onCreated(topup) })}
              loading={create.isPending}
            >
              {bank ? t('confirm.createBank') : t('confirm.createGateway')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
