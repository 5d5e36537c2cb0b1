import { AMOUNT_MAX } from '@konter/core/deposit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyField } from '../../../components/ui/amount-field';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { formatRupiah } from '../../../lib/money';

/**
 * The top-up amount: the settings' preset nominals as chips, and "other nominal" with its own input
 * when the site allows it (spec §5: multiples of 1000, the minimum shown as Rp {nominal}).
 */
export function NominalPicker({
  nominals,
  allowCustom,
  minTopup,
  value,
  custom,
  onPick,
  onCustom,
  error,
}: {
  nominals: number[];
  allowCustom: boolean;
  minTopup: number;
  value: number | null;
  /** True while "other nominal" is chosen. */
  custom: boolean;
  onPick: (nominal: number) => void;
  onCustom: (nominal: number | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('deposit');
  const name = useId();
  // The radio covers its chip (invisible): taps, keyboard and screen readers all reach the input.
  const chip = (checked: boolean) =>
    cn(
      'relative flex min-h-14 cursor-pointer items-center justify-center rounded-xl border px-2 text-center font-semibold tabular-nums',
      'has-focus-visible:outline-3 has-focus-visible:outline-brand-500',
      checked
        ? 'border-brand-600 bg-brand-50 text-brand-900 ring-2 ring-brand-500/30'
        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500',
    );
  return (
    <fieldset aria-describedby={error && !custom ? `${name}-error` : undefined}>
      <legend className="mb-2 block text-sm font-medium text-slate-700">{t('topup.nominal')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3">
        {nominals.map((n) => {
          const checked = !custom && value === n;
          return (
            <label key={n} className={chip(checked)}>
              <input
                type="radio"
                name={name}
                value={n}
                checked={checked}
                onChange={() => onPick(n)}
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              {formatRupiah(n)}
            </label>
          );
        })}
        {allowCustom && (
          <label className={chip(custom)}>
            <input
              type="radio"
              name={name}
              value="other"
              checked={custom}
              onChange={() => onCustom(value !== null && !nominals.includes(value) ? value : null)}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
            {t('topup.otherNominal')}
          </label>
        )}
      </div>
      {custom && (
        <CurrencyField
          containerClassName="mt-3"
          label={t('topup.otherNominalLabel')}
          help={t('topup.otherNominalHelp', { nominal: formatRupiah(minTopup) })}
          placeholder={formatRupiah(minTopup)}
          value={value}
          onChange={onCustom}
          min={minTopup}
          max={AMOUNT_MAX}
          error={error}
          autoFocus
        />
      )}
      {error && !custom && (
        <p id={`${name}-error`} className="mt-1.5 flex items-start gap-1 text-sm text-red-700">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
