import {
  INSURANCE_MIN_FEE,
  INSURANCE_RATE_PERCENT,
  INSURANCE_TAX_PERCENT,
  SHIPMENT_ITEM_TYPES,
  type ShippingFeeInput,
  shipmentCost,
} from '@konter/core/contracts/shipping';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { fieldClasses, TextField } from '../../../components/ui/text-field';
import { currentLocale } from '../../../lib/i18n';
import { formatRupiah } from '../../../lib/money';
import { useLionParcelCommodities } from '../api/get-commodities';
import type { ShipmentFormValues } from '../form-values';

const numeric = { inputMode: 'numeric' as const, autoComplete: 'off', pattern: '[0-9]*' };

/**
 * The parcel: document or package, Lion Parcel's commodity (optional), content, weight in grams,
 * value in rupiah, length/width/height in cm (spec §9.2), and the insurance with what it costs.
 */
export function ItemSection({
  form,
  incomplete,
}: {
  form: UseFormReturn<ShipmentFormValues, unknown, ShippingFeeInput>;
  incomplete: boolean;
}) {
  const { t } = useTranslation(['multicourier', 'errors']);
  const id = useId();
  const errors = form.formState.errors.item;
  const itemType = form.watch('item.item_type');
  const insurance = form.watch('insurance');
  const value = Number(form.watch('item.item_value')) || 0;
  const commodities = useLionParcelCommodities();
  const locale = currentLocale();
  const insuranceCost = shipmentCost(0, { insurance: true, itemValue: value });

  return (
    <Card className="space-y-4" data-testid="item-section">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon name="inbox" className="size-5 text-brand-700" />
        {t('form.item')}
      </h2>
      {incomplete && <Alert tone="error">{t('errors:shipping_item_incomplete')}</Alert>}
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">{t('field.item_type')}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
          {SHIPMENT_ITEM_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg text-sm font-semibold has-focus-visible:outline-3 has-focus-visible:outline-brand-500/40',
                itemType === type ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600',
              )}
            >
              <input type="radio" value={type} className="sr-only" {...form.register('item.item_type')} />
              <Icon name={type === 'document' ? 'document' : 'inbox'} className="size-4" />
              {t(`itemType.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('field.item_content')}
          placeholder={t(itemType === 'document' ? 'form.contentDocument' : 'form.contentPackage')}
          autoComplete="off"
          maxLength={100}
          error={errors?.item_content?.message}
          {...form.register('item.item_content')}
        />
        <div className="space-y-1.5">
          <label htmlFor={`${id}-commodity`} className="block text-sm font-medium text-slate-700">
            {t('field.commodity_type')}
          </label>
          <select
            id={`${id}-commodity`}
            className={fieldClasses(Boolean(errors?.commodity_type))}
            {...form.register('item.commodity_type')}
          >
            <option value="">{t('form.commodityNone')}</option>
            {(commodities.data ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c[locale]}
              </option>
            ))}
          </select>
          <p className="text-sm text-slate-500">{t('form.commodityHelp')}</p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('field.item_weight')}
          help={t('form.weightHelp')}
          error={errors?.item_weight?.message}
          {...numeric}
          {...form.register('item.item_weight')}
        />
        <TextField
          label={t('field.item_value')}
          help={t('form.valueHelp')}
          error={errors?.item_value?.message}
          {...numeric}
          {...form.register('item.item_value')}
        />
      </div>
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">{t('form.dimensions')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {(['item_length', 'item_width', 'item_height'] as const).map((f) => (
            <TextField
              key={f}
              label={<span className="font-normal text-slate-600">{t(`field.${f}`)}</span>}
              error={errors?.[f]?.message}
              {...numeric}
              {...form.register(`item.${f}`)}
            />
          ))}
        </div>
      </fieldset>
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...form.register('insurance')}
        />
        <span className="text-sm">
          <span className="block font-semibold text-slate-900">{t('form.insurance')}</span>
          <span className="block text-slate-600">
            {t('form.insuranceHelp', {
              rate: String(INSURANCE_RATE_PERCENT).replace('.', locale === 'id' ? ',' : '.'),
              min: formatRupiah(INSURANCE_MIN_FEE),
              tax: INSURANCE_TAX_PERCENT,
            })}
          </span>
          {insurance && value > 0 && (
            <span className="mt-1 block font-medium text-brand-800" data-testid="insurance-cost">
              {t('form.insuranceCost', {
                cost: formatRupiah(insuranceCost.insurance_fee + insuranceCost.insurance_tax),
              })}
            </span>
          )}
        </span>
      </label>
    </Card>
  );
}
