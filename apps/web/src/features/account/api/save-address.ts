import type { AddressInput } from '@konter/core/contracts/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type Address, addressesKey } from './get-addresses';

/** POST /api/v1/account/address: a new address, or (with `id`) a change of one of the member's own. */
export const saveAddress = (body: AddressInput) => api.post<Address>('account/address', body);

export function useSaveAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => qc.invalidateQueries({ queryKey: addressesKey }),
  });
}
