import type { PaymentOrder } from '@konter/core/contracts/deposit';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { User } from '../auth/index.js';
import { findTopupByCode } from '../deposit/index.js';
import { findByRef } from '../purchase/index.js';

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
