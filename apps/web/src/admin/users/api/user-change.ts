import type { ConsoleUserAccess, ConsoleUserDetail } from '@konter/core/contracts/console';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { userAccessKey } from './get-user-access';
import { userKey, usersKey } from './keys';

/**
 * A change to one user: the answer (the user's detail, or their devices and sessions) replaces the
 * cached copy, and every other console answer about users is fetched again (the search's rows,
 * the ledger). `ownErrors`: the refusals the screen's dialog shows itself.
 */
function useUserChange<V, A extends ConsoleUserDetail | ConsoleUserAccess>(
  send: (vars: V) => Promise<A>,
  place: (qc: QueryClient, answer: A) => void,
  ownErrors: string[] = [],
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { ownErrors },
    onSuccess: (answer) => {
      place(qc, answer);
      void qc.invalidateQueries({ queryKey: usersKey });
    },
  });
}

/** A change answered with the user's detail. */
export const useDetailChange = <V>(
  id: number,
  send: (vars: V) => Promise<ConsoleUserDetail>,
  ownErrors?: string[],
) => useUserChange(send, (qc, detail) => qc.setQueryData(userKey(id), detail), ownErrors);

/** A change answered with the user's devices and live sessions. */
export const useAccessChange = <V>(
  id: number,
  send: (vars: V) => Promise<ConsoleUserAccess>,
  ownErrors?: string[],
) => useUserChange(send, (qc, access) => qc.setQueryData(userAccessKey(id), access), ownErrors);
