import type { Account } from '@konter/core/contracts/account';
import type { BulkPurchaseResult } from '@konter/core/contracts/bulk';
import type { PrepaidProductView } from '@konter/core/contracts/catalog';
import { prepaidPurchaseRequest, type TransactionView } from '@konter/core/contracts/purchase';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PinField } from '../../../components/pin-field';
import { Alert } from '../../../components/ui/alert';
import { CurrencyField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { isStatus } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorMessage } from '../../../lib/field-error';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { randomId } from '../../../lib/random-id';
import { useCreateBulkTransaction } from '../api/create-bulk-transaction';
import { useCreatePrepaidTransaction } from '../api/create-prepaid-transaction';
import { cheapestPerName, quoteChannel, usePaymentChannels } from '../api/get-payment-channels';
import { walletsOf } from '../wallets';
import { BulkQuantity } from './bulk-quantity';
import { PaymentMethodField } from './payment-method-field';
import { NoPinNotice, PinLockedAlert } from './pin-notices';
import { ChannelTotalRows, SummaryRow } from './summary-row';

export interface ConfirmTarget {
  product: PrepaidProductView;
  destination: string;
  /** Shown next to the number: the operator, or the PLN customer's name. */
  destinationNote?: string;
  /** The operator the user chose by hand when the number's prefix is unknown. */
  operator?: string;
}

/**
 * The confirmation step (a bottom sheet on phones, a dialog from sm up): what is bought, for which
 * number, at which price, from which wallet; optional order number and markup; then the PIN.
 * `walletOnly` offers the wallets alone, no gateway channel (a promo item: promo_wallet_only).
 */
