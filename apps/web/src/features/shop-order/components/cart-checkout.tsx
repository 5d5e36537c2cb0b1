import type { CouponCheck } from '@konter/core/contracts/shop';
import type { ShippingOption, ShopAddress } from '@konter/core/contracts/shop-order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { formatRupiah } from '../../../lib/money';
import { ProductImage, useCart } from '../../shop';
import { useCheckCoupon, useCheckout, useShippingOptions, useShopAddresses } from '../api';
import { failureText } from '../failure';
import { shopOrderPaths } from '../paths';
import { AddressPicker } from './address-picker';
import { CouponField } from './coupon-field';
import { OrderNotesField } from './notes-field';
import { optionKey, ShippingOptions } from './shipping-options';
import { Totals } from './totals';

/**
 * /shop/cart/checkout (shop::cart:checkout): the address (active one, change, add), the courier
 * options to it, the coupon, notes and the totals; "Buat pesanan" reserves the stock and opens the
 * order's payment step /shop/checkout/{link}.
 */
export function CartCheckout() {
  const { t } = useTranslation(['shopOrder', 'common']);
  const navigate = useNavigate();
  const cart = useCart();
  const addresses = useShopAddresses();
  const [chosenAddress, setChosenAddress] = useState<number | null | undefined>(undefined);
  const [option, setOption] = useState<ShippingOption | null>(null);
  const [coupon, setCoupon] = useState<CouponCheck | null>(null);
  const [notes, setNotes] = useState('');
  const check = useCheckCoupon();
  const checkout = useCheckout();

  // The active (primary) address until the buyer picks another one.
  const addressId =
    chosenAddress === undefined
      ? (addresses.data?.find((a) => a.is_primary)?.id ?? addresses.data?.[0]?.id ?? null)
      : chosenAddress;
  const items = cart.data?.items ?? [];
  const subtotal = cart.data?.subtotal ?? 0;
  // The options depend on the parcel: ask again when the cart changes — not for the cart an order
  // being placed empties.
  const shipping = useShippingOptions(
    addressId,
    subtotal * 1000 + (cart.data?.total_quantity ?? 0),
    items.length > 0 && (checkout.isIdle || checkout.isError),
  );
  const chosen = shipping.data?.find((o) => option && optionKey(o) === optionKey(option)) ?? null;
  const discount = coupon && coupon.subtotal === subtotal ? coupon.discount : 0;
  const total = chosen ? subtotal + chosen.price - discount : null;

  if (cart.isPending || addresses.isPending) return <PageSkeleton rows={5} label={t('common:loading')} />;
  if (!items.length)
    return (
      <EmptyState
        icon="cart"
        title={t('checkout.emptyTitle')}
        description={t('checkout.emptyText')}
        action={
          <Link to="/shop" className={buttonClasses('primary')}>
            {t('checkout.toShop')}
          </Link>
        }
      />
    );

  const submit = () => {
    if (!addressId || !chosen) return;
    checkout.mutate(
      {
        address_id: addressId,
        courier: chosen.courier,
        service: chosen.service,
        coupon_code: coupon?.code,
        notes: notes.trim() || undefined,
      },
      {
        onSuccess: async (res) => {
          await navigate(shopOrderPaths.pay(res.link));
          checkout.refreshAfter();
        },
      },
    );
  };
  const failure = checkout.error ? failureText(t, checkout.error) : null;

  return (
    <div className="space-y-4 md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6 md:space-y-0">
      <div className="min-w-0 space-y-4">
        <AddressPicker
          selectedId={addressId}
          onSelect={(a: ShopAddress | null) => {
            setChosenAddress(a?.id ?? null);
            setOption(null);
          }}
        />
        <Card>
          <ShippingOptions
            options={shipping.data}
            loading={shipping.isPending && addressId !== null}
            error={shipping.error}
            value={chosen ? optionKey(chosen) : null}
            onChange={setOption}
            onRetry={() => shipping.refetch()}
            waitingFor={addressId === null ? t('shipping.needAddress') : null}
          />
        </Card>
        <Card>
          <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
            <Icon name="cart" className="size-5 text-brand-700" />
            {t('checkout.items', { n: cart.data?.total_quantity ?? 0 })}
          </h2>
          <ul className="divide-y divide-slate-100">
            {items.map((i) => (
              <li key={i.id} className="flex gap-3 py-2.5">
                <span className="block size-14 shrink-0 overflow-hidden rounded-lg">
                  <ProductImage src={i.image} alt="" />
                </span>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-slate-900">{i.name}</p>
                  {i.variant_name && <p className="text-slate-600">{i.variant_name}</p>}
                  <p className="text-slate-600">
                    {i.quantity} × {formatRupiah(i.price)}
                  </p>
                  {i.notes && <p className="text-slate-500 italic">“{i.notes}”</p>}
                </div>
                <p className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
                  {formatRupiah(i.subtotal)}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <div className="space-y-4 md:sticky md:top-24">
        <Card className="space-y-4">
          <CouponField check={check} applied={coupon} onApplied={setCoupon} />
          <OrderNotesField value={notes} onChange={setNotes} />
        </Card>
        <Card className="space-y-4">
          <Totals subtotal={subtotal} shipping={chosen?.price ?? null} discount={discount} total={total} />
          {failure && <Alert tone="error">{failure}</Alert>}
          {!chosen && addressId !== null && shipping.data?.length ? (
            <p className="text-sm text-slate-600">{t('checkout.pickCourier')}</p>
          ) : null}
          <Button
            block
            size="lg"
            disabled={!chosen || !addressId}
            loading={checkout.isPending}
            onClick={submit}
          >
            {t('checkout.placeOrder')}
          </Button>
          <p className="text-center text-xs text-slate-500">{t('checkout.reserveHelp')}</p>
        </Card>
      </div>
    </div>
  );
}
