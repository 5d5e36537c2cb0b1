import { type PaymentMethodCode, parsePaymentMethod, paymentFee } from '@konter/core/payment';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { jakartaDayStart } from '../../lib/time.js';
import { returnUrlsFor } from '../../providers/payment/gateway.js';
import type { User } from '../auth/index.js';
import { getDepositSettings } from '../deposit/index.js';
import {
  endWaiting,
  insertTransaction,
  markBillWaitingForPayment,
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
  const gateway = gatewayOf(deps, method);
  const { fee } = await purchasePaymentTotal(deps, method, row.price);
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
  return openPaymentPage(deps, user, waiting, gateway);
}

/**
 * An inquired postpaid bill paid through a gateway (spec §1 "or other payment channels"): the bill
 * waits for its payment, which must come the same Jakarta day (the supplier pays an inquiry only on
 * the day it was made), then goes on as a deposit payment (payment-effects.ts).
 */
export async function startGatewayBillPayment(
  deps: Deps,
  user: User,
  bill: Transaction,
  method: PaymentMethodCode,
): Promise<Transaction> {
  const gateway = gatewayOf(deps, method);
  const { fee } = await purchasePaymentTotal(deps, method, bill.price);
  const dayEnd = new Date(jakartaDayStart().getTime() + 24 * 3_600_000 - 5 * 60_000);
  const expiresAt = new Date(Math.min(Date.now() + PURCHASE_PAYMENT_MINUTES * 60_000, dayEnd.getTime()));
  if (expiresAt.getTime() <= Date.now()) throw fieldError('ref_ids', 'bill_expired');
  const db = deps.database.db;
  const waiting = await db.transaction(async (tx) => {
    const t = await markBillWaitingForPayment(tx, bill.refId, {
      paymentMethod: method,
      pgServiceFee: fee,
      paymentExpiresAt: expiresAt,
    });
    if (!t) throw fieldError('ref_ids', 'bill_not_payable');
    return { row: t, note: await deps.notifier.record(tx, notificationFor(t)) };
  });
  deps.notifier.publish([waiting.note]);
  return openPaymentPage(deps, user, waiting.row, gateway);
}

function gatewayOf(deps: Deps, method: PaymentMethodCode) {
  const parsed = parsePaymentMethod(method);
  const gateway =
    parsed && parsed.provider !== 'bank_transfer' ? deps.gateways?.[parsed.provider] : undefined;
  if (!parsed || !gateway) throw fieldError('payment_method', 'purchase_payment_method_unavailable');
  return { gateway, channel: parsed.channel };
}

/**
 * Asks the gateway for the payment page of a committed waiting row (the gateway's order id is our
 * ref_id, so a repeated attempt can be recognised); if the gateway cannot be reached the purchase is
 * canceled at once and the caller gets 503 — nothing was paid.
 */
async function openPaymentPage(
  deps: Deps,
  user: User,
  waiting: Transaction,
  { gateway, channel }: ReturnType<typeof gatewayOf>,
): Promise<Transaction> {
  const app = deps.config.APP_URL;
  const expiresAt = waiting.paymentExpiresAt!;
  try {
    const created = await gateway.createPayment({
      orderId: waiting.refId,
      amount: waiting.price + waiting.pgServiceFee,
      description: `${waiting.productName} ${waiting.destination}`,
      customer: { name: user.name, email: user.email || undefined, phone: user.hp },
      channel,
      expiresInMinutes: Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 60_000)),
      returnUrls: returnUrlsFor(gateway.name, app, waiting.refId),
      callbackUrl: `${app}/api/v1/webhooks/${gateway.name}`,
    });
    return await setPaymentPage(deps.database.db, waiting.refId, {
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
