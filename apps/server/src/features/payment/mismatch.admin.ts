import { formatRupiah } from '@konter/core/money';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerTransfers, paymentEvents, transactions } from '../../db/schema/index.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { PaymentEvent } from '../../providers/payment/gateway.js';
import { registerApprovalKind } from '../admin/approvals.js';
import { creditTopupTx, publishTopup } from '../deposit/credit.js';
import { cliOperator } from '../deposit/deposit.admin.js';
import { lockTopup } from '../deposit/deposit.repository.js';
import { creditPurchasePayment, type GatewayProviderName } from './payment-events.js';

/**
 * Gateway payments whose paid amount differs from what Konter asked (payment-events.ts records them
 * as `amount mismatch: …` and credits nothing). The money is the customer's: an administrator
 * reviews each one and either credits what the gateway confirms it received to the payer's deposit
 * (less the fee the payer paid, as for any top-up or purchase payment; the purchase itself is not
 * made and ends `canceled`), or dismisses it with a reason (refunded at the gateway, say). The
 * reconciliation jobs may queue the same payment a second time: deciding that copy moves nothing. Either way the
 * inbox row leaves the queue, under its lock, so a payment is decided once.
 */
const PENDING = 'amount mismatch:%';

export async function listMismatches(deps: Deps) {
  const rows = await deps.database.db
    .select()
    .from(paymentEvents)
    .where(like(paymentEvents.outcome, PENDING))
    .orderBy(asc(paymentEvents.id));
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
  if (!Number.isSafeInteger(id))
    throw new AppError('not_found', `No payment waiting for review with id ${id}`);
  const db = deps.database.db;
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
  if (!row?.outcome?.startsWith('amount mismatch:'))
    throw new AppError('not_found', `No payment waiting for review with id ${id}`);
  const provider = row.provider as GatewayProviderName;
  const gateway = deps.gateways?.[provider];
  if (!gateway) throw new AppError('conflict', `${provider} is not configured here`);
  // The amount is the provider's own answer now, not the notification's.
  const confirmed = await gateway.confirm(row.payload as PaymentEvent);
  if (!confirmed.ok || confirmed.event.state !== 'paid')
    throw new AppError(
      'conflict',
      `${provider} does not confirm a payment: ${confirmed.ok ? confirmed.event.state : confirmed.reason}`,
    );
  const event = confirmed.event;
  const key = `pay:${provider}:${event.transactionId}`;
  const after: (() => void)[] = [];
  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.id, id), like(paymentEvents.outcome, PENDING)))
      .for('update')
      .limit(1);
    if (!locked) throw new AppError('conflict', `Payment ${id} was decided meanwhile`);
    let result: string;
    if (event.orderId.startsWith('DEP')) {
      const topup = await lockTopup(tx, { code: event.orderId });
      if (!topup) throw new AppError('not_found', `No top-up ${event.orderId}`);
      if (topup.status === 'success') {
        // The same payment, queued twice (its notification and the reconciliation): decided already.
        const [same] = await tx
          .select({ id: ledgerTransfers.id })
          .from(ledgerTransfers)
          .where(eq(ledgerTransfers.key, key))
          .limit(1);
        if (!same) throw new AppError('conflict', `${topup.code} is credited already, by another payment`);
        await markReviewed(tx, id, `reviewed by ${by}: this payment was credited already`);
        return `${topup.code}: this payment was credited already; nothing moved`;
      }
      if (event.amount <= topup.fee)
        throw new AppError('conflict', `${formatRupiah(event.amount)} does not cover the fee`);
      const credited = await creditTopupTx(deps, tx, topup, {
        now: new Date(),
        received: event.amount,
        ledgerKey: key,
        reviewedBy: by,
      });
      after.push(() => publishTopup(deps, credited.topup, credited));
      result = `${topup.code}: ${formatRupiah(event.amount)} received, ${formatRupiah(credited.topup.creditedAmount ?? 0)} credited to user #${topup.userId}`;
    } else {
      const [trx] = await tx
        .select()
        .from(transactions)
        .where(eq(transactions.refId, event.orderId))
        .limit(1);
      if (!trx) throw new AppError('not_found', `No purchase ${event.orderId}`);
      if (event.amount <= trx.pgServiceFee)
        throw new AppError('conflict', `${formatRupiah(event.amount)} does not cover the fee`);
      const moved = await creditPurchasePayment(tx, provider, event, trx);
      const credited = event.amount - trx.pgServiceFee;
      if (moved.replayed) {
        await markReviewed(tx, id, `reviewed by ${by}: this payment was credited already`);
        return `${trx.refId}: this payment was credited already; nothing moved`;
      }
      // The purchase is not made: it ends now instead of waiting (and being looked up) forever.
      const now = new Date();
      const [ended] = await tx
        .update(transactions)
        .set({
          status: 'canceled',
          paymentStatus: 'paid',
          failedReason: 'Jumlah pembayaran tidak sesuai tagihan; dana masuk ke deposit',
          settledAt: now,
          updatedAt: now,
        })
        .where(and(eq(transactions.id, trx.id), eq(transactions.status, 'unprocessed')))
        .returning({ refId: transactions.refId, status: transactions.status });
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
        title: `Pembayaran ${formatRupiah(credited)} masuk ke deposit`,
        body: `Pembayaran untuk ${trx.refId} tidak sama dengan tagihannya, jadi transaksi tidak diproses. Dananya sudah masuk ke saldo deposit Anda (sekarang ${formatRupiah(moved.creditBalanceAfter)}).`,
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

const markReviewed = (tx: Db, id: number, outcome: string) =>
  tx
    .update(paymentEvents)
    .set({ outcome: outcome.slice(0, 500) })
    .where(eq(paymentEvents.id, id));

/** Leaves the payment uncredited (handled at the gateway), with the reason on record. */
export async function dismissMismatch(deps: Deps, id: number, reason: string, by = cliOperator()) {
  if (!Number.isSafeInteger(id))
    throw new AppError('not_found', `No payment waiting for review with id ${id}`);
  const [row] = await deps.database.db
    .update(paymentEvents)
    .set({ outcome: `reviewed by ${by}: dismissed, ${reason}`.slice(0, 500) })
    .where(and(eq(paymentEvents.id, id), like(paymentEvents.outcome, PENDING)))
    .returning({ id: paymentEvents.id });
  if (!row) throw new AppError('not_found', `No payment waiting for review with id ${id}`);
  return `payment ${id} dismissed: ${reason}`;
}

registerApprovalKind({
  kind: 'payment',
  description: 'gateway payments whose amount differs from the request (paid, not credited)',
  list: listMismatches,
  approve: (deps, id) => creditMismatch(deps, Number(id)),
  reject: (deps, id, reason) => dismissMismatch(deps, Number(id), reason),
});
