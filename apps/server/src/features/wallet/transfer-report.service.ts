import type { TransferHistoryItem, TransferHistoryQuery } from '@konter/core/contracts/transfer-report';
import type { Deps } from '../../lib/deps.js';
import { transferReportPage } from './wallet.repository.js';

const dayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

/**
 * GET deposit/transfer/history (the transfer-deposit report): the caller's deposit transfers, sent
 * and received, newest first, with Jakarta-date bounds; each with the other member's name and phone
 * and the caller's deposit after it. Only transfers the caller took part in.
 */
export async function transferReport(
  deps: Deps,
  userId: number,
  q: TransferHistoryQuery,
): Promise<{
  data: TransferHistoryItem[];
  meta: { current_page: number; last_page: number; total: number };
}> {
  const { rows, total } = await transferReportPage(
    deps.database.db,
    userId,
    {
      direction: q.direction,
      from: q.from ? dayStart(q.from) : undefined,
      to: q.to ? new Date(dayStart(q.to).getTime() + 86_400_000) : undefined,
    },
    q.page,
    q.per_page,
  );
  return {
    data: rows.map(({ transfer: t, counterpart }) => {
      const sent = t.senderId === userId;
      return {
        code: t.code,
        direction: sent ? 'sent' : 'received',
        amount: t.amount,
        counterpart_name: counterpart.name,
        counterpart_phone: counterpart.hp,
        note: t.note,
        balance_after: sent ? t.senderBalanceAfter : t.receiverBalanceAfter,
        created_at: t.createdAt.toISOString(),
      };
    }),
    meta: { current_page: q.page, last_page: Math.max(1, Math.ceil(total / q.per_page)), total },
  };
}
