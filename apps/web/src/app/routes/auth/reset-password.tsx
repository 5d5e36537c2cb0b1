import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { Alert } from '../../../components/ui/alert';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard title={t('reset.title')} description={t('reset.subtitle')}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert tone="error">
          {t('reset.badToken')}{' '}
          <Link to="/auth/forgot-password" className="font-semibold underline">
            {t('reset.askAgain')}
          </Link>
        </Alert>
      )}
    </AuthCard>
  );
}
