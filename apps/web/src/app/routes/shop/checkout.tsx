import { useTranslation } from 'react-i18next';
import { CartCheckout } from '../../../features/shop-order';
import { OrderFrame } from './order-frame';

/** /shop/cart/checkout (shop::cart:checkout): address, courier, coupon, notes, "Buat pesanan". */
export default function ShopCheckoutPage() {
  const { t } = useTranslation('shopOrder');
  return (
    <OrderFrame title={t('checkout.title')}>
      <CartCheckout />
    </OrderFrame>
  );
}
