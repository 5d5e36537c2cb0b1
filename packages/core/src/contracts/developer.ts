import { z } from 'zod';
import { boundedInt } from './fields.js';
import { pageMeta } from './notification.js';

// The developer area's outgoing webhooks (issue 17 part 2; spec calls §7.2 `developer/webhook`,
// `developer/test-webhook`, `/developer/update-settings`; §8.3 "the webhook must answer HTTP 200").
// Each state change of a member's H2H transaction is POSTed to their webhook URL (or the request's
// `cb_url` when they allow it), signed twice on the raw body:
// - Digiflazz style: `X-Hub-Signature: sha1=<HMAC-SHA1 hex(body, secret)>`, `X-Digiflazz-Event` and
//   `X-Konter-Event` (create | update | test), `User-Agent: Konter-Hookshot`, body `{data: {…}}`;
// - Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64
//   HMAC-SHA256("id.timestamp.body")>` keyed with the UTF-8 bytes of the same secret
//   (`standardWebhooksSecret`).
// Deliveries are retried with backoff (WEBHOOK_RETRY_DELAYS_MINUTES) and logged per attempt.

/** The event header's values: a transaction created, a transaction updated, a test from the user. */
export const WEBHOOK_EVENTS = ['create', 'update', 'test'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Minutes before each retry of a failed delivery (1 + 6 attempts, about an hour). */
export const WEBHOOK_RETRY_DELAYS_MINUTES = [1, 2, 4, 8, 16, 30] as const;
/** A delivery gives up after this many attempts (the first one and the retries). */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MINUTES.length + 1;
/** Seconds an attempt waits for the endpoint's answer. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
/** Characters of the sent body and of the answer kept in the log. */
export const WEBHOOK_EXCERPT_MAX = 500;

/** A webhook secret the user sets (a generated one is 32 URL-safe characters). */
export const WEBHOOK_SECRET_MIN = 16;
export const WEBHOOK_SECRET_MAX = 128;
export const WEBHOOK_URL_MAX = 500;

/**
 * The Standard Webhooks signing secret of a webhook secret: `whsec_` + base64 of the secret's UTF-8
 * bytes, so `new Webhook(standardWebhooksSecret(secret)).verify(body, headers)` checks a delivery.
 * (Equivalently the HMAC-SHA256 key is the secret's UTF-8 bytes.)
 */
export function standardWebhooksSecret(secret: string): string {
  const bytes = new TextEncoder().encode(secret);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `whsec_${btoa(binary)}`;
}

/** An absolute http(s) URL without credentials (the server's SSRF guard decides the rest). */
function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && !!u.hostname;
  } catch {
    return false;
  }
}

const webhookUrl = z
  .string({ message: 'required' })
  .trim()
  .min(1, { message: 'required' })
  .max(WEBHOOK_URL_MAX, { message: `max:${WEBHOOK_URL_MAX}` })
  .refine(isHttpUrl, { message: 'regex' });

const webhookSecret = z
  .string()
  .trim()
  .min(WEBHOOK_SECRET_MIN, { message: `min:${WEBHOOK_SECRET_MIN}` })
  .max(WEBHOOK_SECRET_MAX, { message: `max:${WEBHOOK_SECRET_MAX}` })
  .regex(/^[\x21-\x7e]+$/, { message: 'regex' });

// ---- settings (GET developer/webhook, POST developer/webhook, POST /developer/update-settings) ----

/** The member's webhook settings. The secret itself is never read back (only its last 4 characters). */
export const webhookSettings = z.object({
  /** Where events go; null until set. */
  url: z.string().nullable(),
  /** Whether a secret is set (one is generated with the first URL when none is given). */
  has_secret: z.boolean(),
  /** The secret's last 4 characters, to tell which one is in use. */
  secret_hint: z.string().nullable(),
  /** Whether an H2H request's `cb_url` replaces the URL for that transaction's events. */
  allow_cb_url: z.boolean(),
  /** Whether events are sent at all. */
  enabled: z.boolean(),
  updated_at: z.string().nullable(),
});
export type WebhookSettings = z.infer<typeof webhookSettings>;

/** GET developer/webhook */
export const webhookSettingsResponse = z.object({ data: webhookSettings });

