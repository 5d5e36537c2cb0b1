import type { Account } from '@konter/core/contracts/account';
import { pinResetRequest } from '@konter/core/contracts/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Channel, ChannelPicker } from '../../../components/channel-picker';
import { DevOutboxLink } from '../../../components/dev-outbox-link';
import { PinField } from '../../../components/pin-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useCountdown } from '../../../hooks/use-countdown';
import { isApiError } from '../../../lib/api-error';
import { codeMessage, errorMessage } from '../../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useResetPin } from '../api/reset-pin';
import { useSendPinResetOtp } from '../api/send-pin-reset-otp';

/** Forgotten PIN: a code by e-mail or WhatsApp, then a new PIN. */
export function PinResetForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const snackbar = useSnackbar();
  const [channel, setChannel] = useState<Channel>('whatsapp');
  const [sentTo, setSentTo] = useState<Channel | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const countdown = useCountdown();
  const send = useSendPinResetOtp();
  const reset = useResetPin();
  const form = useLocalizedForm(pinResetRequest, {
    defaultValues: { otp: '', pin: '', pin_confirmation: '' },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);

  const sendCode = (c: Channel) => {
    setSendError(null);
    send.mutate(c, {
      onSuccess: (r) => {
        setSentTo(c);
        countdown.start(r.expires_in || 60);
      },
      onError: (e) => {
        if (isApiError(e) && e.code === 'otp_send_failed') setSendError(errorMessage(t, e));
      },
    });
  };

  if (!sentTo) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{t('pin.resetIntro')}</p>
        <ChannelPicker
          legend={t('pin.resetPick')}
          value={channel}
          onChange={setChannel}
          destinations={{ email: account.email, whatsapp: account.hp }}
        />
        {sendError && <Alert tone="error">{sendError}</Alert>}
        <Button block onClick={() => sendCode(channel)} loading={send.isPending}>
          {t('pin.resetSend')}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((v) =>
        reset.mutate(v, {
          onSuccess: () => {
            snackbar.show({ message: t('pin.resetDone'), color: 'success' });
            onDone();
          },
          onError: (e) => server.handle(e, { failure: codeMessage(t, 'pin_reset_failed') }),
        }),
      )}
    >
      <p className="text-sm text-slate-700">
        {t('pin.resetSent', { destination: sentTo === 'email' ? account.email : account.hp })}
      </p>
      <DevOutboxLink />
      {sendError && <Alert tone="error">{sendError}</Alert>}
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <PinField control={form.control} name="otp" label={t('field.otp')} mask={false} autoFocus />
      <div className="text-sm">
        {countdown.running ? (
          <span className="text-slate-500">{t('common:otp.resendIn', { seconds: countdown.left })}</span>
        ) : (
          <Button variant="link" size="sm" onClick={() => sendCode(sentTo)} loading={send.isPending}>
            {t('common:otp.resend')}
          </Button>
        )}
      </div>
      <PinField control={form.control} name="pin" label={t('field.newPin')} help={t('pin.help')} />
      <PinField control={form.control} name="pin_confirmation" label={t('field.pinConfirmation')} />
      <Button type="submit" block loading={reset.isPending}>
        {t('pin.resetSubmit')}
      </Button>
    </form>
  );
}
