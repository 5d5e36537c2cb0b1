import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { Alert } from '../../../components/ui/alert';
import { useSnackbar } from '../../../components/ui/snackbar';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useConfig } from '../../../lib/config';

export default function RegisterPage() {
  const { t } = useTranslation(['auth', 'affiliate']);
  const [params] = useSearchParams();
  const config = useConfig();
  const snackbar = useSnackbar();

  return (
    <AuthCard
      title={t('register.title')}
      description={t('register.subtitle', { site: config.sitename })}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/auth/login" className="font-semibold text-brand-700 hover:underline">
            {t('register.toLogin')}
          </Link>
          <span className="mt-2 block">
            {t('affiliate:register.linkHint')}{' '}
            <Link
              to={
                params.get('ref')
                  ? `/affiliate/register?ref=${encodeURIComponent(params.get('ref') ?? '')}`
                  : '/affiliate/register'
              }
              className="font-semibold text-brand-700 hover:underline"
            >
              {t('affiliate:register.link')}
            </Link>
          </span>
        </>
      }
    >
      {config.disable_register ? (
        <Alert tone="info">{t('register.disabled')}</Alert>
      ) : (
        <RegisterForm
          referralCode={params.get('ref') ?? undefined}
          onRegistered={(account) =>
            snackbar.show({ message: t('register.welcome', { name: account.name }), color: 'success' })
          }
        />
      )}
    </AuthCard>
  );
}
