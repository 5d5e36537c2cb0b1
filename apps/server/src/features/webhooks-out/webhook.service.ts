import {
  standardWebhooksSecret,
  WEBHOOK_EXCERPT_MAX,
  WEBHOOK_MAX_ATTEMPTS,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEvent,
  type WebhookSaveRequest,
  type WebhookSaveResult,
  type WebhookSettings,
  type WebhookTestResult,
  type WebhookUpdateSettingsRequest,
} from '@konter/core/contracts/developer';
import type { Db } from '../../db/client.js';
import { randomToken } from '../../lib/crypto.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import { SsrfError, systemResolver, vetUrl } from '../../lib/ssrf.js';
import { attemptDelivery, type DeliveryOptions, LEASE_SECONDS, ssrfPolicy } from './webhook.delivery.js';
import {
  type AttemptRow,
  attemptsOf,
  countDeliveries,
  countFailedDeliveries,
  type DeliveryRow,
  findDelivery,
  findSettings,
  hasRedelivery,
  insertDelivery,
  listDeliveries,
  listFailedDeliveries,
  lockDelivery,
  type SettingsRow,
  upsertSettings,
} from './webhook.repository.js';
import { generateSecret, sealSecret } from './webhook.secret.js';

// The developer's webhook: settings (URL vetted by the SSRF guard when saved), the outbox insert
// other features call inside their transaction, the test event, the delivery log and redelivery.

export type WebhookSettingsView = WebhookSettings;

const view = (s: SettingsRow | null): WebhookSettingsView =>
  s
    ? {
        url: s.url,
        has_secret: true,
        secret_hint: s.secretHint,
        allow_cb_url: s.allowCbUrl,
        enabled: s.enabled,
        updated_at: s.updatedAt.toISOString(),
      }
    : {
        url: null,
        has_secret: false,
        secret_hint: null,
        allow_cb_url: false,
        enabled: true,
        updated_at: null,
      };

/** The member's webhook settings (defaults when never set: no URL, enabled, cb_url not allowed). */
export async function getWebhookSettings(db: Db, userId: number): Promise<WebhookSettingsView> {
  return view(await findSettings(db, userId));
}

/** A refused URL as the `url` field's error (422). */
function refusal(err: SsrfError): AppError {
  switch (err.reason) {
    case 'https_required':
      return fieldError('url', 'developer_webhook_https_required');
    case 'unresolved':
      return fieldError('url', 'developer_webhook_unresolved');
    case 'invalid_url':
      return new AppError('validation_failed', undefined, { errors: { url: [{ code: 'rule:regex' }] } });
    default:
      return fieldError('url', 'developer_webhook_blocked_host', { address: err.address ?? '' });
  }
}

/** Vets a URL the member sets (scheme, names, every resolved address); 422 on `url` when refused. */
async function vetOnSave(deps: Deps, url: string, opts: DeliveryOptions): Promise<void> {
  try {
    await vetUrl(url, ssrfPolicy(deps.config), opts.resolve ?? systemResolver);
  } catch (err) {
    if (err instanceof SsrfError) throw refusal(err);
    throw err;
  }
}

/**
 * POST developer/webhook: the URL (vetted) and the secret — given, kept, generated when there is
 * none, or rotated. The secret is answered only when this request set it.
 */
export async function saveWebhook(
  deps: Deps,
  userId: number,
  input: WebhookSaveRequest,
  opts: DeliveryOptions = {},
): Promise<WebhookSaveResult> {
  await vetOnSave(deps, input.url, opts);
  return deps.database.db.transaction(async (tx) => {
    const current = await findSettings(tx, userId, { lock: true });
    const fresh = input.secret ?? (input.rotate_secret || !current ? generateSecret() : null);
    const sealed = fresh
      ? sealSecret(deps.config, fresh)
      : { secretEnc: current!.secretEnc, secretHint: current!.secretHint };
    const saved = await upsertSettings(tx, userId, { url: input.url, ...sealed });
    return {
      ...view(saved),
      secret: fresh,
      signing_secret: fresh ? standardWebhooksSecret(fresh) : null,
    };
  });
}

