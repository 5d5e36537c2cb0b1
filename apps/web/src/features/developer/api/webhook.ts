import type {
  WebhookDelivery,
  WebhookSaveRequest,
  WebhookSaveResult,
  WebhookSettings,
  WebhookTestResult,
  WebhookUpdateSettingsRequest,
} from '@konter/core/contracts/developer';
import type { PageMeta } from '@konter/core/contracts/notification';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The developer area's webhook calls (features/webhooks-out on the server; spec calls §7.2
// `developer/webhook`, `developer/test-webhook`, `/developer/update-settings`). Every key starts with
// webhookKey: a save, a test or a redelivery refreshes the settings and the delivery log.

export const webhookKey = ['developer', 'webhook'] as const;
const deliveriesKey = [...webhookKey, 'deliveries'] as const;

/** GET developer/webhook: URL, whether a secret is set (its last 4 characters), the switches. */
export const useWebhookSettings = (enabled = true) =>
  useQuery({
    queryKey: [...webhookKey, 'settings'],
    queryFn: ({ signal }) => api.get<WebhookSettings>('developer/webhook', { signal }),
    enabled,
  });

/** POST developer/webhook: the URL (the SSRF guard's refusals are 422 errors on `url`), the secret. */
export function useSaveWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookSaveRequest) => api.post<WebhookSaveResult>('developer/webhook', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: webhookKey }),
  });
}

/** POST /developer/update-settings: allow the request's cb_url, events on or off. */
export function useUpdateWebhookSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookUpdateSettingsRequest) =>
      api.post<WebhookSettings>('developer/update-settings', body),
    onSuccess: (data) => qc.setQueryData([...webhookKey, 'settings'], data),
  });
}

/**
 * POST developer/test-webhook: a test event sent now. An endpoint that does not answer HTTP 200 is a
 * 422 `developer_webhook_failed` (the screen shows it under the button, not as a snackbar).
 */
export function useTestWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<WebhookTestResult>('developer/test-webhook'),
    onSettled: () => qc.invalidateQueries({ queryKey: deliveriesKey }),
    meta: { ownErrors: ['developer_webhook_failed', 'developer_webhook_not_set'] },
  });
}

/** GET developer/webhook/deliveries?page: newest first, 20 a page. */
export const useWebhookDeliveries = (page: number, enabled = true) =>
  useQuery({
    queryKey: [...deliveriesKey, page],
    queryFn: ({ signal }) =>
      api.page<WebhookDelivery[], PageMeta>('developer/webhook/deliveries', { signal, query: { page } }),
    placeholderData: keepPreviousData,
    enabled,
    // Pending deliveries and retries change without the user: look again while the log is open.
    refetchInterval: (q) =>
      q.state.data?.data.some((d) => d.status === 'pending' || d.status === 'retrying') ? 5_000 : false,
    meta: { loading: false },
  });

/** POST developer/webhook/deliveries/{id}/redeliver: a new delivery of the same message, due now. */
export function useRedeliver() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<WebhookDelivery>(`developer/webhook/deliveries/${id}/redeliver`),
    onSettled: () => qc.invalidateQueries({ queryKey: deliveriesKey }),
  });
}
