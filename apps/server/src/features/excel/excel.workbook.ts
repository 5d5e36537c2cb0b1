import { EXCEL_HEADERS, type ExcelRow } from '@konter/core/contracts/excel';
import type { Locale } from '@konter/core/messages/index';
import ExcelJS from 'exceljs';
import { DATE_FORMAT, RUPIAH_FORMAT, wibCell } from '../purchase/index.js';

// The files of the Excel bulk top-up: the template a user fills, reading an uploaded file, the result.

/** The example row of the template: a product and number the supplier (and its simulator) sells. */
export const TEMPLATE_EXAMPLE = { product_code: 'tsel5', destination: '081234567890' } as const;

const SHEET = { id: 'Transaksi', en: 'Transactions', zh: '交易' } as const;
const NOTES_SHEET = { id: 'Petunjuk', en: 'Instructions', zh: '说明' } as const;

const NOTES: Record<Locale, (max: number, limit: number) => string[]> = {
  id: (max, limit) => [
    'Cara mengisi file top up Excel',
    '1. Isi sheet pertama mulai baris 2; baris 1 adalah judul kolom dan tidak diproses.',
    '2. Kolom A: kode produk (lihat daftar harga), misalnya tsel5. Kolom B: nomor tujuan, misalnya 081234567890.',
    `3. Satu baris satu transaksi, maksimal ${max} baris per file. Limit harian Anda ${limit} transaksi.`,
    '4. Nama file harus berbeda dari file lain yang Anda unggah hari ini.',
    '5. Nomor yang sudah mencapai batas pembelian produk yang sama hari ini akan ditandai tidak valid.',
    '6. Setelah diunggah, periksa hasil validasi, lalu proses dengan PIN. Saldo deposit dipakai untuk membayar.',
  ],
  en: (max, limit) => [
    'How to fill in the Excel top-up file',
    '1. Fill in the first sheet from row 2; row 1 holds the column titles and is not processed.',
    '2. Column A: product code (see the price list), e.g. tsel5. Column B: destination number, e.g. 081234567890.',
    `3. One row per transaction, at most ${max} rows per file. Your daily limit is ${limit} transactions.`,
    '4. The file name must differ from the other files you uploaded today.',
    '5. A number that already reached the daily limit for the same product is marked invalid.',
    '6. After uploading, check the validation result, then process with your PIN. Your deposit pays.',
  ],
  zh: (max, limit) => [
    'Excel 充值文件填写说明',
    '1. 从第一个工作表的第 2 行开始填写；第 1 行是列标题，不会处理。',
    '2. A 列：产品代码（见价格表），例如 tsel5。B 列：目标号码，例如 081234567890。',
    `3. 每行一笔交易，每个文件最多 ${max} 行。您的每日限额为 ${limit} 笔交易。`,
    '4. 文件名必须与您今天上传的其他文件不同。',
    '5. 今天已达到同一产品购买上限的号码会被标记为无效。',
    '6. 上传后请检查验证结果，然后输入 PIN 处理。费用从押金余额支付。',
  ],
};

/** The template: the columns, one example row (text cells, so a number keeps its leading 0) and notes. */
export async function templateWorkbook(locale: Locale, max: number, limit: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Konter';
  const ws = wb.addWorksheet(SHEET[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: EXCEL_HEADERS.product_code[locale], key: 'product_code', width: 18, style: { numFmt: '@' } },
    { header: EXCEL_HEADERS.destination[locale], key: 'destination', width: 22, style: { numFmt: '@' } },
  ];
  ws.getRow(1).font = { bold: true };
  ws.addRow([TEMPLATE_EXAMPLE.product_code, TEMPLATE_EXAMPLE.destination]);
  const notes = wb.addWorksheet(NOTES_SHEET[locale]);
  notes.getColumn(1).width = 110;
  for (const line of NOTES[locale](max, limit)) notes.addRow([line]);
  notes.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A cell's text whatever ExcelJS made of it (number, rich text, hyperlink, formula result). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value && value.result !== undefined && value.result !== null)
      return cellText(value.result as ExcelJS.CellValue);
  }
  return '';
}

/** A number typed into a number cell lost its leading 0 (812… → 0812…). */
const destinationText = (raw: ExcelJS.CellValue): string => {
  const s = cellText(raw).trim();
  return typeof raw === 'number' && /^8\d{8,12}$/.test(s) ? `0${s}` : s;
};

export interface ParsedRow {
  row: number;
  product_code: string;
  destination: string;
}

/**
 * The data rows of an uploaded workbook's first sheet (row 1 is the header; empty rows skipped), or
 * null when the bytes are not a readable .xlsx.
 */
export async function readUpload(buffer: Buffer): Promise<ParsedRow[] | null> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const ws = wb.worksheets[0];
  if (!ws) return null;
  const rows: ParsedRow[] = [];
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const product_code = cellText(r.getCell(1).value).trim();
    const destination = destinationText(r.getCell(2).value);
    if (!product_code && !destination) return;
    rows.push({ row: n, product_code, destination });
  });
  return rows;
}

const ROW_LABELS: Record<'ok' | 'invalid' | 'failed', Record<Locale, string>> = {
  ok: { id: 'Belum diproses', en: 'Not processed', zh: '未处理' },
  invalid: { id: 'Tidak valid', en: 'Invalid', zh: '无效' },
  failed: { id: 'Gagal', en: 'Failed', zh: '失败' },
};

export interface ResultLine extends ExcelRow {
  /** The row's status and its error, already in the reader's language. */
  statusText: string;
  note: string | null;
  settledAt: Date | null;
}

/** An upload's result: every row with its status in the reader's language, real dates and rupiah. */
export async function resultWorkbook(lines: ResultLine[], locale: Locale): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Konter';
  const ws = wb.addWorksheet(SHEET[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  const H = EXCEL_HEADERS;
  ws.columns = [
    { header: H.row[locale], key: 'row', width: 7 },
    { header: H.product_code[locale], key: 'product_code', width: 14 },
    { header: H.destination[locale], key: 'destination', width: 18 },
    { header: H.product_name[locale], key: 'product_name', width: 30 },
    { header: H.price[locale], key: 'price', width: 14, style: { numFmt: RUPIAH_FORMAT } },
    { header: H.status[locale], key: 'status', width: 16 },
    { header: H.ref_id[locale], key: 'ref_id', width: 22 },
    { header: H.serial_number[locale], key: 'serial_number', width: 32 },
    { header: H.date[locale], key: 'date', width: 20, style: { numFmt: DATE_FORMAT } },
    { header: H.note[locale], key: 'note', width: 50 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const l of lines) {
    ws.addRow([
      l.row,
      l.product_code,
      l.destination,
      l.product_name,
      l.price,
      l.statusText,
      l.ref_id,
      l.serial_number,
      wibCell(l.settledAt ? l.settledAt.toISOString() : null),
      l.note,
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const rowLabel = (state: 'ok' | 'invalid' | 'failed', locale: Locale) => ROW_LABELS[state][locale];
