import type {
  ConsoleProduct,
  ConsoleProductCutOffRequest,
  ConsoleProductEnabledRequest,
  ConsoleProductPricesRequest,
  ConsoleProductPromoRequest,
  ConsoleProductsQuery,
} from '@konter/core/contracts/console-catalogue';
import type { PageMeta } from '@konter/core/contracts/notification';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const catalogueKey = ['console', 'catalogue'] as const;
const productsKey = [...catalogueKey, 'products'] as const;

/** GET console/catalogue/products?type&q&state&page (catalogue, finance): 25 a page. */
export const listProducts = (q: ConsoleProductsQuery, signal?: AbortSignal) =>
  api.page<ConsoleProduct[], PageMeta>('console/catalogue/products', {
    query: {
      type: q.type,
      q: q.q || undefined,
      state: q.state && q.state !== 'all' ? q.state : undefined,
      page: q.page && q.page > 1 ? q.page : undefined,
    },
    signal,
  });

export const productsQuery = (q: ConsoleProductsQuery) =>
  queryOptions({
    queryKey: [...productsKey, q] as const,
    queryFn: ({ signal }) => listProducts(q, signal),
    placeholderData: keepPreviousData,
  });

export const useProducts = (q: ConsoleProductsQuery) => useQuery(productsQuery(q));

/** POST console/catalogue/products/:code/prices: manual prices per level, or back to the markups. */
export const setProductPrices = ({ code, ...body }: ConsoleProductPricesRequest & { code: string }) =>
  api.post<ConsoleProduct>(`console/catalogue/products/${encodeURIComponent(code)}/prices`, body);

/** POST console/catalogue/products/:code/promo: a promo item with a stock, or the promo ended. */
export const setProductPromo = ({ code, ...body }: ConsoleProductPromoRequest & { code: string }) =>
  api.post<ConsoleProduct>(`console/catalogue/products/${encodeURIComponent(code)}/promo`, body);

/** POST console/catalogue/products/:code/enabled: on sale or off (kept through syncs). */
export const setProductEnabled = ({ code, ...body }: ConsoleProductEnabledRequest & { code: string }) =>
  api.post<ConsoleProduct>(`console/catalogue/products/${encodeURIComponent(code)}/enabled`, body);

/** POST console/catalogue/products/:code/cut-off: the operator's window, or both null to follow the supplier. */
export const setProductCutOff = ({ code, ...body }: ConsoleProductCutOffRequest & { code: string }) =>
  api.post<ConsoleProduct>(`console/catalogue/products/${encodeURIComponent(code)}/cut-off`, body);

/** A product change; the lists refetch (the product may leave a filter, e.g. "awaiting adjustment"). */
function useProductChange<V>(fn: (v: V) => Promise<ConsoleProduct>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: productsKey }),
  });
}

export const useSetProductPrices = () => useProductChange(setProductPrices);
export const useSetProductPromo = () => useProductChange(setProductPromo);
export const useSetProductEnabled = () => useProductChange(setProductEnabled);
export const useSetProductCutOff = () => useProductChange(setProductCutOff);
