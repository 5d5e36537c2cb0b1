import {
  type Account,
  type PendingContactChange,
  profileUpdateRequest,
} from '@konter/core/contracts/account';
import { normalizeHp } from '@konter/core/phone';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useUpdateProfile } from '../api/update-profile';
import { ContactChangeCode } from './contact-change-code';

/** Whether the form's e-mail or phone number differs from the account's (case alone is no change). */
export function changesContact(account: Pick<Account, 'email' | 'hp'>, email: string, hp: string) {
  const emailChanged = email.trim().toLowerCase() !== account.email.toLowerCase();
  const hpChanged = (normalizeHp(hp) ?? hp.trim()) !== account.hp;
  return emailChanged || hpChanged;
}

/**
 * Name, e-mail and phone number. The name is saved at once; a new e-mail or number needs the
 * password and is applied only with the code sent to the new address (the old one is told and can
 * undo it for 7 days).
 */
export function ProfileForm({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const snackbar = useSnackbar();
  const [pending, setPending] = useState<PendingContactChange | null>(null);
  // The password is required here only when the e-mail or the number changes (the server checks too).
  const schema = useMemo(
    () =>
      profileUpdateRequest.superRefine((v, ctx) => {
        if (!v.password && changesContact(account, v.email, v.hp))
          ctx.addIssue({ code: 'custom', path: ['password'], message: 'required' });
      }),
    [account],
  );
  const initial = { name: account.name, email: account.email, hp: account.hp, password: '' };
  const form = useLocalizedForm(schema, { defaultValues: initial });
  const server = useServerErrors(form);
  const update = useUpdateProfile();
  const { errors, isDirty } = form.formState;
  const [email = '', hp = ''] = form.watch(['email', 'hp']);
  const changing = changesContact(account, email, hp);

  const onSubmit = form.handleSubmit((v) =>
    update.mutate(
      { ...v, password: changing ? v.password : undefined },
      {
        onSuccess: (r) => {
          if (r.kind === 'pending') {
            form.reset({ ...v, name: r.account.name, password: '' });
            setPending(r.pending);
            return;
          }
          form.reset({ name: r.account.name, email: r.account.email, hp: r.account.hp, password: '' });
          snackbar.show({ message: t('profile.saved'), color: 'success' });
        },
        onError: (e) => server.handle(e),
      },
    ),
  );

  if (pending) {
    return (
      <ContactChangeCode
        pending={pending}
        onConfirmed={(a) => {
          setPending(null);
          form.reset({ name: a.name, email: a.email, hp: a.hp, password: '' });
          snackbar.show({ message: t(`profile.changed.${pending.field}`), color: 'success' });
        }}
        onCancel={() => {
          setPending(null);
          form.reset(initial);
        }}
      />
    );
  }

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
      {changing && (
        <TextField
          label={t('field.password')}
          type="password"
          autoComplete="current-password"
          help={t('profile.passwordHelp')}
          error={errors.password?.message}
          {...form.register('password')}
        />
      )}
      <Button type="submit" block loading={update.isPending} disabled={!isDirty}>
        {changing ? t('profile.submitChange') : t('profile.submit')}
      </Button>
    </form>
  );
}
