import { pinStoreRequest } from '@konter/core/contracts/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinField } from '../../../components/pin-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { isStatus } from '../../../lib/api-error';
import { codeMessage, errorMessage } from '../../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useStorePin } from '../api/store-pin';

/**
 * First PIN (account.has_pin is false): on the PIN page, and as the step after registering
 * (`onDone` moves on). A verification the operator requires first (403 verify_email_first /
 * verify_phone_first) and a failed call (network, 5xx: "failed to create PIN") are said here.
 */
export function PinSetForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('account');
  const snackbar = useSnackbar();
  const form = useLocalizedForm(pinStoreRequest, {
    defaultValues: { pin: '', pin_confirmation: '' },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const store = useStorePin();
  const [refused, setRefused] = useState<string | null>(null);

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((v) => {
        setRefused(null);
        store.mutate(v, {
          onSuccess: () => {
            snackbar.show({ message: t('pin.setDone'), color: 'success' });
            onDone?.();
          },
          onError: (e) => {
            if (isStatus(e, 403, 'verify_email_first') || isStatus(e, 403, 'verify_phone_first')) {
              server.clearAlert();
              setRefused(errorMessage(t, e));
            } else server.handle(e, { failure: codeMessage(t, 'pin_create_failed') });
          },
        });
      })}
    >
      {refused && <Alert tone="warning">{refused}</Alert>}
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <PinField control={form.control} name="pin" label={t('field.newPin')} help={t('pin.help')} />
      <PinField control={form.control} name="pin_confirmation" label={t('field.pinConfirmation')} />
      <Button type="submit" block loading={store.isPending}>
        {t('pin.setSubmit')}
      </Button>
    </form>
  );
}
