import { SHOP_ORDER_CODE } from '@konter/core/contracts/shop-order';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import {
  OrderPayment,
  PublicCheckoutForm,
  PublicOrderStatus,
  useOrder,
  usePublicCheckout,
  useShopOrderLive,
} from '../../../features/shop-order';
import { useAccount } from '../../../lib/auth';
import { OrderFrame } from './order-frame';

function NotFound({ title }: { title: string }) {
  const { t } = useTranslation('shopOrder');
  return (
    <EmptyState
      icon="cart"
      title={title}
      action={
        <Link to="/shop" className={buttonClasses('primary')}>
          {t('checkout.toShop')}
        </Link>
      }
    />
  );
}

/** A member's own order by its code: the payment step; someone else's code is a visitor's order. */
function MemberOrder({ code }: { code: string }) {
  const { t } = useTranslation(['shopOrder', 'common']);
  useShopOrderLive();
  const order = useOrder(code);
  if (order.isPending) return <PageSkeleton rows={4} label={t('common:loading')} />;
  if (!order.data) return <PublicOrderStatus code={code} />;
  return <OrderPayment order={order.data} />;
}

/** A visitor's cart kept on the server (shop/public/make-cart): the one-page checkout. */
function VisitorCheckout({ id }: { id: string }) {
  const { t } = useTranslation(['shopOrder', 'common']);
  const cart = usePublicCheckout(id);
  if (cart.isPending) return <PageSkeleton rows={5} label={t('common:loading')} />;
  if (!cart.data) return <NotFound title={t('public.ended')} />;
  return <PublicCheckoutForm cart={cart.data} />;
}

/**
 * /shop/checkout/:link (shop::checkout:link, public). An order's code (SHP…): its payment step for
 * the member who ordered (deposit with PIN or a gateway channel, the countdown), or for a visitor
 * back from the gateway the order's state. Any other link is a visitor's cart id: the one-page
 * checkout (no footer, route meta).
 */
export default function ShopCheckoutLinkPage() {
  const { t } = useTranslation('shopOrder');
  const { link = '' } = useParams();
  const account = useAccount();
  const code = link.toUpperCase();
  const isOrder = SHOP_ORDER_CODE.test(code);
  let body: React.ReactNode;
  if (isOrder && account.isPending) body = <PageSkeleton rows={4} label="" />;
  else if (isOrder && account.data) body = <MemberOrder code={code} />;
  else if (isOrder) body = <PublicOrderStatus code={code} />;
  else body = <VisitorCheckout id={link} />;
  return <OrderFrame title={isOrder ? t('pay.title') : t('public.title')}>{body}</OrderFrame>;
}
