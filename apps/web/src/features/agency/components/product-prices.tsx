import { PREPAID_TYPE_LABELS } from '@konter/core/catalog';
import { DOWNLINE_PRICE_TYPES, normalizeCustomPrice } from '@konter/core/contracts/agency';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import { fieldClasses } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorMessage } from '../../../lib/field-error';
import { currentLocale } from '../../../lib/i18n';
import { formatRupiah } from '../../../lib/money';
import { type ProductPrice, useProductPrices, useSaveProductPrices } from '../api/agency';

/** One product: the master's buying price, what downlines pay, and the custom price field. */
function ProductRow({ p }: { p: ProductPrice }) {
  const { t } = useTranslation(['agency', 'errors']);
  const snackbar = useSnackbar();
  const save = useSaveProductPrices();
  const [value, setValue] = useState(p.custom_price === null ? '' : String(p.custom_price));
  const [error, setError] = useState<string | null>(null);
  const id = `custom-${p.code}`;
  const preview = normalizeCustomPrice(value, p.master_price);

  const submit = (remove: boolean) => {
    setError(null);
    save.mutate(
      { products: [{ product_code: p.code, price: remove ? null : value, remove }] },
      {
        onSuccess: () => {
          if (remove) setValue('');
          snackbar.show({
            message: t(remove ? 'products.removed' : 'products.saved', { name: p.name }),
            color: 'success',
          });
        },
        onError: (e) => {
          const first = isApiError(e) && e.errors ? Object.entries(e.errors)[0] : undefined;
          if (first?.[1][0]) setError(fieldErrorMessage(t, first[0], first[1][0]));
          else setError(errorMessage(t, e));
        },
      },
    );
  };

  return (
    <li className="space-y-2 px-4 py-3" data-testid="product-price-row">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{p.name}</p>
          <p className="text-xs text-slate-500">
            {p.code} · {p.brand}
          </p>
        </div>
        <div className="shrink-0 text-right text-sm tabular-nums">
          <p className="text-slate-600">
            {t('products.buying')}{' '}
            <span className="font-semibold text-slate-900" data-testid="master-price">
              {formatRupiah(p.master_price)}
            </span>
          </p>
          <p className="text-slate-600">
            {t('products.downline')}{' '}
            <span className="font-semibold text-brand-700" data-testid="downline-price">
              {formatRupiah(p.downline_price)}
            </span>
          </p>
          <p className="text-xs text-emerald-700">
            {t('products.profit', { amount: formatRupiah(p.profit) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <label htmlFor={id} className="block text-sm font-medium text-slate-700">
            {t('products.custom')}
          </label>
          <input
            id={id}
            inputMode="numeric"
            placeholder={String(p.master_price)}
            className={fieldClasses(Boolean(error))}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={Boolean(error)}
          />
        </div>
        <Button
          size="md"
          onClick={() => submit(false)}
          loading={save.isPending && !save.variables?.products[0]?.remove}
        >
          {t('products.save')}
        </Button>
        {p.custom_price !== null && (
          <Button variant="secondary" size="md" onClick={() => submit(true)}>
            {t('products.remove')}
          </Button>
        )}
      </div>
      {error ? (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : (
        value.trim() !== '' &&
        typeof preview === 'number' && (
          <p className="text-xs text-slate-500">{t('products.preview', { price: formatRupiah(preview) })}</p>
        )
      )}
    </li>
  );
}

/** Rows shown at once (a type can have a hundred products). */
const PAGE = 10;

/** Custom prices per product of a type, with the master's buying price shown (spec §5 rules). */
export function ProductPrices() {
  const { t } = useTranslation(['agency', 'common']);
  const [type, setType] = useState<string>('pulsa');
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const q = useProductPrices(type, true);
  const locale = currentLocale();
  const needle = search.trim().toLowerCase();
  const matching = (q.data?.products ?? []).filter(
    (p) => !needle || `${p.name} ${p.code} ${p.brand}`.toLowerCase().includes(needle),
  );
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor="agency-type" className="block text-sm font-medium text-slate-700">
          {t('products.type')}
        </label>
        <select
          id="agency-type"
          className={fieldClasses(false)}
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setLimit(PAGE);
          }}
        >
          {DOWNLINE_PRICE_TYPES.map((ty) => (
            <option key={ty} value={ty}>
              {PREPAID_TYPE_LABELS[ty][locale]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="agency-search" className="block text-sm font-medium text-slate-700">
          {t('products.search')}
        </label>
        <input
          id="agency-search"
          type="search"
          className={fieldClasses(false)}
          placeholder={t('products.searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setLimit(PAGE);
          }}
        />
      </div>
      {q.isPending ? (
        <PageSkeleton rows={4} label={t('common:loading')} />
      ) : q.isError ? (
        <Alert tone="error">{errorMessage(t, q.error)}</Alert>
      ) : matching.length === 0 ? (
        <EmptyState icon="search" title={t('products.empty')} description={t('products.emptyText')} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {t('products.count', { shown: Math.min(limit, matching.length), count: matching.length })}
          </p>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200">
            {matching.slice(0, limit).map((p) => (
              <ProductRow key={`${type}:${p.code}:${p.custom_price}`} p={p} />
            ))}
          </ul>
          {matching.length > limit && (
            <Button variant="secondary" block onClick={() => setLimit((n) => n + PAGE)}>
              {t('products.more', { count: Math.min(PAGE, matching.length - limit) })}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
