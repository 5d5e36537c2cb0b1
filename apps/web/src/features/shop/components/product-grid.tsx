import type { PageMeta } from '@konter/core/contracts/notification';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import type { ProductCard as Product } from '../api/catalog';
import { ProductCard } from './product-card';

/** A page of a product list (product/list) or of a collection (its products inside `data`). */
type AnyPage = { data: unknown; meta: PageMeta };
const listProducts = (page: AnyPage) => page.data as Product[];

export const productGridClasses = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('shop');
  return (
    <div role="status" className={productGridClasses}>
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Products two to a row on a phone, page after page: the next page loads when the end of the grid
 * comes near, or with the "more" button (keyboard users, old browsers).
 */
export function ProductGrid<P extends AnyPage>({
  query,
  pick = listProducts,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  /** The products of a page (default: the page's `data`, as product/list answers). */
  pick?: (page: P) => Product[];
  empty: ReactNode;
}) {
  const { t } = useTranslation('shop');
  const { data, isPending, isError, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '0px 0px 30% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (isPending) return <ProductGridSkeleton />;
  if (isError && !data) {
    return (
      <Alert tone="error">
        <p>{errorMessage(t, error)}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const products = data.pages.flatMap(pick);
  if (products.length === 0) return <>{empty}</>;
  const meta = data.pages.at(-1)?.meta;
  return (
    <div className="space-y-4">
      <ul className={productGridClasses}>
        {products.map((p) => (
          <li key={p.id} className="flex">
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="flex flex-col items-center gap-2">
        {meta && (
          <p className="text-sm text-slate-500" aria-live="polite">
            {t('shown', { shown: products.length, total: meta.total })}
          </p>
        )}
        {hasNextPage && (
          <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('more')}
          </Button>
        )}
      </div>
    </div>
  );
}

export function NoProducts({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return <EmptyState icon="search" title={title} description={description} />;
}
