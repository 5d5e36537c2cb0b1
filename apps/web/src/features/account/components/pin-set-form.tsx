import { pinStoreRequest } from '@konter/core/contracts/account';
import { useTranslation } from 'react-i18next';
import { PinField } from '../../../components/pin-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useStorePin } from '../api/store-pin';

/** First PIN (account.has_pin is false). */
export function PinSetForm() {
  const { t } = useTranslation('account');
  const snackbar = useSnackbar();
  const form = useLocalizedForm(pinStoreRequest, {
    defaultValues: { pin: '', pin_confirmation: '' },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const store = useStorePin();

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((v) =>
        store.mutate(v, {
          onSuccess: () => snackbar.show({ message: t('pin.setDone'), color: 'success' }),
          onError: (e) => server.handle(e),
        }),
      )}
    >
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <PinField control={form.control} name="pin" label={t('field.newPin')} help={t('pin.help')} />
      <PinField control={form.control} name="pin_confirmation" label={t('field.pinConfirmation')} />
      <Button type="submit" block loading={store.isPending}>
        {t('pin.setSubmit')}
      </Button>
    </form>
  );
}
