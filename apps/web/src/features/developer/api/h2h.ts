import type { H2hAccount, H2hCreated, H2hKeyKind, H2hKeyShown } from '@konter/core/contracts/h2h';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The developer's H2H account (features/h2h on the server: GET/POST developer/h2h…, member session
// with the h2h_api permission): username, keys (shown once), the administrator's IP whitelist and
// the usage counts.

export const h2hKey = ['developer', 'h2h'] as const;

/** GET developer/h2h: username (null until the keys are created), keys, IPs, usage. */
export const useH2hAccount = (enabled = true) =>
  useQuery({
    queryKey: h2hKey,
    queryFn: ({ signal }) => api.get<H2hAccount>('developer/h2h', { signal }),
    enabled,
  });

/** POST developer/h2h: the username and both keys, in clear this once. */
export function useCreateH2hKeys() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<H2hCreated>('developer/h2h'),
    onSettled: () => qc.invalidateQueries({ queryKey: h2hKey }),
  });
}

/** POST developer/h2h/rotate: a new key of that kind (the old one stops working), in clear this once. */
export function useRotateH2hKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (kind: H2hKeyKind) => api.post<H2hKeyShown>('developer/h2h/rotate', { kind }),
    onSettled: () => qc.invalidateQueries({ queryKey: h2hKey }),
  });
}

/** POST developer/h2h/reveal: the one reveal of a key nobody has seen yet. */
export function useRevealH2hKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (kind: H2hKeyKind) => api.post<H2hKeyShown>('developer/h2h/reveal', { kind }),
    onSettled: () => qc.invalidateQueries({ queryKey: h2hKey }),
  });
}
