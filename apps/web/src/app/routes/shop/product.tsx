import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useProductDetail } from '../../../features/shop';
import { ProductView } from '../../../features/shop/components/product-view';
import { productJsonLd } from '../../../features/shop/structured-data';
import { isStatus } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { PageMeta } from '../../../lib/page-meta';

/** /shop/product/:product_slug (shop::product, spec §2); server-rendered for visitors (ADR 0015). */
export default function ShopProductPage() {
  const { t } = useTranslation('shop');
  const { product_slug: slug = '' } = useParams();
  const { data, isPending, error } = useProductDetail(slug);
  if (isPending) return <PageSkeleton rows={5} label={t('loading')} />;
  if (isStatus(error, 404)) {
    return (
      <>
        <PageMeta title={t('product.notFoundTitle')} description={t('product.notFoundText')} />
        <EmptyState
          icon="search"
          title={t('product.notFoundTitle')}
          description={t('product.notFoundText')}
          action={
            <Link to="/shop" className={buttonClasses('primary')}>
              {t('product.backToShop')}
            </Link>
          }
        />
      </>
    );
  }
  if (!data) return <Alert tone="error">{errorMessage(t, error)}</Alert>;
  return (
    <>
      <PageMeta
        title={data.name}
        description={data.description.slice(0, 160) || undefined}
        jsonLd={[productJsonLd(data)]}
      />
      {/* A new product starts with its own variant, quantity and notes. */}
      <ProductView key={data.id} product={data} />
    </>
  );
}
