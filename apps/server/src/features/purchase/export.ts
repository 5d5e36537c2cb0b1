import type { TransactionView } from '@konter/core/contracts/purchase';
import type { Locale } from '@konter/core/messages/index';
import {
  REFUNDED_LABEL,
  TRANSACTION_EXPORT_HEADERS,
  TRANSACTION_KIND_LABELS,
  TRANSACTION_STATUS_LABELS,
  type TransactionExportColumn,
} from '@konter/core/transaction-labels';
import { type CellValue, DATE_FORMAT, RUPIAH_FORMAT, wibCell, xlsxWorkbook } from '../../lib/xlsx.js';

interface Column {
  key: TransactionExportColumn;
  width: number;
  format?: 'date' | 'money';
  value: (r: TransactionView, locale: Locale) => CellValue;
}

// The one .xlsx writer (lib/xlsx.ts) makes the file; its helpers stay importable from here.
export { DATE_FORMAT, RUPIAH_FORMAT, wibCell };

const text = (key: keyof TransactionView) => (r: TransactionView) => r[key] as string | null;
const money = (key: keyof TransactionView) => (r: TransactionView) => r[key] as number | null;

const COLUMNS: Column[] = [
  { key: 'date', width: 19, format: 'date', value: (r) => wibCell(r.created_at) },
  { key: 'ref_id', width: 22, value: text('ref_id') },
  { key: 'kind', width: 12, value: (r, l) => TRANSACTION_KIND_LABELS[r.kind][l] },
  { key: 'product_name', width: 32, value: text('product_name') },
  { key: 'product_code', width: 12, value: text('product_code') },
  { key: 'destination', width: 18, value: text('destination') },
  { key: 'customer_name', width: 22, value: text('customer_name') },
  { key: 'status', width: 14, value: (r, l) => TRANSACTION_STATUS_LABELS[r.status][l] },
  { key: 'refunded', width: 18, value: (r, l) => (r.refunded ? REFUNDED_LABEL[l] : null) },
  { key: 'serial_number', width: 34, value: text('serial_number') },
  { key: 'buying_price', width: 14, format: 'money', value: money('buying_price') },
  { key: 'selling_price', width: 14, format: 'money', value: money('selling_price') },
  { key: 'profit', width: 14, format: 'money', value: money('profit') },
  { key: 'start_balance', width: 14, format: 'money', value: money('start_balance') },
  { key: 'end_balance', width: 14, format: 'money', value: money('end_balance') },
  { key: 'payment_method', width: 14, value: text('payment_method') },
  { key: 'order_number', width: 16, value: text('order_number') },
  // Already in the reader's language: transactionView localizes the stored reason key.
  { key: 'failed_reason', width: 40, value: text('failed_reason') },
  { key: 'settled_at', width: 19, format: 'date', value: (r) => wibCell(r.settled_at) },
];

/** The sheet's name in the reader's language. */
const SHEET = { id: 'Transaksi', en: 'Transactions', zh: '交易' } as const;

/**
 * The transaction report as an .xlsx workbook in the reader's language: headers, kind, status and
 * failure reason in `locale`; dates as real date cells in WIB; amounts as numbers with a rupiah
 * format.
 */
export async function transactionsWorkbook(rows: TransactionView[], locale: Locale = 'id'): Promise<Buffer> {
  return xlsxWorkbook([
    {
      name: SHEET[locale],
      columns: COLUMNS.map((c) => ({
        header: TRANSACTION_EXPORT_HEADERS[c.key][locale],
        width: c.width,
        ...(c.format ? { format: c.format } : {}),
      })),
      rows: rows.map((r) => COLUMNS.map((c) => c.value(r, locale))),
      autoFilter: true,
    },
  ]);
}
