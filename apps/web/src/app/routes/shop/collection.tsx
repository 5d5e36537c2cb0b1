import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCollectionPage } from '../../../features/shop';
import { CollectionChips } from '../../../features/shop/components/collection-list';
import { NoProducts, ProductGrid } from '../../../features/shop/components/product-grid';
import { isShopSort, SortSelect } from '../../../features/shop/components/shop-search';
import { collectionJsonLd } from '../../../features/shop/structured-data';
import { isStatus } from '../../../lib/api-error';
import { PageMeta } from '../../../lib/page-meta';

/**
 * /shop/collection/:slug (shop::collection, spec §2): the collection and its products;
 * server-rendered for visitors (ADR 0015).
 */
export default function ShopCollectionPage() {
  const { t } = useTranslation('shop');
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const rawSort = params.get('sort');
  const sort = isShopSort(rawSort) ? rawSort : 'latest';
  const query = useCollectionPage(slug, sort);
  const collection = query.data?.pages[0]?.data;

  if (isStatus(query.error, 404)) {
    return (
      <>
        <PageMeta title={t('collection.notFoundTitle')} description={t('collection.notFoundText')} />
        <EmptyState
          icon="search"
          title={t('collection.notFoundTitle')}
          description={t('collection.notFoundText')}
          action={
            <Link to="/shop" className={buttonClasses('primary')}>
              {t('product.backToShop')}
            </Link>
          }
        />
      </>
    );
  }
  return (
    <div className="space-y-4">
      {collection && (
        <PageMeta
          title={collection.name}
          description={collection.description || undefined}
          jsonLd={[collectionJsonLd(collection, collection.products)]}
        />
      )}
      <CollectionChips />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          {collection ? (
            <>
              <h1 className="text-xl font-bold text-slate-900">{collection.name}</h1>
              {collection.description && <p className="text-sm text-slate-600">{collection.description}</p>}
            </>
          ) : (
            <Skeleton className="h-7 w-48" />
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
        pick={(page) => page.data.products}
        empty={<NoProducts title={t('collection.emptyTitle')} description={t('collection.emptyText')} />}
      />
    </div>
  );
}
