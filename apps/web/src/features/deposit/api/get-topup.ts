import type { DepositTopup } from '@konter/core/contracts/deposit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { DepositTopup };

/** Every few seconds while the request waits for the transfer or payment (until a realtime channel). */
export const TOPUP_POLL_INTERVAL = 3000;
export const topupKey = (code: string) => ['deposit', 'topup', code] as const;

/** Statuses that can still change on their own (a mutation, a webhook, an admin's claim review). */
export const isOpenTopup = (t: Pick<DepositTopup, 'status'>) =>
  t.status === 'pending' || t.status === 'claimed';

/** GET /api/v1/deposit/topup/{code} */
export const getTopup = (code: string, signal?: AbortSignal) =>
  api.get<DepositTopup>(`deposit/topup/${encodeURIComponent(code)}`, { signal });

/** One top-up, polled while open; poll failures are shown by the screen, not as snackbars. */
export const topupQuery = (code: string) =>
  queryOptions({
    queryKey: topupKey(code),
    queryFn: ({ signal }) => getTopup(code, signal),
    refetchInterval: (q) => (q.state.data && isOpenTopup(q.state.data) ? TOPUP_POLL_INTERVAL : false),
    // Keep polling in a background tab: the user is paying in the bank app or the gateway's tab.
    refetchIntervalInBackground: true,
    staleTime: 0,
    meta: { silent: true },
  });

export const useTopup = (code: string) => useQuery(topupQuery(code));
