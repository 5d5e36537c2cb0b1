import type { Account } from '@konter/core/contracts/account';
import { affiliateRegisterFields } from '@konter/core/contracts/affiliate';
import { PASSWORD_MIN } from '@konter/core/contracts/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { ReferralCodeStatus } from '../../referral';
import { useRegisterAffiliate } from '../api';
import { BankFields } from './bank-fields';
import { ID_IMAGE_MAX_MB, IdImageField, idImageProblem } from './id-image-field';

const Section = ({ title }: { title: string }) => (
  <h2 className="border-t border-slate-200 pt-4 text-sm font-bold tracking-wide text-slate-500 uppercase first:border-0 first:pt-0">
    {title}
  </h2>
);

/**
 * The affiliate register form (issue 14 §5): the register form's fields, the bank account and the
 * identity document, sent as one multipart form (POST affiliate/register).
 */
export function AffiliateRegisterForm({
  referralCode,
  onRegistered,
}: {
  referralCode?: string;
  onRegistered: (a: Account) => void;
}) {
  const { t } = useTranslation(['affiliate', 'auth']);
  const form = useLocalizedForm(affiliateRegisterFields, {
    defaultValues: {
      name: '',
      email: '',
      hp: '',
      password: '',
      password_confirmation: '',
      referral_code: referralCode ?? '',
      bank_name: '',
      account_holder: '',
      account_number: '',
    },
  });
  const server = useServerErrors(form);
  const register = useRegisterAffiliate();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const { errors } = form.formState;
  const serverImageError = (errors as Record<string, { message?: string } | undefined>).id_image?.message;

  const imageText = (file: File | null) => {
    const problem = idImageProblem(file);
    return problem ? t(`field.${problem}`, { mb: ID_IMAGE_MAX_MB }) : undefined;
  };
  const pick = (file: File | null) => {
    setImage(file);
    setImageError(imageText(file));
    form.clearErrors('id_image' as never);
  };

  const onSubmit = form.handleSubmit(
    (values) => {
      server.clearAlert();
      const problem = imageText(image);
      setImageError(problem);
      if (problem || !image) return;
      register.mutate(
        { fields: values, image },
        { onSuccess: onRegistered, onError: (e) => server.handle(e) },
      );
    },
    () => setImageError(imageText(image)),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <Section title={t('register.accountSection')} />
      <TextField
        label={t('auth:field.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('auth:field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('auth:field.hp')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="08xxxxxxxxxx"
        error={errors.hp?.message}
        {...form.register('hp')}
      />
      <NewPasswordFields
        register={(name) => form.register(name)}
        errors={errors}
        label={t('auth:field.password')}
        confirmLabel={t('auth:field.passwordConfirmation')}
        help={t('auth:register.passwordHelp', { min: PASSWORD_MIN })}
      />
      <TextField
        label={t('auth:field.referralCode')}
        autoCapitalize="characters"
        help={t('auth:register.referralHelp')}
        error={errors.referral_code?.message}
        {...form.register('referral_code')}
      />
      <ReferralCodeStatus code={form.watch('referral_code') ?? ''} />
      <Section title={t('register.bankSection')} />
      <BankFields register={form.register} errors={errors} />
      <Section title={t('register.idSection')} />
      <IdImageField file={image} onPick={pick} error={imageError ?? serverImageError} />
      <p className="text-sm text-slate-600">{t('auth:register.terms')}</p>
      <Button type="submit" block loading={register.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
