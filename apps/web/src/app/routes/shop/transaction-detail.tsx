import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { OrderDetail, shopOrderPaths, useOrder, useShopOrderLive } from '../../../features/shop-order';
import { OrderFrame } from './order-frame';

/**
 * /shop/transaction/detail/:code (shop::transaction:detail): one order, live — the
 * `shop.order.updated` event (and a rejoined socket) refetch it.
 */
export default function ShopTransactionDetailPage() {
  const { t } = useTranslation(['shopOrder', 'common']);
  const { code = '' } = useParams();
  useShopOrderLive();
  const order = useOrder(code.toUpperCase());
  return (
    <OrderFrame title={t('detail.title')}>
      {order.isPending ? (
        <PageSkeleton rows={5} label={t('common:loading')} />
      ) : order.data ? (
        <OrderDetail order={order.data} />
      ) : (
        <EmptyState
          icon="cart"
          title={t('detail.notFound')}
          action={
            <Link to={shopOrderPaths.orders()} className={buttonClasses('primary')}>
              {t('orders.title')}
            </Link>
          }
        />
      )}
    </OrderFrame>
  );
}
