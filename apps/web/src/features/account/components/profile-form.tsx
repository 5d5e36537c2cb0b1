import { type Account, profileUpdateRequest } from '@konter/core/contracts/account';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const snackbar = useSnackbar();
  const form = useLocalizedForm(profileUpdateRequest, {
    defaultValues: { name: account.name, email: account.email, hp: account.hp },
  });
  const server = useServerErrors(form);
  const update = useUpdateProfile();
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((v) =>
    update.mutate(v, {
      onSuccess: (a) => {
        form.reset({ name: a.name, email: a.email, hp: a.hp });
        snackbar.show({ message: t('profile.saved'), color: 'success' });
      },
      onError: (e) => server.handle(e),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <TextField
        label={t('field.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        help={t('profile.emailHelp')}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('field.hp')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        help={t('profile.hpHelp')}
        error={errors.hp?.message}
        {...form.register('hp')}
      />
      <Button type="submit" block loading={update.isPending} disabled={!isDirty}>
        {t('profile.submit')}
      </Button>
    </form>
  );
}
