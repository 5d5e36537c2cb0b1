import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { endStaffSession } from '../auth/session-end';

/** POST console/auth/logout (answers also without a session). */
export const logout = () => api.post<{ ok: true }>('console/auth/logout');

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Signed out here whatever the answer: the cookie is the server's to clear, the screen ours
    // (the page's guard then shows the login).
    onSettled: () => endStaffSession(qc, 'signedOut'),
  });
}
