import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { ManifestPanel, PosGate } from '../../../features/postal';

/** /pos/manifest (postal::manifest). */
export default function PosManifestPage() {
  const { t } = useTranslation('postal');
  return (
    <PosGate>
      <Page title={t('titles.manifest')} toolbarTitle>
        <ManifestPanel />
      </Page>
    </PosGate>
  );
}
