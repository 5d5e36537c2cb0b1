import { formatRupiah } from '@konter/core/money';
import { transfer } from '../../ledger/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import type { User } from '../auth/index.js';
import { assertCanTransact } from '../auth/index.js';
import { walletCode } from '../deposit/index.js';
import type { NotificationRow } from '../notifications/index.js';
import { type CashbackRedeemRow, findRedeemByLedgerKey, insertCashbackRedeem } from './wallet.repository.js';

/** The answer of POST cashback/redeem (also a replay's, from the first redemption's row). */
const redeemView = (row: CashbackRedeemRow) => ({
  amount: row.amount,
  cashback_before: row.cashbackBefore,
  cashback_after: row.cashbackAfter,
  deposit_before: row.depositBefore,
  deposit_after: row.depositAfter,
  code: row.code,
  created_at: row.createdAt.toISOString(),
});

/**
 * Cashback into the deposit (spec §3 Cashback redeem), in ONE database transaction: the ledger
 * movement cashback → deposit (key `redeem:<code>`; the guarded debit refuses more than the cashback
 * balance) and the redemption's row with both balances before and after, read from the movement itself
 * (so a concurrent purchase cannot make them disagree). Money only ever flows into the deposit.
 *
 * With an Idempotency-Key (per user) the ledger key derives from it (`redeem:u<user>:<key>`): a
 * repeat, sequential or concurrent, answers the first redemption and moves nothing.
 */
export async function redeemCashback(deps: Deps, user: User, amount: number, idempotencyKey?: string) {
  const ledgerKey = idempotencyKey ? `redeem:u${user.id}:${idempotencyKey}` : undefined;
  if (ledgerKey) {
    const first = await findRedeemByLedgerKey(deps.database.db, ledgerKey);
    if (first) return redeemView(first);
  }
  assertCanTransact(user);
  for (let attempt = 0; ; attempt++) {
    const code = walletCode('RDM');
    try {
      let note: NotificationRow | undefined;
      const replay: { first?: CashbackRedeemRow } = {};
      const row = await deps.database.db.transaction(async (tx) => {
        const moved = await transfer(tx, {
          key: ledgerKey ?? `redeem:${code}`,
          debit: { userId: user.id, kind: 'cashback' },
          credit: { userId: user.id, kind: 'deposit' },
          amount,
          kind: 'cashback_redeem',
          reference: code,
        });
        if (moved.replayed) {
          // The same Idempotency-Key committed first (a concurrent retry): its redemption is the answer.
          replay.first = await findRedeemByLedgerKey(tx, ledgerKey!);
          return undefined;
        }
        const saved = await insertCashbackRedeem(tx, {
          code,
          userId: user.id,
          amount,
          cashbackBefore: moved.debitBalanceAfter + amount,
          cashbackAfter: moved.debitBalanceAfter,
          depositBefore: moved.creditBalanceAfter - amount,
          depositAfter: moved.creditBalanceAfter,
          ledgerTransferId: moved.transferId,
        });
        note = await deps.notifier.record(tx, {
          userId: user.id,
          type: 'deposit',
          status: 1,
          title: 'cashback_redeemed_title',
          body: 'deposit_balance_body',
          params: { amount: formatRupiah(amount), code, balance: formatRupiah(moved.creditBalanceAfter) },
          data: { code, kind: 'cashback_redeem' },
        });
        return saved;
      });
      if (!row) {
        if (!replay.first) throw new Error(`ledger key ${ledgerKey} replayed without its redemption row`);
        return redeemView(replay.first);
      }
      deps.notifier.publish([note!]);
      deps.bus.publish({
        userId: user.id,
        event: 'deposit.updated',
        payload: { code, deposit: row.depositAfter, cashback: row.cashbackAfter },
      });
      return redeemView(row);
    } catch (err) {
      if (err instanceof AppError && err.code === 'insufficient_balance')
        throw fieldError('amount', 'insufficient_cashback');
      if (attempt < 3 && isUniqueViolation(err, 'cashback_redeems_code_key')) continue;
      throw err;
    }
  }
}
