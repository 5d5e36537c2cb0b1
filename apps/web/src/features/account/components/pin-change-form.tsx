import { pinUpdateRequest } from '@konter/core/contracts/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinField } from '../../../components/pin-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { isStatus } from '../../../lib/api-error';
import { codeMessage } from '../../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useUpdatePin } from '../api/update-pin';

export function PinChangeForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation('account');
  const snackbar = useSnackbar();
  const empty = { old_pin: '', pin: '', pin_confirmation: '' };
  const form = useLocalizedForm(pinUpdateRequest, { defaultValues: empty, mode: 'onSubmit' });
  const server = useServerErrors(form);
  const update = useUpdatePin();
  const [locked, setLocked] = useState(false);

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((v) => {
        setLocked(false);
        update.mutate(v, {
          onSuccess: () => {
            form.reset(empty);
            snackbar.show({ message: t('pin.changeDone'), color: 'success' });
          },
          onError: (e) => {
            // 429 'maximum pin attempts reached' is shown here, not as the global warning.
            if (isStatus(e, 429, 'pin_locked')) setLocked(true);
            else server.handle(e, { failure: codeMessage(t, 'pin_update_failed') });
          },
        });
      })}
    >
      {locked && (
        <Alert tone="error" title={t('pin.lockedTitle')}>
          {t('pin.lockedText')}
        </Alert>
      )}
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <PinField control={form.control} name="old_pin" label={t('field.oldPin')} />
      <PinField control={form.control} name="pin" label={t('field.newPin')} help={t('pin.help')} />
      <PinField control={form.control} name="pin_confirmation" label={t('field.pinConfirmation')} />
      <Button type="submit" block loading={update.isPending}>
        {t('pin.changeSubmit')}
      </Button>
      <Button variant="ghost" block onClick={onForgot}>
        {t('pin.forgot')}
      </Button>
    </form>
  );
}
