import type { Address } from '@konter/core/contracts/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** An address of the member's address book (spec §3 address fields). */
export type { Address };

export const addressesKey = ['account', 'addresses'] as const;

/** GET /api/v1/account/address: the primary address first. */
export const getAddresses = (signal?: AbortSignal) => api.get<Address[]>('account/address', { signal });

export const addressesQuery = () =>
  queryOptions({ queryKey: addressesKey, queryFn: ({ signal }) => getAddresses(signal) });
export const useAddresses = () => useQuery(addressesQuery());