/**
 * POST developer/webhook: the URL (https in production; never a private, loopback, link-local or
 * metadata address — 422 on `url`), and optionally the secret. Without `secret` the current one is
 * kept (one is generated when there is none); `rotate_secret` generates a new one.
 */
export const webhookSaveRequest = z.object({
  url: webhookUrl,
  secret: webhookSecret.optional(),
  rotate_secret: z.boolean().optional(),
});
export type WebhookSaveRequest = z.infer<typeof webhookSaveRequest>;

/**
 * The saved settings; `secret` and `signing_secret` (its Standard Webhooks form) only when the secret
 * was generated, given or rotated by this request — it is not shown again.
 */
export const webhookSaveResponse = z.object({
  data: webhookSettings.extend({
    secret: z.string().nullable(),
    signing_secret: z.string().nullable(),
  }),
});
export type WebhookSaveResult = z.infer<typeof webhookSaveResponse>['data'];

/** POST /developer/update-settings: the switches; at least one. */
export const webhookUpdateSettingsRequest = z
  .object({
    allow_cb_url: z.boolean().optional(),
    enabled: z.boolean().optional(),
  })
  .refine((v) => v.allow_cb_url !== undefined || v.enabled !== undefined, {
    message: 'required',
    path: ['allow_cb_url'],
  });
export type WebhookUpdateSettingsRequest = z.infer<typeof webhookUpdateSettingsRequest>;

// ---- test (POST developer/test-webhook) ----

/**
 * The outcome of a test event sent now to the saved URL. An endpoint that does not answer HTTP 200
 * gets 422 `developer_webhook_failed` (params: `status` — the HTTP status or `-`) instead.
 */
export const webhookTestResponse = z.object({
  data: z.object({
    ok: z.literal(true),
    delivery_id: z.number(),
    http_status: z.number(),
    latency_ms: z.number(),
  }),
});
export type WebhookTestResult = z.infer<typeof webhookTestResponse>['data'];

// ---- delivery log (GET developer/webhook/deliveries?page, POST …/deliveries/{id}/redeliver) ----

/** pending (first attempt due), retrying (failed, next attempt due), delivered (2xx), failed (gave up). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Why an attempt failed when there was no HTTP answer (or a redirect). */
export const WEBHOOK_ATTEMPT_ERRORS = [
  'timeout',
  'connection',
  'redirect',
  'blocked_address',
  'dns',
  'invalid_url',
  'no_url',
] as const;
export type WebhookAttemptError = (typeof WEBHOOK_ATTEMPT_ERRORS)[number];

export const webhookAttempt = z.object({
  attempt: z.number(),
  at: z.string(),
  http_status: z.number().nullable(),
  latency_ms: z.number().nullable(),
  error: z.enum(WEBHOOK_ATTEMPT_ERRORS).nullable(),
  /** The first 500 characters of the endpoint's answer. */
  response_excerpt: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

export const webhookDelivery = z.object({
  id: z.number(),
  created_at: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  /** The Standard Webhooks `webhook-id` (a redelivery keeps it, so receivers can drop duplicates). */
  message_id: z.string(),
  /** The target's host (and port), never its path or query. */
  url_host: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Attempts made so far. */
  attempts: z.number(),
  /** The last attempt's HTTP status, latency and error. */
  http_status: z.number().nullable(),
  latency_ms: z.number().nullable(),
  error: z.enum(WEBHOOK_ATTEMPT_ERRORS).nullable(),
  /** The first 500 characters of the body sent. */
  body_excerpt: z.string(),
  /** The last answer's first 500 characters. */
  response_excerpt: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** The delivery this one re-sends (manual redelivery). */
  redelivery_of: z.number().nullable(),
  attempt_log: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveriesQuery = z.object({ page: boundedInt(1, 10_000).default(1) });

/** GET developer/webhook/deliveries?page: newest first, 20 a page. */
export const webhookDeliveriesResponse = z.object({ data: z.array(webhookDelivery), meta: pageMeta });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveriesResponse>;

export const webhookDeliveryParams = z.object({ id: boundedInt(1, Number.MAX_SAFE_INTEGER) });

/** POST developer/webhook/deliveries/{id}/redeliver: a new delivery of the same message, due now (202). */
export const webhookRedeliverResponse = z.object({ data: webhookDelivery });
