import type { PromoProductView } from '@konter/core/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatRupiah } from '../../../lib/money';
import { unavailableReason } from '../availability';
import { prepaidTypeLabel } from '../labels';

/**
 * The promo items as cards (the promotion page): type, name, the caller's price and a stock bar
 * ("12 left of 50 · 38 sold"). A sold-out item (or one the supplier cannot serve now) is shown
 * greyed and cannot be tapped. `disabled` greys none but taps nothing (an account that cannot buy).
 */
export function PromoList({
  products,
  selectedCode,
  onSelect,
  disabled = false,
  now,
}: {
  products: PromoProductView[];
  selectedCode?: string | null;
  onSelect: (product: PromoProductView) => void;
  disabled?: boolean;
  /** For tests: the moment the cut-off windows are checked against. */
  now?: Date;
}) {
  const { t } = useTranslation('catalog');
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="promo-list">
      {products.map((p) => {
        const reason = unavailableReason(p, now);
        const selected = p.code === selectedCode;
        const leftShare = p.promo_stock > 0 ? p.stock_left / p.promo_stock : 0;
        return (
          <li key={p.code}>
            <button
              type="button"
              disabled={reason !== null || disabled}
              aria-pressed={selected}
              onClick={() => onSelect(p)}
              data-testid="promo-item"
              className={cn(
                'flex h-full w-full flex-col gap-2 rounded-2xl border bg-white p-4 text-left transition-colors',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                reason
                  ? 'cursor-not-allowed border-slate-200 bg-slate-50'
                  : selected
                    ? 'border-brand-600 ring-2 ring-brand-500/40'
                    : 'border-slate-200 enabled:hover:border-brand-500 enabled:active:bg-brand-50',
              )}
            >
              <span className="flex items-center justify-between gap-2 text-xs">
                <span className="font-medium text-slate-600">{prepaidTypeLabel(p.type)}</span>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 font-bold uppercase',
                    p.sold_out ? 'bg-slate-200 text-slate-700' : 'bg-amber-100 text-amber-900',
                  )}
                >
                  {p.sold_out ? t('product.reason.stockEmpty') : t('product.promo')}
                </span>
              </span>
              <span className={cn('font-semibold', reason ? 'text-slate-500' : 'text-slate-900')}>
                {p.name}
              </span>
              <span
                data-testid="product-price"
                className={cn('text-lg font-bold tabular-nums', reason ? 'text-slate-400' : 'text-brand-800')}
              >
                {formatRupiah(p.price)}
              </span>
              <span className="mt-auto block space-y-1">
                <span className="block h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span
                    className={cn('block h-full rounded-full', reason ? 'bg-slate-300' : 'bg-amber-500')}
                    style={{ width: `${Math.round(leftShare * 100)}%` }}
                  />
                </span>
                <span className="block text-xs text-slate-600 tabular-nums" data-testid="promo-stock">
                  {t('promo.stock', { left: p.stock_left, total: p.promo_stock, sold: p.sold_qty })}
                </span>
                {reason && reason !== 'stockEmpty' && (
                  <span className="block text-xs font-semibold text-red-700">
                    {reason === 'cutOff' && p.cut_off
                      ? t('product.reason.cutOff', { start: p.cut_off.start, end: p.cut_off.end })
                      : t(`product.reason.${reason}`)}
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
