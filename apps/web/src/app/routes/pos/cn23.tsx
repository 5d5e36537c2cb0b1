import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { Cn23List, PosGate } from '../../../features/postal';

/** /pos/cn23 (postal::cn23). */
export default function PosCn23Page() {
  const { t } = useTranslation('postal');
  return (
    <PosGate>
      <Page title={t('titles.cn23')} toolbarTitle>
        <Cn23List />
      </Page>
    </PosGate>
  );
}
