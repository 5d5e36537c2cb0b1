import type {
  ConsoleH2hIpRequest,
  ConsoleH2hUser,
  ConsoleWebhookFailure,
} from '@konter/core/contracts/console-commerce';
import type { H2hKeyKind } from '@konter/core/contracts/h2h';
import type { PageMeta } from '@konter/core/contracts/notification';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

// The console's Developers page (issue 18): H2H members, whitelists, keys; failed webhook deliveries.

const h2hKey = ['console', 'developers', 'h2h'] as const;
const failuresKey = ['console', 'developers', 'webhooks'] as const;

export const useH2hUsers = () =>
  useQuery({
    queryKey: h2hKey,
    queryFn: ({ signal }) => api.get<ConsoleH2hUser[]>('console/developers/h2h', { signal }),
  });

export type H2hChange =
  | { kind: 'ip-add'; body: ConsoleH2hIpRequest }
  | { kind: 'ip-remove'; ip: string }
  | { kind: 'revoke'; key: H2hKeyKind };

const h2hPath = (id: number, c: H2hChange) =>
  c.kind === 'ip-add'
    ? `console/developers/h2h/${id}/ips`
    : c.kind === 'ip-remove'
      ? `console/developers/h2h/${id}/ips/remove`
      : `console/developers/h2h/${id}/keys/${c.key}/revoke`;

/** A change to one member's H2H access: the answer (the member now) replaces their row. */
export function useH2hChange(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: H2hChange) =>
      api.post<ConsoleH2hUser>(
        h2hPath(id, c),
        c.kind === 'ip-add' ? c.body : c.kind === 'ip-remove' ? { ip: c.ip } : {},
      ),
    meta: { ownErrors: ['h2h_ip_not_found', 'console_h2h_key_not_found'] },
    onSuccess: (user) => {
      qc.setQueryData<ConsoleH2hUser[]>(h2hKey, (rows) => rows?.map((r) => (r.id === user.id ? user : r)));
    },
  });
}

export const useWebhookFailures = (page: number) =>
  useQuery({
    queryKey: [...failuresKey, page],
    queryFn: ({ signal }) =>
      api.page<ConsoleWebhookFailure[], PageMeta>('console/developers/webhooks/failed', {
        query: { page: page > 1 ? page : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useRedeliver() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ id: number }>(`console/developers/webhooks/${id}/redeliver`, {}),
    meta: { ownErrors: ['console_webhook_not_failed'] },
    onSuccess: () => void qc.invalidateQueries({ queryKey: failuresKey }),
  });
}
