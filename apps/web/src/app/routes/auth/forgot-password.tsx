import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.subtitle')}
      footer={
        <Link to="/auth/login" className="font-semibold text-brand-700 hover:underline">
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
