import { PASSWORD_MIN, resetPasswordRequest } from '@konter/core/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const form = useLocalizedForm(resetPasswordRequest, {
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const server = useServerErrors(form);
  const reset = useResetPassword();
  const { errors } = form.formState;

  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={t('reset.doneTitle')}>
          {t('reset.doneText')}
        </Alert>
        <Link to="/auth/login" className={buttonClasses('primary', 'md', true)}>
          {t('login.submit')}
        </Link>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((v) => reset.mutate(v, { onError: (e) => server.handle(e) }))}
    >
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      {errors.token && (
        <Alert tone="error">
          {t('reset.badToken')}{' '}
          <Link to="/auth/forgot-password" className="font-semibold underline">
            {t('reset.askAgain')}
          </Link>
        </Alert>
      )}
      <input type="hidden" {...form.register('token')} />
      <NewPasswordFields
        register={(name) => form.register(name)}
        errors={errors}
        label={t('field.newPassword')}
        confirmLabel={t('field.passwordConfirmation')}
        help={t('register.passwordHelp', { min: PASSWORD_MIN })}
      />
      <Button type="submit" block loading={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
