import type { Deps } from '../../lib/deps.js';
import { type PaymentLookup, PaymentUnavailable } from '../../providers/payment/gateway.js';
import { endWaitingPurchase } from '../purchase/index.js';
import { openGatewayTopups, waitingPurchasesDue } from './payment.repository.js';
import type { GatewayProviderName } from './payment-effects.js';
import { applyGatewayEvent } from './payment-events.js';

/** The payment feature's process state (in deps.payment, built by createDeps). */
export interface PaymentState {
  /** Where the next reconciliation run of open top-ups starts (0: from the oldest). */
  topupCursor: number;
}

export const createPaymentState = (): PaymentState => ({ topupCursor: 0 });

/**
 * Purchases still waiting for their gateway payment past the pay-before time (plus a minute's grace
 * for a late notification): the provider is asked. Paid → applied like a notification (the same
 * ledger key as the provider's own notification, so whichever comes first counts, once); anything
 * else → the purchase ends as `expired`. A provider that cannot be reached is asked again next run.
 */
export async function reconcileWaitingPurchases(deps: Deps, now = new Date()): Promise<number> {
  const due = await waitingPurchasesDue(deps.database.db, new Date(now.getTime() - 60_000));
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
      } else if (await endWaitingPurchase(deps, w.refId, 'expired', 'reason_payment_expired')) {
        ended++;
      }
    } catch (err) {
      if (!(err instanceof PaymentUnavailable)) throw err;
    }
  }
  return ended;
}

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
  const batch = 100;
  const state = deps.payment;
  const open = await openGatewayTopups(deps.database.db, {
    afterId: state.topupCursor,
    createdBefore: new Date(now.getTime() - minAgeMs),
    expiredAfter: new Date(now.getTime() - 3_600_000),
    limit: batch,
  });
  // More than a batch open: the next run goes on after this one's last, then starts over.
  state.topupCursor = open.length === batch ? open.at(-1)!.id : 0;
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
      if (!(err instanceof PaymentUnavailable))
        deps.logger.error({ feature: 'payment', code: topup.code, err }, 'top-up reconciliation failed');
    }
  }
  return applied;
}
