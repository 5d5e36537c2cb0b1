import type { ShopOrderDetail, ShopPaymentChannel } from '@konter/core/contracts/shop-order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icons';
import { PinInput } from '../../../components/ui/pin-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatTimeLeft, useTimeLeft } from '../../../hooks/use-time-left';
import { firstFieldError, isStatus } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import { usePay, usePaymentChannels } from '../api';
import { failureText } from '../failure';
import { shopOrderPaths } from '../paths';
import { OrderStatusPill } from './status-pill';
import { Totals } from './totals';

/** Two gateways may both offer QRIS or DANA: the buyer sees the cheaper one (the first on a tie). */
export function cheapestByName(channels: ShopPaymentChannel[]): ShopPaymentChannel[] {
  const best = new Map<string, ShopPaymentChannel>();
  for (const c of channels) {
    const seen = best.get(c.name);
    if (!seen || (c.fee ?? 0) < (seen.fee ?? 0)) best.set(c.name, c);
  }
  return channels.filter((c) => best.get(c.name) === c);
}

/**
 * The payment step of a member's order (/shop/checkout/{link}): the time left before the stock goes
 * back, the channels (the deposit with its balance, or a gateway channel with its fee), then the
 * deposit's confirmation of the amount with the PIN, or the gateway's page.
 */
