import type { ConsoleUserLedgerEntry } from '@konter/core/contracts/console';
import type { WalletHistoryItem, WalletHistoryQuery } from '@konter/core/contracts/deposit';
import type { WalletHistoryKind } from '@konter/core/deposit';
import { accountHistory, type UserAccountKind } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { type HistoryRow, historyPage } from './wallet.repository.js';

/** The label key of a movement, from the ledger's kind, hold phase and direction. */
export function historyKind(r: Pick<HistoryRow, 'kind' | 'holdPhase' | 'amount'>): WalletHistoryKind {
  const credit = r.amount > 0;
  if (r.holdPhase === 'release') return 'refund';
  switch (r.kind) {
    case 'deposit_topup':
      return credit ? 'deposit_topup' : 'adjustment';
    case 'deposit_transfer':
      return credit ? 'transfer_in' : 'transfer_out';
    case 'cashback_redeem':
      return 'cashback_redeem';
    case 'cashback':
      return credit ? 'cashback' : 'adjustment';
    case 'purchase':
      return credit ? 'refund' : 'purchase';
    case 'name_check':
      return credit ? 'refund' : 'name_check';
    case 'loan_repayment':
      return credit ? 'adjustment' : 'loan_repayment';
    case 'debt_repayment':
      return credit ? 'debt_received' : 'debt_paid';
    case 'affiliate_commission':
      return credit ? 'affiliate_commission' : 'adjustment';
    case 'shop_order':
      return credit ? 'refund' : 'shop_order';
    case 'shop_payment':
      return credit ? 'shop_payment' : 'adjustment';
    case 'mlo_shipment':
    case 'postal_shipment':
      return credit ? 'refund' : 'shipment';
    case 'mlo_adjustment':
      return credit ? 'refund' : 'shipment_adjustment';
    case 'mlo_cashback':
      return credit ? 'cashback' : 'adjustment';
    default:
      return 'adjustment';
  }
}

const dayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

/** GET deposit/history and cashback/history: the wallet's movements with balances before and after. */
export async function walletHistory(
  deps: Deps,
  userId: number,
  kind: 'deposit' | 'cashback',
  q: WalletHistoryQuery,
): Promise<{ data: WalletHistoryItem[]; meta: { current_page: number; last_page: number; total: number } }> {
  const { rows, total } = await historyPage(
    deps.database.db,
    { userId, kind },
    {
      from: q.from ? dayStart(q.from) : undefined,
      to: q.to ? new Date(dayStart(q.to).getTime() + 86_400_000) : undefined,
    },
    q.page,
    q.per_page,
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      date: r.createdAt.toISOString(),
      kind: historyKind(r),
      amount: Math.abs(r.amount),
      direction: r.amount < 0 ? 'debit' : 'credit',
      start_balance: r.balanceAfter - r.amount,
      end_balance: r.balanceAfter,
      reference: r.reference,
    })),
    meta: { current_page: q.page, last_page: Math.max(1, Math.ceil(total / q.per_page)), total },
  };
}

/**
 * One page of any wallet of a user (deposit, cashback or the agent loan) straight from the ledger,
 * newest first, each entry with the member app's label: the console's ledger history (issue 18).
 */
export async function walletLedgerPage(
  deps: Deps,
  userId: number,
  wallet: UserAccountKind,
  page: number,
  perPage: number,
): Promise<{ entries: ConsoleUserLedgerEntry[]; hasMore: boolean }> {
  const found = await accountHistory(deps.database.db, { userId, kind: wallet }, { page, perPage });
  return {
    hasMore: found.hasMore,
    entries: found.items.map((e) => ({
      id: e.entryId,
      at: e.createdAt.toISOString(),
      kind: e.kind,
      label: historyKind({
        kind: e.kind,
        holdPhase: e.holdPhase,
        amount: e.direction === 'debit' ? -e.amount : e.amount,
      }),
      direction: e.direction,
      amount: e.amount,
      balance_before: e.startBalance,
      balance_after: e.endBalance,
      reference: e.reference,
    })),
  };
}
