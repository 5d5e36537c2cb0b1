import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { type PaymentEvent, PaymentUnavailable } from '../../providers/payment/gateway.js';
import { finishPaymentEvent, insertPaymentEvent } from '../deposit/index.js';
import {
  dropUnprocessedEvent,
  findEvent,
  findEventByKey,
  lockEvent,
  noteEventRetry,
  unprocessedGatewayEventIds,
} from './payment.repository.js';
import { applyEffect, type GatewayProviderName } from './payment-effects.js';

export type { GatewayProviderName };

// The payment_events inbox of the gateways' notifications: recorded first, applied once (the
// effects themselves are payment-effects.ts; the reconciliation jobs reconcile.ts).

/**
 * Applies one confirmed gateway notification (its state is the provider's own, re-fetched), once:
 * the event is recorded in the payment_events inbox and its effect made in the SAME database
 * transaction, so a replay (same provider + event key) changes nothing and a crash before commit
 * leaves the delivery to be retried. Effects only move forward: a top-up or purchase that is no
 * longer waiting is not touched, whatever state a late or out-of-order notification claims.
 *
 * The order id names what was paid: `DEP…` a deposit top-up, `TRX…` a purchase paid by gateway.
 */
export async function applyGatewayEvent(
  deps: Deps,
  provider: GatewayProviderName,
  event: PaymentEvent,
): Promise<{ duplicate: boolean; outcome: string }> {
  const after: (() => void)[] = [];
  const result = await deps.database.db.transaction(async (tx) => {
    const id = await insertPaymentEvent(tx, provider, event.eventKey, event);
    if (id === undefined) return { duplicate: true, outcome: 'duplicate' };
    const outcome = await applyEffect(deps, tx, provider, event, after);
    await finishPaymentEvent(tx, id, outcome);
    return { duplicate: false, outcome };
  });
  for (const publish of after) publish();
  return result;
}

/** The inbox row of a verified notification: its id, and whether it was applied already. */
export interface RecordedEvent {
  id: number;
  processed: boolean;
}

/**
 * Step 1 of a webhook delivery (receiveNotification): the verified notification is written to the
 * payment_events inbox (unique provider + event key; the payload is the parsed event, so it can be
 * applied later without the request) — nothing is lost once this returns, whatever happens next.
 * A repeat delivery finds the first's row.
 */
export async function recordGatewayEvent(
  deps: Deps,
  provider: GatewayProviderName,
  event: PaymentEvent,
): Promise<RecordedEvent> {
  const db = deps.database.db;
  const find = async () => {
    const row = await findEventByKey(db, provider, event.eventKey);
    return row && { id: row.id, processed: row.processedAt !== null };
  };
  const seen = await find();
  if (seen) return seen;
  const id = await insertPaymentEvent(db, provider, event.eventKey, event);
  if (id !== undefined) return { id, processed: false };
  const raced = await find();
  if (!raced) throw new Error(`payment event ${provider}/${event.eventKey} neither inserted nor found`);
  return raced;
}

export type ProcessedEvent =
  | { duplicate: boolean; outcome: string }
  | { applied: false; reason: string }
  | { retry: true; reason: string };

/**
 * Step 2, after the answer if need be (the webhook's fast path, then the `payment-events` job for
 * whatever is left): the recorded event is re-fetched from the provider's status API — the
 * notification alone is never trusted — and its effect made in ONE transaction with marking the
 * inbox row processed, under the row's lock, so concurrent runs apply it once.
 *  - The provider cannot be asked now (PaymentUnavailable): the row stays unprocessed with the
 *    reason in `outcome`; the job asks again.
 *  - The provider does not confirm it (a forged or premature claim): the row is removed, as if never
 *    received, so a genuine delivery with the same key later is applied (the open top-up
 *    reconciliation asks the provider meanwhile).
 */
