import type { TransactionListQuery } from '@konter/core/contracts/purchase';
import type { Locale } from '@konter/core/messages/index';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { transactionsWorkbook } from './export.js';
import { findByRef } from './purchase.repository.js';
import { transactionView } from './transaction.view.js';
import { countOwnTransactions, selectOwnTransactions } from './transaction-report.repository.js';

// The owner's transactions: one by ref, the filtered report, and the same report as an Excel file.

/** At most this many rows go into one export (newest first). */
export const EXPORT_MAX = 10_000;

/** One of the caller's transactions; someone else's is as unknown as a missing one. */
export async function ownTransaction(deps: Deps, userId: number, refId: string, locale: Locale) {
  const trx = await findByRef(deps.database.db, refId);
  if (!trx || trx.userId !== userId) throw new AppError('order_not_found');
  return transactionView(trx, locale);
}

/**
 * A page of the owner's purchases, newest first, with kind, status (or `refunded`), Jakarta-date
 * filters and a search. Checked-only postpaid bills are left out unless `status=inquiry` asks.
 */
export async function listTransactions(deps: Deps, userId: number, q: TransactionListQuery, locale: Locale) {
  const db = deps.database.db;
  const [rows, total] = await Promise.all([
    selectOwnTransactions(db, userId, q, { limit: q.per_page, offset: (q.page - 1) * q.per_page }),
    countOwnTransactions(db, userId, q),
  ]);
  return {
    data: rows.map((t) => transactionView(t, locale)),
    meta: { current_page: q.page, last_page: Math.max(1, Math.ceil(total / q.per_page)), total },
  };
}

/**
 * The same report as an .xlsx workbook in the reader's language, and its file name
 * (transaksi-<Jakarta date>.xlsx).
 */
export async function exportTransactions(
  deps: Deps,
  userId: number,
  q: TransactionListQuery,
  locale: Locale,
) {
  const rows = await selectOwnTransactions(deps.database.db, userId, q, { limit: EXPORT_MAX, offset: 0 });
  const day = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  return {
    file: await transactionsWorkbook(
      rows.map((t) => transactionView(t, locale)),
      locale,
    ),
    name: `transaksi-${day}.xlsx`,
  };
}
