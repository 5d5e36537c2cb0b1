import type { Db } from '../../db/client.js';
import { postHold, transfer, voidHold } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { jakartaDay } from '../../lib/time.js';
import { type SupplierTransaction, SupplierUnavailable } from '../../providers/supplier/supplier.js';
import type { NotificationRow } from '../notifications/notifier.js';
import {
  claimDue,
  findByRef,
  insertAccrual,
  scheduleCheck,
  settle,
  type Transaction,
} from './purchase.repository.js';

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
 * stores SN, prices and profit; failure voids the hold, which refunds the payer. A pending answer
 * only schedules the next re-check. Repeated or late answers change nothing.
 */
export async function applySupplierResult(
  deps: Deps,
  refId: string,
  r: SupplierTransaction,
): Promise<Transaction | undefined> {
  const db = deps.database.db;
  if (r.status === 'pending') {
    const trx = await findByRef(db, refId);
    if (trx?.status === 'processing') {
      await scheduleCheck(db, refId, new Date(Date.now() + nextCheckDelay(trx.attempts)), r);
    }
    return trx;
  }
  const notes: NotificationRow[] = [];
  const settled = await db.transaction(async (tx) => {
    const trx = await findByRef(tx, refId);
    if (trx?.status !== 'processing' || trx.holdId === null) return undefined;
    const done = r.status === 'success' ? await settleSuccess(tx, trx, r) : await settleFailure(tx, trx, r);
    if (!done) return undefined;
    notes.push(await deps.notifier.record(tx, notificationFor(done)));
    return done;
  });
  if (settled) {
    deps.notifier.publish(notes);
    deps.bus.publish({
      userId: settled.userId,
      event: 'transaction.updated',
      payload: { ref_id: settled.refId, status: settled.status },
    });
  }
  return settled;
}

async function settleSuccess(tx: Db, trx: Transaction, r: SupplierTransaction) {
  const cost = r.price > 0 ? r.price : trx.supplierPrice;
  const row = await settle(tx, trx.refId, {
    status: 'success',
    serialNumber: r.sn || null,
    supplierPrice: cost,
    margin: trx.price - cost - trx.uplineCashback,
    loss: Math.max(0, cost + trx.uplineCashback - trx.price),
    supplierStatus: r.status,
    supplierRc: r.rc,
    supplierMessage: r.message,
  });
  if (!row) return undefined;
  await postHold(tx, trx.holdId!, { credit: 'revenue', key: `trx:${trx.refId}:post` });
  await transfer(tx, {
    key: `trx:${trx.refId}:cost`,
    debit: 'revenue',
    credit: 'supplier',
    amount: cost,
    kind: 'purchase_cost',
    reference: trx.refId,
  });
  if (trx.uplineUserId && trx.uplineCashback > 0) {
    // Cashback is credited the next day (spec §9.2) by the daily cashback job.
    const tomorrow = jakartaDay(new Date(Date.now() + 86400_000));
    await insertAccrual(tx, {
      userId: trx.uplineUserId,
      transactionId: trx.id,
      amount: trx.uplineCashback,
      creditOn: tomorrow,
    });
  }
  return row;
}

async function settleFailure(tx: Db, trx: Transaction, r: SupplierTransaction) {
  const row = await settle(tx, trx.refId, {
    status: 'failed',
    failedReason: r.message || 'Transaksi gagal',
    endBalance: trx.startBalance,
    margin: 0,
    supplierStatus: r.status,
    supplierRc: r.rc,
    supplierMessage: r.message,
  });
  if (!row) return undefined;
  await voidHold(tx, trx.holdId!);
  return row;
}

function notificationFor(t: Transaction) {
  const ok = t.status === 'success';
  return {
    userId: t.userId,
    type: 'transaction' as const,
    status: (ok ? 1 : 2) as 1 | 2,
    title: ok
      ? `${t.productName} ke ${t.destination} berhasil`
      : `${t.productName} ke ${t.destination} gagal`,
    body: ok
      ? t.serialNumber
        ? `SN: ${t.serialNumber}`
        : undefined
      : `${t.failedReason ?? ''} Saldo dikembalikan ke deposit.`.trim(),
    data: { ref_id: t.refId, status: t.status },
  };
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
      await applySupplierResult(deps, refId, r);
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
    await applySupplierResult(deps, refId, r);
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
      console.error('[purchase] re-check failed', refId, err);
    }
  }
}
