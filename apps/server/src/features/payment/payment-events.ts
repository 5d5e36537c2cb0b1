import { gatewayFee, type PaymentMethodCode } from '@konter/core/payment';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { depositTopups, paymentEvents, transactions } from '../../db/schema/index.js';
import { hold, transfer } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import {
  type PaymentEvent,
  type PaymentLookup,
  PaymentUnavailable,
} from '../../providers/payment/gateway.js';
import { creditTopupTx, publishTopup, recordTopupEnded } from '../deposit/credit.js';
import { failTopup, lockTopup } from '../deposit/deposit.repository.js';
import { getDepositSettings } from '../deposit/deposit.settings.js';
import { finishPaymentEvent, insertPaymentEvent } from '../deposit/mutation.repository.js';
import { endWaitingPurchase } from '../purchase/gateway-payment.js';
import { dispatch, notificationFor } from '../purchase/settlement.js';

export type GatewayProviderName = 'midtrans' | 'xendit';

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

/** What a confirmed event does, by its order id: `DEP…` a top-up, `TRX…` a purchase. */
function applyEffect(
  deps: Deps,
  tx: Db,
  provider: GatewayProviderName,
  event: PaymentEvent,
  after: (() => void)[],
): Promise<string> {
  if (event.orderId.startsWith('DEP')) return applyTopupEvent(deps, tx, provider, event, after);
  if (event.orderId.startsWith('TRX')) return applyPurchaseEvent(deps, tx, provider, event, after);
  return Promise.resolve('unknown order');
}

/** The inbox row of a verified notification: its id, and whether it was applied already. */
export interface RecordedEvent {
  id: number;
  processed: boolean;
}

/**
 * Step 1 of a webhook delivery (payment.routes.ts): the verified notification is written to the
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
    const [row] = await db
      .select({ id: paymentEvents.id, processedAt: paymentEvents.processedAt })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventKey, event.eventKey)))
      .limit(1);
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
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
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
    await db
      .update(paymentEvents)
      .set({ outcome: `retry: ${err.message}`.slice(0, 500) })
      .where(and(eq(paymentEvents.id, id), isNull(paymentEvents.processedAt)));
    return { retry: true, reason: err.message };
  }
  if (!confirmed.ok) {
    await db.delete(paymentEvents).where(and(eq(paymentEvents.id, id), isNull(paymentEvents.processedAt)));
    return { applied: false, reason: confirmed.reason };
  }
  const after: (() => void)[] = [];
  const result = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ processedAt: paymentEvents.processedAt })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, id))
      .for('update')
      .limit(1);
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
  const due = await deps.database.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        inArray(paymentEvents.provider, ['midtrans', 'xendit']),
        isNull(paymentEvents.processedAt),
        lte(paymentEvents.receivedAt, new Date(now.getTime() - minAgeMs)),
      ),
    )
    .orderBy(asc(paymentEvents.id))
    .limit(100);
  let applied = 0;
  for (const { id } of due) {
    try {
      const r = await processGatewayEvent(deps, id);
      if ('duplicate' in r && !r.duplicate) applied++;
    } catch (err) {
      console.error('[payment] event', id, 'failed; retried next run', err);
    }
  }
  return applied;
}

async function applyTopupEvent(
  deps: Deps,
  tx: Db,
  provider: GatewayProviderName,
  event: PaymentEvent,
  after: (() => void)[],
): Promise<string> {
  const topup = await lockTopup(tx, { code: event.orderId });
  if (!topup || topup.provider !== provider) return 'unknown top-up';
  if (topup.status === 'success') return 'ignored: already credited';
  if (event.state === 'paid') {
    // Money the gateway received is the user's: it is credited even when the request expired or was
    // canceled meanwhile (the gateway's page may stay open past our expiry).
    if (event.amount !== topup.total) return `amount mismatch: paid ${event.amount}, expected ${topup.total}`;
    const now = new Date();
    await tx.update(depositTopups).set({ paidAt: now, updatedAt: now }).where(eq(depositTopups.id, topup.id));
    const credited = await creditTopupTx(
      deps,
      tx,
      { ...topup, paidAt: now },
      // The ledger key is the provider's transaction: one payment, one credit.
      { now, received: event.amount, ledgerKey: `pay:${provider}:${event.transactionId}` },
    );
    after.push(() =>
      publishTopup(deps, credited.topup, {
        notification: credited.notification,
        depositAfter: credited.depositAfter,
      }),
    );
    return 'credited';
  }
  if ((event.state === 'expired' || event.state === 'failed') && topup.status === 'pending') {
    const row =
      event.state === 'expired'
        ? (
            await tx
              .update(depositTopups)
              .set({ status: 'expired', updatedAt: new Date() })
              .where(and(eq(depositTopups.id, topup.id), eq(depositTopups.status, 'pending')))
              .returning()
          )[0]
        : await failTopup(tx, topup.id, 'Pembayaran gagal');
    if (!row) return 'unchanged';
    const notification = await recordTopupEnded(
      deps,
      tx,
      row,
      event.state,
      event.state === 'failed' ? 'Pembayaran gagal' : null,
    );
    after.push(() => publishTopup(deps, row, { notification }));
    return event.state;
  }
  return `noted: ${event.state}`;
}

/**
 * A purchase waiting for its gateway payment (features/purchase/gateway-payment.ts). Paid: the
 * price is credited to the buyer's deposit (key from the provider's transaction id) and held from
 * there, and the purchase goes to the supplier after commit; a refund later lands in the deposit.
 * Paid but no longer waiting (expired meanwhile): the money is credited to the deposit all the same —
 * it is the buyer's. Expired or failed: the purchase ends without moving money.
 */
