import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { ShopNotifications } from '../../../features/shop-order';

/** /shop/notification (shop::notification:index): the shop's notifications of the member's orders. */
export default function ShopNotificationPage() {
  const { t } = useTranslation('shopOrder');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  return (
    <Page title={t('notifications.title')} toolbarTitle>
      <ShopNotifications page={page} onPage={(p) => setSearch(p > 1 ? { page: String(p) } : {})} />
    </Page>
  );
}
