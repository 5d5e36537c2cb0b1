import type {
  WebhookAttemptError,
  WebhookDeliveryStatus,
  WebhookEvent,
} from '@konter/core/contracts/developer';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// Every statement of the outgoing webhooks (0034_webhooks_out.sql): the member's settings, the
// delivery outbox and its attempts. The services hold the rules and the transactions.

async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : date(v));

// ---- settings ----

export interface SettingsRow {
  userId: number;
  url: string | null;
  secretEnc: string;
  secretHint: string;
  allowCbUrl: boolean;
  enabled: boolean;
  updatedAt: Date;
}

const settingsRow = (r: Record<string, unknown>): SettingsRow => ({
  userId: Number(r.user_id),
  url: str(r.url),
  secretEnc: String(r.secret_enc),
  secretHint: String(r.secret_hint),
  allowCbUrl: r.allow_cb_url === true,
  enabled: r.enabled === true,
  updatedAt: date(r.updated_at),
});

export async function findSettings(db: Db, userId: number, opts: { lock?: boolean } = {}) {
  const [r] = await rows(
    db,
    sql`SELECT * FROM webhook_settings WHERE user_id = ${userId} ${opts.lock ? sql`FOR UPDATE` : sql``}`,
  );
  return r ? settingsRow(r) : null;
}

/** Creates or changes the member's settings; a field left undefined keeps its value. */
export async function upsertSettings(
  db: Db,
  userId: number,
  v: {
    url?: string | null;
    secretEnc: string;
    secretHint: string;
    allowCbUrl?: boolean;
    enabled?: boolean;
  },
): Promise<SettingsRow> {
  const [r] = await rows(
    db,
    sql`INSERT INTO webhook_settings (user_id, url, secret_enc, secret_hint, allow_cb_url, enabled)
        VALUES (${userId}, ${v.url ?? null}, ${v.secretEnc}, ${v.secretHint},
                ${v.allowCbUrl ?? false}, ${v.enabled ?? true})
        ON CONFLICT (user_id) DO UPDATE SET
          url = ${v.url === undefined ? sql`webhook_settings.url` : sql`EXCLUDED.url`},
          secret_enc = EXCLUDED.secret_enc,
          secret_hint = EXCLUDED.secret_hint,
          allow_cb_url = ${v.allowCbUrl === undefined ? sql`webhook_settings.allow_cb_url` : sql`EXCLUDED.allow_cb_url`},
          enabled = ${v.enabled === undefined ? sql`webhook_settings.enabled` : sql`EXCLUDED.enabled`},
          updated_at = now()
        RETURNING *`,
  );
  return settingsRow(r!);
}

// ---- deliveries ----

export interface DeliveryRow {
  id: number;
  userId: number;
  event: WebhookEvent;
  messageId: string;
  cbUrl: string | null;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  maxAttempts: number;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  redeliveryOf: number | null;
  createdAt: Date;
}

const deliveryRow = (r: Record<string, unknown>): DeliveryRow => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  event: String(r.event) as WebhookEvent,
  messageId: String(r.message_id),
  cbUrl: str(r.cb_url),
  body: String(r.body),
  status: String(r.status) as WebhookDeliveryStatus,
  attempts: Number(r.attempts),
  maxAttempts: Number(r.max_attempts),
  nextAttemptAt: dateOrNull(r.next_attempt_at),
  deliveredAt: dateOrNull(r.delivered_at),
  redeliveryOf: numOrNull(r.redelivery_of),
  createdAt: date(r.created_at),
});

export async function insertDelivery(
  db: Db,
  v: {
    userId: number;
    event: WebhookEvent;
    messageId: string;
    cbUrl: string | null;
    body: string;
    maxAttempts: number;
    redeliveryOf?: number | null;
    /** Leased to the caller at once (the test event is sent in the request). */
    lockedForSeconds?: number;
  },
): Promise<DeliveryRow> {
  const [r] = await rows(
    db,
    sql`INSERT INTO webhook_deliveries
          (user_id, event, message_id, cb_url, body, max_attempts, next_attempt_at, redelivery_of, locked_until)
        VALUES (${v.userId}, ${v.event}, ${v.messageId}, ${v.cbUrl}, ${v.body}, ${v.maxAttempts}, now(),
                ${v.redeliveryOf ?? null},
                ${v.lockedForSeconds ? sql`now() + make_interval(secs => ${v.lockedForSeconds})` : sql`NULL`})
        RETURNING *`,
  );
  return deliveryRow(r!);
}

export async function findDelivery(db: Db, id: number, userId: number): Promise<DeliveryRow | null> {
  const [r] = await rows(db, sql`SELECT * FROM webhook_deliveries WHERE id = ${id} AND user_id = ${userId}`);
  return r ? deliveryRow(r) : null;
}

/**
 * Leases up to `limit` due deliveries to this sender for `leaseSeconds` (SKIP LOCKED: several
 * senders never take the same row; a crashed sender's lease runs out and the row is due again).
 */
export async function claimDue(db: Db, limit: number, leaseSeconds: number): Promise<DeliveryRow[]> {
  const found = await rows(
    db,
    sql`UPDATE webhook_deliveries d SET locked_until = now() + make_interval(secs => ${leaseSeconds})
         WHERE d.id IN (
           SELECT id FROM webhook_deliveries
            WHERE status IN ('pending', 'retrying') AND next_attempt_at <= now()
              AND (locked_until IS NULL OR locked_until < now())
            ORDER BY next_attempt_at, id
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
        RETURNING d.*`,
  );
  return found.map(deliveryRow);
}

