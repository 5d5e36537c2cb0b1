import type { PrepaidType } from '@konter/core/catalog';
import type { pricelistResponse } from '@konter/core/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type Pricelist = z.infer<typeof pricelistResponse>['data'];

/** GET /api/v1/pricelist/{type}: public member prices grouped by brand (visitors, inactive users). */
export const getPricelist = (type: PrepaidType, signal?: AbortSignal) =>
  api.get<Pricelist>(`pricelist/${encodeURIComponent(type)}`, { signal });

export const pricelistQuery = (type: PrepaidType) =>
  queryOptions({
    queryKey: ['catalog', 'pricelist', type],
    queryFn: ({ signal }) => getPricelist(type, signal),
    staleTime: 5 * 60_000,
  });

export const usePricelist = (type: PrepaidType) => useQuery(pricelistQuery(type));
