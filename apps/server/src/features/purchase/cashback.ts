import { formatRupiah } from '@konter/core/money';
import { transfer } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { jakartaDay } from '../../lib/time.js';
import type { NotificationRow } from '../notifications/index.js';
import { dueAccruals, markAccrualCredited } from './purchase.repository.js';

/**
 * Credits upline cashback whose day has come (spec §9.2: cashback is credited the next day) from
 * the cashback-expense account to each master's cashback wallet. Each accrual moves once: the
 * transfer key is the accrual id and the row is marked in the same transaction.
 */
export async function creditDueCashback(deps: Deps, today = jakartaDay()): Promise<number> {
  const db = deps.database.db;
  let credited = 0;
  for (;;) {
    const batch = await dueAccruals(db, today, 100);
    if (batch.length === 0) return credited;
    for (const a of batch) {
      const notes: NotificationRow[] = [];
      await db.transaction(async (tx) => {
        await transfer(tx, {
          key: `cashback:accrual:${a.id}`,
          debit: 'cashback_expense',
          credit: { userId: a.userId, kind: 'cashback' },
          amount: a.amount,
          kind: 'cashback',
          reference: String(a.transactionId),
        });
        await markAccrualCredited(tx, a.id);
        notes.push(
          await deps.notifier.record(tx, {
            userId: a.userId,
            type: 'transaction',
            status: 1,
            title: 'cashback_credited_title',
            params: { amount: formatRupiah(a.amount) },
            data: { accrual_id: a.id },
          }),
        );
      });
      deps.notifier.publish(notes);
      credited++;
    }
  }
}
