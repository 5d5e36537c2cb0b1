import { PREPAID_TYPES, type PrepaidType } from '@konter/core/catalog';
import {
  CATALOGUE_STATES,
  type CatalogueState,
  type ConsoleProduct,
} from '@konter/core/contracts/console-catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import { formatRupiah } from '../../lib/money';
import { type Column, DataTable } from '../components/data-table';
import { ListPager } from '../components/paged-table';
import { SelectField } from '../components/select-field';
import { useProducts } from './api/products';
import { LevelPrice } from './margin';
import { ProductBadges } from './product-badges';
import { ProductDialog } from './product-dialog';
import { TypeSelect } from './type-select';

const LEVELS = ['member', 'agent', 'master'] as const;

/**
 * The products: filters (type, state, search) in the URL, 25 a page, a table on wide screens and a
 * card per product on a phone; catalogue staff open a product to change its prices or promo.
 */
export function ProductsTab({ editable }: { editable: boolean }) {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const type = PREPAID_TYPES.includes(params.get('type') as PrepaidType)
    ? (params.get('type') as PrepaidType)
    : undefined;
  const state = CATALOGUE_STATES.includes(params.get('state') as CatalogueState)
    ? (params.get('state') as CatalogueState)
    : 'all';
  const q = params.get('q')?.trim() ?? '';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const list = useProducts({ type, state, q, page });
  const [term, setTerm] = useState(q);
  const [editing, setEditing] = useState<string | null>(null);

  const go = (next: { type?: string; state?: string; q?: string; page?: number }) => {
    const out = new URLSearchParams();
    const v = { type, state, q, page: 1, ...next };
    if (v.type) out.set('type', v.type);
    if (v.state && v.state !== 'all') out.set('state', v.state);
    if (v.q) out.set('q', v.q);
    if (v.page > 1) out.set('page', String(v.page));
    setParams(out);
  };

  const edit = (p: ConsoleProduct) => (
    <Button size="sm" variant="secondary" onClick={() => setEditing(p.code)} data-testid="product-edit">
      <Icon name="edit" className="size-4" />
      {t('catalogue.products.edit')}
    </Button>
  );

  const columns: Column<ConsoleProduct>[] = [
    {
      header: t('catalogue.products.product'),
      cell: (p) => (
        <div className="min-w-40 space-y-1">
          <div className="font-semibold text-slate-900">{p.name}</div>
          <div className="font-mono text-xs text-slate-500">
            {p.code} · {p.brand}
          </div>
          <ProductBadges product={p} />
        </div>
      ),
    },
    {
      header: t('catalogue.products.buying'),
      cell: (p) => <span className="whitespace-nowrap">{formatRupiah(p.buying_price)}</span>,
    },
    ...LEVELS.map(
      (level): Column<ConsoleProduct> => ({
        header: t(`catalogue.levels.${level}`),
        cell: (p) => <LevelPrice price={p.prices[level]} buying={p.buying_price} testId={`price-${level}`} />,
      }),
    ),
    {
      header: t('catalogue.products.stockCutOff'),
      cell: (p) => <StockCutOff product={p} />,
      className: 'text-xs text-slate-600',
    },
    ...(editable
      ? [{ header: t('catalogue.products.actions'), hideHeader: true, cell: edit } as Column<ConsoleProduct>]
      : []),
  ];

  return (
    <div className="space-y-4">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: term.trim() });
        }}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1.7fr)_auto] lg:items-end"
      >
        <TypeSelect
          id="catalogue-type"
          label={t('catalogue.products.type')}
          all={t('catalogue.products.allTypes')}
          value={type ?? ''}
          onChange={(e) => go({ type: e.target.value || undefined })}
        />
        <SelectField
          id="catalogue-state"
          label={t('catalogue.products.state')}
          options={CATALOGUE_STATES.map((k) => ({ value: k, label: t(`catalogue.states.${k}`) }))}
          value={state}
          onChange={(e) => go({ state: e.target.value })}
        />
        <TextField
          label={t('catalogue.products.search')}
          placeholder={t('catalogue.products.searchPlaceholder')}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <Button type="submit">
          <Icon name="search" className="size-5" />
          {t('catalogue.products.submit')}
        </Button>
      </form>

      {list.isPending ? (
        <PageSkeleton label={t('catalogue.products.loading')} />
      ) : list.isError ? (
        <QueryError onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white">
          <EmptyState icon="search" title={t('catalogue.products.empty')} />
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('catalogue.products.total', { total: list.data.meta.total })}
          </p>
          <DataTable
            label={t('catalogue.tabs.products')}
            rows={list.data.data}
            columns={columns}
            rowKey={(p) => p.code}
            rowAttributes={(p) => ({ 'data-testid': `product-${p.code}` })}
            card={(p) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <div className="font-semibold text-slate-900">{p.name}</div>
                    <div className="font-mono text-xs text-slate-500">
                      {p.code} · {p.brand}
                    </div>
                  </div>
                  {editable && edit(p)}
                </div>
                <ProductBadges product={p} />
                <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                  <div>
                    <dt className="text-xs text-slate-500">{t('catalogue.products.buying')}</dt>
                    <dd>{formatRupiah(p.buying_price)}</dd>
                  </div>
                  {LEVELS.map((level) => (
                    <div key={level}>
                      <dt className="text-xs text-slate-500">{t(`catalogue.levels.${level}`)}</dt>
                      <dd>
                        <LevelPrice
                          price={p.prices[level]}
                          buying={p.buying_price}
                          testId={`price-${level}`}
                        />
                      </dd>
                    </div>
                  ))}
                </dl>
                <div className="text-xs text-slate-600">
                  <StockCutOff product={p} />
                </div>
              </>
            )}
          />
          <ListPager
            page={page}
            lastPage={list.data.meta.last_page}
            onChange={(p) => go({ page: p })}
            label={t('catalogue.pager.label')}
            words="catalogue"
          />
        </>
      )}
      {editing && (
        <ProductDialog
          product={list.data?.data.find((p) => p.code === editing) ?? null}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

/** The supplier's stock (or unlimited) and the cut-off window. */
function StockCutOff({ product }: { product: ConsoleProduct }) {
  const { t } = useTranslation('console');
  return (
    <div className="space-y-0.5">
      <div className="whitespace-nowrap">
        {product.supplier_stock === null
          ? t('catalogue.products.unlimited')
          : t('catalogue.products.stock', { count: product.supplier_stock })}
      </div>
      {product.cut_off && (
        <div className="whitespace-nowrap">
          {t(product.operator_cut_off ? 'catalogue.products.cutOffOwn' : 'catalogue.products.cutOff', {
            start: product.cut_off.start,
            end: product.cut_off.end,
          })}
        </div>
      )}
    </div>
  );
}
