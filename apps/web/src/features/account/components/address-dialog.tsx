import { type AddressRequest, addressRequest } from '@konter/core/contracts/address';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import type { Address } from '../api/get-addresses';
import { useSaveAddress } from '../api/save-address';

/** The form's text fields, in the order a courier reads an address. */
const textFields = [
  'favorite_label',
  'name',
  'phone',
  'detail',
  'sub_district',
  'district',
  'city',
  'province',
  'postal_code',
  'note',
] as const;
type TextFieldName = (typeof textFields)[number];

const blank = (a: Address | null): AddressRequest =>
  ({
    ...Object.fromEntries(textFields.map((f) => [f, a?.[f] ?? ''])),
    is_primary: a?.is_primary ?? false,
  }) as AddressRequest;

/**
 * Add or change an address of the member's address book (the shared addressRequest contract checks
 * it here and on the server). `first`: the member has no address yet, so this one is the primary.
 */
export function AddressDialog({
  open,
  address,
  first,
  onClose,
}: {
  open: boolean;
  address: Address | null;
  first: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const snackbar = useSnackbar();
  const form = useLocalizedForm(addressRequest, { defaultValues: blank(address) });
  const server = useServerErrors(form);
  const save = useSaveAddress();
  const { errors } = form.formState;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another address is opened
  useEffect(() => {
    if (open) {
      form.reset(blank(address));
      server.clearAlert();
    }
  }, [open, address?.id]);

  const onSubmit = form.handleSubmit((v) =>
    save.mutate(
      // Coordinates are not edited here: left out, the server keeps them.
      { ...v, id: address?.id },
      {
        onSuccess: () => {
          snackbar.show({ message: t(address ? 'addresses.updated' : 'addresses.added'), color: 'success' });
          onClose();
        },
        onError: (e) => server.handle(e),
      },
    ),
  );

  const field = (name: TextFieldName, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`addresses.field.${name}`)}
      autoComplete="off"
      error={errors[name]?.message}
      {...extra}
      {...form.register(name)}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} title={t(address ? 'addresses.editTitle' : 'addresses.addTitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        {field('favorite_label', { placeholder: t('addresses.labelPlaceholder'), maxLength: 30 })}
        {field('name', { autoComplete: 'name' })}
        {field('phone', { inputMode: 'tel', autoComplete: 'tel', help: t('addresses.phoneHelp') })}
        {field('detail', { autoComplete: 'street-address', help: t('addresses.detailHelp') })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('sub_district')}
          {field('district')}
          {field('city', { autoComplete: 'address-level2' })}
          {field('province', { autoComplete: 'address-level1' })}
        </div>
        {field('postal_code', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 })}
        {field('note', { placeholder: t('addresses.notePlaceholder') })}
        {first || address?.is_primary ? (
          <p className="text-sm text-slate-600">{t('addresses.primaryAlways')}</p>
        ) : (
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
            <input type="checkbox" className="size-5 accent-brand-700" {...form.register('is_primary')} />
            {t('addresses.makePrimary')}
          </label>
        )}
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