async function applyPurchaseEvent(
  deps: Deps,
  tx: Db,
  provider: GatewayProviderName,
  event: PaymentEvent,
  after: (() => void)[],
): Promise<string> {
  const [trx] = await tx
    .select()
    .from(transactions)
    .where(eq(transactions.refId, event.orderId))
    .for('update')
    .limit(1);
  if (!trx?.paymentMethod.startsWith(`${provider}:`)) return 'unknown purchase';
  const waiting = trx.status === 'unprocessed';
  const now = new Date();
  if (event.state === 'paid') {
    if (event.amount !== trx.price + trx.pgServiceFee)
      return `amount mismatch: paid ${event.amount}, expected ${trx.price + trx.pgServiceFee}`;
    await creditPurchasePayment(tx, provider, event, trx);
    if (!waiting) return `credited to deposit: purchase is ${trx.status}`;
    const h = await hold(tx, {
      key: `trx:${trx.refId}:hold`,
      source: { userId: trx.userId, kind: 'deposit' },
      amount: trx.price,
      kind: 'purchase',
      reference: trx.refId,
    });
    const [row] = await tx
      .update(transactions)
      .set({
        status: 'processing',
        paymentStatus: 'paid',
        holdId: h.holdId,
        startBalance: h.sourceBalanceAfter === null ? null : h.sourceBalanceAfter + trx.price,
        endBalance: h.sourceBalanceAfter,
        nextCheckAt: new Date(now.getTime() + 60_000),
        updatedAt: now,
      })
      .where(and(eq(transactions.id, trx.id), eq(transactions.status, 'unprocessed')))
      .returning();
    const note = await deps.notifier.record(tx, notificationFor(row!));
    after.push(() => {
      deps.notifier.publish([note]);
      deps.bus.publish({
        userId: row!.userId,
        event: 'transaction.updated',
        payload: { ref_id: row!.refId, status: row!.status },
      });
      void dispatch(deps, row!.refId, row).catch((err) =>
        console.error('[payment] dispatch failed', row!.refId, err),
      );
    });
    return 'paid: purchase processing';
  }
  if ((event.state === 'expired' || event.state === 'failed') && waiting) {
    const status = event.state === 'expired' ? 'expired' : 'canceled';
    const [ended] = await tx
      .update(transactions)
      .set({
        status,
        paymentStatus: status,
        failedReason: event.state === 'expired' ? 'Pembayaran kedaluwarsa' : 'Pembayaran gagal',
        settledAt: now,
        updatedAt: now,
      })
      .where(and(eq(transactions.id, trx.id), eq(transactions.status, 'unprocessed')))
      .returning();
    const note = ended && (await deps.notifier.record(tx, notificationFor(ended)));
    after.push(() => {
      if (note) deps.notifier.publish([note]);
      deps.bus.publish({
        userId: trx.userId,
        event: 'transaction.updated',
        payload: { ref_id: trx.refId, status },
      });
    });
    return status;
  }
  return `noted: ${event.state}`;
}

/**
 * Purchases still waiting for their gateway payment past the pay-before time (plus a minute's grace
 * for a late notification): the provider is asked. Paid → applied like a notification (the same
 * ledger key as the provider's own notification, so whichever comes first counts, once); anything
 * else → the purchase ends as `expired`. A provider that cannot be reached is asked again next run.
 */
