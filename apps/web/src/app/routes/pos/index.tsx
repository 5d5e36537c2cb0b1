import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { PosDashboard, PosGate } from '../../../features/postal';

/** /pos (postal::index): the POS MLO agent's counter (spec: "POS route named pos, for MLO agents"). */
export default function PosHomePage() {
  const { t } = useTranslation('postal');
  return (
    <PosGate>
      <Page title={t('titles.home')} description={t('titles.homeText')}>
        <PosDashboard />
      </Page>
    </PosGate>
  );
}
