import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useTopupResultSnackbar } from '../../features/deposit/use-topup-result-snackbar';
import { usePaymentOrder } from '../../features/purchase/api/get-payment-order';
import { useRetryPayment } from '../../features/purchase/api/retry-payment';
import { useAccount } from '../../lib/auth';
import { formatRupiah } from '../../lib/money';
import { paths } from '../../lib/paths';

const RELOAD_SECONDS = 10;

/**
 * /midtrans/finish, /midtrans/unfinish, /midtrans/error (public): where the payment page sends the
 * customer back. The redirect's query string is display-only and never trusted: the state shown is
 * the one our server has (GET payment/orders/{order_id}), which the gateway's notification set.
 * Paid → done; pending → "check the transaction history"; failed → the page reloads after a
 * countdown (spec §8.2), in case the notification was only late. A deposit top-up also gets the
 * top-up result snackbar (success or pending, linking to the transaction report). Xendit's return
 * URLs carry `?order_id=` because we put it there (Xendit adds nothing); Midtrans adds its own.
 */
export default function PaymentReturnPage() {
  const { t } = useTranslation(['purchase', 'common']);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const orderId = params.get('order_id') ?? params.get('external_id') ?? '';
  const account = useAccount();
  const loggedIn = Boolean(account.data);
  const order = usePaymentOrder(orderId, loggedIn);
  const retry = useRetryPayment();
  useTopupResult(order.data);

  if (account.isPending || (loggedIn && order.isPending && orderId))
    return <PageSkeleton rows={3} label={t('common:loading')} />;

  // Without our server's answer (a visitor, an unknown order) nothing is claimed: "pending, check
  // the history" — whichever return page the gateway chose.
  const status = order.data?.status ?? 'pending';
  const failed = ['failed', 'expired', 'canceled'].includes(status);
  const history = order.data?.kind === 'deposit' ? '/account/laporan/deposit' : paths.history('prepaid');

  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center py-6 text-center"
      data-testid="payment-return"
      data-status={status}
    >
      {status === 'paid' ? (
        <>
          <Icon name="success" className="size-16 text-emerald-600" />
          <h1 className="mt-3 text-xl font-bold text-slate-900">{t('paymentReturn.paid')}</h1>
          <p className="mt-1 text-slate-600">
            {order.data?.kind === 'deposit'
              ? t('paymentReturn.paidDeposit')
              : t('paymentReturn.paidPurchase')}
          </p>
        </>
      ) : failed ? (
        <>
          <Icon name="alert" className="size-16 text-red-600" />
          <h1 className="mt-3 text-xl font-bold text-slate-900">{t('paymentReturn.failed')}</h1>
          <p className="mt-1 text-slate-600">{t('paymentReturn.failedHelp')}</p>
          <ReloadOnce orderId={orderId} />
        </>
      ) : (
        <>
          <Icon name="info" className="size-16 text-amber-600" />
          <h1 className="mt-3 text-xl font-bold text-slate-900">{t('paymentReturn.pending')}</h1>
          <p className="mt-1 text-slate-600">{t('paymentReturn.pendingHelp')}</p>
        </>
      )}
      {order.data && (
        <dl className="mt-5 w-full divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-left">
          <div className="flex justify-between py-2.5">
            <dt className="text-slate-600">{t('paymentReturn.order')}</dt>
            <dd className="font-mono text-sm">{order.data.order_id}</dd>
          </div>
          <div className="flex justify-between py-2.5">
            <dt className="text-slate-600">{t('paymentReturn.amount')}</dt>
            <dd className="font-semibold tabular-nums">{formatRupiah(order.data.amount)}</dd>
          </div>
        </dl>
      )}
      <div className="mt-6 flex w-full flex-col gap-2">
        {order.data?.payment_url && (
          <a href={order.data.payment_url} className={buttonClasses('primary', 'md', true)}>
            {t('status.payNow')}
          </a>
        )}
        {failed && order.data && (
          <Button
            block
            loading={retry.isPending || retry.isSuccess}
            onClick={() => retry.mutate(order.data.order_id)}
            data-testid="payment-retry"
          >
            {t('paymentReturn.retry')}
          </Button>
        )}
        {loggedIn ? (
          <Link
            to={history}
            className={buttonClasses(
              order.data?.payment_url || (failed && order.data) ? 'secondary' : 'primary',
              'md',
              true,
            )}
          >
            {t('paymentReturn.history')}
          </Link>
        ) : (
          <Link
            to={`/auth/login?redirect=${encodeURIComponent(`${pathname}?order_id=${orderId}`)}`}
            className={buttonClasses('primary', 'md', true)}
          >
            {t('paymentReturn.login')}
          </Link>
        )}
        <Link to="/" className={buttonClasses('ghost', 'md', true)}>
          {t('paymentReturn.home')}
        </Link>
      </div>
    </div>
  );
}

/** The top-up result snackbar for a deposit order, once per order and state (a reload may change it). */
function useTopupResult(order: { order_id: string; kind: string; status: string } | undefined) {
  const notify = useTopupResultSnackbar();
  const shown = useRef('');
  useEffect(() => {
    if (order?.kind !== 'deposit') return;
    const result = order.status === 'paid' ? 'success' : order.status === 'pending' ? 'pending' : null;
    const key = `${order.order_id}:${result}`;
    if (!result || shown.current === key) return;
    shown.current = key;
    notify(result);
  }, [order, notify]);
}

/**
 * A failed payment's page checks once more after a countdown (spec §8.2), in case the gateway's
 * notification was only late; once per order and tab, so a payment that really failed is not
 * reloaded forever — the user has "try again" for that.
 */
function ReloadOnce({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['purchase', 'common']);
  const key = `konter.payment-rechecked.${orderId}`;
  const [done] = useState(() => {
    try {
      return sessionStorage.getItem(key) !== null;
    } catch {
      return true;
    }
  });
  const [left, setLeft] = useState(RELOAD_SECONDS);
  useEffect(() => {
    if (done) return;
    if (left <= 0) {
      try {
        sessionStorage.setItem(key, '1');
      } catch {
        return;
      }
      window.location.reload();
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, done, key]);
  if (done) return null;
  return (
    <p className="mt-1 text-slate-600" aria-live="polite">
      {t('paymentReturn.reloadIn', { seconds: left })}
    </p>
  );
}
