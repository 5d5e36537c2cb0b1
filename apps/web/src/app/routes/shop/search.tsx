import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useProductList } from '../../../features/shop';
import { NoProducts, ProductGrid } from '../../../features/shop/components/product-grid';
import { isShopSort, ShopSearchField, SortSelect } from '../../../features/shop/components/shop-search';
import { PageMeta } from '../../../lib/page-meta';

/** /shop/search?search=…&sort=latest (shop::search, spec §2): the matching products in the chosen order. */
export default function ShopSearchPage() {
  const { t } = useTranslation('shop');
  const [params, setParams] = useSearchParams();
  const term = (params.get('search') ?? '').trim();
  const rawSort = params.get('sort');
  const sort = isShopSort(rawSort) ? rawSort : 'latest';
  const query = useProductList({ sort, ...(term ? { search: term } : {}) });
  const total = query.data?.pages[0]?.meta.total;
  const heading = term ? t('search.resultsFor', { term }) : t('search.all');
  return (
    <div className="space-y-4">
      <PageMeta title={heading} />
      <ShopSearchField initial={term} className="lg:hidden" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-slate-900">{heading}</h1>
          {total !== undefined && (
            <p className="text-sm text-slate-600">{t('productCount', { count: total })}</p>
          )}
        </div>
        <SortSelect
          value={sort}
          onChange={(next) =>
            setParams(
              (p) => {
                const q = new URLSearchParams(p);
                q.set('sort', next);
                return q;
              },
              { replace: true },
            )
          }
        />
      </div>
      <ProductGrid
        query={query}
        empty={<NoProducts title={t('search.emptyTitle')} description={t('search.emptyText')} />}
      />
    </div>
  );
}
