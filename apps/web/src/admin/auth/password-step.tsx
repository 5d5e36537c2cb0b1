import {
  type StaffLoginRequest,
  type StaffLoginResult,
  staffLoginRequest,
} from '@konter/core/contracts/console';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useLocalizedForm } from '../../lib/form';
import { useLogin } from '../api/login';
import { useStepErrors } from './use-step-errors';

/** Step 1: e-mail and password; the answer says which step follows. */
export function PasswordStep({
  email,
  notice,
  onDone,
}: {
  email?: string;
  notice?: string | null;
  onDone: (email: string, result: StaffLoginResult) => void;
}) {
  const { t } = useTranslation('console');
  const form = useLocalizedForm(staffLoginRequest, {
    defaultValues: { email: email ?? '', password: '' },
    mode: 'onSubmit',
  });
  const errors = useStepErrors(form);
  const login = useLogin();
  const { errors: fieldErrors } = form.formState;

  const submit = form.handleSubmit((values: StaffLoginRequest) =>
    login.mutate(values, {
      onSuccess: (result) => onDone(values.email, result),
      onError: (e) => {
        errors.show(e);
        form.setValue('password', '');
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('login.title')}>
      {notice && !errors.alert && <Alert tone="info">{notice}</Alert>}
      {errors.alert && <Alert tone="error">{errors.alert}</Alert>}
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        autoFocus
        error={fieldErrors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={fieldErrors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
