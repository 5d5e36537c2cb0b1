import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { PosGate, ReportsPanel } from '../../../features/postal';

/** /pos/laporan (postal::reports). */
export default function PosReportsPage() {
  const { t } = useTranslation('postal');
  return (
    <PosGate>
      <Page title={t('titles.reports')} toolbarTitle>
        <ReportsPanel />
      </Page>
    </PosGate>
  );
}
