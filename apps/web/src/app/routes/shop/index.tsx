import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProductList } from '../../../features/shop';
import { CollectionCards } from '../../../features/shop/components/collection-list';
import { NoProducts, ProductGrid } from '../../../features/shop/components/product-grid';
import { ShopSearchField, searchUrl } from '../../../features/shop/components/shop-search';
import { PageMeta } from '../../../lib/page-meta';

/** /shop (shop::index, spec §2): search, the collections and the newest products. */
export default function ShopIndexPage() {
  const { t } = useTranslation('shop');
  const latest = useProductList({ sort: 'latest' });
  return (
    <div className="space-y-6">
      <PageMeta title={t('home.title')} description={t('home.intro')} />
      <header className="space-y-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('home.title')}</h1>
          <p className="mt-1 text-slate-600">{t('home.intro')}</p>
        </div>
        <ShopSearchField className="lg:hidden" />
      </header>
      <section aria-labelledby="shop-collections" className="space-y-3">
        <h2 id="shop-collections" className="text-lg font-semibold text-slate-900">
          {t('home.collections')}
        </h2>
        <CollectionCards />
      </section>
      <section aria-labelledby="shop-latest" className="space-y-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="shop-latest" className="text-lg font-semibold text-slate-900">
            {t('home.latest')}
          </h2>
          <Link to={searchUrl('')} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('home.seeAll')}
          </Link>
        </div>
        <ProductGrid
          query={latest}
          empty={<NoProducts title={t('home.emptyTitle')} description={t('home.emptyText')} />}
        />
      </section>
      <p className="text-center text-sm">
        <Link to="/shop/help/cara-belanja" className="font-semibold text-brand-700 hover:underline">
          {t('home.help')}
        </Link>
      </p>
    </div>
  );
}
