import type { ShippingOption } from '@konter/core/contracts/shop-order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';

/** Options shown before "show all". */
const SHOWN = 5;

export const optionKey = (o: Pick<ShippingOption, 'courier' | 'service'>) => `${o.courier}:${o.service}`;

/**
 * The courier options to the address as radio cards, cheapest first: courier, service, the
 * estimated days and the price. Says why there is none (area not served, address incomplete…).
 */
export function ShippingOptions({
  options,
  loading,
  error,
  value,
  onChange,
  onRetry,
  waitingFor,
}: {
  options: ShippingOption[] | undefined;
  loading: boolean;
  error: unknown;
  value: string | null;
  onChange: (option: ShippingOption) => void;
  onRetry: () => void;
  /** Shown instead of the options while there is nothing to price yet (no address). */
  waitingFor?: string | null;
}) {
  const { t } = useTranslation(['shopOrder', 'common']);
  const [all, setAll] = useState(false);
  let body: React.ReactNode;
  if (waitingFor) body = <p className="text-sm text-slate-600">{waitingFor}</p>;
  else if (loading)
    body = (
      <div className="space-y-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  else if (error)
    body = (
      <div className="space-y-3">
        <Alert tone="warning">{errorMessage(t, error)}</Alert>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  else if (!options?.length) body = <Alert tone="warning">{t('shipping.none')}</Alert>;
  else {
    // The cheapest few first; the rest (often slow cargo services) behind "show all".
    const chosenIndex = options.findIndex((o) => optionKey(o) === value);
    const shown = all ? options : options.slice(0, Math.max(SHOWN, chosenIndex + 1));
    body = (
      <div className="space-y-2" data-testid="shipping-options">
        {shown.map((o) => {
          const key = optionKey(o);
          const checked = key === value;
          return (
            <label
              key={key}
              className={cn(
                'flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5',
                'has-focus-visible:outline-3 has-focus-visible:outline-brand-500',
                checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
              )}
            >
              <input
                type="radio"
                name="shipping"
                value={key}
                checked={checked}
                onChange={() => onChange(o)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">
                  {o.courier_name} {o.service_name}
                </span>
                <span className="block text-sm text-slate-600">
                  {t('shipping.eta', { days: o.etd })}
                  {o.description ? ` · ${o.description}` : ''}
                </span>
              </span>
              <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                {formatRupiah(o.price)}
              </span>
            </label>
          );
        })}
        {shown.length < options.length && (
          <Button size="sm" variant="ghost" onClick={() => setAll(true)}>
            {t('shipping.showAll', { n: options.length })}
          </Button>
        )}
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Icon name="car" className="size-5 text-brand-700" />
        {t('shipping.title')}
      </legend>
      {body}
    </fieldset>
  );
}
