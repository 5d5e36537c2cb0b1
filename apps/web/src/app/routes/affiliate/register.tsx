import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { Redirect } from '../../../components/redirect';
import { Alert } from '../../../components/ui/alert';
import { useSnackbar } from '../../../components/ui/snackbar';
import { AffiliateRegisterForm, ProgramHelp, useAffiliateProgram } from '../../../features/affiliate';
import { useAccount } from '../../../lib/auth';
import { useConfig } from '../../../lib/config';

/**
 * /affiliate/register (public, issue 14 §5): a visitor's account and affiliate application in one
 * form, with what the programme is; a signed-in user (also right after registering) goes to
 * /account/affiliate, where members apply.
 */
export default function AffiliateRegisterPage() {
  const { t } = useTranslation(['affiliate', 'auth']);
  const [params] = useSearchParams();
  const config = useConfig();
  const snackbar = useSnackbar();
  const { data: account } = useAccount();
  const program = useAffiliateProgram();
  if (account) return <Redirect to="/account/affiliate" />;

  return (
    <div className="mx-auto w-full max-w-md space-y-4">
      <AuthCard
        title={t('register.title')}
        description={
          program.data
            ? t('register.subtitlePercent', {
                site: config.sitename,
                percent: program.data.commission_percent,
              })
            : t('register.subtitle', { site: config.sitename })
        }
        footer={
          <>
            {t('register.haveAccount')}{' '}
            <Link
              to="/auth/login?redirect=%2Faccount%2Faffiliate"
              className="font-semibold text-brand-700 hover:underline"
            >
              {t('register.toLogin')}
            </Link>
          </>
        }
      >
        {config.disable_register ? (
          <Alert tone="info">{t('auth:register.disabled')}</Alert>
        ) : (
          <AffiliateRegisterForm
            referralCode={params.get('ref') ?? undefined}
            onRegistered={() => snackbar.show({ message: t('register.welcome'), color: 'success' })}
          />
        )}
      </AuthCard>
      <ProgramHelp />
    </div>
  );
}
