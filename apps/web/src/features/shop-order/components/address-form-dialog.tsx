import {
  type ShopAddress,
  type ShopAddressRequest,
  shopAddressRequest,
} from '@konter/core/contracts/shop-order';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextField } from '../../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useSaveShopAddress } from '../api';
import { RegionCombobox } from './region-combobox';

const blank = (a: ShopAddress | null): ShopAddressRequest => ({
  favorite_label: a?.favorite_label ?? '',
  name: a?.name ?? '',
  phone: a?.phone ?? '',
  province: a?.province ?? '',
  city: a?.city ?? '',
  district: a?.district ?? '',
  sub_district: a?.sub_district ?? '',
  postal_code: a?.postal_code ?? '',
  detail: a?.detail ?? '',
});

/**
 * Add or change a shipping address (calls §7.5 shop/shiping/add, update): every field required
 * (spec §5), the region from the region search, the postcode typed.
 */
export function AddressFormDialog({
  open,
  address,
  onClose,
  onSaved,
}: {
  open: boolean;
  address: ShopAddress | null;
  onClose: () => void;
  onSaved?: (address: ShopAddress) => void;
}) {
  const { t } = useTranslation(['shopOrder', 'common']);
  const snackbar = useSnackbar();
  const form = useLocalizedForm(shopAddressRequest, { defaultValues: blank(address) });
  const server = useServerErrors(form);
  const save = useSaveShopAddress();
  const { errors } = form.formState;
  const region = form.watch(['province', 'city', 'district', 'sub_district']);
  const picked = region.every(Boolean)
    ? { province: region[0], city: region[1], district: region[2], sub_district: region[3] }
    : null;
  const regionError =
    errors.sub_district?.message ??
    errors.district?.message ??
    errors.city?.message ??
    errors.province?.message;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another address is opened
  useEffect(() => {
    if (open) {
      form.reset(blank(address));
      server.clearAlert();
    }
  }, [open, address?.id]);

  const onSubmit = form.handleSubmit((v) =>
    save.mutate(
      { ...v, id: address?.id },
      {
        onSuccess: (saved) => {
          snackbar.show({ message: t(address ? 'address.updated' : 'address.added'), color: 'success' });
          onSaved?.(saved);
          onClose();
        },
        onError: (e) => server.handle(e, { failure: t('address.saveFailed') }),
      },
    ),
  );

  return (
    <Dialog open={open} onClose={onClose} title={t(address ? 'address.editTitle' : 'address.addTitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="shop-address-form">
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <TextField
          label={t('address.field.favorite_label')}
          placeholder={t('address.labelPlaceholder')}
          maxLength={30}
          autoComplete="off"
          error={errors.favorite_label?.message}
          {...form.register('favorite_label')}
        />
        <TextField
          label={t('address.field.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('address.field.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          help={t('address.phoneHelp')}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <RegionCombobox
          value={picked}
          error={regionError}
          onPick={(r) => {
            for (const f of ['province', 'city', 'district', 'sub_district'] as const)
              form.setValue(f, r[f], { shouldValidate: true, shouldDirty: true });
          }}
        />
        <TextField
          label={t('address.field.postal_code')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          help={t('address.postcodeHelp')}
          error={errors.postal_code?.message}
          {...form.register('postal_code')}
        />
        <TextField
          label={t('address.field.detail')}
          autoComplete="street-address"
          help={t('address.detailHelp')}
          error={errors.detail?.message}
          {...form.register('detail')}
        />
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
