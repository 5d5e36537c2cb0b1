import type { Account } from '@konter/core/contracts/account';
import { loginRequest } from '@konter/core/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { type DeviceChallenge, useLogin } from '../api/login';

export interface LoginFormProps {
  onLoggedIn: (account: Account) => void;
  onDevicePending: (challenge: DeviceChallenge) => void;
}

export function LoginForm({ onLoggedIn, onDevicePending }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const form = useLocalizedForm(loginRequest, { defaultValues: { login: '', password: '' } });
  const server = useServerErrors(form);
  const login = useLogin();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    server.clearAlert();
    login.mutate(values, {
      onSuccess: (r) => (r.kind === 'ok' ? onLoggedIn(r.account) : onDevicePending(r.challenge)),
      onError: (e) => server.handle(e),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <TextField
        label={t('field.login')}
        help={t('login.loginHelp')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.login?.message}
        {...form.register('login')}
      />
      <TextField
        label={t('field.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex justify-end">
        <Link
          to="/auth/forgot-password"
          className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
