import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { EmailVerification } from '../../../features/account/components/email-verification';
import { PhoneVerification } from '../../../features/account/components/phone-verification';
import { ProfileForm } from '../../../features/account/components/profile-form';
import { useCurrentAccount } from './use-current-account';

export default function ProfilePage() {
  const { t } = useTranslation('account');
  const account = useCurrentAccount();
  return (
    <Page title={t('profile.title')} toolbarTitle>
      <Card>
        <CardHeader title={t('profile.dataTitle')} description={t('profile.dataText')} />
        <ProfileForm account={account} />
      </Card>
      <Card className="space-y-6">
        <EmailVerification account={account} />
        <hr className="border-slate-100" />
        <PhoneVerification account={account} />
      </Card>
    </Page>
  );
}
