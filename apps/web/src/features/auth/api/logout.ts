import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { androidBridge } from '../../../lib/android';
import { api } from '../../../lib/api-client';
import { endSession } from '../../../lib/auth';

/** POST /api/v1/auth/logout */
export const logout = () => api.post<null>('auth/logout');

/**
 * Logs out and goes to the login page; inside the Android shell its native logout takes over
 * (spec §8.1). The local session is forgotten even if the call fails (offline).
 */
export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { silent: true },
    onSettled: () =>
      endSession(qc, () => {
        const android = androidBridge();
        if (android?.logout) return android.logout();
        return navigate('/auth/login', { replace: true });
      }),
  });
}
