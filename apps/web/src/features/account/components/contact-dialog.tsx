import { contactRequest } from '@konter/core/contracts/account';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSnackbar } from '../../../components/ui/snackbar';
import { fieldClasses, TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import type { Contact } from '../api/get-contacts';
import { useSaveContact } from '../api/save-contact';

export const contactTypes = ['', 'hp', 'pln', 'pdam', 'bpjs', 'emoney'] as const;

/** Add or edit a favourite contact. */
export function ContactDialog({
  open,
  contact,
  onClose,
}: {
  open: boolean;
  contact: Contact | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const snackbar = useSnackbar();
  const typeId = useId();
  const values = { number: contact?.number ?? '', name: contact?.name ?? '', type: contact?.type ?? '' };
  const form = useLocalizedForm(contactRequest, { defaultValues: values });
  const server = useServerErrors(form);
  const save = useSaveContact();
  const { errors } = form.formState;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another contact is opened
  useEffect(() => {
    if (open) {
      form.reset(values);
      server.clearAlert();
    }
  }, [open, contact?.id]);

  const onSubmit = form.handleSubmit((v) =>
    save.mutate(
      { ...v, type: v.type || undefined, id: contact?.id },
      {
        onSuccess: () => {
          snackbar.show({ message: t(contact ? 'contacts.updated' : 'contacts.added'), color: 'success' });
          onClose();
        },
        onError: (e) => server.handle(e),
      },
    ),
  );

  return (
    <Dialog open={open} onClose={onClose} title={t(contact ? 'contacts.editTitle' : 'contacts.addTitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <TextField
          label={t('field.contactName')}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('field.contactNumber')}
          inputMode="tel"
          autoComplete="off"
          help={t('contacts.numberHelp')}
          error={errors.number?.message}
          {...form.register('number')}
        />
        <div className="space-y-1.5">
          <label htmlFor={typeId} className="block text-sm font-medium text-slate-700">
            {t('field.contactType')}
          </label>
          <select id={typeId} className={fieldClasses(Boolean(errors.type))} {...form.register('type')}>
            {contactTypes.map((type) => (
              <option key={type} value={type}>
                {t(`contacts.type.${type || 'none'}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common:action.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