export function OrderPayment({ order }: { order: ShopOrderDetail }) {
  const { t } = useTranslation(['shopOrder', 'common']);
  const navigate = useNavigate();
  const left = useTimeLeft(order.expires_at);
  const payable = order.can_pay && left > 0;
  const channels = usePaymentChannels(order.code, payable);
  const pay = usePay();
  const [method, setMethod] = useState<ShopPaymentChannel['method'] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pin, setPin] = useState('');
  const list = cheapestByName(channels.data?.channels ?? []);
  const chosen = list.find((c) => c.method === method) ?? null;
  const fee = chosen?.fee ?? 0;
  const total = order.total + (chosen && chosen.method !== 'deposit' ? fee : 0);
  const balance = channels.data?.balance ?? null;
  const short = chosen?.method === 'deposit' && balance !== null && balance < order.total;

  const gateways = list.filter((c) => c.method !== 'deposit');
  const gatewayChosen = gateways.some((c) => c.method === method);
  const card = (c: ShopPaymentChannel) => {
    const checked = c.method === method;
    const isDeposit = c.method === 'deposit';
    return (
      <label
        key={c.method}
        className={cn(
          'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2',
          'has-focus-visible:outline-3 has-focus-visible:outline-brand-500',
          checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
        )}
      >
        <input
          type="radio"
          name="payment_method"
          value={c.method}
          checked={checked}
          onChange={() => setMethod(c.method)}
          className="size-5 shrink-0 accent-brand-700"
        />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{isDeposit ? t('pay.deposit') : c.name}</span>
          {isDeposit && balance !== null && (
            <span
              className={cn(
                'block text-sm tabular-nums',
                balance < order.total ? 'text-amber-800' : 'text-slate-600',
              )}
            >
              {t('pay.balance', { amount: formatRupiah(balance) })}
              {balance < order.total && ` · ${t('pay.balanceShort')}`}
            </span>
          )}
        </span>
        {!isDeposit && (
          <span className="shrink-0 text-sm text-slate-600 tabular-nums">
            {c.fee ? `+ ${formatRupiah(c.fee)}` : t('pay.noFee')}
          </span>
        )}
      </label>
    );
  };

  if (!payable)
    return (
      <Card className="space-y-3 text-center" data-testid="order-not-payable">
        <OrderStatusPill status={order.status} />
        <p className="text-slate-700">
          {order.status === 'waiting_payment' ? t('pay.expired') : t('pay.notWaiting')}
        </p>
        <Link to={shopOrderPaths.order(order.code)} className={buttonClasses('primary', 'md', true)}>
          {t('pay.seeOrder')}
        </Link>
      </Card>
    );

  const start = () => {
    if (!chosen) return;
    if (chosen.method === 'deposit') {
      setPin('');
      pay.reset();
      setConfirming(true);
      return;
    }
    pay.mutate(
      { link: order.code, payment_method: chosen.method },
      {
        onSuccess: (res) => {
          if (res.payment_url) window.location.assign(res.payment_url);
          else void navigate(shopOrderPaths.order(order.code));
        },
      },
    );
  };
  const payDeposit = () =>
    pay.mutate(
      { link: order.code, payment_method: 'deposit', pin },
      {
        onSuccess: () => {
          setConfirming(false);
          void navigate(shopOrderPaths.order(order.code), { state: { paid: true } });
        },
      },
    );
  const pinError = firstFieldError(pay.error, 'pin');
  const payFailure = pay.error && !pinError ? failureText(t, pay.error) : null;

  return (
    <div className="space-y-4 md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6 md:space-y-0">
      <div className="min-w-0 space-y-4">
        <Card className="flex items-center gap-3 border-amber-200 bg-amber-50" data-testid="pay-countdown">
          <Icon name="clock" className="size-6 shrink-0 text-amber-700" />
          <div className="min-w-0 flex-1 text-sm text-amber-900">
            <p className="font-semibold">{t('pay.payWithin')}</p>
            <p>{t('pay.stockHeld')}</p>
          </div>
          <span className="font-mono text-xl font-bold text-amber-900 tabular-nums">
            {formatTimeLeft(left)}
          </span>
        </Card>
        <Card>
          <fieldset>
            <legend className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
              <Icon name="wallet" className="size-5 text-brand-700" />
              {t('pay.channel')}
            </legend>
            {channels.isPending ? (
              <div className="space-y-2">
                <Skeleton className="h-14" />
                <Skeleton className="h-14" />
              </div>
            ) : channels.isError ? (
              <Alert tone="error">{errorMessage(t, channels.error)}</Alert>
            ) : (
              <div className="space-y-2" data-testid="pay-channels">
                {list.filter((c) => c.method === 'deposit').map(card)}
                {gateways.length > 0 && (
                  <details open={gatewayChosen || undefined} className="rounded-xl border border-slate-200">
                    <summary className="flex min-h-12 cursor-pointer flex-col justify-center px-3.5 py-2">
                      <span className="text-sm font-semibold text-slate-700">{t('pay.otherChannels')}</span>
                      <span className="text-xs text-slate-500">{t('pay.otherChannelsHelp')}</span>
                    </summary>
                    <div className="space-y-2 px-3.5 pb-3.5">{gateways.map(card)}</div>
                  </details>
                )}
              </div>
            )}
          </fieldset>
          {short && (
            <Alert tone="warning" className="mt-3">
              {t('pay.topupFirst')}{' '}
              <Link
                className="font-semibold underline"
                to={`/shop/deposit/topup?from=${encodeURIComponent(shopOrderPaths.pay(order.code))}`}
              >
                {t('pay.topupLink')}
              </Link>
            </Alert>
          )}
        </Card>
      </div>
      <Card className="space-y-4 md:sticky md:top-24">
        <div className="flex items-center justify-between gap-2">
          <p className="font-mono text-sm text-slate-600" data-testid="order-code">
            {order.code}
          </p>
          <OrderStatusPill status={order.status} />
        </div>
        <Totals
          subtotal={order.subtotal}
          shipping={order.shipping_fee}
          discount={order.discount}
          fee={chosen && chosen.method !== 'deposit' ? fee : null}
          total={total}
        />
        {payFailure && !confirming && <Alert tone="error">{payFailure}</Alert>}
        <Button
          block
          size="lg"
          disabled={!chosen || short}
          loading={pay.isPending && !confirming}
          onClick={start}
        >
          {chosen ? t('pay.payTotal', { total: formatRupiah(total) }) : t('pay.pickChannel')}
        </Button>
      </Card>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('pay.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pay.isPending}>
              {t('common:action.cancel')}
            </Button>
            <Button onClick={payDeposit} loading={pay.isPending} disabled={pin.length !== 6}>
              {t('pay.payTotal', { total: formatRupiah(order.total) })}
            </Button>
          </>
        }
      >
        <div className="space-y-4" data-testid="pay-confirm">
          <dl className="space-y-1.5 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{t('pay.amount')}</dt>
              <dd className="font-bold text-slate-900 tabular-nums" data-testid="pay-confirm-amount">
                {formatRupiah(order.total)}
              </dd>
            </div>
            {balance !== null && (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t('pay.balanceAfter')}</dt>
                <dd className="text-slate-900 tabular-nums" data-testid="pay-balance-after">
                  {formatRupiah(balance - order.total)}
                </dd>
              </div>
            )}
          </dl>
          <PinInput
            label={t('pay.pin')}
            value={pin}
            onChange={setPin}
            autoFocus
            error={pinError ? failureText(t, pay.error) : undefined}
          />
          {payFailure && (
            <Alert tone="error">{isStatus(pay.error, 429) ? errorMessage(t, pay.error) : payFailure}</Alert>
          )}
        </div>
      </Dialog>
    </div>
  );
}
