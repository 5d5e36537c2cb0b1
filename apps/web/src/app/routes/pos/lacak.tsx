import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { PosGate, TrackingPanel } from '../../../features/postal';

/** /pos/lacak (postal::tracking). */
export default function PosTrackingPage() {
  const { t } = useTranslation('postal');
  return (
    <PosGate>
      <Page title={t('titles.tracking')} toolbarTitle>
        <TrackingPanel />
      </Page>
    </PosGate>
  );
}
