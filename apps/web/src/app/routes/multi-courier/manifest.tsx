import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { ManifestPanel } from '../../../features/multicourier';

/** /multi-courier/manifest (multicourier::manifest): manifests per courier (`?courier=`). */
export default function MulticourierManifestPage() {
  const { t } = useTranslation('multicourier');
  return (
    <Page title={t('manifest.title')} description={t('manifest.subtitle')}>
      <ManifestPanel />
    </Page>
  );
}
