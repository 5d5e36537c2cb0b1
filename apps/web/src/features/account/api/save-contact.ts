import type { contactRequest } from '@konter/core/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { type Contact, contactsKey } from './get-contacts';

export type ContactInput = z.output<typeof contactRequest>;

/** POST /api/v1/account/contact/add, or /account/contact/{id}/edit when an id is given. */
export const saveContact = ({ id, ...body }: ContactInput & { id?: number }) =>
  api.post<Contact>(id === undefined ? 'account/contact/add' : `account/contact/${id}/edit`, body);

export function useSaveContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: () => qc.invalidateQueries({ queryKey: contactsKey }),
  });
}
