import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressesKey } from './get-addresses';

/** POST /api/v1/account/address/{id}/delete */
export const deleteAddress = (id: number) => api.post<null>(`account/address/${id}/delete`);

export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => qc.invalidateQueries({ queryKey: addressesKey }),
  });
}
