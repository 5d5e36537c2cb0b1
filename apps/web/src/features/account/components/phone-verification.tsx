import type { Account } from '@konter/core/contracts/account';
import { phoneVerifyRequest } from '@konter/core/contracts/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DevOutboxLink } from '../../../components/dev-outbox-link';
import { PinField } from '../../../components/pin-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useCountdown } from '../../../hooks/use-countdown';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhone } from '../api/verify-phone';
import { VerifiedBadge } from './verified-badge';

/** Phone verification by WhatsApp code: 3 attempts a day, code valid 60 s (spec §5). */
export function PhoneVerification({ account }: { account: Account }) {
  const { t } = useTranslation(['account', 'common']);
  const snackbar = useSnackbar();
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const countdown = useCountdown();
  const [sent, setSent] = useState<{ remaining: number } | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const form = useLocalizedForm(phoneVerifyRequest, { defaultValues: { otp: '' }, mode: 'onSubmit' });
  const server = useServerErrors(form);
  const verified = Boolean(account.phone_verified_at);

  const sendCode = () => {
    setSendError(null);
    send.mutate(undefined, {
      onSuccess: (r) => {
        setSent({ remaining: r.remaining_attempts });
        countdown.start(r.expires_in || 60);
      },
      onError: (e) => {
        if (isApiError(e) && (e.code === 'phone_verification_limit' || e.code === 'otp_send_failed')) {
          setSendError(errorMessage(t, e));
        }
      },
    });
  };

  return (
    <section aria-labelledby="phone-verify" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="phone-verify" className="font-semibold text-slate-900">
          {t('verify.phoneTitle')}
        </h3>
        <VerifiedBadge verified={verified} />
      </div>
      <p className="text-sm text-slate-600">{account.hp}</p>
      {!verified && (
        <>
          {sendError && <Alert tone="warning">{sendError}</Alert>}
          {!sent ? (
            <>
              <p className="text-sm text-slate-600">{t('verify.phoneHelp')}</p>
              <Button variant="secondary" onClick={sendCode} loading={send.isPending}>
                {t('verify.phoneSend')}
              </Button>
            </>
          ) : (
            <form
              noValidate
              className="space-y-3"
              onSubmit={form.handleSubmit((v) =>
                verify.mutate(v.otp, {
                  onSuccess: () => snackbar.show({ message: t('verify.phoneDone'), color: 'success' }),
                  onError: (e) => server.handle(e),
                }),
              )}
            >
              <p className="text-sm text-slate-700">{t('verify.phoneSent', { remaining: sent.remaining })}</p>
              <DevOutboxLink />
              {server.alert && <Alert tone="error">{server.alert}</Alert>}
              <PinField control={form.control} name="otp" label={t('field.otp')} mask={false} autoFocus />
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" loading={verify.isPending}>
                  {t('verify.phoneVerify')}
                </Button>
                {countdown.running ? (
                  <span className="text-sm text-slate-500">
                    {t('common:otp.resendIn', { seconds: countdown.left })}
                  </span>
                ) : (
                  <Button variant="link" size="sm" onClick={sendCode} loading={send.isPending}>
                    {t('common:otp.resend')}
                  </Button>
                )}
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
