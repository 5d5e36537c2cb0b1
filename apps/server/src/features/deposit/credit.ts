import { formatRupiah } from '@konter/core/money';
import type { Db } from '../../db/client.js';
import type { SystemAccountCode } from '../../ledger/index.js';
import { transfer } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import type { NotificationRow } from '../notifications/index.js';
import { type DepositTopupRow, markCredited } from './deposit.repository.js';

export interface Credited {
  topup: DepositTopupRow;
  notification: NotificationRow;
  depositAfter: number;
}

/**
 * Credits a top-up, once, inside the caller's transaction; the caller has locked the row and checked
 * that it may be credited. The money came into our account at the provider (`gateway:<provider>`,
 * which mirrors money outside Konter): what reaches the deposit is `received − fee` (for our own
 * bank transfer: nominal + unique code, see ADR 0009), the fee goes to `fees`; a fee the merchant
 * bears (`merchant_fee`) is moved revenue → `fees`. The ledger keys — `opts.ledgerKey` (a gateway's
 * payment: derived from the provider's transaction id) or `deposit:<code>` (our own bank transfer, a
 * claim), with `:fee` / `:merchant_fee` — make a repeat move nothing. Publish after commit.
 */
export async function creditTopupTx(
  deps: Deps,
  tx: Db,
  topup: DepositTopupRow,
  opts: { now: Date; received?: number; reviewedBy?: string; ledgerKey?: string },
): Promise<Credited> {
  const received = opts.received ?? topup.total;
  const amount = received - topup.fee;
  const gateway = `gateway:${topup.provider}` as SystemAccountCode;
  const key = opts.ledgerKey ?? `deposit:${topup.code}`;
  const moved = await transfer(tx, {
    key,
    debit: gateway,
    credit: { userId: topup.userId, kind: 'deposit' },
    amount,
    kind: 'deposit_topup',
    reference: topup.code,
    meta: { method: topup.method, received },
  });
  if (topup.fee > 0) {
    await transfer(tx, {
      key: `${key}:fee`,
      debit: gateway,
      credit: 'fees',
      amount: topup.fee,
      kind: 'deposit_fee',
      reference: topup.code,
    });
  }
  if (topup.merchantFee > 0) {
    // The merchant bears the gateway's fee: the gateway pays out less than it received, and the
    // difference is our expense (the fee lands in `fees` as when the customer pays it).
    await transfer(tx, {
      key: `${key}:merchant_fee`,
      debit: 'revenue',
      credit: 'fees',
      amount: topup.merchantFee,
      kind: 'deposit_fee',
      reference: topup.code,
      meta: { borne_by: 'merchant' },
    });
  }
  const row = await markCredited(tx, topup.id, {
    at: opts.now,
    amount,
    transferId: moved.transferId,
    reviewedBy: opts.reviewedBy,
  });
  const notification = await deps.notifier.record(tx, {
    userId: topup.userId,
    type: 'deposit',
    status: 1,
    title: 'deposit_success_title',
    body: 'deposit_balance_body',
    params: {
      amount: formatRupiah(amount),
      code: topup.code,
      balance: formatRupiah(moved.creditBalanceAfter),
    },
    data: { code: topup.code, status: 'success', amount },
  });
  return { topup: row, notification, depositAfter: moved.creditBalanceAfter };
}

/**
 * The notification of a top-up that ended without money (spec §3: status 2, failed), recorded in the
 * caller's transaction next to the state change, as credits record theirs. Publish after commit
 * (publishTopup with it).
 */
export function recordTopupEnded(
  deps: Deps,
  tx: Db,
  topup: Pick<DepositTopupRow, 'userId' | 'code' | 'nominal'>,
  outcome: 'expired' | 'failed',
  reason?: string | null,
): Promise<NotificationRow> {
  const amount = formatRupiah(topup.nominal);
  return deps.notifier.record(tx, {
    userId: topup.userId,
    type: 'deposit',
    status: 2,
    title: outcome === 'expired' ? 'deposit_expired_title' : 'deposit_failed_title',
    body:
      outcome === 'expired'
        ? 'deposit_expired_body'
        : reason
          ? 'deposit_failed_reason_body'
          : 'deposit_failed_body',
    params: { amount, code: topup.code, ...(reason ? { reason } : {}) },
    data: { code: topup.code, status: outcome },
  });
}

/** After commit: the notification and the live `deposit.updated` event (the deposit card refreshes). */
export function publishTopup(
  deps: Deps,
  topup: DepositTopupRow,
  extra: { notification?: NotificationRow; depositAfter?: number } = {},
) {
  if (extra.notification) deps.notifier.publish([extra.notification]);
  deps.bus.publish({
    userId: topup.userId,
    event: 'deposit.updated',
    payload: {
      code: topup.code,
      status: topup.status,
      paid_at: topup.paidAt?.toISOString() ?? null,
      ...(extra.depositAfter !== undefined ? { deposit: extra.depositAfter } : {}),
    },
  });
}
