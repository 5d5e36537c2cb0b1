import type { TransactionView } from '@konter/core/contracts/purchase';
import type { Locale } from '@konter/core/messages/index';
import {
  REFUNDED_LABEL,
  TRANSACTION_EXPORT_HEADERS,
  TRANSACTION_KIND_LABELS,
  TRANSACTION_STATUS_LABELS,
  type TransactionExportColumn,
} from '@konter/core/transaction-labels';
import ExcelJS from 'exceljs';

type CellValue = string | number | Date | null;

interface Column {
  key: TransactionExportColumn;
  width: number;
  format?: 'date' | 'money';
  value: (r: TransactionView, locale: Locale) => CellValue;
}

/** Jakarta is UTC+7 all year. */
const WIB_MS = 7 * 3600_000;

/**
 * An instant as a date cell showing its WIB wall time. Excel dates have no zone: ExcelJS writes a
 * Date's UTC fields, so the instant moves by seven hours to read as Jakarta's clock.
 */
export const wibCell = (iso: string | null): Date | null =>
  iso ? new Date(new Date(iso).getTime() + WIB_MS) : null;

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

export const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
export const RUPIAH_FORMAT = '"Rp" #,##0';

/** The sheet's name in the reader's language. */
const SHEET = { id: 'Transaksi', en: 'Transactions', zh: '交易' } as const;

/**
 * The transaction report as an .xlsx workbook in the reader's language: headers, kind, status and
 * failure reason in `locale`; dates as real date cells in WIB; amounts as numbers with a rupiah
 * format.
 */
export async function transactionsWorkbook(rows: TransactionView[], locale: Locale = 'id'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Konter';
  const ws = wb.addWorksheet(SHEET[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = COLUMNS.map((c) => ({
    header: TRANSACTION_EXPORT_HEADERS[c.key][locale],
    key: c.key,
    width: c.width,
    style: c.format ? { numFmt: c.format === 'date' ? DATE_FORMAT : RUPIAH_FORMAT } : {},
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(COLUMNS.map((c) => c.value(r, locale)));
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
