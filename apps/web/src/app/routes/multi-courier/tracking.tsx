import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { TrackingPanel } from '../../../features/multicourier';
import { useAccount } from '../../../lib/auth';

/**
 * /multi-courier/transaction/tracking (multicourier::tracking) and /lacak (visitors): AWB + courier
 * → the timeline; `?awb=&courier=` looks up at once.
 */
export default function MulticourierTrackingPage() {
  const { t } = useTranslation('multicourier');
  const [params] = useSearchParams();
  const { data: account } = useAccount();
  return (
    <Page title={t('tracking.title')} description={t('tracking.subtitle')} narrow>
      <TrackingPanel
        signedIn={Boolean(account)}
        initial={{ awb: params.get('awb'), courier: params.get('courier') }}
      />
    </Page>
  );
}
