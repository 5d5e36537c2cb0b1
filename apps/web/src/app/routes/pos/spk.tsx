import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { PosGate, SpkPanel } from '../../../features/postal';

/** /pos/spk (postal::spk). */
export default function PosSpkPage() {
  const { t } = useTranslation('postal');
  return (
    <PosGate>
      <Page title={t('titles.spk')} toolbarTitle>
        <SpkPanel />
      </Page>
    </PosGate>
  );
}
