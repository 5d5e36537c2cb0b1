import { SHOP_QUANTITY_MAX } from '@konter/core/contracts/shop';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';

const stepButton =
  'flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent';

/**
 * − quantity +, never under `min` (spec §5: minimum quantity) and, when `max` is given, never over
 * it (the stock the page knows). A typed number counts when the field is left or Enter is pressed.
 * The cart gives no `max`: the stock it shows may be old, so the server's stock limit decides there.
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  label,
  disabled,
  size = 'md',
}: {
  value: number;
  min: number;
  max?: number;
  onChange: (next: number) => void;
  /** The accessible name of the number field (e.g. "Jumlah Kabel USB-C"). */
  label: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('shop');
  const upper = Math.max(min, Math.min(max ?? SHOP_QUANTITY_MAX, SHOP_QUANTITY_MAX));
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const clamp = (n: number) => Math.min(Math.max(Number.isFinite(n) ? Math.round(n) : value, min), upper);
  const commit = () => {
    const n = clamp(Number(draft));
    setDraft(String(n));
    if (n !== value) onChange(n);
  };
  return (
    <div
      className={cn(
        'inline-flex items-center rounded-xl border border-slate-300 bg-white',
        size === 'sm' ? 'h-10' : 'h-12 px-1',
      )}
    >
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(clamp(value - 1))}
        disabled={disabled || value <= min}
        aria-label={t('quantity.decrease')}
      >
        <Icon name="minus" className="size-5" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={draft}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => setDraft(e.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        className="w-12 border-0 bg-transparent text-center text-base font-semibold tabular-nums text-slate-900 focus:outline-none"
      />
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(clamp(value + 1))}
        disabled={disabled || value >= upper}
        aria-label={t('quantity.increase')}
      >
        <Icon name="plus" className="size-5" />
      </button>
    </div>
  );
}
