import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DevOutboxLink } from '../../components/dev-outbox-link';
import { Redirect } from '../../components/redirect';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { PinSetForm } from '../../features/account/components/pin-set-form';
import { useCurrentAccount } from './account/use-current-account';
import { safeRedirect } from './guards';

/**
 * Onboarding (/welcome/pin): right after registering, the new member creates the transaction PIN
 * (POST account/pin/store) or skips it ("Nanti saja"); either way they continue to `next` (the
 * home by default), which keeps reminding while there is no PIN. With a PIN already, it moves on.
 */
export default function WelcomePinPage() {
  const { t } = useTranslation('account');
  const account = useCurrentAccount();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeRedirect(params.get('next'));
  const moveOn = () => void navigate(next, { replace: true });

  if (account.has_pin) return <Redirect to={next} />;
  return (
    <Page title={t('onboarding.title')} description={t('onboarding.intro')} narrow>
      <p className="text-sm font-semibold text-brand-800">{t('onboarding.step')}</p>
      <Card className="space-y-3">
        <PinSetForm onDone={moveOn} />
        <Button variant="ghost" block onClick={moveOn}>
          {t('onboarding.later')}
        </Button>
      </Card>
      <p className="text-sm text-slate-600">{t('onboarding.laterHint')}</p>
      {!account.email_verified_at && (
        <div className="space-y-2">
          <Alert tone="info">{t('onboarding.emailSent', { email: account.email })}</Alert>
          <DevOutboxLink />
        </div>
      )}
    </Page>
  );
}
