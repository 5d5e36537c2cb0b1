import type { PrepaidType } from '@konter/core/catalog';
import type { PrepaidProductsQuery, prepaidProductsResponse } from '@konter/core/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PrepaidProducts = z.infer<typeof prepaidProductsResponse>['data'];
export type { PrepaidProductView } from '@konter/core/contracts/catalog';

/**
 * GET /api/v1/prabayar/products. For operator types only the number's first four digits are sent:
 * they decide the operator (and by.U), so typing the rest of the number fetches nothing more.
 */
export const getPrepaidProducts = (q: PrepaidProductsQuery, signal?: AbortSignal) =>
  api.get<PrepaidProducts>('prabayar/products', { query: { ...q }, signal });

export const prepaidProductsQuery = (q: PrepaidProductsQuery) =>
  queryOptions({
    queryKey: ['catalog', 'prepaid', q.type, q.destination ?? '', q.operator ?? '', q.brand ?? ''],
    queryFn: ({ signal }) => getPrepaidProducts(q, signal),
  });

export function usePrepaidProducts(q: PrepaidProductsQuery | null) {
  return useQuery({
    ...prepaidProductsQuery(q ?? { type: 'pulsa' as PrepaidType }),
    enabled: q !== null,
  });
}
