import type { CouponCheck } from '@konter/core/contracts/shop';
import {
  type PublicCheckout,
  publicPayRequest,
  type ShippingOption,
  type ShopPaymentChannel,
} from '@konter/core/contracts/shop-order';
import { paymentFee } from '@konter/core/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { formatRupiah } from '../../../lib/money';
import { ProductImage } from '../../shop';
import {
  useCanCoupon,
  usePublicChannels,
  usePublicCheckCoupon,
  usePublicPay,
  usePublicShippingOptions,
} from '../api';
import { rememberVisitorOrder } from '../visitor-order';
import { CouponField } from './coupon-field';
import { OrderNotesField } from './notes-field';
import { cheapestByName } from './order-payment';
import { RegionCombobox } from './region-combobox';
import { optionKey, ShippingOptions } from './shipping-options';
import { Totals } from './totals';

const contactForm = publicPayRequest.pick({ buyer: true, address: true });

/**
 * The visitors' one-page shop checkout (calls §7.6): the items, who buys (name, phone, e-mail), where
 * to (region search, postcode, street), the courier, a coupon, a gateway channel → the gateway's page.
 */
export function PublicCheckoutForm({ cart }: { cart: PublicCheckout }) {
  const { t } = useTranslation(['shopOrder', 'common']);
  const form = useLocalizedForm(contactForm, {
    defaultValues: {
      buyer: { name: '', phone: '', email: '' },
      address: { province: '', city: '', district: '', sub_district: '', postal_code: '', detail: '' },
    },
  });
  const server = useServerErrors(form);
  const { errors } = form.formState;
  const [regionId, setRegionId] = useState<string | null>(null);
  const [option, setOption] = useState<ShippingOption | null>(null);
  const [coupon, setCoupon] = useState<CouponCheck | null>(null);
  const [method, setMethod] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);
  const region = form.watch(['address.province', 'address.city', 'address.district', 'address.sub_district']);
  const picked = region.every(Boolean)
    ? { province: region[0], city: region[1], district: region[2], sub_district: region[3] }
    : null;
  const items = cart.items.map((i) => ({
    product_id: i.product_id,
    variant_id: i.variant_id,
    quantity: i.quantity,
  }));
  const shipping = usePublicShippingOptions(
    picked && regionId ? { region_id: regionId, ...picked, items } : null,
  );
  const canCoupon = useCanCoupon();
  const check = usePublicCheckCoupon(cart.id);
  const channels = usePublicChannels(cart.id);
  const pay = usePublicPay();
  const chosen = shipping.data?.find((o) => option && optionKey(o) === optionKey(option)) ?? null;
  const channel = channels.data?.channels.find((c) => c.method === method) ?? null;
  const discount = coupon?.discount ?? 0;
  const amount = cart.subtotal + (chosen?.price ?? 0) - discount;
  // The server prices a channel once the order exists; before that the same rule (core's paymentFee).
  const feeOf = (c: ShopPaymentChannel) =>
    c.fee ??
    (c.method === 'deposit'
      ? 0
      : paymentFee({
          method: c.method,
          amount,
          purpose: 'payment',
          customerPaysFee: channels.data?.customer_pays_fee ?? true,
        }).fee);
  const fee = channel ? feeOf(channel) : 0;
  const total = chosen ? amount + fee : null;
  const regionError =
    errors.address?.sub_district?.message ??
    errors.address?.province?.message ??
    errors.address?.city?.message;

  const submit = form.handleSubmit(
    (v) => {
      setTried(true);
      if (!chosen || !channel || channel.method === 'deposit') return;
      pay.mutate(
        {
          id: cart.id,
          buyer: v.buyer,
          address: v.address,
          courier: chosen.courier,
          service: chosen.service,
          coupon_code: coupon?.code,
          notes: notes.trim() || undefined,
          payment_method: channel.method,
        },
        {
          onSuccess: (res) => {
            rememberVisitorOrder(res.order.code, v.buyer.phone);
            window.location.assign(res.payment_url);
          },
          onError: (e) => server.handle(e) || undefined,
        },
      );
    },
    () => setTried(true),
  );
  const general = pay.error && !server.alert ? errorMessage(t, pay.error) : server.alert;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6 md:space-y-0"
      data-testid="public-checkout"
    >
      <div className="min-w-0 space-y-4">
        <Card>
          <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
            <Icon name="cart" className="size-5 text-brand-700" />
            {t('checkout.items', { n: cart.total_quantity })}
          </h2>
          <ul className="divide-y divide-slate-100">
            {cart.items.map((i) => (
              <li key={`${i.product_id}-${i.variant_id}`} className="flex gap-3 py-2.5">
                <span className="block size-14 shrink-0 overflow-hidden rounded-lg">
                  <ProductImage src={i.image} alt="" />
                </span>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-slate-900">{i.name}</p>
                  {i.variant_name && <p className="text-slate-600">{i.variant_name}</p>}
                  <p className="text-slate-600">
                    {i.quantity} × {formatRupiah(i.price)}
                  </p>
                </div>
                <p className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
                  {formatRupiah(i.subtotal)}
                </p>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="space-y-4">
          <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Icon name="user" className="size-5 text-brand-700" />
            {t('public.buyer')}
          </h2>
          <TextField
            label={t('address.field.name')}
            autoComplete="name"
            error={errors.buyer?.name?.message}
            {...form.register('buyer.name')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('address.field.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={errors.buyer?.phone?.message}
              {...form.register('buyer.phone')}
            />
            <TextField
              label={t('public.email')}
              type="email"
              autoComplete="email"
              help={t('public.emailHelp')}
              error={errors.buyer?.email?.message}
              {...form.register('buyer.email')}
            />
          </div>
        </Card>
        <Card className="space-y-4">
          <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Icon name="mapPin" className="size-5 text-brand-700" />
            {t('checkout.address')}
          </h2>
          <RegionCombobox
            value={picked}
            error={regionError}
            onPick={(r) => {
              setRegionId(r.id);
              setOption(null);
              for (const f of ['province', 'city', 'district', 'sub_district'] as const)
                form.setValue(`address.${f}`, r[f], { shouldValidate: true });
            }}
          />
          <TextField
            label={t('address.field.postal_code')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            help={t('address.postcodeHelp')}
            error={errors.address?.postal_code?.message}
            {...form.register('address.postal_code')}
          />
          <TextField
            label={t('address.field.detail')}
            autoComplete="street-address"
            help={t('address.detailHelp')}
            error={errors.address?.detail?.message}
            {...form.register('address.detail')}
          />
        </Card>
        <Card>
          <ShippingOptions
            options={shipping.data}
            loading={shipping.isPending && Boolean(picked)}
            error={shipping.error}
            value={chosen ? optionKey(chosen) : null}
            onChange={setOption}
            onRetry={() => shipping.refetch()}
            waitingFor={picked ? null : t('shipping.needRegion')}
          />
          {tried && !chosen && picked && (
            <p className="mt-2 text-sm text-red-700">{t('public.pickCourier')}</p>
          )}
        </Card>
        <Card>
          <fieldset>
            <legend className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
              <Icon name="wallet" className="size-5 text-brand-700" />
              {t('pay.channel')}
            </legend>
            {channels.isPending ? (
              <Skeleton className="h-28" />
            ) : channels.isError ? (
              <Alert tone="error">{errorMessage(t, channels.error)}</Alert>
            ) : (
              <div className="space-y-2" data-testid="pay-channels">
                {cheapestByName(channels.data.channels)
                  .filter((c) => c.method !== 'deposit')
                  .map((c) => (
                    <label
                      key={c.method}
                      className={cn(
                        'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2',
                        'has-focus-visible:outline-3 has-focus-visible:outline-brand-500',
                        c.method === method ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
                      )}
                    >
                      <input
                        type="radio"
                        name="payment_method"
                        value={c.method}
                        checked={c.method === method}
                        onChange={() => setMethod(c.method)}
                        className="size-5 shrink-0 accent-brand-700"
                      />
                      <span className="flex-1 font-semibold text-slate-900">{c.name}</span>
                      <span className="text-sm text-slate-600 tabular-nums">
                        {feeOf(c) ? `+ ${formatRupiah(feeOf(c))}` : t('pay.noFee')}
                      </span>
                    </label>
                  ))}
              </div>
            )}
            {tried && !channel && <p className="mt-2 text-sm text-red-700">{t('pay.pickChannel')}</p>}
          </fieldset>
        </Card>
      </div>
      <div className="space-y-4 md:sticky md:top-24">
        <Card className="space-y-4">
          {canCoupon.data?.available && <CouponField check={check} applied={coupon} onApplied={setCoupon} />}
          <OrderNotesField value={notes} onChange={setNotes} />
        </Card>
        <Card className="space-y-4">
          <Totals
            subtotal={cart.subtotal}
            shipping={chosen?.price ?? null}
            discount={discount}
            fee={channel ? fee : null}
            total={total}
          />
          {general && <Alert tone="error">{general}</Alert>}
          <Button type="submit" block size="lg" loading={pay.isPending}>
            {total !== null && channel ? t('pay.payTotal', { total: formatRupiah(total) }) : t('public.pay')}
          </Button>
          <p className="text-center text-xs text-slate-500">{t('public.secure')}</p>
        </Card>
      </div>
    </form>
  );
}
