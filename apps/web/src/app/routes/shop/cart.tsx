import { useTranslation } from 'react-i18next';
import { ShopCart } from '../../../features/shop/components/shop-cart';
import { GuestCheckoutButton } from '../../../features/shop-order';

/** /shop/cart (shop::cart, spec §2, §4): the member's server cart or the visitor's local one. */
export default function ShopCartPage() {
  const { t } = useTranslation('shop');
  return (
    <div className="mx-auto w-full max-w-4xl">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900 sr-only md:not-sr-only">
        {t('cart.title')}
      </h1>
      <ShopCart visitorExtra={(lines) => <GuestCheckoutButton lines={lines} block />} />
    </div>
  );
}
