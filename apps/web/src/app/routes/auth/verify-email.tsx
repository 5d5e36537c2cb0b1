import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/icons';
import { useVerifyEmail } from '../../../features/auth/api/verify-email';
import { useAccount } from '../../../lib/auth';

/** Opened from the e-mail link: verifies once on arrival. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail();
  const { data: account } = useAccount();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return; // once, also under StrictMode
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const next = account ? '/account/profile' : '/auth/login';
  return (
    <AuthCard title={t('verifyEmail.title')}>
      {!token || verify.isError ? (
        <div className="space-y-4">
          <Alert tone="error" title={t('verifyEmail.failedTitle')}>
            {t('verifyEmail.failedText')}
          </Alert>
          <Link to={next} className={buttonClasses('secondary', 'md', true)}>
            {account ? t('verifyEmail.toProfile') : t('login.submit')}
          </Link>
        </div>
      ) : verify.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success" title={t('verifyEmail.doneTitle')}>
            {t('verifyEmail.doneText')}
          </Alert>
          <Link to={account ? '/account' : '/auth/login'} className={buttonClasses('primary', 'md', true)}>
            {account ? t('verifyEmail.toAccount') : t('login.submit')}
          </Link>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Spinner /> {t('verifyEmail.checking')}
        </p>
      )}
    </AuthCard>
  );
}
