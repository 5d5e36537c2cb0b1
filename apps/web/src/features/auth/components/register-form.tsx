import type { Account } from '@konter/core/contracts/account';
import { PASSWORD_MIN, registerRequest } from '@konter/core/contracts/auth';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { ReferralCodeStatus } from '../../referral';
import { useRegister } from '../api/register';

export function RegisterForm({
  referralCode,
  onRegistered,
}: {
  referralCode?: string;
  onRegistered: (a: Account) => void;
}) {
  const { t } = useTranslation('auth');
  const form = useLocalizedForm(registerRequest, {
    defaultValues: {
      name: '',
      email: '',
      hp: '',
      password: '',
      password_confirmation: '',
      referral_code: referralCode ?? '',
    },
  });
  const server = useServerErrors(form);
  const register = useRegister();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    server.clearAlert();
    register.mutate(values, { onSuccess: onRegistered, onError: (e) => server.handle(e) });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
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
        help={t('register.emailHelp')}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('field.hp')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="08xxxxxxxxxx"
        help={t('register.hpHelp')}
        error={errors.hp?.message}
        {...form.register('hp')}
      />
      <NewPasswordFields
        register={(name) => form.register(name)}
        errors={errors}
        label={t('field.password')}
        confirmLabel={t('field.passwordConfirmation')}
        help={t('register.passwordHelp', { min: PASSWORD_MIN })}
      />
      <TextField
        label={t('field.referralCode')}
        autoCapitalize="characters"
        help={t('register.referralHelp')}
        error={errors.referral_code?.message}
        {...form.register('referral_code')}
      />
      <ReferralCodeStatus code={form.watch('referral_code') ?? ''} />
      <p className="text-sm text-slate-600">{t('register.terms')}</p>
      <Button type="submit" block loading={register.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
