import type { Contact } from '@konter/core/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A favourite contact (spec §3: number, name, type). */
export type { Contact };

export const contactsKey = ['account', 'contacts'] as const;

/** GET /api/v1/account/contact */
export const getContacts = (signal?: AbortSignal) => api.get<Contact[]>('account/contact', { signal });

export const contactsQuery = () =>
  queryOptions({ queryKey: contactsKey, queryFn: ({ signal }) => getContacts(signal) });
export const useContacts = () => useQuery(contactsQuery());
