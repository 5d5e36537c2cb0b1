import type { CallingCode, PrepaidType } from '@konter/core/catalog';
import type { DestinationProblem } from '@konter/core/destination';
import type { TFunction } from 'i18next';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cleanDestinationInput,
  countryOf,
  type DestinationFormat,
  type DestinationInput,
  type DestinationPart,
  destinationFormat,
  inputPropsOf,
  readDestination,
  splitGameZone,
} from '../destination';
import { DestinationField } from './destination-field';

/** The texts under the fields, per part: a problem found here, or the server's translated answer. */
export type DestinationMessages = Partial<Record<DestinationPart, string>>;

/**
 * What a prepaid product is sent to, asked the way its products need it: one field (number, meter,
 * player ID, e-mail, customer ID, voucher code), a foreign number after the country's calling code,
 * or a game's User ID and Zone ID side by side.
 */
export function DestinationInputs({
  format,
  input,
  messages,
  country,
  onChange,
  adornment,
  action,
  inputRef,
  zoneRef,
}: {
  format: DestinationFormat;
  input: DestinationInput;
  messages: DestinationMessages;
  country: CallingCode | null;
  /** The new values and the fields that changed (a pasted "12345678 (1234)" fills both). */
  onChange: (next: DestinationInput, changed: DestinationPart[]) => void;
  adornment?: ReactNode;
  action?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  zoneRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('purchase');
  const helpId = useId();
  const keyboard = inputPropsOf(format);
  const zone = format === 'gameZone';
  const main = (
    <DestinationField
      ref={inputRef}
      {...keyboard}
      label={t(`destination.label.${format}`)}
      help={zone ? undefined : t(`destination.help.${format}`)}
      describedBy={zone ? helpId : undefined}
      placeholder={t(`destination.placeholder.${format}`)}
      prefix={country ? `+${country.code}` : undefined}
      value={input.value}
      error={messages.value}
      onChange={(v) => {
        const both = zone ? splitGameZone(v) : null;
        if (both) onChange(both, ['value', 'zone']);
        else onChange({ ...input, value: cleanDestinationInput(format, v) }, ['value']);
      }}
      adornment={adornment}
      action={action}
    />
  );
  if (!zone) return main;
  return (
    <div className="space-y-1.5">
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-3">
        {main}
        <DestinationField
          ref={zoneRef}
          {...keyboard}
          name="zone"
          label={t('destination.label.zone')}
          describedBy={helpId}
          placeholder={t('destination.placeholder.zone')}
          value={input.zone}
          error={messages.zone}
          onChange={(v) => onChange({ ...input, zone: cleanDestinationInput(format, v) }, ['zone'])}
        />
      </div>
      <p id={helpId} className="text-sm text-slate-500">
        {t('destination.help.gameZone')}
      </p>
    </div>
  );
}

/** The text of a problem with one field of a format (a country's name and number length for international). */
export function destinationMessage(
  t: TFunction<'purchase'>,
  format: DestinationFormat,
  part: DestinationPart,
  problem: DestinationProblem,
  country: { name: string; code: CallingCode | null },
): string {
  const key = part === 'zone' ? 'zone' : format;
  if (problem === 'required') return t(`destination.required.${key}`);
  if (problem === 'email') return t('destination.invalid.email');
  if (problem === 'country') return t('destination.country', { country: country.name });
  if (format === 'international' && country.code) {
    const { min, max } = country.code;
    return t('destination.invalid.international', {
      country: country.name,
      length: min === max ? String(min) : `${min}–${max}`,
    });
  }
  return t(`destination.invalid.${key === 'international' ? 'other' : key}`);
}

/**
 * What was typed for one product, read by the rule of its type and own brand (a game's zone, an
 * international product's country): the destination to send, or the texts of what is wrong.
 */
export function readProductDestination(
  t: TFunction<'purchase'>,
  type: PrepaidType,
  product: { brand: string; brand_code: string },
  input: DestinationInput,
): { format: DestinationFormat } & ({ value: string; messages?: never } | { messages: DestinationMessages }) {
  const format = destinationFormat(type, product.brand_code);
  const read = readDestination(format, input, product.brand_code);
  if (!read.errors) return { format, value: read.value };
  const where = { name: product.brand, code: countryOf(format, product.brand_code) };
  const text = (part: DestinationPart) => {
    const problem = read.errors[part];
    return problem ? destinationMessage(t, format, part, problem, where) : undefined;
  };
  return { format, messages: { value: text('value'), zone: text('zone') } };
}

/**
 * What the confirmation shows next to the destination: the operator, the PLN customer's name, a
 * game's User ID and Zone ID, or an international product's country.
 */
export function destinationNote(
  t: TFunction<'purchase'>,
  format: DestinationFormat,
  input: DestinationInput,
  brand: string,
  found: { operator?: string | null; plnName?: string },
): string | undefined {
  if (found.operator) return found.operator;
  if (format === 'pln') return found.plnName;
  if (format === 'gameZone')
    return `${t('destination.label.gameZone')} ${input.value} · ${t('destination.label.zone')} ${input.zone}`;
  return format === 'international' ? brand : undefined;
}
