import type { CustomerAddress, CustomerAddressKind } from '@konter/core/contracts/shipping';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { multicourierKeys } from './keys';

/** GET mlo/customer-address?kind&q: the saved senders or recipients, recently used first. */
export const useCustomerAddresses = (kind: CustomerAddressKind, q: string, enabled: boolean) =>
  useQuery({
    queryKey: [...multicourierKeys.addresses, kind, q],
    queryFn: ({ signal }) =>
      api.get<CustomerAddress[]>('mlo/customer-address', { query: { kind, q: q || undefined }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** POST mlo/customer-address/delete {id}. */
export function useDeleteCustomerAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ id: number }>('mlo/customer-address/delete', { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: multicourierKeys.addresses }),
  });
}
