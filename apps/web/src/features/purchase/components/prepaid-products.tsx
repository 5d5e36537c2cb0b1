import { OPERATOR_BRANDS, type OperatorBrand } from '@konter/core/catalog';
import type { PrepaidProductsQuery, PrepaidProductView } from '@konter/core/contracts/catalog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { operatorStyle, ProductGrid, ProductGridSkeleton, usePrepaidProducts } from '../../catalog';

/** The product grid of the current query, or what the user still has to do before it can show. */
export function PrepaidProducts({
  query,
  waitingFor,
  brandsFailed,
  selectedCode,
  onSelect,
}: {
  query: PrepaidProductsQuery | null;
  /** What is missing when there is no query yet. */
  waitingFor: 'number' | 'brand' | 'loading' | 'none';
  brandsFailed: boolean;
  selectedCode?: string;
  onSelect: (product: PrepaidProductView) => void;
}) {
  const { t } = useTranslation(['purchase', 'common']);
  const products = usePrepaidProducts(query);
  const title = (
    <h2 id="products-title" className="mb-3 font-semibold text-slate-900">
      {t('products.title')}
    </h2>
  );

  let body: ReactNode;
  if (!query) {
    if (brandsFailed) body = <Alert tone="error">{t('products.loadFailed')}</Alert>;
    else if (waitingFor === 'loading') body = <ProductGridSkeleton label={t('common:loading')} />;
    else if (waitingFor === 'none')
      body = <EmptyState icon="inbox" title={t('products.none')} description={t('products.noneText')} />;
    else
      body = (
        <p className="flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-600">
          <Icon
            name={waitingFor === 'number' ? 'smartphone' : 'grid'}
            className="size-6 shrink-0 text-slate-400"
          />
          {t(waitingFor === 'number' ? 'products.typeNumber' : 'products.pickBrand')}
        </p>
      );
  } else if (products.isPending) {
    body = <ProductGridSkeleton label={t('products.loading')} />;
  } else if (products.isError) {
    body = (
      <div className="space-y-3">
        <Alert tone="error">{t('products.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => products.refetch()}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  } else if (products.data.products.length === 0) {
    body = <EmptyState icon="inbox" title={t('products.none')} description={t('products.noneText')} />;
  } else {
    body = <ProductGrid products={products.data.products} selectedCode={selectedCode} onSelect={onSelect} />;
  }

  return (
    <section aria-labelledby="products-title" aria-busy={products.isFetching || undefined}>
      {title}
      {body}
    </section>
  );
}

/** Unknown prefix (spec: "Operator Not Registered (choose manually)"): the user picks the operator. */
export function OperatorChooser({
  value,
  onChange,
}: {
  value: OperatorBrand | null;
  onChange: (operator: OperatorBrand) => void;
}) {
  const { t } = useTranslation(['purchase', 'common']);
  return (
    <div className="space-y-3">
      <Alert tone="warning">{t('operator.notRegistered')}</Alert>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('operator.choose')}</legend>
        <div className="flex flex-wrap gap-2">
          {OPERATOR_BRANDS.map((op) => (
            <button
              key={op}
              type="button"
              aria-pressed={value === op}
              onClick={() => onChange(op)}
              className={cn(
                'min-h-11 rounded-xl border px-3.5 text-sm font-semibold',
                value === op ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white',
              )}
            >
              {operatorStyle[op].name}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
