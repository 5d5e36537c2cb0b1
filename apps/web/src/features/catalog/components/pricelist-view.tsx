import type { PrepaidType } from '@konter/core/catalog';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { formatRupiah } from '../../../lib/money';
import { usePricelist } from '../api/get-pricelist';
import { unavailableReason } from '../availability';

/** The public price list of one type: a section per brand, one row per product. */
export function PricelistView({ type }: { type: PrepaidType }) {
  const { t } = useTranslation(['catalog', 'common']);
  const list = usePricelist(type);
  if (list.isPending) return <PageSkeleton rows={5} label={t('common:loading')} />;
  if (list.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error">{t('loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => list.refetch()}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  if (list.data.brands.length === 0)
    return <EmptyState icon="inbox" title={t('noProduct')} description={t('noProductText')} />;
  return (
    <div className="space-y-5">
      {list.data.brands.map((brand) => (
        <section
          key={brand.code}
          aria-labelledby={`brand-${brand.code}`}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
        >
          <h2
            id={`brand-${brand.code}`}
            className="border-b border-slate-100 bg-slate-50 px-4 py-3 font-semibold text-slate-900"
          >
            {brand.name}
          </h2>
          <ul className="divide-y divide-slate-100">
            {brand.products.map((p) => {
              const reason = unavailableReason(p);
              return (
                <li key={p.code} className="flex items-center gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">
                      {p.name}
                      {p.promo && (
                        <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-bold text-amber-900 uppercase">
                          {t('product.promo')}
                        </span>
                      )}
                    </p>
                    <p className="text-xs text-slate-500">
                      {p.code}
                      {reason && (
                        <span className="font-semibold text-red-700">
                          {' · '}
                          {reason === 'cutOff' && p.cut_off
                            ? t('product.reason.cutOff', { start: p.cut_off.start, end: p.cut_off.end })
                            : t(`product.reason.${reason}`)}
                        </span>
                      )}
                    </p>
                  </div>
                  <p className="font-semibold text-slate-900 tabular-nums">{formatRupiah(p.price)}</p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
