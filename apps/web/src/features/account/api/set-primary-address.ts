import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type Address, addressesKey } from './get-addresses';

/** POST /api/v1/account/address/{id}/primary */
export const setPrimaryAddress = (id: number) => api.post<Address>(`account/address/${id}/primary`);

export function useSetPrimaryAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setPrimaryAddress,
    onSuccess: () => qc.invalidateQueries({ queryKey: addressesKey }),
  });
}
