import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { ChangeCodeForm } from '../../../features/referral';

/** /account/referral/code and /agent-center/referral/code: change one's referral code. */
export default function ReferralCodePage() {
  const { t } = useTranslation('referral');
  return (
    <Page title={t('change.title')} description={t('change.intro')} toolbarTitle narrow>
      <Card>
        <ChangeCodeForm />
      </Card>
    </Page>
  );
}
