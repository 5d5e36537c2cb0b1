import type { Account } from '@konter/core/contracts/account';
import { deviceOtpVerifyRequest } from '@konter/core/contracts/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Channel, ChannelPicker } from '../../../components/channel-picker';
import { DevOutboxLink } from '../../../components/dev-outbox-link';
import { PinField } from '../../../components/pin-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCountdown } from '../../../hooks/use-countdown';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import type { DeviceChallenge } from '../api/login';
import { useSendDeviceOtp } from '../api/send-device-otp';
import { useVerifyDeviceOtp } from '../api/verify-device-otp';

/** Verify a new device with a one-time code sent by e-mail or WhatsApp (spec §4, §5: 60 s). */
export function DeviceOtp({
  channels,
  onVerified,
}: {
  channels: DeviceChallenge['channels'];
  onVerified: (a: Account) => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const [channel, setChannel] = useState<Channel>(
    channels.whatsapp || !channels.email ? 'whatsapp' : 'email',
  );
  const [sentTo, setSentTo] = useState<Channel | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const countdown = useCountdown();
  const send = useSendDeviceOtp();
  const verify = useVerifyDeviceOtp();
  const form = useLocalizedForm(deviceOtpVerifyRequest, { defaultValues: { otp: '' }, mode: 'onSubmit' });
  const server = useServerErrors(form);

  const sendCode = (c: Channel) => {
    setSendError(null);
    send.mutate(c, {
      onSuccess: (r) => {
        setSentTo(c);
        countdown.start(r.expires_in || 60);
        form.reset({ otp: '' });
      },
      onError: (e) => {
        if (isApiError(e) && e.code === 'otp_send_failed') setSendError(errorMessage(t, e));
      },
    });
  };

  if (!sentTo) {
    return (
      <div className="space-y-4">
        <ChannelPicker
          legend={t('device.otp.pick')}
          value={channel}
          onChange={setChannel}
          destinations={channels}
        />
        {sendError && <Alert tone="error">{sendError}</Alert>}
        <Button block onClick={() => sendCode(channel)} loading={send.isPending}>
          {t('device.otp.send')}
        </Button>
      </div>
    );
  }

  const destination = channels[sentTo] ?? t(`common:channel.${sentTo}`);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((v) =>
        verify.mutate(v.otp, { onSuccess: onVerified, onError: (e) => server.handle(e) }),
      )}
    >
      <p className="text-sm text-slate-700">{t('device.otp.sent', { destination })}</p>
      <DevOutboxLink />
      {sendError && <Alert tone="error">{sendError}</Alert>}
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <PinField control={form.control} name="otp" label={t('field.otp')} mask={false} autoFocus />
      <Button type="submit" block loading={verify.isPending}>
        {t('device.otp.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {countdown.running ? (
          <span className="text-slate-500" aria-live="polite">
            {t('common:otp.resendIn', { seconds: countdown.left })}
          </span>
        ) : (
          <Button variant="link" size="sm" onClick={() => sendCode(sentTo)} loading={send.isPending}>
            {t('common:otp.resend')}
          </Button>
        )}
        <Button variant="link" size="sm" onClick={() => setSentTo(null)}>
          {t('common:otp.changeChannel')}
        </Button>
      </div>
    </form>
  );
}
