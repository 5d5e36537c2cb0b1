import type { StaffMe, StaffTotpRequest } from '@konter/core/contracts/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { startStaffSession } from '../auth/session-end';
import { clearConsoleSession, setStaffMe } from './get-me';

/** POST console/auth/totp: the authenticator's code (also the one that confirms an enrolment). */
export const verifyTotp = (body: StaffTotpRequest) => api.post<StaffMe>('console/auth/totp', body);

export function useVerifyTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    meta: { silent: true },
    onSuccess: (me) => {
      // Whatever an earlier member of staff left in this tab's cache is not this one's.
      startStaffSession();
      clearConsoleSession(qc);
      setStaffMe(qc, me);
    },
  });
}
