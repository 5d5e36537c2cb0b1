import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/money';

/** Subtotal, shipping, discount, fee and the total of an order (values not known yet show a dash). */
export function Totals({
  subtotal,
  shipping,
  discount,
  fee,
  total,
}: {
  subtotal: number;
  shipping: number | null;
  discount: number;
  fee?: number | null;
  total: number | null;
}) {
  const { t } = useTranslation('shopOrder');
  const row = (label: string, value: string, testId?: string) => (
    <div className="flex justify-between gap-3 text-sm text-slate-700">
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="space-y-1.5" aria-live="polite">
      {row(t('totals.subtotal'), formatRupiah(subtotal))}
      {row(t('totals.shipping'), shipping === null ? '–' : formatRupiah(shipping), 'total-shipping')}
      {discount > 0 && row(t('totals.discount'), `− ${formatRupiah(discount)}`, 'total-discount')}
      {fee != null && fee > 0 && row(t('totals.fee'), formatRupiah(fee))}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
        <dt>{t('totals.total')}</dt>
        <dd className="tabular-nums" data-testid="order-total">
          {total === null ? '–' : formatRupiah(total)}
        </dd>
      </div>
    </dl>
  );
}
