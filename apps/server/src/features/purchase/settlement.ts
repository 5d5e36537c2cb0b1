import { ledgerOps } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { jakartaDay } from '../../lib/time.js';
import { type SupplierTransaction, SupplierUnavailable } from '../../providers/supplier/supplier.js';
import type { NotificationInput } from '../notifications/index.js';
import { sendEsimMail } from './esim-mail.js';
import type { Settlement } from './purchase.batch.repository.js';
import { claimDue, findByRef, scheduleCheck, type Transaction } from './purchase.repository.js';

/**
 * Re-check back-off for a transaction the supplier left pending or that we could not reach:
 * the first check within a minute, then further apart (the supplier's callback usually comes first).
 */
const DIGIFLAZZ_TEST_NUMBERS = /^08780000123[0-4]$/;

const BACKOFF_SECONDS = [30, 60, 120, 300, 600, 1800, 3600];
export const nextCheckDelay = (attempts: number) =>
  BACKOFF_SECONDS[Math.min(attempts, BACKOFF_SECONDS.length - 1)]! * 1000;

/**
 * Applies the supplier's answer (from a top-up, a re-check or a callback) to a transaction, once:
 * success posts the hold (escrow → revenue, then revenue → supplier at the supplier's price) and
 * stores SN, prices and profit; failure voids the hold, which refunds the payer. Either is one
 * statement (`settleMany`, shared with the other answers of the moment). A pending answer only
 * schedules the next re-check. Repeated or late
 * answers change nothing. `loaded` is the row when the caller has it (the purchase's fast path):
 * what is read from it (prices, hold, names) never changes after the row is created.
 */
export async function applySupplierResult(
  deps: Deps,
  refId: string,
  r: SupplierTransaction,
  loaded?: Transaction,
): Promise<Transaction | undefined> {
  const db = deps.database.db;
  const trx = loaded ?? (await findByRef(db, refId));
  if (trx?.status !== 'processing' || trx.holdId === null) return trx;
  if (r.status === 'pending') {
    await scheduleCheck(db, refId, new Date(Date.now() + nextCheckDelay(trx.attempts)), r);
    return trx;
  }
  // One statement; under load shared with the other answers of the moment (the settlement batcher).
  const done = await deps.purchase.settle(r.status === 'success' ? successOf(trx, r) : failureOf(trx, r));
  if (!done) return undefined;
  deps.notifier.publish([done.notification]);
  deps.bus.publish({
    userId: done.trx.userId,
    event: 'transaction.updated',
    payload: { ref_id: done.trx.refId, status: done.trx.status },
  });
  // A successful eSIM's activation code goes to its e-mail (outbox, once; a sweep covers a crash here).
  if (done.trx.productType === 'esim' && done.trx.status === 'success')
    void sendEsimMail(deps, done.trx).catch((err) =>
      deps.logger.error({ err, refId, feature: 'purchase' }, 'eSIM e-mail failed'),
    );
  return done.trx;
}

function successOf(trx: Transaction, r: SupplierTransaction): Settlement {
  const cost = r.price > 0 ? r.price : trx.supplierPrice;
  const values = {
    status: 'success' as const,
    serialNumber: r.sn || null,
    supplierPrice: cost,
    margin: trx.price - cost - trx.uplineCashback,
    loss: Math.max(0, cost + trx.uplineCashback - trx.price),
    supplierStatus: r.status,
    supplierRc: r.rc,
    supplierMessage: r.message,
  };
  return {
    refId: trx.refId,
    values,
    money: [
      ledgerOps.postHold({ credit: 'revenue', key: `trx:${trx.refId}:post` }),
      ledgerOps.transfer({
        key: `trx:${trx.refId}:cost`,
        debit: 'revenue',
        credit: 'supplier',
        amount: cost,
        kind: 'purchase_cost',
        reference: trx.refId,
      }),
    ],
    notification: notificationFor({ ...trx, ...values }),
    // Cashback is credited the next day (spec §9.2) by the daily cashback job.
    accrual:
      trx.uplineUserId && trx.uplineCashback > 0
        ? {
            userId: trx.uplineUserId,
            amount: trx.uplineCashback,
            creditOn: jakartaDay(new Date(Date.now() + 86400_000)),
          }
        : undefined,
  };
}

/**
 * A failure refunds the payer. Refunds only ever go to the deposit (spec §1, §9.3): a purchase paid
 * from cashback gets its money back as deposit (the hold is posted to the deposit, and the cashback
 * wallet keeps its lower balance); a deposit purchase's hold is voided, the same thing in one move.
 * A loan purchase's hold returns to the loan account: that is the unused credit line coming back,
 * not money paid out (ADR 0006), so no debt is left for a sale that never happened.
 */
function failureOf(trx: Transaction, r: SupplierTransaction): Settlement {
  const toDeposit = trx.paymentMethod === 'cashback';
  const values = {
    status: 'failed' as const,
    failedReason: r.reason ?? 'reason_supplier_failed',
    // start/end balance are the paying wallet's: unchanged after a void, lower after a cashback refund
    endBalance: toDeposit ? trx.endBalance : trx.startBalance,
    margin: 0,
    supplierStatus: r.status,
    supplierRc: r.rc,
    supplierMessage: r.message,
  };
  return {
    refId: trx.refId,
    values,
    money: [
      toDeposit
        ? ledgerOps.postHold({
            credit: { userId: trx.userId, kind: 'deposit' },
            key: `trx:${trx.refId}:refund`,
          })
        : ledgerOps.voidHold(),
    ],
    notification: notificationFor({ ...trx, ...values }),
  };
}

