import {
  WEBHOOK_EXCERPT_MAX,
  WEBHOOK_RETRY_DELAYS_MINUTES,
  WEBHOOK_TIMEOUT_SECONDS,
  type WebhookAttemptError,
} from '@konter/core/contracts/developer';
import type { Config } from '../../config.js';
import type { Deps } from '../../lib/deps.js';
import {
  GuardedPostError,
  guardedPost,
  type Resolver,
  SsrfError,
  type SsrfPolicy,
  systemResolver,
  vetUrl,
} from '../../lib/ssrf.js';
import { claimDue, type DeliveryRow, findSettings, recordAttempt } from './webhook.repository.js';
import { openSecret } from './webhook.secret.js';
import { signedHeaders } from './webhook.signing.js';

// Sending the outbox: one attempt per claimed delivery, vetted by the SSRF guard against the
// target's current DNS answer and sent to the vetted address (lib/ssrf.ts), signed
// (webhook.signing.ts), recorded in webhook_attempts, then delivered (2xx), retried after 1, 2, 4,
// 8, 16 and 30 minutes, or failed.

/** What the SSRF guard allows under this configuration. */
export const ssrfPolicy = (config: Config): SsrfPolicy => ({
  requireHttps: config.production && !config.WEBHOOK_ALLOW_HTTP,
  allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
});

/** Options tests use to stand in for DNS. */
export interface DeliveryOptions {
  resolve?: Resolver;
}

/** Most of the answer read (the log keeps 500 characters of it). */
const MAX_ANSWER_BYTES = 16 * 1024;
/** How long a claimed delivery is leased to its sender (beyond the 10-second timeout). */
export const LEASE_SECONDS = 60;

export interface AttemptOutcome {
  attempt: number;
  delivered: boolean;
  httpStatus: number | null;
  latencyMs: number | null;
  error: WebhookAttemptError | null;
  /** When the next attempt is due; null when delivered or given up. */
  retryAt: Date | null;
}

const hostOf = (raw: string): string | null => {
  try {
    return new URL(raw).host;
  } catch {
    return null;
  }
};

const ssrfAttemptError = (err: SsrfError): WebhookAttemptError =>
  err.reason === 'unresolved'
    ? 'dns'
    : err.reason === 'blocked_address' || err.reason === 'blocked_host'
      ? 'blocked_address'
      : 'invalid_url';

/**
 * One attempt of a delivery this sender holds (claimed, or inserted leased): target, guard, signed
 * POST, and the attempt recorded with the delivery's next state in one transaction.
 */
export async function attemptDelivery(
  deps: Deps,
  d: DeliveryRow,
  opts: DeliveryOptions = {},
): Promise<AttemptOutcome> {
  const db = deps.database.db;
  const attempt = d.attempts + 1;
  const startedAt = new Date();
  const settings = await findSettings(db, d.userId);
  // A disabled webhook sends nothing (the attempt fails and is retried); a test event is sent anyway.
  const url = settings && (settings.enabled || d.event === 'test') ? (d.cbUrl ?? settings.url) : null;
  let httpStatus: number | null = null;
  let latencyMs: number | null = null;
  let error: WebhookAttemptError | null = null;
  let responseExcerpt: string | null = null;
  if (!settings || !url) {
    error = 'no_url';
  } else {
    try {
      const target = await vetUrl(url, ssrfPolicy(deps.config), opts.resolve ?? systemResolver);
      const headers = signedHeaders({
        secret: openSecret(deps.config, settings.secretEnc),
        event: d.event,
        messageId: d.messageId,
        body: d.body,
        at: startedAt,
      });
      const res = await guardedPost(target, {
        headers,
        body: d.body,
        timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000,
        maxBytes: MAX_ANSWER_BYTES,
      });
      httpStatus = res.status;
      latencyMs = res.latencyMs;
      responseExcerpt = res.body.slice(0, WEBHOOK_EXCERPT_MAX);
      // Redirects are never followed: a 3xx is a failed attempt.
      if (res.status >= 300 && res.status < 400) error = 'redirect';
    } catch (err) {
      if (err instanceof SsrfError) error = ssrfAttemptError(err);
      else if (err instanceof GuardedPostError) {
        error = err.reason;
        latencyMs = err.latencyMs;
      } else throw err;
    }
  }
  // 2xx delivers; the test event wants exactly 200 (spec §8.3: the webhook must answer HTTP 200).
  const delivered =
    error === null &&
    httpStatus !== null &&
    (d.event === 'test' ? httpStatus === 200 : httpStatus >= 200 && httpStatus < 300);
  const delay = WEBHOOK_RETRY_DELAYS_MINUTES[attempt - 1];
  const retryAt =
    delivered || attempt >= d.maxAttempts || delay === undefined
      ? null
      : new Date(Date.now() + delay * 60_000);
  const recorded = await db.transaction((tx) =>
    recordAttempt(
      tx,
      {
        deliveryId: d.id,
        attempt,
        startedAt,
        urlHost: url ? hostOf(url) : null,
        httpStatus,
        latencyMs,
        error,
        responseExcerpt,
      },
      { delivered, retryAt },
    ),
  );
  if (!recorded) {
    deps.logger.warn(
      { feature: 'webhooks-out', delivery: d.id, attempt },
      'webhook attempt not recorded: lease lost',
    );
  }
  return { attempt, delivered, httpStatus, latencyMs, error, retryAt };
}

/**
 * Sends every due delivery (claimed in batches of `batch`, sent concurrently), until none is due.
 * Run by the `webhooks-deliver` job every minute and by the in-process poller every 2 seconds.
 * Returns how many attempts were made.
 */
export async function deliverDueWebhooks(
  deps: Deps,
  opts: DeliveryOptions & { batch?: number; maxRounds?: number } = {},
): Promise<number> {
  const batch = opts.batch ?? 10;
  let made = 0;
  for (let round = 0; round < (opts.maxRounds ?? 20); round++) {
    const due = await claimDue(deps.database.db, batch, LEASE_SECONDS);
    if (due.length === 0) break;
    const results = await Promise.allSettled(due.map((d) => attemptDelivery(deps, d, opts)));
    for (const r of results) {
      if (r.status === 'rejected') {
        deps.logger.error({ feature: 'webhooks-out', err: r.reason }, 'webhook attempt failed');
      } else made++;
    }
    if (due.length < batch) break;
  }
  return made;
}

/** Polls the outbox every `intervalMs` (one run at a time); returns the stop function. */
export function startWebhookPoller(deps: Deps, intervalMs = 2000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueWebhooks(deps)
      .catch((err) => deps.logger.error({ feature: 'webhooks-out', err }, 'webhook delivery failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