/** POST /developer/update-settings: `allow_cb_url`, `enabled` (the first change creates the settings with a secret). */
export async function updateWebhookSettings(
  deps: Deps,
  userId: number,
  input: WebhookUpdateSettingsRequest,
): Promise<WebhookSaveResult> {
  return deps.database.db.transaction(async (tx) => {
    const current = await findSettings(tx, userId, { lock: true });
    const fresh = current ? null : generateSecret();
    const sealed = fresh
      ? sealSecret(deps.config, fresh)
      : { secretEnc: current!.secretEnc, secretHint: current!.secretHint };
    const saved = await upsertSettings(tx, userId, {
      ...sealed,
      ...(input.allow_cb_url === undefined ? {} : { allowCbUrl: input.allow_cb_url }),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
    });
    return {
      ...view(saved),
      secret: fresh,
      signing_secret: fresh ? standardWebhooksSecret(fresh) : null,
    };
  });
}

export interface EnqueueWebhookInput {
  userId: number;
  event: 'create' | 'update' | 'test';
  /** The transaction fields, sent as `{data: …}` (a body that already is `{data: …}` is sent as it is). */
  body: unknown;
  /** The H2H request's `cb_url`: the target instead of the member's URL when they allow it. */
  cbUrl?: string | null;
}

const newMessageId = () => `msg_${randomToken(18)}`;

/** `{data: …}`, the Digiflazz callback's shape. */
function wrap(body: unknown): string {
  const alreadyWrapped =
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.keys(body).length === 1 &&
    'data' in body;
  return JSON.stringify(alreadyWrapped ? body : { data: body });
}

/**
 * Queues an event for the member's webhook in the caller's transaction (`tx`): the delivery row is
 * the outbox record, committed (or rolled back) with the caller's change, and sent by the
 * `webhooks-deliver` job / poller within seconds. Nothing is queued (null) when the member has no
 * enabled webhook: no settings, disabled, or neither a URL nor an allowed `cbUrl`.
 */
export async function enqueueWebhook(tx: Db, input: EnqueueWebhookInput): Promise<{ id: number } | null> {
  const settings = await findSettings(tx, input.userId);
  if (!settings?.enabled) return null;
  const cbUrl = settings.allowCbUrl && input.cbUrl ? input.cbUrl : null;
  if (!cbUrl && !settings.url) return null;
  const row = await insertDelivery(tx, {
    userId: input.userId,
    event: input.event as WebhookEvent,
    messageId: newMessageId(),
    cbUrl,
    body: wrap(input.body),
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  });
  return { id: row.id };
}

/**
 * POST developer/test-webhook: a `test` event sent now to the saved URL (once, logged). 200 →
 * the attempt's numbers; anything else → 422 `developer_webhook_failed` (§8.3: the webhook must
 * answer HTTP 200).
 */
export async function sendTestWebhook(
  deps: Deps,
  userId: number,
  opts: DeliveryOptions = {},
): Promise<WebhookTestResult> {
  const settings = await findSettings(deps.database.db, userId);
  if (!settings?.url) throw fieldError('url', 'developer_webhook_not_set');
  const sentAt = new Date().toISOString();
  const row = await insertDelivery(deps.database.db, {
    userId,
    event: 'test',
    messageId: newMessageId(),
    cbUrl: null,
    body: JSON.stringify({ data: { event: 'test', message: 'Konter webhook test', sent_at: sentAt } }),
    maxAttempts: 1,
    lockedForSeconds: LEASE_SECONDS,
  });
  const outcome = await attemptDelivery(deps, row, opts);
  if (outcome.httpStatus !== 200 || outcome.error) {
    throw new AppError('developer_webhook_failed', { status: outcome.httpStatus ?? outcome.error ?? '-' });
  }
  return { ok: true, delivery_id: row.id, http_status: 200, latency_ms: outcome.latencyMs ?? 0 };
}

const PER_PAGE = 20;

const hostOf = (raw: string | null): string => {
  if (!raw) return '';
  try {
    return new URL(raw).host;
  } catch {
    return '';
  }
};

