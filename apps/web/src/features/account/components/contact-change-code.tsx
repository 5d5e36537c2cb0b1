import {
  type Account,
  contactChangeConfirmRequest,
  type PendingContactChange,
} from '@konter/core/contracts/account';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DevOutboxLink } from '../../../components/dev-outbox-link';
import { PinField } from '../../../components/pin-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCountdown } from '../../../hooks/use-countdown';
import { isApiError, isStatus } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useConfirmContactChange } from '../api/confirm-contact-change';
import { useResendContactCode } from '../api/resend-contact-code';

/** The second step of an e-mail or phone change: the code sent to the new address. */
export function ContactChangeCode({
  pending,
  onConfirmed,
  onCancel,
}: {
  pending: PendingContactChange;
  onConfirmed: (account: Account) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const confirm = useConfirmContactChange();
  const resend = useResendContactCode();
  const countdown = useCountdown();
  const [notice, setNotice] = useState<{ tone: 'success' | 'warning'; text: string } | null>(null);
  const form = useLocalizedForm(contactChangeConfirmRequest, {
    defaultValues: { otp: '' },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const { start } = countdown;

  useEffect(() => start(pending.expires_in || 60), [pending, start]);

  const sendAgain = () => {
    setNotice(null);
    resend.mutate(undefined, {
      onSuccess: (r) => {
        start(r.expires_in || 60);
        setNotice({ tone: 'success', text: t('profile.resent') });
      },
      onError: (e) => {
        if (isApiError(e)) setNotice({ tone: 'warning', text: errorMessage(t, e) });
      },
    });
  };

  const submit = form.handleSubmit((v) =>
    confirm.mutate(v.otp, {
      onSuccess: onConfirmed,
      onError: (e) => {
        if (isStatus(e, 409, 'contact_change_not_pending'))
          setNotice({ tone: 'warning', text: errorMessage(t, e) });
        else server.handle(e);
      },
    }),
  );

  return (
    <section aria-labelledby="contact-change-code" className="space-y-4" data-testid="contact-change-code">
      <div className="space-y-1">
        <h3 id="contact-change-code" className="font-semibold text-slate-900">
          {t(`profile.codeTitle.${pending.field}`)}
        </h3>
        <p className="text-slate-700">
          {t('profile.codeSent')} <strong className="break-all text-slate-900">{pending.new_value}</strong>
        </p>
        <p className="text-sm text-slate-600">{t(`profile.codeHelp.${pending.field}`)}</p>
      </div>
      <DevOutboxLink />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <form noValidate className="space-y-4" onSubmit={submit}>
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <PinField control={form.control} name="otp" label={t('field.otp')} mask={false} autoFocus />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={confirm.isPending}>
            {t('profile.codeSubmit')}
          </Button>
          {countdown.running ? (
            <span className="text-sm text-slate-500">
              {t('common:otp.resendIn', { seconds: countdown.left })}
            </span>
          ) : (
            <Button variant="link" size="sm" onClick={sendAgain} loading={resend.isPending}>
              {t('common:otp.resend')}
            </Button>
          )}
        </div>
      </form>
      <Button variant="secondary" block onClick={onCancel} disabled={confirm.isPending}>
        {t('profile.codeCancel')}
      </Button>
    </section>
  );
}
