import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { PasswordForm } from '../../../features/account/components/password-form';

export default function PasswordPage() {
  const { t } = useTranslation('account');
  return (
    <Page title={t('password.title')} description={t('password.intro')} toolbarTitle narrow>
      <Card>
        <PasswordForm />
      </Card>
    </Page>
  );
}
