import type { TransactionView } from '@konter/core/contracts/purchase';
import ExcelJS from 'exceljs';

const COLUMNS: { header: string; key: keyof TransactionView | 'date'; width: number; money?: boolean }[] = [
  { header: 'Tanggal', key: 'date', width: 20 },
  { header: 'Ref ID', key: 'ref_id', width: 22 },
  { header: 'Jenis', key: 'kind', width: 10 },
  { header: 'Produk', key: 'product_name', width: 32 },
  { header: 'Kode', key: 'product_code', width: 12 },
  { header: 'Nomor tujuan', key: 'destination', width: 18 },
  { header: 'Nama pelanggan', key: 'customer_name', width: 22 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'SN', key: 'serial_number', width: 34 },
  { header: 'Harga beli', key: 'buying_price', width: 14, money: true },
  { header: 'Harga jual', key: 'selling_price', width: 14, money: true },
  { header: 'Keuntungan', key: 'profit', width: 14, money: true },
  { header: 'Saldo awal', key: 'start_balance', width: 14, money: true },
  { header: 'Saldo akhir', key: 'end_balance', width: 14, money: true },
  { header: 'Pembayaran', key: 'payment_method', width: 12 },
  { header: 'No. order', key: 'order_number', width: 16 },
  { header: 'Alasan gagal', key: 'failed_reason', width: 30 },
];

/** The transaction report as an .xlsx workbook (amounts as numbers with a rupiah format, dates in WIB). */
export async function transactionsWorkbook(rows: TransactionView[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Konter';
  const ws = wb.addWorksheet('Transaksi', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: c.money ? { numFmt: '"Rp" #,##0' } : {},
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    const date = new Date(new Date(r.created_at).getTime() + 7 * 3600_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    ws.addRow({ ...r, date });
  }
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