function deliveryView(d: DeliveryRow, attempts: AttemptRow[], currentUrl: string | null): WebhookDelivery {
  const last = attempts.at(-1);
  return {
    id: d.id,
    created_at: d.createdAt.toISOString(),
    event: d.event,
    message_id: d.messageId,
    url_host: last?.urlHost ?? hostOf(d.cbUrl ?? currentUrl),
    status: d.status,
    attempts: d.attempts,
    http_status: last?.httpStatus ?? null,
    latency_ms: last?.latencyMs ?? null,
    error: last?.error ?? null,
    body_excerpt: d.body.slice(0, WEBHOOK_EXCERPT_MAX),
    response_excerpt: last?.responseExcerpt ?? null,
    next_attempt_at: d.nextAttemptAt?.toISOString() ?? null,
    delivered_at: d.deliveredAt?.toISOString() ?? null,
    redelivery_of: d.redeliveryOf,
    attempt_log: attempts.map((a) => ({
      attempt: a.attempt,
      at: a.startedAt.toISOString(),
      http_status: a.httpStatus,
      latency_ms: a.latencyMs,
      error: a.error,
      response_excerpt: a.responseExcerpt,
    })),
  };
}

async function viewsOf(db: Db, userId: number, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  const [attempts, settings] = await Promise.all([
    attemptsOf(
      db,
      rows.map((r) => r.id),
    ),
    findSettings(db, userId),
  ]);
  return rows.map((r) =>
    deliveryView(
      r,
      attempts.filter((a) => a.deliveryId === r.id),
      settings?.url ?? null,
    ),
  );
}

/** GET developer/webhook/deliveries?page: the member's deliveries, newest first, with their attempts. */
export async function listWebhookDeliveries(
  deps: Deps,
  userId: number,
  page: number,
): Promise<WebhookDeliveryList> {
  const db = deps.database.db;
  const total = await countDeliveries(db, userId);
  const found = await listDeliveries(db, userId, PER_PAGE, (page - 1) * PER_PAGE);
  return { data: await viewsOf(db, userId, found), meta: pageMeta(page, PER_PAGE, total) };
}

/**
 * POST developer/webhook/deliveries/{id}/redeliver: the same message (same body and webhook-id) as
 * a new delivery, due now, with a full retry schedule. Another member's delivery is 404.
 */
export async function redeliverWebhook(deps: Deps, userId: number, id: number): Promise<WebhookDelivery> {
  const db = deps.database.db;
  const original = await findDelivery(db, id, userId);
  if (!original) throw new AppError('developer_webhook_delivery_not_found');
  const row = await redeliver(db, original);
  const [v] = await viewsOf(db, userId, [row]);
  return v!;
}

/** The same message as a new delivery, due now, with a full retry schedule (the member's and the console's). */
const redeliver = (db: Db, original: DeliveryRow) =>
  insertDelivery(db, {
    userId: original.userId,
    event: original.event,
    messageId: original.messageId,
    cbUrl: original.cbUrl,
    body: original.body,
    maxAttempts: original.event === 'test' ? 1 : WEBHOOK_MAX_ATTEMPTS,
    redeliveryOf: original.id,
  });

/** The console's list of deliveries that failed (every member's), newest first. */
export async function failedWebhookDeliveries(deps: Deps, page: number, perPage: number) {
  const db = deps.database.db;
  const total = await countFailedDeliveries(db);
  return { rows: await listFailedDeliveries(db, perPage, (page - 1) * perPage), total };
}

/**
 * The console redelivers a failed delivery of any member, once: the original's row is locked and a
 * second click (or a second operator) finds the redelivery and is refused (409). `inTx` runs in
 * the transaction (the audit row).
 */
export async function redeliverFailedWebhook(
  deps: Deps,
  id: number,
  inTx?: (tx: Db, original: DeliveryRow, copy: DeliveryRow) => Promise<unknown>,
): Promise<DeliveryRow> {
  return deps.database.db.transaction(async (tx: Db) => {
    const original = await lockDelivery(tx, id);
    if (!original) throw new AppError('developer_webhook_delivery_not_found');
    if (original.status !== 'failed' || (await hasRedelivery(tx, original.id)))
      throw new AppError('console_webhook_not_failed');
    const copy = await redeliver(tx, original);
    if (inTx) await inTx(tx, original, copy);
    return copy;
  });
}
