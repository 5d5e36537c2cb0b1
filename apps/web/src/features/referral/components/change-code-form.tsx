import { REFERRAL_CODE_MAX, referralCodeRequest } from '@konter/core/contracts/referral';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useChangeReferralCode, useReferral } from '../api/referral';
import { useReferralBase } from './use-referral-base';

/** Changing one's referral code: letters and digits, 4–20, unique (the server says when taken). */
export function ChangeCodeForm() {
  const { t } = useTranslation('referral');
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const base = useReferralBase();
  const current = useReferral().data?.referral_code;
  const form = useLocalizedForm(referralCodeRequest, { defaultValues: { referral_code: '' } });
  const server = useServerErrors(form);
  const change = useChangeReferralCode();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((v) => {
    server.clearAlert();
    change.mutate(v, {
      onSuccess: (r) => {
        snackbar.show({ message: t('change.saved', { code: r.referral_code }), color: 'success' });
        void navigate(base);
      },
      onError: (e) => server.handle(e),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      {current && <p className="text-sm text-slate-600">{t('change.current', { code: current })}</p>}
      <TextField
        label={t('change.field')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={REFERRAL_CODE_MAX}
        help={t('change.help')}
        error={errors.referral_code?.message}
        {...form.register('referral_code')}
      />
      <Alert tone="warning">{t('change.warning')}</Alert>
      <Button type="submit" block loading={change.isPending}>
        {t('change.submit')}
      </Button>
    </form>
  );
}
