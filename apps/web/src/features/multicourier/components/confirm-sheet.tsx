import type { Account } from '@konter/core/contracts/account';
import {
  MULTICOURIER_COURIER_INFO,
  type Shipment,
  type ShippingFeeInput,
  type ShippingQuote,
} from '@konter/core/contracts/shipping';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PinInput } from '../../../components/ui/pin-input';
import { type ApiError, isApiError, isStatus } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorMessage } from '../../../lib/field-error';
import { formatRupiah } from '../../../lib/money';
import { NoPinNotice, PinLockedAlert } from '../../purchase';
import { useCreateShipment } from '../api/create-shipment';
import { CostRows, Row } from './cost-rows';

/**
 * The confirmation of a chosen tariff: the cost breakdown, the deposit after the hold, the agent
 * cashback, then the PIN (as every money move) → create_order. A refusal is said here and the form
 * keeps everything; a changed price sends the member back to the fresh tariffs.
 */
export function ConfirmSheet({
  quote,
  values,
  saveSender,
  saveRecipient,
  account,
  onClose,
  onCreated,
  onPriceChanged,
  onFieldErrors,
}: {
  quote: ShippingQuote | null;
  values: ShippingFeeInput | null;
  saveSender: boolean;
  saveRecipient: boolean;
  account: Account;
  onClose: () => void;
  onCreated: (shipment: Shipment) => void;
  onPriceChanged: (message: string) => void;
  /** A 422 about the form's fields (sender, recipient, item): put them on the form. */
  onFieldErrors: (error: ApiError) => void;
}) {
  const { t } = useTranslation(['multicourier', 'common', 'errors']);
  const create = useCreateShipment();
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new confirmation starts clean
  useEffect(() => {
    setPin('');
    setPinError(null);
    setAlert(null);
    setLocked(false);
    create.reset();
  }, [quote]);

  const after = quote ? account.deposit - quote.total_cost : 0;
  const short = quote !== null && after < 0;

  const submit = () => {
    if (!quote || !values) return;
    if (pin.length !== 6) {
      setPinError(t('confirm.pinRequired'));
      return;
    }
    setPinError(null);
    setAlert(null);
    setLocked(false);
    create.mutate(
      {
        ...values,
        courier: quote.courier,
        service_code: quote.service_code,
        expected_total: quote.total_cost,
        pin,
        save_sender: saveSender,
        save_recipient: saveRecipient,
      },
      {
        onSuccess: onCreated,
        onError: (e) => {
          setPin('');
          if (isStatus(e, 429, 'pin_locked')) return setLocked(true);
          if (isApiError(e) && e.code === 'shipping_price_changed') return onPriceChanged(errorMessage(t, e));
          const fields = isApiError(e) && e.status === 422 ? Object.entries(e.errors ?? {}) : [];
          const pinField = fields.find(([f]) => f === 'pin');
          if (pinField?.[1][0]) return setPinError(fieldErrorMessage(t, 'pin', pinField[1][0]));
          if (fields.some(([f]) => /^(sender|recipient|item)\b/.test(f))) {
            onFieldErrors(e as ApiError);
            return;
          }
          // The server's reason when it answered; else the spec's "transaction creation failed".
          setAlert(
            isApiError(e) && e.status > 0 && e.status < 500
              ? errorMessage(t, e)
              : t('errors:shipping_create_failed', { reason: errorMessage(t, e) }),
          );
        },
      },
    );
  };

  return (
    <Dialog open={quote !== null} onClose={onClose} title={t('confirm.title')}>
      {quote && (
        <form
          noValidate
          className="space-y-4"
          data-testid="confirm-sheet"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {locked && <PinLockedAlert />}
          {alert && (
            <Alert tone="error" title={t('confirm.failedTitle')}>
              {alert}
            </Alert>
          )}
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">
              {MULTICOURIER_COURIER_INFO[quote.courier].name} {quote.service_name}
            </span>{' '}
            · {t('tariff.eta', { etd: quote.etd })}
          </p>
          <div className="rounded-xl bg-slate-50 px-3.5 py-1">
            <CostRows cost={quote} />
          </div>
          <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-3.5 py-1">
            <Row label={t('confirm.deposit')}>{formatRupiah(account.deposit)}</Row>
            <Row label={t('confirm.depositAfter')}>
              <span className={short ? 'text-red-700' : undefined} data-testid="deposit-after">
                {formatRupiah(after)}
              </span>
            </Row>
            {quote.agent_cashback > 0 && (
              <Row label={t('confirm.cashback')}>
                <span className="text-emerald-700">{formatRupiah(quote.agent_cashback)}</span>
              </Row>
            )}
          </dl>
          {short && <Alert tone="warning">{t('confirm.short')}</Alert>}
          {account.has_pin ? (
            <PinInput
              label={t('confirm.pin')}
              value={pin}
              onChange={setPin}
              mask
              help={t('confirm.pinHelp')}
              error={pinError ?? undefined}
            />
          ) : (
            <NoPinNotice />
          )}
          <p className="text-sm text-slate-600">{t('confirm.holdNote')}</p>
          <Button type="submit" block size="lg" loading={create.isPending} disabled={!account.has_pin}>
            {t('confirm.pay', { price: formatRupiah(quote.total_cost) })}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
