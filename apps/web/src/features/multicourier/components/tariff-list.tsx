import type { ShippingQuote } from '@konter/core/contracts/shipping';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { formatRupiah } from '../../../lib/money';
import { CourierBadge } from './chips';

export type TariffSort = 'price' | 'eta';

/** Cheapest first (then fastest), or fastest first (then cheapest). */
export function sortQuotes(quotes: ShippingQuote[], sort: TariffSort): ShippingQuote[] {
  const byPrice = (a: ShippingQuote, b: ShippingQuote) => a.total_cost - b.total_cost;
  const byEta = (a: ShippingQuote, b: ShippingQuote) =>
    a.eta_min_days - b.eta_min_days || a.eta_max_days - b.eta_max_days;
  return [...quotes].sort((a, b) =>
    sort === 'price' ? byPrice(a, b) || byEta(a, b) : byEta(a, b) || byPrice(a, b),
  );
}

export const quoteKey = (q: Pick<ShippingQuote, 'courier' | 'service_code'>) =>
  `${q.courier}:${q.service_code}`;

/** The tariffs across couriers (mlo/courier/get_fee): sortable by price or ETA, one tap chooses. */
export function TariffList({
  quotes,
  sort,
  onSort,
  onChoose,
}: {
  quotes: ShippingQuote[];
  sort: TariffSort;
  onSort: (sort: TariffSort) => void;
  onChoose: (quote: ShippingQuote) => void;
}) {
  const { t } = useTranslation('multicourier');
  const sorted = sortQuotes(quotes, sort);
  return (
    <Card className="space-y-3" data-testid="tariff-list">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">
          {t('tariff.title', { count: quotes.length })}
        </h2>
        <div role="toolbar" aria-label={t('tariff.sort')} className="flex gap-1 rounded-xl bg-slate-100 p-1">
          {(['price', 'eta'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={sort === s}
              onClick={() => onSort(s)}
              className={cn(
                'min-h-9 rounded-lg px-3 text-sm font-semibold',
                sort === s ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600',
              )}
            >
              {t(`tariff.by.${s}`)}
            </button>
          ))}
        </div>
      </div>
      {sorted.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-3 py-4 text-center text-sm text-slate-600">
          {t('tariff.none')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {sorted.map((q) => (
            <li key={quoteKey(q)}>
              <button
                type="button"
                onClick={() => onChoose(q)}
                className="flex w-full items-center gap-3 rounded-xl px-1 py-3 text-left hover:bg-slate-50"
                data-testid="tariff-option"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <CourierBadge courier={q.courier} />
                    <span className="font-semibold text-slate-900">{q.service_name}</span>
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">
                    {t('tariff.eta', { etd: q.etd })}
                    {q.agent_cashback > 0 && (
                      <span className="ml-2 text-emerald-700">
                        {t('tariff.cashback', { amount: formatRupiah(q.agent_cashback) })}
                      </span>
                    )}
                  </span>
                </span>
                <span className="shrink-0 text-right">
                  <span className="block font-bold text-brand-800 tabular-nums">
                    {formatRupiah(q.total_cost)}
                  </span>
                  <span className="block text-xs text-slate-500">{t('tariff.choose')}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
