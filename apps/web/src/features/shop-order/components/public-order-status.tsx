import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { formatRupiah } from '../../../lib/money';
import { usePublicOrder } from '../api';
import { rememberVisitorOrder, visitorOrderPhone } from '../visitor-order';
import { OrderStatusPill } from './status-pill';
import { Totals } from './totals';

/**
 * A visitor's order after the gateway (/shop/checkout/{code}): looked up with the phone they bought
 * with (kept by this tab, else asked), polled while the payment is still on its way.
 */
export function PublicOrderStatus({ code }: { code: string }) {
  const { t } = useTranslation(['shopOrder', 'common']);
  const [phone, setPhone] = useState<string | null>(() => visitorOrderPhone(code));
  const [typed, setTyped] = useState('');
  const q = usePublicOrder(code, phone);

  if (!phone || q.isError) {
    const ask = (e: FormEvent) => {
      e.preventDefault();
      if (!typed.trim()) return;
      rememberVisitorOrder(code, typed.trim());
      setPhone(typed.trim());
    };
    return (
      <Card className="space-y-4">
        <p className="font-mono text-sm text-slate-600">{code}</p>
        {q.isError && <Alert tone="error">{t('public.notFound')}</Alert>}
        <form onSubmit={ask} className="space-y-3" noValidate>
          <TextField
            label={t('public.lookupPhone')}
            type="tel"
            inputMode="tel"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            help={t('public.lookupHelp')}
          />
          <Button type="submit" block>
            {t('public.lookup')}
          </Button>
        </form>
      </Card>
    );
  }
  if (q.isPending) return <Skeleton className="h-64" />;
  const o = q.data;
  return (
    <div className="space-y-4" data-testid="public-order" data-status={o.status}>
      <Card className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <span className="font-mono text-sm text-slate-600">{o.code}</span>
          <OrderStatusPill status={o.status} />
        </div>
        <p className="text-slate-800">{t(`publicStatusText.${o.status}`)}</p>
        {o.status === 'waiting_payment' && o.payment_url && (
          <a href={o.payment_url} className={buttonClasses('primary', 'lg', true)}>
            {t('public.continuePay')}
          </a>
        )}
        {o.receipt_number && (
          <p className="text-sm text-slate-700">
            {t('detail.awb')}: <span className="font-mono font-bold">{o.receipt_number}</span>
          </p>
        )}
      </Card>
      <Card>
        <ul className="mb-3 divide-y divide-slate-100">
          {o.items.map((i) => (
            <li key={`${i.product_id}-${i.variant_id}`} className="flex justify-between gap-3 py-2 text-sm">
              <span className="text-slate-800">
                {i.name}
                {i.variant_name ? ` · ${i.variant_name}` : ''} × {i.quantity}
              </span>
              <span className="shrink-0 tabular-nums">{formatRupiah(i.subtotal)}</span>
            </li>
          ))}
        </ul>
        <p className="mb-3 text-sm text-slate-600">
          {o.courier_name} {o.service_name} · {o.city}
        </p>
        <Totals
          subtotal={o.subtotal}
          shipping={o.shipping_fee}
          discount={o.discount}
          fee={o.payment_fee}
          total={o.total + o.payment_fee}
        />
      </Card>
      <Link to="/shop" className={buttonClasses('secondary', 'lg', true)}>
        {t('checkout.toShop')}
      </Link>
    </div>
  );
}
