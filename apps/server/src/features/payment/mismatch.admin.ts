import { formatRupiah } from '@konter/core/money';
import type { Db } from '../../db/client.js';
import { type ApprovalEntry, type ApprovalKind, memberFields } from '../../lib/approvals.js';
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
  type PaymentEventRow,
  payerOf,
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
export async function listMismatches(deps: Deps): Promise<ApprovalEntry[]> {
  const out: ApprovalEntry[] = [];
  for (const r of await mismatchRows(deps.database.db)) out.push(await mismatchEntry(deps, r));
  return out;
}

const MISMATCH_TEXT = /^amount mismatch: paid (\d+), expected (\d+)/;

/** A payment of the review queue as the console shows it: the payer, what was paid and asked. */
async function mismatchEntry(deps: Deps, r: PaymentEventRow): Promise<ApprovalEntry> {
  const e = r.payload as Partial<PaymentEvent>;
  const amounts = MISMATCH_TEXT.exec(r.outcome ?? '');
  const paid = amounts ? Number(amounts[1]) : (e.amount ?? null);
  const payer = e.orderId ? await payerOf(deps.database.db, e.orderId) : undefined;
  return {
    id: String(r.id),
    createdAt: r.receivedAt,
    summary: `${r.provider} ${e.orderId ?? '?'} (${e.transactionId ?? '?'}): ${r.outcome?.slice('amount mismatch: '.length)}`,
    member: payer ?? null,
    amount: paid,
    fields: [
      ...memberFields(payer),
      { key: 'provider', value: r.provider, format: 'text' },
      { key: 'order', value: e.orderId ?? null, format: 'text' },
      { key: 'transaction_id', value: e.transactionId ?? null, format: 'text' },
      { key: 'paid', value: paid, format: 'money' },
      { key: 'expected', value: amounts ? Number(amounts[2]) : null, format: 'money' },
    ],
    image: null,
  };
}

/** Credits what the provider confirms was paid, once. */
export async function creditMismatch(
  deps: Deps,
  id: number,
  by = cliOperator(),
  inTx?: (tx: Db) => Promise<void>,
): Promise<string> {
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
        await inTx?.(tx);
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
        await inTx?.(tx);
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
    await inTx?.(tx);
    return result;
  });
  for (const publish of after) publish();
  return outcome;
}

/** Leaves the payment uncredited (handled at the gateway), with the reason on record. */
export async function dismissMismatch(
  deps: Deps,
  id: number,
  reason: string,
  by = cliOperator(),
  inTx?: (tx: Db) => Promise<void>,
) {
  if (!Number.isSafeInteger(id)) throw new AppError('mismatch_not_found', { id: String(id) });
  const row = await deps.database.db.transaction(async (tx) => {
    const dismissed = await dismissMismatchRow(tx, id, `reviewed by ${by}: dismissed, ${reason}`);
    if (dismissed) await inTx?.(tx);
    return dismissed;
  });
  if (!row) throw new AppError('mismatch_not_found', { id: String(id) });
  return `payment ${id} dismissed: ${reason}`;
}

export const paymentMismatchApproval: ApprovalKind = {
  kind: 'payment',
  description: 'gateway payments whose amount differs from the request (paid, not credited)',
  roles: ['finance'],
  list: listMismatches,
  async detail(deps, id) {
    const n = Number(id);
    const row = Number.isSafeInteger(n) ? await findEvent(deps.database.db, n) : undefined;
    const outcome = row?.outcome ?? '';
    const waiting = outcome.startsWith('amount mismatch:');
    // Only a payment that entered the review queue is an item: waiting, or reviewed since.
    if (!row || (!waiting && !outcome.startsWith('reviewed by '))) return undefined;
    return { ...(await mismatchEntry(deps, row)), pending: waiting };
  },
  approve: (deps, id, decision) => creditMismatch(deps, Number(id), decision?.by, decision?.inTx),
  reject: (deps, id, reason, decision) =>
    dismissMismatch(deps, Number(id), reason, decision?.by, decision?.inTx),
};
