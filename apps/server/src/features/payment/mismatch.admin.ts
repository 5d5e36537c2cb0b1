import { formatRupiah } from '@konter/core/money';
import type { ApprovalKind } from '../../lib/approvals.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { cliOperator } from '../../lib/operator.js';
import type { PaymentEvent } from '../../providers/payment/gateway.js';
import { creditTopupTx, lockTopup, publishTopup } from '../deposit/index.js';
import {
  dismissMismatchRow,
  findEvent,
  findPurchaseByRef,
  ledgerKeyUsed,
  lockMismatch,
  markReviewed,
  mismatchRows,
  updateWaitingPurchase,
} from './payment.repository.js';
import { creditPurchasePayment, type GatewayProviderName } from './payment-effects.js';

/**
 * Gateway payments whose paid amount differs from what Konter asked (payment-events.ts records them
 * as `amount mismatch: …` and credits nothing). The money is the customer's: an administrator
 * reviews each one and either credits what the gateway confirms it received to the payer's deposit
 * (less the fee the payer paid, as for any top-up or purchase payment; the purchase itself is not
 * made and ends `canceled`), or dismisses it with a reason (refunded at the gateway, say). The
 * reconciliation jobs may queue the same payment a second time: deciding that copy moves nothing. Either way the
 * inbox row leaves the queue, under its lock, so a payment is decided once.
 */
export async function listMismatches(deps: Deps) {
  const rows = await mismatchRows(deps.database.db);
  return rows.map((r) => {
    const e = r.payload as Partial<PaymentEvent>;
    return {
      id: String(r.id),
      createdAt: r.receivedAt,
      summary: `${r.provider} ${e.orderId ?? '?'} (${e.transactionId ?? '?'}): ${r.outcome?.slice('amount mismatch: '.length)}`,
    };
  });
}

/** Credits what the provider confirms was paid, once. */
export async function creditMismatch(deps: Deps, id: number, by = cliOperator()): Promise<string> {
  if (!Number.isSafeInteger(id)) throw new AppError('mismatch_not_found', { id: String(id) });
  const db = deps.database.db;
  const row = await findEvent(db, id);
  if (!row?.outcome?.startsWith('amount mismatch:'))
    throw new AppError('mismatch_not_found', { id: String(id) });
  const provider = row.provider as GatewayProviderName;
  const gateway = deps.gateways?.[provider];
  if (!gateway) throw new AppError('gateway_not_configured', { provider });
  // The amount is the provider's own answer now, not the notification's.
  const confirmed = await gateway.confirm(row.payload as PaymentEvent);
  if (!confirmed.ok || confirmed.event.state !== 'paid')
    throw new AppError('payment_not_confirmed', {
      provider,
      reason: confirmed.ok ? confirmed.event.state : confirmed.reason,
    });
  const event = confirmed.event;
  const key = `pay:${provider}:${event.transactionId}`;
  const after: (() => void)[] = [];
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockMismatch(tx, id);
    if (!locked) throw new AppError('mismatch_decided', { id });
    let result: string;
    if (event.orderId.startsWith('DEP')) {
      const topup = await lockTopup(tx, { code: event.orderId });
      if (!topup) throw new AppError('mismatch_topup_not_found', { code: event.orderId });
      if (topup.status === 'success') {
        // The same payment, queued twice (its notification and the reconciliation): decided already.
        if (!(await ledgerKeyUsed(tx, key)))
          throw new AppError('mismatch_credited_elsewhere', { code: topup.code });
        await markReviewed(tx, id, `reviewed by ${by}: this payment was credited already`);
        return `${topup.code}: this payment was credited already; nothing moved`;
      }
      if (event.amount <= topup.fee)
        throw new AppError('received_below_fee', { amount: formatRupiah(event.amount) });
      const credited = await creditTopupTx(deps, tx, topup, {
        now: new Date(),
        received: event.amount,
        ledgerKey: key,
        reviewedBy: by,
      });
      after.push(() => publishTopup(deps, credited.topup, credited));
      result = `${topup.code}: ${formatRupiah(event.amount)} received, ${formatRupiah(credited.topup.creditedAmount ?? 0)} credited to user #${topup.userId}`;
    } else {
      const trx = await findPurchaseByRef(tx, event.orderId);
      if (!trx) throw new AppError('mismatch_purchase_not_found', { ref: event.orderId });
      if (event.amount <= trx.pgServiceFee)
        throw new AppError('received_below_fee', { amount: formatRupiah(event.amount) });
      const moved = await creditPurchasePayment(tx, provider, event, trx);
      const credited = event.amount - trx.pgServiceFee;
      if (moved.replayed) {
        await markReviewed(tx, id, `reviewed by ${by}: this payment was credited already`);
        return `${trx.refId}: this payment was credited already; nothing moved`;
      }
      // The purchase is not made: it ends now instead of waiting (and being looked up) forever.
      const now = new Date();
      const ended = await updateWaitingPurchase(tx, trx.id, {
        status: 'canceled',
        paymentStatus: 'paid',
        failedReason: 'reason_amount_mismatch',
        settledAt: now,
        updatedAt: now,
      });
      if (ended)
        after.push(() =>
          deps.bus.publish({
            userId: trx.userId,
            event: 'transaction.updated',
            payload: { ref_id: ended.refId, status: ended.status },
          }),
        );
      const note = await deps.notifier.record(tx, {
        userId: trx.userId,
        type: 'deposit',
        status: 1,
        title: 'mismatch_credited_title',
        body: 'mismatch_credited_body',
        params: {
          amount: formatRupiah(credited),
          ref: trx.refId,
          balance: formatRupiah(moved.creditBalanceAfter),
        },
        data: { ref_id: trx.refId, amount: credited },
      });
      after.push(() => deps.notifier.publish([note]));
      result = `${trx.refId}: ${formatRupiah(event.amount)} received, ${formatRupiah(credited)} credited to the deposit of user #${trx.userId}`;
    }
    await markReviewed(tx, id, `reviewed by ${by}: credited ${event.amount}`);
    return result;
  });
  for (const publish of after) publish();
  return outcome;
}

/** Leaves the payment uncredited (handled at the gateway), with the reason on record. */
export async function dismissMismatch(deps: Deps, id: number, reason: string, by = cliOperator()) {
  if (!Number.isSafeInteger(id)) throw new AppError('mismatch_not_found', { id: String(id) });
  const row = await dismissMismatchRow(deps.database.db, id, `reviewed by ${by}: dismissed, ${reason}`);
  if (!row) throw new AppError('mismatch_not_found', { id: String(id) });
  return `payment ${id} dismissed: ${reason}`;
}

export const paymentMismatchApproval: ApprovalKind = {
  kind: 'payment',
  description: 'gateway payments whose amount differs from the request (paid, not credited)',
  list: listMismatches,
  approve: (deps, id) => creditMismatch(deps, Number(id)),
  reject: (deps, id, reason) => dismissMismatch(deps, Number(id), reason),
};
