import { brandsForNumber, isOperatorType, operatorOfPrefix, type PrepaidType } from '@konter/core/catalog';
import type { CheckoutChannel, CheckoutPage, CheckoutProduct } from '@konter/core/contracts/checkout';
import { checkDestination, destinationFormat } from '@konter/core/destination';
import { type PaymentMethodCode, paymentFee } from '@konter/core/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { firstFieldError, isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import { type CheckoutPath, useCreateCheckoutOrder } from '../api/public';

const problemKeys = {
  required: 'destination_required',
  invalid: 'invalid_number',
  email: 'invalid_email',
  country: 'number_mismatch',
} as const;

/** The client-side check of the number: the same rule as the server's (@konter/core/destination). */
function destinationProblem(type: PrepaidType, operator: string, value: string): string | null {
  const checked = checkDestination(destinationFormat(type, operator), value, operator);
  if (checked.problem) return problemKeys[checked.problem];
  if (!isOperatorType(type)) return null;
  const op = operatorOfPrefix(checked.value);
  if (op && !(brandsForNumber(op, checked.value) as readonly string[]).includes(operator))
    return 'number_mismatch';
  return null;
}

interface Quote {
  channel: CheckoutChannel;
  fee: number;
  total: number;
}

/** Number → nominal → channel → total → "Bayar" (confirmed) → the gateway's page. */
export function CheckoutForm({ page, path }: { page: CheckoutPage; path: CheckoutPath }) {
  const { t } = useTranslation(['checkout', 'errors', 'common']);
  const [destination, setDestination] = useState('');
  const [touched, setTouched] = useState(false);
  const [product, setProduct] = useState<CheckoutProduct | null>(null);
  const [method, setMethod] = useState<PaymentMethodCode | null>(null);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [confirming, setConfirming] = useState(false);
  const order = useCreateCheckoutOrder(path);
  const type = page.type;
  const format = destinationFormat(type, page.operator);

  const problem = destinationProblem(type, page.operator, destination);
  const clientError = touched && problem ? t(`errors:${problem}` as never) : undefined;
  const serverError = (f: string) => firstFieldError(order.error, f)?.message;

  const allQuotes: Quote[] = page.channels.map((c) => {
    const { fee, total } = paymentFee({
      method: c.method,
      amount: product?.price ?? 0,
      purpose: 'payment',
      customerPaysFee: page.customer_pays_fee,
      shopeepayOwnRate: page.shopeepay_own_rate,
    });
    return { channel: c, fee: product ? fee : 0, total };
  });
  // Two gateways may both offer QRIS or ShopeePay: the visitor sees the cheaper one (the first on a tie).
  const quotes = allQuotes.filter(
    (q) =>
      !allQuotes.some(
        (o) =>
          o.channel.name === q.channel.name &&
          (o.fee < q.fee || (o.fee === q.fee && allQuotes.indexOf(o) < allQuotes.indexOf(q))),
      ),
  );
  const chosen = quotes.find((q) => q.channel.method === method) ?? null;
  const ready = !problem && product !== null && chosen !== null;
  const general =
    order.error && isApiError(order.error) && !order.error.errors ? errorMessage(t, order.error) : null;

  const pay = () => {
    if (!product || !chosen) return;
    order.mutate(
      {
        product_code: product.code,
        destination,
        payment_method: chosen.channel.method,
        email: email || undefined,
        phone: phone || undefined,
      },
      {
        onSuccess: (created) => {
          // Back here after paying: the gateway returns to this page with ?order=…&token=…; the
          // token is also kept for this tab in case the visitor comes back by the browser's Back.
          try {
            sessionStorage.setItem(`checkout:${created.ref_id}`, created.token);
          } catch {}
          window.location.assign(created.payment_url);
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  const help =
    format === 'phone'
      ? t('page.numberHelp', { operator: page.operator_name })
      : format === 'pln'
        ? t('page.meterHelp')
        : t('page.idHelp');

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (ready) setConfirming(true);
      }}
    >
      <Card className="space-y-4">
        <TextField
          label={t('page.number')}
          name="destination"
          inputMode={format === 'phone' || format === 'pln' ? 'numeric' : undefined}
          autoComplete="off"
          value={destination}
          onChange={(e) => setDestination(e.target.value)}
          onBlur={() => setTouched(true)}
          help={help}
          error={clientError ?? serverError('destination')}
        />
      </Card>

      <Card>
        <fieldset>
          <legend className="mb-3 text-base font-semibold text-slate-900">{t('page.nominal')}</legend>
          {page.products.length === 0 ? (
            <p className="text-sm text-slate-600">{t('page.noProducts')}</p>
          ) : (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {page.products.map((p) => (
                <label
                  key={p.code}
                  className={cn(
                    'flex cursor-pointer flex-col rounded-xl border p-3 text-left has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                    product?.code === p.code ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white',
                    !p.available && 'cursor-not-allowed opacity-50',
                  )}
                >
                  <input
                    type="radio"
                    name="product"
                    className="sr-only"
                    value={p.code}
                    disabled={!p.available}
                    checked={product?.code === p.code}
                    onChange={() => setProduct(p)}
                  />
                  <span className="text-sm font-medium text-slate-900">{p.name}</span>
                  <span className="mt-1 font-bold text-brand-700">
                    {p.available ? formatRupiah(p.price) : t('page.unavailable')}
                  </span>
                </label>
              ))}
            </div>
          )}
          {serverError('product_code') && (
            <p className="mt-2 text-sm text-red-700">{serverError('product_code')}</p>
          )}
        </fieldset>
      </Card>

      <Card>
        <fieldset>
          <legend className="mb-1 text-base font-semibold text-slate-900">{t('page.channel')}</legend>
          <p className="mb-3 text-sm text-slate-600">{t('page.channelHelp')}</p>
          <div className="space-y-2">
            {quotes.map((q) => (
              <label
                key={q.channel.method}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-xl border px-3.5 py-2 has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                  method === q.channel.method ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white',
                )}
              >
                <input
                  type="radio"
                  name="payment_method"
                  className="sr-only"
                  value={q.channel.method}
                  checked={method === q.channel.method}
                  onChange={() => setMethod(q.channel.method)}
                />
                <span className="font-medium text-slate-900">{q.channel.name}</span>
                {product && (
                  <span className="text-sm text-slate-600">
                    {q.fee > 0 ? `+ ${formatRupiah(q.fee)}` : formatRupiah(0)}
                  </span>
                )}
              </label>
            ))}
          </div>
          {serverError('payment_method') && (
            <p className="mt-2 text-sm text-red-700">{serverError('payment_method')}</p>
          )}
        </fieldset>
      </Card>

      <Card className="space-y-4">
        <p className="text-sm font-semibold text-slate-900">{t('page.contact')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('page.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={serverError('email')}
          />
          <TextField
            label={t('page.phone')}
            type="tel"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={serverError('phone')}
          />
        </div>
        <p className="text-sm text-slate-500">{t('page.contactHelp')}</p>
      </Card>

      <Card className="space-y-2" aria-live="polite">
        <div className="flex justify-between text-sm text-slate-700">
          <span>{t('page.price')}</span>
          <span>{product ? formatRupiah(product.price) : '–'}</span>
        </div>
        <div className="flex justify-between text-sm text-slate-700">
          <span>{t('page.fee')}</span>
          <span>{chosen && product ? formatRupiah(chosen.fee) : '–'}</span>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
          <span>{t('page.total')}</span>
          <span data-testid="checkout-total">{chosen && product ? formatRupiah(chosen.total) : '–'}</span>
        </div>
        {general && <Alert tone="error">{general}</Alert>}
        {!ready && touched && <p className="text-sm text-slate-600">{t('page.pickFirst')}</p>}
        <Button type="submit" block size="lg" loading={order.isPending}>
          {chosen && product
            ? t('page.pay', { total: formatRupiah(chosen.total) })
            : t('page.pay', { total: '' }).trim()}
        </Button>
        <p className="text-center text-xs text-slate-500">{t('page.secure')}</p>
      </Card>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('page.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={order.isPending}>
              {t('common:action.cancel')}
            </Button>
            <Button onClick={pay} loading={order.isPending}>
              {t('page.confirm')}
            </Button>
          </>
        }
      >
        <p>
          {product &&
            chosen &&
            t('page.confirmText', {
              product: product.name,
              destination,
              total: formatRupiah(chosen.total),
              channel: chosen.channel.name,
            })}
        </p>
      </Dialog>
    </form>
  );
}
