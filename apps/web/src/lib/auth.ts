import type { Account } from '@konter/core/contracts/account';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { isStatus } from './api-error';

export const accountKey = ['account'] as const;

/**
 * GET /api/v1/account. Being logged out is an answer, not an error (spec §4: a failed account load
 * logs the user out), so 401, and a session still waiting for device approval, give null.
 */
export async function getAccount(signal?: AbortSignal): Promise<Account | null> {
  try {
    return await api.get<Account>('account', { signal });
  } catch (e) {
    if (isStatus(e, 401) || isStatus(e, 403, 'device_pending')) return null;
    throw e;
  }
}

export const accountQuery = () =>
  queryOptions({ queryKey: accountKey, queryFn: ({ signal }) => getAccount(signal), staleTime: 60_000 });

export function useAccount() {
  return useQuery(accountQuery());
}

/** After login, device approval or a profile change the server answers with the account. */
export const setAccount = (qc: QueryClient, account: Account | null) => qc.setQueryData(accountKey, account);

/** Logout or an expired session: forget every user's data, keep the public config. */
export function clearSession(qc: QueryClient) {
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' && q.queryKey[0] !== 'account' });
  qc.setQueryData(accountKey, null);
}

let endingSession = false;
/** True while a logout or deletion moves away from a guarded page (see AccessGuard). */
export const isEndingSession = () => endingSession;

/**
 * Logout and account deletion: forget the session, then go where the caller says. Meanwhile the
 * guard of the page being left must not send the user to the login page on its own.
 */
export async function endSession(qc: QueryClient, leave: () => void | Promise<void>) {
  endingSession = true;
  try {
    clearSession(qc);
    await leave();
  } finally {
    setTimeout(() => {
      endingSession = false;
    }, 1000);
  }
}
