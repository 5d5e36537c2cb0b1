import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { ShipmentHistory } from '../../../features/multicourier';

/** /multi-courier/transaction/history (multicourier::history): the shipments, filtered and paged. */
export default function MulticourierHistoryPage() {
  const { t } = useTranslation('multicourier');
  return (
    <Page title={t('history.title')} toolbarTitle>
      <ShipmentHistory />
    </Page>
  );
}
