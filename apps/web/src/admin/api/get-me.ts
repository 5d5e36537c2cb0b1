import type { StaffMe } from '@konter/core/contracts/console';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { isStatus } from '../../lib/api-error';

export const staffMeKey = ['console', 'me'] as const;

/**
 * GET console/auth/me: the signed-in member of staff. Being signed out (no staff session, or one
 * still waiting for its TOTP code) is an answer, not an error: 401 gives null.
 */
export async function getStaffMe(signal?: AbortSignal): Promise<StaffMe | null> {
  try {
    return await api.get<StaffMe>('console/auth/me', { signal });
  } catch (e) {
    if (isStatus(e, 401)) return null;
    throw e;
  }
}

export const staffMeQuery = () =>
  queryOptions({
    queryKey: staffMeKey,
    queryFn: ({ signal }) => getStaffMe(signal),
    staleTime: 60_000,
    meta: { loading: false },
  });

export function useStaffMe() {
  return useQuery(staffMeQuery());
}

/** After the TOTP step the server answers with the member of staff. */
export const setStaffMe = (qc: QueryClient, me: StaffMe | null) => qc.setQueryData(staffMeKey, me);

/** Logout or an ended session: forget every console answer, keep `me` as signed out. */
export function clearConsoleSession(qc: QueryClient) {
  qc.removeQueries({ predicate: (q) => !(q.queryKey[0] === 'console' && q.queryKey[1] === 'me') });
  qc.setQueryData(staffMeKey, null);
}
