import { passwordUpdateRequest } from '@konter/core/contracts/account';
import { PASSWORD_MIN } from '@konter/core/contracts/auth';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useUpdatePassword } from '../api/update-password';

export function PasswordForm() {
  const { t } = useTranslation('account');
  const snackbar = useSnackbar();
  const empty = { old_password: '', password: '', password_confirmation: '' };
  const form = useLocalizedForm(passwordUpdateRequest, { defaultValues: empty });
  const server = useServerErrors(form);
  const update = useUpdatePassword();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((v) =>
    update.mutate(v, {
      onSuccess: () => {
        form.reset(empty);
        snackbar.show({ message: t('password.saved'), color: 'success' });
      },
      onError: (e) => server.handle(e),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <TextField
        label={t('field.oldPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.old_password?.message}
        {...form.register('old_password')}
      />
      <NewPasswordFields
        register={(name) => form.register(name)}
        errors={errors}
        label={t('field.newPassword')}
        confirmLabel={t('field.passwordConfirmation')}
        help={t('password.help', { min: PASSWORD_MIN })}
      />
      <Button type="submit" block loading={update.isPending}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
