import type { PostpaidType } from '@konter/core/catalog';
import type { postpaidProduct } from '@konter/core/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PostpaidProductView = z.infer<typeof postpaidProduct>;

/** GET /api/v1/pascabayar/products: the billers of a postpaid type. */
export const getPostpaidProducts = (type: PostpaidType, signal?: AbortSignal) =>
  api.get<{ type: PostpaidType; products: PostpaidProductView[] }>('pascabayar/products', {
    query: { type },
    signal,
  });

export const postpaidProductsQuery = (type: PostpaidType) =>
  queryOptions({
    queryKey: ['catalog', 'postpaid', type],
    queryFn: ({ signal }) => getPostpaidProducts(type, signal),
    staleTime: 5 * 60_000,
  });

export const usePostpaidProducts = (type: PostpaidType) => useQuery(postpaidProductsQuery(type));
