import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { InviteEmailForm } from '../../../features/referral';

/** /account/referral/email and /agent-center/referral/email: invite a friend by e-mail. */
export default function ReferralEmailPage() {
  const { t } = useTranslation('referral');
  return (
    <Page title={t('email.title')} description={t('email.intro')} toolbarTitle narrow>
      <Card>
        <InviteEmailForm />
      </Card>
    </Page>
  );
}
