import { forgotPasswordRequest } from '@konter/core/contracts/auth';
import { useTranslation } from 'react-i18next';
import { DevOutboxLink } from '../../../components/dev-outbox-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const form = useLocalizedForm(forgotPasswordRequest, { defaultValues: { email: '' } });
  const server = useServerErrors(form);
  const send = useForgotPassword();
  const { errors } = form.formState;

  if (send.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={t('forgot.sentTitle')}>
          {t('forgot.sentText', { email: send.variables?.email })}
        </Alert>
        <DevOutboxLink />
        <Button variant="secondary" block onClick={() => send.reset()}>
          {t('forgot.again')}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((v) => send.mutate(v, { onError: (e) => server.handle(e) }))}
    >
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <TextField
        label={t('field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        help={t('forgot.help')}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" block loading={send.isPending}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
