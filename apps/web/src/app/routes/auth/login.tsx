import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { Alert } from '../../../components/ui/alert';
import { LoginForm } from '../../../features/auth/components/login-form';
import { setAccount } from '../../../lib/auth';
import { useConfig } from '../../../lib/config';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = useConfig();

  const onDevicePending = () => {
    const redirect = params.get('redirect');
    navigate(`/auth/device${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  };

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.subtitle', { site: config.sitename })}
      footer={
        !config.disable_register && (
          <>
            {t('login.noAccount')}{' '}
            <Link to="/auth/register" className="font-semibold text-brand-700 hover:underline">
              {t('login.toRegister')}
            </Link>
          </>
        )
      }
    >
      {config.disable_user_login ? (
        <Alert tone="info">{t('login.disabled')}</Alert>
      ) : (
        // On success the account lands in the cache and GuestOnly moves on to ?redirect or home.
        <LoginForm onLoggedIn={(account) => setAccount(qc, account)} onDevicePending={onDevicePending} />
      )}
    </AuthCard>
  );
}
