import type { Account } from '@konter/core/contracts/account';
import type { DeviceChallenge, LoginRequest } from '@konter/core/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** A new device: the session waits until a trusted device approves it (spec §4 device sessions). */
export type { DeviceChallenge };
export type LoginResult = { kind: 'ok'; account: Account } | { kind: 'pending'; challenge: DeviceChallenge };

/** POST /api/v1/auth/login → 200 account, or 202 when this device needs approval. */
export async function login(body: LoginRequest): Promise<LoginResult> {
  const res = await request<Account | DeviceChallenge>('POST', 'auth/login', { body });
  if (res.status === 202) return { kind: 'pending', challenge: res.data as DeviceChallenge };
  return { kind: 'ok', account: res.data as Account };
}

export const useLogin = () => useMutation({ mutationFn: login });
