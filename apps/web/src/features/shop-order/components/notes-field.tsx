import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The order's note to the seller (at most 200 characters), in both checkouts. */
export function OrderNotesField({ value, onChange }: { value: string; onChange: (notes: string) => void }) {
  const { t } = useTranslation('shopOrder');
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('checkout.notes')}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={200}
        value={value}
        placeholder={t('checkout.notesPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
        className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-3 focus:outline-brand-500/40"
      />
    </div>
  );
}
