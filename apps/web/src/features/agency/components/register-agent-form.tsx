import { registerAgentRequest } from '@konter/core/contracts/agency';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { type RegisteredAgent, useRegisterAgent } from '../api/agency';

const empty = { name: '', email: '', hp: '' };

/** A master registers an agent under them; the agent sets a password through the link sent to them. */
export function RegisterAgentForm() {
  const { t } = useTranslation('agency');
  const form = useLocalizedForm(registerAgentRequest, { defaultValues: empty });
  const server = useServerErrors(form);
  const register = useRegisterAgent();
  const [done, setDone] = useState<RegisteredAgent | null>(null);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((v) => {
    server.clearAlert();
    setDone(null);
    register.mutate(v, {
      onSuccess: (agent) => {
        setDone(agent);
        form.reset(empty);
      },
      onError: (e) => server.handle(e),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="register-agent-form">
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      {done && (
        <Alert tone="success">
          {t('register.done', {
            name: done.name,
            hp: done.hp,
            email: done.email,
            hours: done.link_valid_hours,
          })}
        </Alert>
      )}
      <TextField
        label={t('register.name')}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('register.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        placeholder="nama@contoh.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('register.hp')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="08xxxxxxxxxx"
        help={t('register.help')}
        error={errors.hp?.message}
        {...form.register('hp')}
      />
      <Button type="submit" block loading={register.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
