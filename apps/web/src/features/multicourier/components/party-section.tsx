import type { ShippingFeeInput } from '@konter/core/contracts/shipping';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { RegionCombobox } from '../../shop-order';
import type { PartyKey, ShipmentFormValues } from '../form-values';
import { AddressBookDialog } from './address-book';

const REGION_FIELDS = ['province', 'city', 'district', 'sub_district'] as const;

/**
 * The sender or the recipient: from the address book or typed (name, phone, address, the region
 * search, postcode, note, favourite label) and "save to address book".
 */
export function PartySection({
  form,
  party,
  incomplete,
  save,
  onSave,
}: {
  form: UseFormReturn<ShipmentFormValues, unknown, ShippingFeeInput>;
  party: PartyKey;
  /** The section's "incomplete" message after a failed check (spec §5). */
  incomplete: boolean;
  save: boolean;
  onSave: (save: boolean) => void;
}) {
  const { t } = useTranslation(['multicourier', 'errors']);
  const [bookOpen, setBookOpen] = useState(false);
  const errors = form.formState.errors[party];
  const region = form.watch(REGION_FIELDS.map((f) => `${party}.${f}` as const));
  const [province, city, district, sub_district] = region;
  const picked =
    province && city && district && sub_district ? { province, city, district, sub_district } : null;
  const regionError =
    errors?.sub_district?.message ??
    errors?.district?.message ??
    errors?.city?.message ??
    errors?.province?.message;
  const set = (field: string, value: string | null) =>
    form.setValue(`${party}.${field}` as `sender.name`, value as string, {
      shouldValidate: form.formState.isSubmitted,
      shouldDirty: true,
    });

  return (
    <Card className="space-y-4" data-testid={`party-${party}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Icon name={party === 'sender' ? 'user' : 'mapPin'} className="size-5 text-brand-700" />
          {t(`form.${party}`)}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setBookOpen(true)}>
          <Icon name="contacts" className="size-4" />
          {t('book.open')}
        </Button>
      </div>
      {incomplete && <Alert tone="error">{t(`errors:shipping_${party}_incomplete`)}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('field.name')}
          autoComplete="off"
          error={errors?.name?.message}
          {...form.register(`${party}.name`)}
        />
        <TextField
          label={t('field.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors?.phone?.message}
          {...form.register(`${party}.phone`)}
        />
      </div>
      <TextField
        label={t('field.address')}
        help={t('form.addressHelp')}
        autoComplete="off"
        error={errors?.address?.message}
        {...form.register(`${party}.address`)}
      />
      <RegionCombobox
        value={picked}
        error={regionError}
        onPick={(r) => {
          for (const f of REGION_FIELDS) set(f, r[f]);
          set('area_id', null);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('field.postal_code')}
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          error={errors?.postal_code?.message}
          {...form.register(`${party}.postal_code`)}
        />
        <TextField
          label={t('field.favorite_label')}
          placeholder={t('form.labelPlaceholder')}
          maxLength={30}
          autoComplete="off"
          error={errors?.favorite_label?.message}
          {...form.register(`${party}.favorite_label`)}
        />
      </div>
      <TextField
        label={t('field.note')}
        placeholder={t(`form.notePlaceholder.${party}`)}
        maxLength={160}
        autoComplete="off"
        error={errors?.note?.message}
        {...form.register(`${party}.note`)}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={save}
          onChange={(e) => onSave(e.target.checked)}
        />
        {t('form.saveToBook')}
      </label>
      <AddressBookDialog
        kind={party}
        open={bookOpen}
        onClose={() => setBookOpen(false)}
        onPick={(a) => {
          for (const f of [
            'name',
            'phone',
            'address',
            'sub_district',
            'district',
            'city',
            'province',
            'postal_code',
            'note',
            'favorite_label',
            'area_id',
          ] as const)
            set(f, a[f] ?? '');
          set('area_id', a.area_id);
        }}
      />
    </Card>
  );
}