/**
 * The owner's notification of a purchase's state (issue 3: every state change has one): processing
 * when it is placed, waiting for payment when a gateway pays for it, then success or failure.
 */
export function notificationFor(
  t: Pick<
    Transaction,
    | 'userId'
    | 'status'
    | 'productName'
    | 'destination'
    | 'serialNumber'
    | 'failedReason'
    | 'paymentMethod'
    | 'refId'
  >,
): NotificationInput {
  const data = { ref_id: t.refId, status: t.status };
  const params = { product: t.productName, destination: t.destination };
  const base = { userId: t.userId, type: 'transaction' as const, data };
  switch (t.status) {
    case 'success':
      return t.serialNumber
        ? {
            ...base,
            status: 1,
            title: 'purchase_success_title',
            body: 'purchase_sn_body',
            params: { ...params, sn: t.serialNumber },
          }
        : { ...base, status: 1, title: 'purchase_success_title', params };
    case 'processing':
      return { ...base, status: 0, title: 'purchase_processing_title', params };
    case 'unprocessed':
      return { ...base, status: 0, title: 'purchase_unpaid_title', params };
    default: {
      const reason = t.failedReason ?? '';
      if (t.status === 'failed') {
        const body = t.paymentMethod === 'loan' ? 'purchase_loan_restored_body' : 'purchase_refunded_body';
        return { ...base, status: 2, title: 'purchase_failed_title', body, params: { ...params, reason } };
      }
      return reason
        ? {
            ...base,
            status: 2,
            title: 'purchase_failed_title',
            body: 'free_text',
            params: { ...params, text: reason },
          }
        : { ...base, status: 2, title: 'purchase_failed_title', params };
    }
  }
}

/** Sends (or re-sends: the same ref_id is the status check) a transaction to the supplier and applies the answer. */
export async function dispatch(deps: Deps, refId: string, loaded?: Transaction): Promise<void> {
  // The purchase request passes the row it just committed, saving a read on the hot path.
  const trx = loaded ?? (await findByRef(deps.database.db, refId));
  if (trx?.status !== 'processing') return;
  try {
    if (trx.kind === 'postpaid') {
      // The first send pays; after that (supplier_status set) only the status is asked.
      const req = { refId: trx.refId, sku: trx.supplierSku, customerNo: trx.destination };
      if (!trx.supplierStatus)
        await scheduleCheck(deps.database.db, refId, trx.nextCheckAt ?? new Date(), {
          status: 'sent',
          rc: '',
          message: '',
        });
      const r = trx.supplierStatus
        ? await deps.supplier.statusPostpaid(req)
        : await deps.supplier.payPostpaid(req);
      await applySupplierResult(deps, refId, r, trx);
      return;
    }
    const r = await deps.supplier.topup({
      refId: trx.refId,
      sku: trx.supplierSku,
      customerNo: trx.destination,
      // With the built-in simulator, Digiflazz's documented test numbers behave as documented
      // (…1230 success, …1232 failure, …1233/…1234 pending then callback): demos and tests use them.
      testing: deps.config.supplierSimulated && DIGIFLAZZ_TEST_NUMBERS.test(trx.destination),
    });
    // rc 49 "ref_id not unique": a transaction under our ref_id exists, so this refusal says nothing
    // about its outcome; refunding now could pay out a sale that succeeded. Look again later.
    if (r.rc === '49') throw new SupplierUnavailable('supplier refused the ref_id as not unique (rc 49)');
    await applySupplierResult(deps, refId, r, trx);
  } catch (err) {
    if (!(err instanceof SupplierUnavailable)) throw err;
    // Unknown outcome: never refund on a guess; look again later with the same ref_id.
    await scheduleCheck(deps.database.db, refId, new Date(Date.now() + nextCheckDelay(trx.attempts)), {
      status: 'unknown',
      rc: '',
      message: err.message.slice(0, 200),
    });
  }
}

/**
 * Re-checks unsettled transactions whose time has come. Claims are leased with SKIP LOCKED, so
 * several workers or instances share the work safely.
 */
export async function recheckDue(deps: Deps, opts: { limit?: number } = {}): Promise<number> {
  const claimed = await deps.database.db.transaction((tx) => claimDue(tx, opts.limit ?? 100, 60));
  await dispatchAll(deps, claimed);
  return claimed.length;
}

/** At start-up: every transaction a previous run left unsettled, each re-checked once, in id order. */
export async function recheckAllUnsettled(deps: Deps, batch = 100): Promise<number> {
  let afterId = 0;
  let total = 0;
  for (;;) {
    const claimed = await deps.database.db.transaction((tx) => claimDue(tx, batch, 60, afterId));
    await dispatchAll(deps, claimed);
    total += claimed.length;
    if (claimed.length < batch) return total;
    afterId = claimed.at(-1)!.id;
  }
}

async function dispatchAll(deps: Deps, claimed: { refId: string }[]) {
  for (const { refId } of claimed) {
    try {
      await dispatch(deps, refId);
    } catch (err) {
      deps.logger.error({ err, refId, feature: 'purchase' }, 're-check failed');
    }
  }
}
