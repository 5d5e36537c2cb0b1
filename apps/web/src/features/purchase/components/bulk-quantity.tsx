import { BULK_QUANTITY } from '@konter/core/contracts/bulk';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

/** "Beli banyak": how many codes (1 = the ordinary single purchase, 2..50 = a bulk buy). */
export function BulkQuantity({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('bulk');
  const set = (n: number) => onChange(Math.min(BULK_QUANTITY.max, Math.max(1, Math.round(n) || 1)));
  const step =
    'inline-flex size-12 items-center justify-center rounded-xl border border-slate-300 bg-white text-xl font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-40';
  return (
    <fieldset className="rounded-xl border border-slate-200 px-3.5 py-3" data-testid="bulk-quantity">
      <legend className="px-1 text-sm font-semibold text-slate-700">{t('quantity.label')}</legend>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={step}
          aria-label={t('quantity.decrease')}
          disabled={value <= 1}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={BULK_QUANTITY.max}
          value={value}
          aria-label={t('quantity.label')}
          onChange={(e) => set(Number(e.target.value))}
          className="h-12 w-20 rounded-xl border border-slate-300 text-center text-lg font-semibold tabular-nums"
          data-testid="bulk-quantity-input"
        />
        <button
          type="button"
          className={step}
          aria-label={t('quantity.increase')}
          disabled={value >= BULK_QUANTITY.max}
          onClick={() => set(value + 1)}
        >
          <Icon name="plus" className="size-5" />
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {t('quantity.help', { min: BULK_QUANTITY.min, max: BULK_QUANTITY.max })}
      </p>
    </fieldset>
  );
}