export interface AttemptRecord {
  deliveryId: number;
  attempt: number;
  startedAt: Date;
  urlHost: string | null;
  httpStatus: number | null;
  latencyMs: number | null;
  error: WebhookAttemptError | null;
  responseExcerpt: string | null;
}

/**
 * Records one attempt and moves the delivery on: delivered, retrying at `retryAt`, or failed
 * (`retryAt` null). Guarded on the attempt number, so a sender whose lease ran out records nothing.
 */
export async function recordAttempt(
  db: Db,
  a: AttemptRecord,
  outcome: { delivered: boolean; retryAt: Date | null },
): Promise<boolean> {
  const [moved] = await rows(
    db,
    sql`UPDATE webhook_deliveries SET
          attempts = ${a.attempt},
          status = ${outcome.delivered ? 'delivered' : outcome.retryAt ? 'retrying' : 'failed'},
          next_attempt_at = ${outcome.delivered || !outcome.retryAt ? null : outcome.retryAt.toISOString()}::timestamptz,
          delivered_at = ${outcome.delivered ? sql`now()` : sql`NULL`},
          locked_until = NULL
        WHERE id = ${a.deliveryId} AND attempts = ${a.attempt - 1} AND status IN ('pending', 'retrying')
        RETURNING id`,
  );
  if (!moved) return false;
  await db.execute(
    sql`INSERT INTO webhook_attempts
          (delivery_id, attempt, started_at, url_host, http_status, latency_ms, error, response_excerpt)
        VALUES (${a.deliveryId}, ${a.attempt}, ${a.startedAt.toISOString()}::timestamptz, ${a.urlHost}, ${a.httpStatus}, ${a.latencyMs},
                ${a.error}, ${a.responseExcerpt})`,
  );
  return true;
}

// ---- the log ----

export interface AttemptRow {
  deliveryId: number;
  attempt: number;
  startedAt: Date;
  urlHost: string | null;
  httpStatus: number | null;
  latencyMs: number | null;
  error: WebhookAttemptError | null;
  responseExcerpt: string | null;
}

export async function countDeliveries(db: Db, userId: number): Promise<number> {
  const [r] = await rows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM webhook_deliveries WHERE user_id = ${userId}`,
  );
  return Number(r?.n ?? 0);
}

export async function listDeliveries(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<DeliveryRow[]> {
  const found = await rows(
    db,
    sql`SELECT * FROM webhook_deliveries WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return found.map(deliveryRow);
}

export async function attemptsOf(db: Db, deliveryIds: number[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  const found = await rows(
    db,
    sql`SELECT * FROM webhook_attempts
         WHERE delivery_id IN (${sql.join(
           deliveryIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         ORDER BY delivery_id, attempt`,
  );
  return found.map((r) => ({
    deliveryId: Number(r.delivery_id),
    attempt: Number(r.attempt),
    startedAt: date(r.started_at),
    urlHost: str(r.url_host),
    httpStatus: numOrNull(r.http_status),
    latencyMs: numOrNull(r.latency_ms),
    error: str(r.error) as WebhookAttemptError | null,
    responseExcerpt: str(r.response_excerpt),
  }));
}

// ---- the console's failed deliveries (issue 18) ----

export interface FailedDeliveryRow {
  delivery: DeliveryRow;
  user: { id: number; name: string; hp: string };
  last: AttemptRow | null;
  redeliveredAs: number | null;
}

export async function countFailedDeliveries(db: Db): Promise<number> {
  const [r] = await rows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'failed'`,
  );
  return Number(r?.n ?? 0);
}

/** Deliveries that used up their attempts, newest first, with the member, the last attempt and a redelivery. */
export async function listFailedDeliveries(
  db: Db,
  limit: number,
  offset: number,
): Promise<FailedDeliveryRow[]> {
  const found = await rows(
    db,
    sql`SELECT d.*, u.name AS user_name, u.hp AS user_hp,
               (SELECT max(r.id) FROM webhook_deliveries r WHERE r.redelivery_of = d.id) AS redelivered_as
          FROM webhook_deliveries d JOIN users u ON u.id = d.user_id
         WHERE d.status = 'failed' ORDER BY d.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  const attempts = await attemptsOf(
    db,
    found.map((r) => Number(r.id)),
  );
  return found.map((r) => {
    const delivery = deliveryRow(r);
    const mine = attempts.filter((a) => a.deliveryId === delivery.id);
    return {
      delivery,
      user: { id: delivery.userId, name: String(r.user_name), hp: String(r.user_hp) },
      last: mine.at(-1) ?? null,
      redeliveredAs: numOrNull(r.redelivered_as),
    };
  });
}

/** One delivery, whoever's (the console), locked for the redelivery's transaction. */
export async function lockDelivery(db: Db, id: number): Promise<DeliveryRow | null> {
  const [r] = await rows(db, sql`SELECT * FROM webhook_deliveries WHERE id = ${id} FOR UPDATE`);
  return r ? deliveryRow(r) : null;
}

/** Whether a delivery was already redelivered. */
export async function hasRedelivery(db: Db, id: number): Promise<boolean> {
  const found = await rows(db, sql`SELECT 1 FROM webhook_deliveries WHERE redelivery_of = ${id} LIMIT 1`);
  return found.length > 0;
}
