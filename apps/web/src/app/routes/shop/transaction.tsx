import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Redirect } from '../../../components/redirect';
import { isOrderTab, OrderList, OrderTabs, shopOrderPaths } from '../../../features/shop-order';
import { OrderFrame } from './order-frame';

/** /shop/transaction/:status? (shop::transaction): the buyer's orders by state, with counts. */
export default function ShopTransactionsPage() {
  const { t } = useTranslation('shopOrder');
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  if (params.status !== undefined && !isOrderTab(params.status))
    return <Redirect to={shopOrderPaths.orders()} />;
  const status = isOrderTab(params.status) ? params.status : 'all';
  const page = Math.max(1, Number(search.get('page')) || 1);
  return (
    <OrderFrame title={t('orders.title')}>
      <div className="space-y-4">
        <OrderTabs value={status} pathOf={shopOrderPaths.orders} />
        <OrderList
          status={status}
          page={page}
          onPage={(p) => setSearch(p > 1 ? { page: String(p) } : {}, { replace: true })}
        />
      </div>
    </OrderFrame>
  );
}
