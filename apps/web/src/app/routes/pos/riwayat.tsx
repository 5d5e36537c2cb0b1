import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { PosGate, ShipmentHistory } from '../../../features/postal';

/** /pos/riwayat (postal::history). */
export default function PosHistoryPage() {
  const { t } = useTranslation('postal');
  return (
    <PosGate>
      <Page title={t('titles.history')} toolbarTitle>
        <ShipmentHistory />
      </Page>
    </PosGate>
  );
}