export function ConfirmSheet({
  target,
  account,
  onClose,
  onPurchased,
  onDestinationError,
  walletOnly = false,
  bulk,
}: {
  target: ConfirmTarget | null;
  account: Account;
  onClose: () => void;
  onPurchased: (trx: TransactionView) => void;
  onDestinationError: (message: string) => void;
  walletOnly?: boolean;
  /** A voucher code: "Beli banyak", a quantity; 2 or more buy a batch in this one confirmation. */
  bulk?: { onPurchased: (batch: BulkPurchaseResult) => void };
}) {
  const { t } = useTranslation(['purchase', 'bulk']);
  const [quantity, setQuantity] = useState(1);
  const createBulk = useCreateBulkTransaction();
  const many = bulk !== undefined && quantity >= 2;
  const qc = useQueryClient();
  const create = useCreatePrepaidTransaction();
  const empty = { product_code: '', destination: '', payment_method: 'deposit' as const, pin: '' };
  const form = useLocalizedForm(prepaidPurchaseRequest, { defaultValues: empty, mode: 'onSubmit' });
  const server = useServerErrors(form);
  const [locked, setLocked] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [extrasOpen, setExtrasOpen] = useState(false);
  // One key per confirmation: a double tap or a retry cannot buy twice.
  const idempotencyKey = useRef('');
  const { errors } = form.formState;
  // A bulk buy is paid from the deposit or the cashback wallet (one hold per code).
  const wallets = walletsOf(account).filter((w) => !many || w.method !== 'loan');
  const price = target?.product.price ?? 0;
  // A promo item is paid from a wallet only (the server refuses a gateway: promo_wallet_only).
  const walletsOnly = walletOnly || target?.product.promo === true;
  const payment = usePaymentChannels(target !== null && !walletsOnly);
  const channels =
    payment.data && !walletsOnly && !many
      ? cheapestPerName(payment.data.channels.map((o) => quoteChannel(o, price, payment.data)))
      : [];
  const method = form.watch('payment_method');
  const chosenChannel = channels.find((c) => c.option.method === method);
  const markup = Number(form.watch('markup_price') ?? 0) || 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new confirmation starts clean
  useEffect(() => {
    if (!target) return;
    idempotencyKey.current = randomId();
    form.reset({
      ...empty,
      product_code: target.product.code,
      destination: target.destination,
      operator: target.operator,
    });
    server.clearAlert();
    setLocked(false);
    setBlocked(null);
    setExtrasOpen(false);
    setQuantity(1);
  }, [target]);

  // A bulk buy takes a wallet: a gateway or the loan chosen before the quantity went up falls back.
  useEffect(() => {
    const m = form.getValues('payment_method');
    if (many && m !== 'deposit' && m !== 'cashback') form.setValue('payment_method', 'deposit');
  }, [many, form]);

  useEffect(() => {
    if (errors.order_number || errors.note) setExtrasOpen(true);
  }, [errors.order_number, errors.note]);

  const onSubmit = form.handleSubmit((v) => {
    setLocked(false);
    setBlocked(null);
    if (many && bulk) {
      createBulk.mutate(
        {
          product_code: v.product_code,
          quantity,
          destination: v.destination || undefined,
          pin: v.pin,
          payment_method: v.payment_method === 'cashback' ? 'cashback' : 'deposit',
          idempotencyKey: idempotencyKey.current,
        },
        {
          onSuccess: bulk.onPurchased,
          onError: (e) => {
            if (isStatus(e, 429, 'pin_locked')) return setLocked(true);
            if (isStatus(e, 403, 'account_inactive')) return setBlocked(errorMessage(t, e));
            server.handle(e);
          },
        },
      );
      return;
    }
    create.mutate(
      { ...v, note: v.note || undefined, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: onPurchased,
        onError: (e) => {
          if (isStatus(e, 429, 'pin_locked')) return setLocked(true);
          if (isStatus(e, 403, 'account_inactive')) return setBlocked(errorMessage(t, e));
          const destination = isStatus(e, 422) ? e.errors?.destination?.[0] : undefined;
          if (destination) return onDestinationError(fieldErrorMessage(t, 'destination', destination));
          if (server.handle(e) && isStatus(e, 422) && e.errors?.product_code)
            void qc.invalidateQueries({ queryKey: ['catalog', 'prepaid'] }); // prices or state changed
        },
      },
    );
  });

  return (
    <Dialog open={target !== null} onClose={onClose} title={t('confirm.title')}>
      {target && (
        <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="confirm-sheet">
          {blocked && <Alert tone="error">{blocked}</Alert>}
          {locked && <PinLockedAlert />}
          {server.alert && <Alert tone="error">{server.alert}</Alert>}
          <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3.5">
            <SummaryRow label={t('confirm.product')} error={errors.product_code?.message}>
              {target.product.name}
            </SummaryRow>
            <SummaryRow label={t('confirm.destination')}>
              <span className="tabular-nums">{target.destination}</span>
              {target.destinationNote && (
                <span className="block text-sm font-normal text-slate-600">{target.destinationNote}</span>
              )}
            </SummaryRow>
            <SummaryRow label={t('confirm.price')}>
              <span className="text-lg text-brand-800 tabular-nums">{formatRupiah(price)}</span>
            </SummaryRow>
            {many && (
              <SummaryRow label={t('bulk:quantity.total', { count: quantity })}>
                <span className="text-lg text-brand-800 tabular-nums" data-testid="bulk-total">
                  {formatRupiah(price * quantity)}
                </span>
              </SummaryRow>
            )}
            <ChannelTotalRows channel={chosenChannel} />
          </dl>
          {bulk && <BulkQuantity value={quantity} onChange={setQuantity} />}
          {many && <p className="text-sm text-slate-600">{t('bulk:quantity.walletOnly')}</p>}
          <Controller
            control={form.control}
            name="payment_method"
            render={({ field }) => (
              <PaymentMethodField
                wallets={wallets}
                channels={channels}
                value={field.value ?? 'deposit'}
                onChange={field.onChange}
                amount={many ? price * quantity : price}
                error={errors.payment_method?.message}
              />
            )}
          />
          {/* Order number, markup and note are a single sale's: not offered for a bulk buy. */}
          {!many && (
            <details
              open={extrasOpen}
              onToggle={(e) => setExtrasOpen(e.currentTarget.open)}
              className="rounded-xl border border-slate-200"
            >
              <summary className="flex min-h-12 cursor-pointer items-center px-3.5 text-sm font-semibold text-slate-700">
                {t('confirm.extras')}
              </summary>
              <div className="space-y-4 px-3.5 pb-4">
                <TextField
                  label={t('confirm.orderNumber')}
                  help={t('confirm.orderNumberHelp')}
                  autoComplete="off"
                  error={errors.order_number?.message}
                  {...form.register('order_number')}
                />
                <Controller
                  control={form.control}
                  name="markup_price"
                  render={({ field }) => (
                    <CurrencyField
                      label={t('confirm.markup')}
                      help={t('confirm.markupHelp', { price: formatRupiah(price + markup) })}
                      value={typeof field.value === 'number' ? field.value : null}
                      onChange={(v) => field.onChange(v ?? undefined)}
                      min={0}
                      max={10_000_000}
                    />
                  )}
                />
                <TextField
                  label={t('confirm.note')}
                  autoComplete="off"
                  maxLength={200}
                  error={errors.note?.message}
                  {...form.register('note')}
                />
              </div>
            </details>
          )}
          {account.has_pin ? (
            <PinField
              control={form.control}
              name="pin"
              label={t('confirm.pin')}
              help={t('confirm.pinHelp')}
            />
          ) : (
            <NoPinNotice />
          )}
          <p className="text-sm text-slate-600">
            {chosenChannel ? t('confirm.gatewayNote') : t('confirm.refundNote')}
          </p>
          <Button
            type="submit"
            block
            size="lg"
            loading={create.isPending || createBulk.isPending}
            disabled={!account.has_pin}
          >
            {many
              ? t('bulk:quantity.pay', { price: formatRupiah(price * quantity), count: quantity })
              : t('confirm.pay', { price: formatRupiah(chosenChannel?.total ?? price) })}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
