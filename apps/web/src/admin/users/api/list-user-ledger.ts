import type { ConsoleUserLedger, ConsoleUserLedgerEntry, UserWallet } from '@konter/core/contracts/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKey } from './keys';

/** GET console/users/:id/ledger?wallet&page: one wallet's ledger entries, newest first. */
export const listUserLedger = (id: number, wallet: UserWallet, page: number, signal?: AbortSignal) =>
  api.page<ConsoleUserLedgerEntry[], ConsoleUserLedger['meta']>(`console/users/${id}/ledger`, {
    query: { wallet, page: page > 1 ? page : undefined },
    signal,
  });

export const userLedgerQuery = (id: number, wallet: UserWallet, page: number) =>
  queryOptions({
    queryKey: [...userKey(id), 'ledger', wallet, page] as const,
    queryFn: ({ signal }) => listUserLedger(id, wallet, page, signal),
    placeholderData: keepPreviousData,
  });

export function useUserLedger(id: number, wallet: UserWallet, page: number) {
  return useQuery(userLedgerQuery(id, wallet, page));
}
