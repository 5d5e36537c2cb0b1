import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { ReferralOverview } from '../../../features/referral';

/** /account/referral and /agent-center/referral: code, link, counts, QR code, share. */
export default function ReferralPage() {
  const { t } = useTranslation('referral');
  return (
    <Page title={t('title')} description={t('intro')} toolbarTitle narrow>
      <ReferralOverview />
    </Page>
  );
}
