import type {
  ProductPrice,
  ProductPricesRequest,
  RegisterAgentRequest,
  TypePricesRequest,
} from '@konter/core/contracts/agency';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { ProductPrice };

export interface RegisteredAgent {
  id: number;
  name: string;
  email: string;
  hp: string;
  category: number;
  link_valid_hours: number;
}
export interface TypePrices {
  types: { type: string; markup: number | null }[];
}
export interface ProductPrices {
  type: string;
  markup: number | null;
  products: ProductPrice[];
}

// Everything under 'agency': saving a price refreshes the type and product lists.

/** POST /api/v1/account/agen: a new agent under the signed-in master. */
export function useRegisterAgent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterAgentRequest) => api.post<RegisteredAgent>('account/agen', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['agent-center'] }),
  });
}

/** GET /api/v1/agent-center/prices: the markup of every product type. */
export const useTypePrices = (enabled: boolean) =>
  useQuery({
    queryKey: ['agency', 'types'],
    queryFn: ({ signal }) => api.get<TypePrices>('agent-center/prices', { signal }),
    enabled,
  });

/** PATCH /api/v1/agent-center/prices: markups of some types. */
export function useSaveTypePrices() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TypePricesRequest) => api.patch<TypePrices>('agent-center/prices', body),
    onSuccess: (data) => {
      qc.setQueryData(['agency', 'types'], data);
      void qc.invalidateQueries({ queryKey: ['agency', 'products'] });
    },
  });
}

/** GET /api/v1/agent-center/prices/products?type=: the products of a type and their prices. */
export const useProductPrices = (type: string, enabled: boolean) =>
  useQuery({
    queryKey: ['agency', 'products', type],
    queryFn: ({ signal }) =>
      api.get<ProductPrices>('agent-center/prices/products', { query: { type }, signal }),
    enabled,
  });

/** PATCH /api/v1/agent-center/prices/products: custom prices (remove: back to the markup). */
export function useSaveProductPrices() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductPricesRequest) =>
      api.patch<{ saved: number }>('agent-center/prices/products', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['agency', 'products'] }),
  });
}
