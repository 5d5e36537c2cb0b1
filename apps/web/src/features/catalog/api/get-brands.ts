import type { PrepaidType } from '@konter/core/catalog';
import type { brandEntry } from '@konter/core/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type Brand = z.infer<typeof brandEntry>;

/** GET /api/v1/prabayar/brands: the international countries arrive merged in one entry. */
export const getBrands = (type: PrepaidType, signal?: AbortSignal) =>
  api.get<{ type: PrepaidType; brands: Brand[] }>('prabayar/brands', { query: { type }, signal });

export const brandsQuery = (type: PrepaidType) =>
  queryOptions({
    queryKey: ['catalog', 'brands', type],
    queryFn: ({ signal }) => getBrands(type, signal),
    staleTime: 5 * 60_000,
  });

export const useBrands = (type: PrepaidType, enabled = true) => useQuery({ ...brandsQuery(type), enabled });

/** The brands to pick from: international's countries, otherwise the brands themselves. */
export const pickableBrands = (brands: Brand[]): Brand[] =>
  brands.length === 1 && brands[0]?.countries ? brands[0].countries : brands;
