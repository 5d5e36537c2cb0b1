import type { PaymentOrder } from '@konter/core/contracts/deposit';
import type { Locale } from '@konter/core/messages/index';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { User } from '../auth/index.js';
import { createTopup, findTopupByCode } from '../deposit/index.js';
import { findByRef, retryGatewayPurchase } from '../purchase/index.js';

/**
 * GET payment/orders/{orderId}: what the return pages (/midtrans/finish|unfinish|error) show — the
 * state from our server, never from the redirect's query string. The owner's only.
 */
export async function paymentOrder(deps: Deps, user: User, orderId: string): Promise<PaymentOrder> {
  const db = deps.database.db;
  if (orderId.startsWith('DEP')) {
    const t = await findTopupByCode(db, orderId);
    if (!t || t.userId !== user.id) throw new AppError('payment_order_not_found');
    return {
      order_id: t.code,
      kind: 'deposit',
      status: t.status === 'success' ? 'paid' : t.status,
      amount: t.total,
      payment_url: t.status === 'pending' ? t.paymentUrl : null,
    };
  }
  const trx = await findByRef(db, orderId);
  if (!trx || trx.userId !== user.id) throw new AppError('payment_order_not_found');
  return {
    order_id: trx.refId,
    kind: 'purchase',
    status: trx.status === 'unprocessed' ? 'pending' : trx.paymentStatus === 'paid' ? 'paid' : trx.status,
    amount: trx.price + trx.pgServiceFee,
    payment_url: trx.status === 'unprocessed' ? trx.paymentUrl : null,
  };
}

/**
 * POST payment/orders/{orderId}/retry: "try again" after a gateway payment failed or expired — a
 * new payment of the same thing through the same channel (a top-up of the same nominal; the same
 * purchase, see retryGatewayPurchase), answered as its payment order with the new payment page.
 * Anything still waiting, paid, or not paid by a gateway cannot be retried (409).
 */
export async function retryPayment(
  deps: Deps,
  user: User,
  orderId: string,
  locale: Locale,
): Promise<PaymentOrder> {
  if (orderId.startsWith('DEP')) {
    const t = await findTopupByCode(deps.database.db, orderId);
    if (!t || t.userId !== user.id) throw new AppError('payment_order_not_found');
    if (!['failed', 'expired'].includes(t.status) || t.paymentUrl === null)
      throw new AppError('payment_retry_not_possible');
    const next = await createTopup(deps, user, { nominal: t.nominal, method: t.method }, { locale });
    return paymentOrder(deps, user, next.code);
  }
  const next = await retryGatewayPurchase(deps, user, orderId);
  // A second tap at the same moment gets the first tap's purchase (its idempotency key), maybe
  // before the gateway has answered with its page: wait for that page rather than answer without it.
  for (let i = 0; ; i++) {
    const order = await paymentOrder(deps, user, next.refId);
    if (order.payment_url || order.status !== 'pending' || i >= PAGE_WAIT_TRIES) return order;
    await new Promise((r) => setTimeout(r, PAGE_WAIT_MS));
  }
}

/** How long a concurrent "try again" waits for the first one's payment page: 40 × 250 ms. */
const PAGE_WAIT_TRIES = 40;
const PAGE_WAIT_MS = 250;
