import type { PageMeta } from '@konter/core/contracts/notification';
import type {
  CollectionPage,
  CollectionView,
  ProductCard,
  ProductDetail,
  ShopSort,
} from '@konter/core/contracts/shop';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client';

export type { CollectionView, ProductCard, ProductDetail, ShopSort };

export const shopKey = ['shop'] as const;

export interface ProductFilter {
  search?: string;
  sort: ShopSort;
  collection?: string;
}

interface ProductPage {
  data: ProductCard[];
  meta: PageMeta;
}

const nextPage = (last: { meta: PageMeta }) =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

/** POST shop/product/list (public), page after page ("more" at the end of the grid). */
export const productListQuery = (f: ProductFilter) =>
  infiniteQueryOptions({
    queryKey: [...shopKey, 'products', f],
    queryFn: async ({ pageParam, signal }): Promise<ProductPage> => {
      const res = await request<ProductCard[]>('POST', 'shop/product/list', {
        body: {
          sort: f.sort,
          page: pageParam,
          ...(f.search ? { search: f.search } : {}),
          ...(f.collection ? { collection: f.collection } : {}),
        },
        signal,
      });
      return { data: res.data, meta: res.meta as PageMeta };
    },
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useProductList = (f: ProductFilter) => useInfiniteQuery(productListQuery(f));

/** GET shop/collection (public): every collection, by position. */
export const useCollections = () =>
  useQuery({
    queryKey: [...shopKey, 'collections'],
    queryFn: ({ signal }) => api.get<CollectionView[]>('shop/collection', { signal }),
    staleTime: 5 * 60_000,
  });

/** GET shop/collection/{slug}?sort&page (public): the collection and its products, page after page. */
export const useCollectionPage = (slug: string, sort: ShopSort) =>
  useInfiniteQuery({
    queryKey: [...shopKey, 'collection', slug, sort],
    queryFn: async ({ pageParam, signal }) => {
      const res = await request<CollectionPage['data']>(
        'GET',
        `shop/collection/${encodeURIComponent(slug)}`,
        { query: { sort, page: pageParam }, signal },
      );
      return { data: res.data, meta: res.meta as PageMeta };
    },
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // The page says an unknown collection itself — also in the server's render (ADR 0015) and at
    // once after hydration, rather than a skeleton while asking again.
    retryOnMount: false,
    meta: { ownErrors: ['shop_collection_not_found'] },
  });

/** POST shop/product/detail {slug} (public); 404 shop_product_not_found is said by the page. */
export const productDetailQuery = (slug: string) =>
  queryOptions({
    queryKey: [...shopKey, 'product', slug],
    queryFn: ({ signal }) => api.post<ProductDetail>('shop/product/detail', { slug }, { signal }),
    // The page says an unknown product itself — also in the server's render (a 404, ADR 0015) and at
    // once after hydration, rather than a skeleton while asking again.
    retryOnMount: false,
    meta: { ownErrors: ['shop_product_not_found'] },
  });

export const useProductDetail = (slug: string) => useQuery(productDetailQuery(slug));
