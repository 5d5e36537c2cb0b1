import type { StaffMe } from '@konter/core/contracts/console';
import { type StaffTotpRequest, staffTotpRequest } from '@konter/core/contracts/console';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { isStatus } from '../../lib/api-error';
import { useLocalizedForm } from '../../lib/form';
import { useVerifyTotp } from '../api/verify-totp';
import { useStepErrors } from './use-step-errors';

/**
 * Step 2: the authenticator's 6-digit code — to sign in, or (with the enrolment's instructions
 * above it) to confirm a new authenticator. A session whose password step has ended goes back.
 */
export function CodeStep({
  submitLabel,
  children,
  onSignedIn,
  onExpired,
  onRestart,
}: {
  submitLabel: string;
  children?: ReactNode;
  onSignedIn: (me: StaffMe) => void;
  onExpired: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('console');
  const form = useLocalizedForm(staffTotpRequest, { defaultValues: { code: '' }, mode: 'onSubmit' });
  const errors = useStepErrors(form);
  const verify = useVerifyTotp();

  const submit = form.handleSubmit((values: StaffTotpRequest) =>
    verify.mutate(values, {
      onSuccess: (me) => onSignedIn(me),
      onError: (e) => {
        if (isStatus(e, 401)) return onExpired();
        errors.show(e);
        form.setValue('code', '');
        form.setFocus('code');
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {children}
      {errors.alert && <Alert tone="error">{errors.alert}</Alert>}
      <TextField
        label={t('totp.code')}
        help={t('totp.codeHelp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        autoFocus
        className="text-center font-mono text-2xl tracking-[0.4em]"
        error={form.formState.errors.code?.message}
        // "123 456" pasted from an app that groups the digits is the code 123456.
        {...form.register('code', { setValueAs: (v: string) => String(v ?? '').replace(/\D/g, '') })}
      />
      <Button type="submit" block loading={verify.isPending}>
        {submitLabel}
      </Button>
      <Button variant="link" onClick={onRestart} className="w-full">
        {t('totp.restart')}
      </Button>
    </form>
  );
}
