import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/auth';

/** POST /api/v1/account/contact-change/undo {token}: the link sent to the old address (public). */
export const undoContactChange = (token: string) =>
  api.post<{ field: 'email' | 'hp'; value: string }>('account/contact-change/undo', { token });

export function useUndoContactChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: undoContactChange,
    meta: { silent: true }, // the page shows the outcome itself
    // Every session of the account ended, this browser's too if it was signed in.
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKey }),
  });
}
