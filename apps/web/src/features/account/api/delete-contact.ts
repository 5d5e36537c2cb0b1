import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactsKey } from './get-contacts';

/** POST /api/v1/account/contact/{id}/delete */
export const deleteContact = (id: number) => api.post<null>(`account/contact/${id}/delete`);

export function useDeleteContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => qc.invalidateQueries({ queryKey: contactsKey }),
  });
}
