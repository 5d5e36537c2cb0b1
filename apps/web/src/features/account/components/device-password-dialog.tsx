import { type Device, passwordConfirmRequest } from '@konter/core/contracts/account';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { type DeviceAction, useUpdateDevice } from '../api/update-device';

/**
 * The confirmation again, with the password: the server asks for it when a device approved less
 * than 24 hours ago removes the account's original device (password_required_recent_device).
 */
export function DevicePasswordDialog({
  device,
  action,
  onClose,
  onDone,
}: {
  device: Device;
  action: DeviceAction;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdateDevice();
  const form = useLocalizedForm(passwordConfirmRequest, {
    defaultValues: { password: '' },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const formId = `device-password-${device.id}`;

  const submit = form.handleSubmit((v) =>
    update.mutate(
      { id: device.id, action, password: v.password },
      { onSuccess: onDone, onError: (e) => server.handle(e) },
    ),
  );

  return (
    <Dialog
      open
      alert
      onClose={onClose}
      title={t(`devices.confirm.${action === 'reject' ? 'reject' : 'revoke'}Title`)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={update.isPending}>
            {t(`devices.${action}`)}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className="space-y-4" onSubmit={submit}>
        <p>{t('devices.passwordText', { name: device.name })}</p>
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <TextField
          label={t('field.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
      </form>
    </Dialog>
  );
}
