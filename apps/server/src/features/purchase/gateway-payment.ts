import { type PaymentMethodCode, parsePaymentMethod, paymentFee } from '@konter/core/payment';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { returnUrlsFor } from '../../providers/payment/gateway.js';
import type { User } from '../auth/index.js';
import { getDepositSettings } from '../deposit/index.js';
import {
  endWaiting,
  insertTransaction,
  type NewTransaction,
  setPaymentPage,
  type Transaction,
} from './purchase.repository.js';
import { notificationFor } from './settlement.js';

// A purchase paid through a payment gateway instead of a wallet (issue #4 §3; the visitors' one-page
// checkout builds on it). The row waits as `unprocessed` / `unpaid`; the gateway's confirmed payment
// (features/payment/payment-events.ts) is credited to the buyer's deposit and held from there in one
// database transaction, so from then on it is an ordinary deposit purchase: a supplier failure
// refunds to the deposit (spec: refunds only ever go to the deposit). An expired payment ends the
// purchase as `expired`; nothing moved.

/** How long the buyer has to pay. */
export const PURCHASE_PAYMENT_MINUTES = 60;

/**
 * The customer's total for a gateway-paid purchase: the price plus the gateway fee when the deposit
 * settings let the customer bear it (`pay_external_payment_fee`), as GET payment/fee shows it.
 */
export async function purchasePaymentTotal(deps: Deps, method: PaymentMethodCode, price: number) {
  const s = await getDepositSettings(deps.database.db);
  return paymentFee({
    method,
    amount: price,
    purpose: 'payment',
    customerPaysFee: s.pay_external_payment_fee,
    shopeepayOwnRate: s.shopeepay_own_rate,
  });
}

/**
 * Inserts the waiting row and asks the gateway for a payment page. The row is committed first (the
 * gateway's order id is our ref_id, so a repeated attempt can be recognised); if the gateway cannot
 * be reached the purchase is canceled at once and the caller gets 503 — nothing was paid.
 */
export async function startGatewayPurchase(
  deps: Deps,
  user: User,
  row: NewTransaction,
): Promise<Transaction> {
  const method = row.paymentMethod as PaymentMethodCode;
  const parsed = parsePaymentMethod(method);
  const gateway =
    parsed && parsed.provider !== 'bank_transfer' ? deps.gateways?.[parsed.provider] : undefined;
  if (!parsed || !gateway) throw fieldError('payment_method', 'purchase_payment_method_unavailable');
  const { fee, total } = await purchasePaymentTotal(deps, method, row.price);
  const expiresAt = new Date(Date.now() + PURCHASE_PAYMENT_MINUTES * 60_000);
  const db = deps.database.db;
  const { waiting, note } = await db.transaction(async (tx) => {
    const t = await insertTransaction(tx, {
      ...row,
      status: 'unprocessed',
      paymentStatus: 'unpaid',
      pgServiceFee: fee,
      paymentExpiresAt: expiresAt,
      nextCheckAt: null,
    });
    return { waiting: t, note: await deps.notifier.record(tx, notificationFor(t)) };
  });
  deps.notifier.publish([note]);
  const app = deps.config.APP_URL;
  try {
    const created = await gateway.createPayment({
      orderId: waiting.refId,
      amount: total,
      description: `${waiting.productName} ${waiting.destination}`,
      customer: { name: user.name, email: user.email || undefined, phone: user.hp },
      channel: parsed.channel,
      expiresInMinutes: PURCHASE_PAYMENT_MINUTES,
      returnUrls: returnUrlsFor(gateway.name, app, waiting.refId),
      callbackUrl: `${app}/api/v1/webhooks/${gateway.name}`,
    });
    return await setPaymentPage(db, waiting.refId, {
      paymentUrl: created.paymentUrl,
      paymentRef: created.providerRef,
      paymentExpiresAt: created.expiresAt < expiresAt ? created.expiresAt : expiresAt,
    });
  } catch {
    await endWaitingPurchase(deps, waiting.refId, 'canceled', 'reason_payment_not_started');
    throw new AppError('purchase_payment_unreachable', undefined, { retryAfter: 5 });
  }
}

/** A waiting purchase whose payment expired, failed or could not start ends without moving money. */
export async function endWaitingPurchase(
  deps: Deps,
  refId: string,
  status: 'expired' | 'canceled',
  reason: string,
): Promise<Transaction | undefined> {
  const ended = await deps.database.db.transaction(async (tx) => {
    const r = await endWaiting(tx, refId, status, reason);
    return r && { row: r, note: await deps.notifier.record(tx, notificationFor(r)) };
  });
  if (!ended) return undefined;
  deps.notifier.publish([ended.note]);
  deps.bus.publish({
    userId: ended.row.userId,
    event: 'transaction.updated',
    payload: { ref_id: ended.row.refId, status },
  });
  return ended.row;
}
