import type { Account } from '@konter/core/contracts/account';
import { postpaidPayRequest, type TransactionView } from '@konter/core/contracts/purchase';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PinField } from '../../../components/pin-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isStatus } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { cheapestPerName, quoteChannel, usePaymentChannels } from '../api/get-payment-channels';
import { usePayPostpaid } from '../api/pay-postpaid';
import { billsTotal } from '../bill';
import { walletsOf } from '../wallets';
import { PaymentMethodField } from './payment-method-field';
import { NoPinNotice, PinLockedAlert } from './pin-notices';
import { ChannelTotalRows, SummaryRow } from './summary-row';

/**
 * Confirms the payment of the selected bills: a wallet (all of them at once) or, for one bill, a
 * gateway's channel (its own payment page), and the PIN.
 */
export function PostpaidPayDialog({
  bills,
  open,
  account,
  onClose,
  onPaid,
}: {
  bills: TransactionView[];
  open: boolean;
  account: Account;
  onClose: () => void;
  onPaid: (paid: TransactionView[]) => void;
}) {
  const { t } = useTranslation('purchase');
  const pay = usePayPostpaid();
  const empty = { ref_ids: [] as string[], payment_method: 'deposit' as const, pin: '' };
  const form = useLocalizedForm(postpaidPayRequest, { defaultValues: empty, mode: 'onSubmit' });
  const server = useServerErrors(form);
  const [locked, setLocked] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const total = billsTotal(bills);
  const refs = bills.map((b) => b.ref_id).join(',');
  // A gateway payment pays one bill (the server refuses more): the channels show for one bill only.
  const payment = usePaymentChannels(open && bills.length === 1);
  const channels =
    payment.data && bills.length === 1
      ? cheapestPerName(payment.data.channels.map((o) => quoteChannel(o, total, payment.data)))
      : [];
  const chosenChannel = channels.find((c) => c.option.method === form.watch('payment_method'));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new confirmation starts clean
  useEffect(() => {
    if (!open) return;
    form.reset({ ...empty, ref_ids: refs ? refs.split(',') : [] });
    server.clearAlert();
    setLocked(false);
    setBlocked(null);
  }, [open, refs]);

  const onSubmit = form.handleSubmit((v) => {
    setLocked(false);
    setBlocked(null);
    pay.mutate(v, {
      onSuccess: onPaid,
      onError: (e) => {
        if (isStatus(e, 429, 'pin_locked')) return setLocked(true);
        if (isStatus(e, 403, 'account_inactive')) return setBlocked(errorMessage(t, e));
        server.handle(e);
      },
    });
  });

  return (
    <Dialog open={open} onClose={onClose} title={t('postpaid.confirmTitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="pay-dialog">
        {blocked && <Alert tone="error">{blocked}</Alert>}
        {locked && <PinLockedAlert />}
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3.5">
          {bills.map((b) => (
            <SummaryRow key={b.ref_id} label={b.customer_name ?? b.destination}>
              <span className="tabular-nums">{formatRupiah(b.buying_price)}</span>
            </SummaryRow>
          ))}
          <SummaryRow label={t('bill.total')}>
            <span className="text-lg text-brand-800 tabular-nums">{formatRupiah(total)}</span>
          </SummaryRow>
          <ChannelTotalRows channel={chosenChannel} />
        </dl>
        <Controller
          control={form.control}
          name="payment_method"
          render={({ field }) => (
            <PaymentMethodField
              wallets={walletsOf(account)}
              channels={channels}
              value={field.value ?? 'deposit'}
              onChange={field.onChange}
              amount={total}
              error={form.formState.errors.payment_method?.message}
            />
          )}
        />
        {account.has_pin ? (
          <PinField control={form.control} name="pin" label={t('confirm.pin')} help={t('confirm.pinHelp')} />
        ) : (
          <NoPinNotice />
        )}
        {chosenChannel && <p className="text-sm text-slate-600">{t('confirm.gatewayNote')}</p>}
        <Button type="submit" block size="lg" loading={pay.isPending} disabled={!account.has_pin}>
          {t('confirm.pay', { price: formatRupiah(chosenChannel?.total ?? total) })}
        </Button>
      </form>
    </Dialog>
  );
}
