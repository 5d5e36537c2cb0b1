import type { StaffLoginRequest, StaffLoginResult } from '@konter/core/contracts/console';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST console/auth/login: the password step; the answer says whether a TOTP code or an enrolment follows. */
export const login = (body: StaffLoginRequest) => api.post<StaffLoginResult>('console/auth/login', body);

export function useLogin() {
  // The login screen shows every failure itself (wrong password, rate limit, network).
  return useMutation({ mutationFn: login, meta: { silent: true } });
}