export async function processGatewayEvent(deps: Deps, id: number): Promise<ProcessedEvent> {
  const db = deps.database.db;
  const row = await findEvent(db, id);
  if (!row || row.processedAt) return { duplicate: true, outcome: 'duplicate' };
  const provider = row.provider as GatewayProviderName;
  const gateway = deps.gateways?.[provider];
  const event = row.payload as PaymentEvent;
  if (typeof event?.eventKey !== 'string' || typeof event.orderId !== 'string') {
    await finishPaymentEvent(db, id, 'unreadable payload');
    return { duplicate: false, outcome: 'unreadable payload' };
  }
  if (!gateway) return { retry: true, reason: `no ${provider} gateway here` };
  let confirmed: Awaited<ReturnType<typeof gateway.confirm>>;
  try {
    confirmed = await gateway.confirm(event);
  } catch (err) {
    if (!(err instanceof PaymentUnavailable)) throw err;
    await noteEventRetry(db, id, `retry: ${err.message}`);
    return { retry: true, reason: err.message };
  }
  if (!confirmed.ok) {
    await dropUnprocessedEvent(db, id);
    return { applied: false, reason: confirmed.reason };
  }
  const after: (() => void)[] = [];
  const result = await db.transaction(async (tx) => {
    const locked = await lockEvent(tx, id);
    let eventId = id;
    if (locked?.processedAt) return { duplicate: true, outcome: 'duplicate' };
    if (!locked) {
      // Removed meanwhile by a run the provider did not confirm to: recorded again, now confirmed.
      const again = await insertPaymentEvent(tx, provider, event.eventKey, event);
      if (again === undefined) return { duplicate: true, outcome: 'duplicate' };
      eventId = again;
    }
    // The inbox keys the notification as delivered, whatever state the status call returned.
    const outcome = await applyEffect(
      deps,
      tx,
      provider,
      { ...confirmed.event, eventKey: event.eventKey },
      after,
    );
    await finishPaymentEvent(tx, eventId, outcome);
    return { duplicate: false, outcome };
  });
  for (const publish of after) publish();
  return result;
}

/**
 * The `payment-events` job: gateway notifications recorded but not applied (their status re-fetch
 * failed or timed out, or the process stopped before it ended) are processed again, oldest first.
 * Only rows older than `minAgeMs`, so a delivery still being processed by its webhook is left to it.
 */
export async function processPendingGatewayEvents(
  deps: Deps,
  now = new Date(),
  minAgeMs = 60_000,
): Promise<number> {
  const due = await unprocessedGatewayEventIds(deps.database.db, new Date(now.getTime() - minAgeMs));
  let applied = 0;
  for (const id of due) {
    try {
      const r = await processGatewayEvent(deps, id);
      if ('duplicate' in r && !r.duplicate) applied++;
    } catch (err) {
      deps.logger.error({ feature: 'payment', event: id, err }, 'payment event failed; retried next run');
    }
  }
  return applied;
}

/**
 * How long a webhook delivery may wait for its own processing before it is answered anyway: the
 * gateways want 2xx within a second, and the status re-fetch alone may take longer.
 */
export const WEBHOOK_ANSWER_BUDGET_MS = 700;

/**
 * One webhook delivery of a gateway (payment.routes.ts): checked on the raw body (a forgery is
 * refused and nothing is recorded), recorded in the payment_events inbox (from then on nothing is
 * lost), then processed (the payment re-fetched from the provider's status API and applied once).
 * The answer waits for that at most WEBHOOK_ANSWER_BUDGET_MS: if the provider is slow or unreachable
 * the answer is `queued` at once, the processing goes on after it, and the `payment-events` job
 * applies whatever is still unprocessed. A notification already applied is answered at once,
 * without asking the provider again.
 */
export async function receiveNotification(
  deps: Deps,
  provider: GatewayProviderName,
  raw: string,
  headers: Record<string, string | string[] | undefined>,
  log: FastifyBaseLogger,
) {
  const gateway = deps.gateways?.[provider];
  if (!gateway) throw new AppError('not_found');
  const verified = gateway.verifyNotification(raw, headers);
  if (!verified.ok) {
    log.warn({ provider, reason: verified.reason }, 'payment notification refused');
    throw new AppError('invalid_signature');
  }
  const recorded = await recordGatewayEvent(deps, provider, verified.event);
  if (recorded.processed) return { received: true as const, duplicate: true, outcome: 'duplicate' };
  const context = { provider, order: verified.event.orderId, event: recorded.id };
  const work = processGatewayEvent(deps, recorded.id).then(
    (result) => {
      log.info({ ...context, ...result }, 'payment notification');
      return result;
    },
    (err: unknown) => {
      log.error({ ...context, err }, 'payment notification not applied; the job retries it');
      return { retry: true as const, reason: 'error' };
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, WEBHOOK_ANSWER_BUDGET_MS, undefined);
  });
  const result = await Promise.race([work, late]);
  clearTimeout(timer);
  if (!result || 'retry' in result) return { received: true as const, queued: true, outcome: 'queued' };
  if ('applied' in result) {
    log.warn({ ...context, reason: result.reason }, 'payment not confirmed');
    return { received: true as const, applied: false, reason: result.reason };
  }
  return { received: true as const, ...result };
}
