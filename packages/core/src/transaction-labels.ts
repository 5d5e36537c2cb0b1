import type { TransactionFilterStatus } from './contracts/purchase.js';
import type { Locale } from './validation/locale.js';

// The transaction report's words in the three languages, where no i18next is at hand: the Excel
// export written by the server in the reader's language. The web says the same in its `common`
// (trxStatus) and `transactions` namespaces.

type Texts = Readonly<Record<Locale, string>>;

/** A transaction status (and the report's `refunded`) as the reader says it. */
export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionFilterStatus, Texts>> = {
  processing: { id: 'Diproses', en: 'Processing', zh: '处理中' },
  success: { id: 'Sukses', en: 'Success', zh: '成功' },
  failed: { id: 'Gagal', en: 'Failed', zh: '失败' },
  expired: { id: 'Kedaluwarsa', en: 'Expired', zh: '已过期' },
  canceled: { id: 'Dibatalkan', en: 'Canceled', zh: '已取消' },
  inquiry: { id: 'Tagihan dicek', en: 'Bill checked', zh: '已查询账单' },
  unprocessed: { id: 'Belum diproses', en: 'Not processed', zh: '未处理' },
  returned: { id: 'Dikembalikan', en: 'Returned', zh: '已退回' },
  blocked: { id: 'Diblokir', en: 'Blocked', zh: '已封锁' },
  refunded: { id: 'Dikembalikan', en: 'Refunded', zh: '已退款' },
};

/** A refunded purchase's note (the report's row, the export's refund column). */
export const REFUNDED_LABEL: Texts = { id: 'Dana dikembalikan', en: 'Money returned', zh: '款项已退回' };

export const TRANSACTION_KIND_LABELS: Readonly<Record<'prepaid' | 'postpaid', Texts>> = {
  prepaid: { id: 'Prabayar', en: 'Prepaid', zh: '预付费' },
  postpaid: { id: 'Pascabayar', en: 'Postpaid', zh: '后付费' },
};

/** The export's column headers. */
export const TRANSACTION_EXPORT_HEADERS = {
  date: { id: 'Tanggal (WIB)', en: 'Date (WIB)', zh: '日期（WIB）' },
  ref_id: { id: 'Ref ID', en: 'Ref ID', zh: '参考号' },
  kind: { id: 'Jenis', en: 'Kind', zh: '类型' },
  product_name: { id: 'Produk', en: 'Product', zh: '产品' },
  product_code: { id: 'Kode', en: 'Code', zh: '代码' },
  destination: { id: 'Nomor tujuan', en: 'Destination', zh: '目标号码' },
  customer_name: { id: 'Nama pelanggan', en: 'Customer name', zh: '客户姓名' },
  status: { id: 'Status', en: 'Status', zh: '状态' },
  refunded: { id: 'Pengembalian dana', en: 'Refund', zh: '退款' },
  serial_number: { id: 'SN', en: 'SN', zh: 'SN' },
  buying_price: { id: 'Harga beli', en: 'Buying price', zh: '进价' },
  selling_price: { id: 'Harga jual', en: 'Selling price', zh: '售价' },
  profit: { id: 'Keuntungan', en: 'Profit', zh: '利润' },
  start_balance: { id: 'Saldo awal', en: 'Balance before', zh: '期初余额' },
  end_balance: { id: 'Saldo akhir', en: 'Balance after', zh: '期末余额' },
  payment_method: { id: 'Pembayaran', en: 'Payment', zh: '支付方式' },
  order_number: { id: 'No. order', en: 'Order no.', zh: '订单号' },
  failed_reason: { id: 'Alasan gagal', en: 'Failure reason', zh: '失败原因' },
  settled_at: { id: 'Selesai (WIB)', en: 'Settled (WIB)', zh: '完成时间（WIB）' },
} as const satisfies Record<string, Texts>;
export type TransactionExportColumn = keyof typeof TRANSACTION_EXPORT_HEADERS;
