import type { Account } from '@konter/core/contracts/account';
import { useTranslation } from 'react-i18next';
import { DevOutboxLink } from '../../../components/dev-outbox-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSendEmailVerification } from '../api/send-email-verification';
import { VerifiedBadge } from './verified-badge';

export function EmailVerification({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const send = useSendEmailVerification();
  const verified = Boolean(account.email_verified_at);
  return (
    <section aria-labelledby="email-verify" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="email-verify" className="font-semibold text-slate-900">
          {t('verify.emailTitle')}
        </h3>
        <VerifiedBadge verified={verified} />
      </div>
      <p className="text-sm break-all text-slate-600">{account.email}</p>
      {!verified &&
        (send.isSuccess ? (
          <>
            <Alert tone="success">{t('verify.emailSent', { email: account.email })}</Alert>
            <DevOutboxLink />
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600">{t('verify.emailHelp')}</p>
            <Button variant="secondary" onClick={() => send.mutate()} loading={send.isPending}>
              {t('verify.emailSend')}
            </Button>
          </>
        ))}
    </section>
  );
}
