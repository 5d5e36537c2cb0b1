import type { PrepaidProductView } from '@konter/core/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatRupiah } from '../../../lib/money';
import { unavailableReason } from '../availability';

const thousands = new Intl.NumberFormat('id-ID');

/** The products of a type as large tappable cards: face value, name and the caller's own price. */
export function ProductGrid({
  products,
  selectedCode,
  onSelect,
  now,
}: {
  products: PrepaidProductView[];
  selectedCode?: string | null;
  onSelect: (product: PrepaidProductView) => void;
  /** For tests: the moment the cut-off windows are checked against. */
  now?: Date;
}) {
  const { t } = useTranslation('catalog');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="product-grid">
      {products.map((p) => {
        const reason = unavailableReason(p, now);
        const selected = p.code === selectedCode;
        return (
          <li key={p.code}>
            <button
              type="button"
              disabled={reason !== null}
              aria-pressed={selected}
              onClick={() => onSelect(p)}
              className={cn(
                'relative flex h-full min-h-24 w-full flex-col items-start rounded-2xl border bg-white p-3 text-left transition-colors',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                reason
                  ? 'cursor-not-allowed border-slate-200 bg-slate-50'
                  : selected
                    ? 'border-brand-600 ring-2 ring-brand-500/40'
                    : 'border-slate-200 hover:border-brand-500 active:bg-brand-50',
              )}
            >
              {p.promo && (
                <span className="absolute top-2 right-2 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-bold text-amber-900 uppercase">
                  {t('product.promo')}
                </span>
              )}
              {p.nominal !== null ? (
                <>
                  <span
                    className={cn(
                      'pr-12 text-xl font-bold tabular-nums',
                      reason ? 'text-slate-400' : 'text-slate-900',
                    )}
                  >
                    {thousands.format(p.nominal)}
                  </span>
                  <span className="line-clamp-1 text-xs text-slate-500">{p.name}</span>
                </>
              ) : (
                <span
                  className={cn(
                    'line-clamp-2 pr-10 text-sm font-semibold',
                    reason ? 'text-slate-400' : 'text-slate-900',
                  )}
                >
                  {p.name}
                </span>
              )}
              <span className="mt-auto pt-2">
                <span
                  data-testid="product-price"
                  className={cn(
                    'block text-base font-bold tabular-nums',
                    reason ? 'text-slate-400' : 'text-brand-800',
                  )}
                >
                  {formatRupiah(p.price)}
                </span>
                {reason ? (
                  <span className="block text-xs font-semibold text-red-700" data-testid="unavailable-reason">
                    {reason === 'cutOff' && p.cut_off
                      ? t('product.reason.cutOff', { start: p.cut_off.start, end: p.cut_off.end })
                      : t(`product.reason.${reason}`)}
                  </span>
                ) : (
                  p.stock !== undefined && (
                    <span className="block text-xs text-amber-800">
                      {t('product.stock', { count: p.stock })}
                    </span>
                  )
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function ProductGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
