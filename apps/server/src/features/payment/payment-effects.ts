import { gatewayFee, type PaymentMethodCode } from '@konter/core/payment';
import type { Db } from '../../db/client.js';
import { hold, transfer } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { consoleEvent } from '../../lib/realtime.js';
import type { PaymentEvent } from '../../providers/payment/gateway.js';
import {
  creditTopupTx,
  failTopup,
  getDepositSettings,
  lockTopup,
  publishTopup,
  recordTopupEnded,
} from '../deposit/index.js';
import { dispatch, notificationFor } from '../purchase/index.js';
import {
  expirePendingTopup,
  lockPurchaseByRef,
  markTopupPaid,
  type PurchaseRow,
  updateWaitingPurchase,
} from './payment.repository.js';

export type GatewayProviderName = 'midtrans' | 'xendit';

/**
 * What a confirmed event does, by its order id: `DEP…` a top-up, `TRX…` a purchase. Inside the
 * caller's transaction; what must happen after commit (publishing, dispatching) goes to `after`.
 */
export async function applyEffect(
  deps: Deps,
  tx: Db,
  provider: GatewayProviderName,
  event: PaymentEvent,
  after: (() => void)[],
): Promise<string> {
  const outcome = await applyOrderEvent(deps, tx, provider, event, after);
  // A mismatched amount waits in the review queue: the staff console hears of it.
  if (outcome.startsWith('amount mismatch:')) after.push(() => deps.bus.publish(consoleEvent('payment')));
  return outcome;
}

function applyOrderEvent(
  deps: Deps,
  tx: Db,
  provider: GatewayProviderName,
  event: PaymentEvent,
  after: (() => void)[],
): Promise<string> {
  if (event.orderId.startsWith('DEP')) return applyTopupEvent(deps, tx, provider, event, after);
  if (event.orderId.startsWith('TRX')) return applyPurchaseEvent(deps, tx, provider, event, after);
  // An upper feature's order (the shop's SHP…), registered in createDeps (lib/payment-orders.ts).
  const kind = deps.paymentOrders?.find(event.orderId);
  if (kind) return kind.apply(deps, tx, provider, event, after);
  return Promise.resolve('unknown order');
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
    await markTopupPaid(tx, topup.id, now);
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
        ? await expirePendingTopup(tx, topup.id)
        : await failTopup(tx, topup.id, 'reason_payment_failed');
    if (!row) return 'unchanged';
    const notification = await recordTopupEnded(
      deps,
      tx,
      row,
      event.state,
      event.state === 'failed' ? 'reason_payment_failed' : null,
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
  const trx = await lockPurchaseByRef(tx, event.orderId);
  if (!trx?.paymentMethod.startsWith(`${provider}:`)) return 'unknown purchase';
  const waiting = trx.status === 'unprocessed';
  const now = new Date();
  if (event.state === 'paid') {
    // A checkout-link sale is paid at the visitor's price (customer_price); any other at `price`.
    const expected = (trx.customerPrice ?? trx.price) + trx.pgServiceFee;
    if (event.amount !== expected) return `amount mismatch: paid ${event.amount}, expected ${expected}`;
    await creditPurchasePayment(tx, provider, event, trx);
    if (!waiting) return `credited to deposit: purchase is ${trx.status}`;
    const h = await hold(tx, {
      key: `trx:${trx.refId}:hold`,
      source: { userId: trx.userId, kind: 'deposit' },
      amount: trx.price,
      kind: 'purchase',
      reference: trx.refId,
    });
    const row = (await updateWaitingPurchase(tx, trx.id, {
      status: 'processing',
      paymentStatus: 'paid',
      holdId: h.holdId,
      startBalance: h.sourceBalanceAfter === null ? null : h.sourceBalanceAfter + trx.price,
      endBalance: h.sourceBalanceAfter,
      nextCheckAt: new Date(now.getTime() + 60_000),
      updatedAt: now,
    }))!;
    // The purchase's one notification comes with its outcome (settlement.ts), not now.
    after.push(() => {
      deps.bus.publish({
        userId: row.userId,
        event: 'transaction.updated',
        payload: { ref_id: row.refId, status: row.status },
      });
      void dispatch(deps, row.refId, row).catch((err) =>
        deps.logger.error({ feature: 'payment', ref: row.refId, err }, 'dispatch failed'),
      );
    });
    return 'paid: purchase processing';
  }
  if ((event.state === 'expired' || event.state === 'failed') && waiting) {
    const status = event.state === 'expired' ? 'expired' : 'canceled';
    const ended = await updateWaitingPurchase(tx, trx.id, {
      status,
      paymentStatus: status,
      failedReason: event.state === 'expired' ? 'reason_payment_expired' : 'reason_payment_failed',
      settledAt: now,
      updatedAt: now,
    });
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
 * What the gateway received for a purchase, into the buyer's deposit (key from the provider's
 * transaction id, so once): all of it but the pg service fee the buyer paid, which is the gateway's
 * (for a checkout-link sale that is the visitor's customer_price, into the seller's deposit: the
 * hold then takes `price`, and the markup stays there — ADR 0016)
 * and lands in `fees`. As for top-ups (deposit/credit.ts), a fee the merchant bears
 * (pay_external_payment_fee off) is our expense, revenue → fees. Inside the caller's transaction.
 */
export async function creditPurchasePayment(
  tx: Db,
  provider: GatewayProviderName,
  event: Pick<PaymentEvent, 'transactionId' | 'amount'>,
  trx: PurchaseRow,
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
      : gatewayFee(trx.paymentMethod as PaymentMethodCode, trx.customerPrice ?? trx.price, {
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