export async function reconcileWaitingPurchases(deps: Deps, now = new Date()): Promise<number> {
  const due = await deps.database.db
    .select({ refId: transactions.refId, paymentMethod: transactions.paymentMethod })
    .from(transactions)
    .where(
      and(
        eq(transactions.status, 'unprocessed'),
        lte(transactions.paymentExpiresAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .limit(100);
  let ended = 0;
  for (const w of due) {
    const provider = w.paymentMethod.split(':')[0] as GatewayProviderName;
    const gateway = deps.gateways?.[provider];
    try {
      const status = gateway ? await gateway.getStatus({ orderId: w.refId }) : null;
      if (status?.state === 'paid') {
        await applyGatewayEvent(deps, provider, {
          eventKey: `reconcile:${status.providerRef}:paid`,
          orderId: w.refId,
          providerRef: status.providerRef,
          transactionId: status.providerRef,
          state: 'paid',
          amount: status.amount,
          raw: status.raw,
        });
      } else if (await endWaitingPurchase(deps, w.refId, 'expired', 'Pembayaran kedaluwarsa')) {
        ended++;
      }
    } catch (err) {
      if (!(err instanceof PaymentUnavailable)) throw err;
    }
  }
  return ended;
}

/** Where the next reconciliation run of open top-ups starts (0: from the oldest). */
let topupCursor = 0;

/**
 * Gateway top-ups whose notification may have been missed (every minute): open requests older than
 * `minAgeMs` — pending, or expired by us within the last hour (a payment made just before the
 * deadline) — are looked up at the provider (Midtrans GET /v2/{order_id}/status, Xendit GET
 * /v2/invoices/{id}). A paid one is applied like a notification (`applyGatewayEvent`: the credit's
 * ledger key is `pay:<provider>:<provider's transaction id>` and the top-up row is locked and
 * skipped once `success`, so whichever of notification and reconciliation comes first credits,
 * once); an expired or failed pending one ends (with its notification). A provider that
 * cannot be reached is asked again next run.
 */
export async function reconcileOpenTopups(deps: Deps, now = new Date(), minAgeMs = 120_000): Promise<number> {
  const t = depositTopups;
  const batch = 100;
  const open = await deps.database.db
    .select({ id: t.id, code: t.code, provider: t.provider, providerRef: t.providerRef })
    .from(t)
    .where(
      and(
        gt(t.id, topupCursor),
        inArray(t.provider, ['midtrans', 'xendit']),
        isNull(t.paidAt),
        lte(t.createdAt, new Date(now.getTime() - minAgeMs)),
        or(
          eq(t.status, 'pending'),
          and(eq(t.status, 'expired'), gt(t.expiresAt, new Date(now.getTime() - 3_600_000))),
        ),
      ),
    )
    .orderBy(asc(t.id))
    .limit(batch);
  // More than a batch open: the next run goes on after this one's last, then starts over.
  topupCursor = open.length === batch ? open.at(-1)!.id : 0;
  let applied = 0;
  for (const topup of open) {
    const provider = topup.provider as GatewayProviderName;
    const gateway = deps.gateways?.[provider];
    if (!gateway) continue;
    // Xendit is asked by invoice id; Midtrans by our order id (its providerRef is the Snap token).
    const lookup: PaymentLookup =
      provider === 'xendit' && topup.providerRef
        ? { providerRef: topup.providerRef }
        : { orderId: topup.code };
    try {
      const status = await gateway.getStatus(lookup);
      if (!status || status.orderId !== topup.code || status.state === 'pending') continue;
      if (status.state === 'refunded') continue;
      const r = await applyGatewayEvent(deps, provider, {
        eventKey: `reconcile:${status.providerRef}:${status.state}`,
        orderId: topup.code,
        providerRef: status.providerRef,
        transactionId: status.providerRef,
        state: status.state,
        amount: status.amount,
        raw: status.raw,
      });
      if (!r.duplicate) applied++;
    } catch (err) {
      // Unreachable now, or an answer we could not use: the next run asks again; the rest go on.
      if (!(err instanceof PaymentUnavailable)) console.error('[payment] reconcile', topup.code, err);
    }
  }
  return applied;
}

/**
 * What the gateway received for a purchase, into the buyer's deposit (key from the provider's
 * transaction id, so once): all of it but the pg service fee the buyer paid, which is the gateway's
 * and lands in `fees`. As for top-ups (deposit/credit.ts), a fee the merchant bears
 * (pay_external_payment_fee off) is our expense, revenue → fees. Inside the caller's transaction.
 */
export async function creditPurchasePayment(
  tx: Db,
  provider: GatewayProviderName,
  event: Pick<PaymentEvent, 'transactionId' | 'amount'>,
  trx: typeof transactions.$inferSelect,
) {
  const moved = await transfer(tx, {
    key: `pay:${provider}:${event.transactionId}`,
    debit: `gateway:${provider}`,
    credit: { userId: trx.userId, kind: 'deposit' },
    amount: event.amount - trx.pgServiceFee,
    kind: 'purchase_payment',
    reference: trx.refId,
  });
  const merchantFee =
    trx.pgServiceFee > 0
      ? 0
      : gatewayFee(trx.paymentMethod as PaymentMethodCode, trx.price, {
          shopeepayOwnRate: (await getDepositSettings(tx)).shopeepay_own_rate,
        });
  const fee = trx.pgServiceFee > 0 ? trx.pgServiceFee : merchantFee;
  if (fee > 0) {
    await transfer(tx, {
      key: `pay:${provider}:${event.transactionId}:fee`,
      debit: trx.pgServiceFee > 0 ? `gateway:${provider}` : 'revenue',
      credit: 'fees',
      amount: fee,
      kind: 'payment_fee',
      reference: trx.refId,
      meta: { borne_by: trx.pgServiceFee > 0 ? 'customer' : 'merchant' },
    });
  }
  return moved;
}
