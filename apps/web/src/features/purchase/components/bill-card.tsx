import type { TransactionView } from '@konter/core/contracts/purchase';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { formatPeriod } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { billLines } from '../bill';

/** An inquired bill: customer, each period with amount, admin, penalty and meter, and the total. */
export function BillCard({
  bill,
  selected,
  onToggle,
  onRemove,
}: {
  bill: TransactionView;
  selected: boolean;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('purchase');
  const lines = billLines(bill);
  const checkboxId = `bill-${bill.ref_id}`;
  return (
    <article
      className={cn(
        'rounded-2xl border bg-white p-4',
        selected ? 'border-brand-600 ring-2 ring-brand-500/30' : 'border-slate-200',
      )}
      data-testid="bill-card"
    >
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={checkboxId} className="min-w-0 flex-1 cursor-pointer">
          <span className="block text-lg font-semibold text-slate-900">{bill.customer_name ?? '—'}</span>
          <span className="block text-sm text-slate-600">
            {bill.product_name} · <span className="tabular-nums">{bill.destination}</span>
          </span>
        </label>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('bill.remove', { name: bill.customer_name ?? bill.destination })}
          className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
      <ul className="mt-3 space-y-2">
        {lines.map((l) => (
          <li key={l.period} className="rounded-xl bg-slate-50 px-3 py-2 text-sm">
            <p className="font-semibold text-slate-900">
              {t('bill.period', { period: formatPeriod(l.period) })}
            </p>
            <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 text-slate-700 sm:grid-cols-4">
              <div>
                <dt className="text-xs text-slate-500">{t('bill.amount')}</dt>
                <dd className="tabular-nums">{formatRupiah(l.billAmount)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('bill.admin')}</dt>
                <dd className="tabular-nums">{formatRupiah(l.admin)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('bill.penalty')}</dt>
                <dd className={cn('tabular-nums', l.penalty > 0 && 'font-semibold text-red-700')}>
                  {formatRupiah(l.penalty)}
                </dd>
              </div>
              {l.meterStart && l.meterEnd && (
                <div>
                  <dt className="text-xs text-slate-500">{t('bill.meter')}</dt>
                  <dd className="tabular-nums">
                    {l.meterStart}–{l.meterEnd}
                  </dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-baseline justify-between border-t border-slate-100 pt-3">
        <span className="text-sm text-slate-600">{t('bill.total')}</span>
        <span className="text-lg font-bold text-brand-800 tabular-nums" data-testid="bill-total">
          {formatRupiah(bill.buying_price)}
        </span>
      </p>
    </article>
  );
}
