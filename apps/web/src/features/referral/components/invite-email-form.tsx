import { REFERRAL_EMAILS_PER_DAY, referralEmailRequest } from '@konter/core/contracts/referral';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useSendReferralEmail } from '../api/referral';

/** An invitation by e-mail with one's referral link (at most REFERRAL_EMAILS_PER_DAY a day). */
export function InviteEmailForm() {
  const { t } = useTranslation('referral');
  const snackbar = useSnackbar();
  const form = useLocalizedForm(referralEmailRequest, { defaultValues: { email: '' } });
  const server = useServerErrors(form);
  const send = useSendReferralEmail();
  const limited = isApiError(send.error) && send.error.code === 'referral_email_limit';
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((v) => {
    server.clearAlert();
    send.mutate(v, {
      onSuccess: () => {
        snackbar.show({ message: t('email.sent', { email: v.email }), color: 'success' });
        form.reset({ email: '' });
      },
      onError: (e) => {
        if (!(isApiError(e) && e.code === 'referral_email_limit')) server.handle(e);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      {limited && <Alert tone="warning">{t('email.limit', { max: REFERRAL_EMAILS_PER_DAY })}</Alert>}
      <TextField
        label={t('email.field')}
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        placeholder={t('email.placeholder')}
        help={t('email.help', { max: REFERRAL_EMAILS_PER_DAY })}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" block loading={send.isPending} disabled={limited}>
        {t('email.submit')}
      </Button>
    </form>
  );
}
