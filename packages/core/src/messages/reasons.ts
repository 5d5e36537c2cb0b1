import { defineMessages, type Locale, type MessageEntry } from './define.js';

/**
 * Why a purchase or a payment failed: stored as one of these keys (transactions.failed_reason,
 * deposit top-ups' failed_reason) and shown in the reader's language — on the transaction, its
 * receipt, the report and the failure notification (`{{reason}}`). The supplier's own rc and message
 * stay on the row for the operators (supplier_rc, supplier_message).
 *
 * Rows written before these keys hold a sentence; `reasonText` shows such a text as it is.
 */
export const reasonCatalogue = defineMessages({
  reason_supplier_failed: {
    id: 'Pemasok tidak dapat memproses transaksi ini. Coba lagi nanti atau pilih produk lain.',
    en: 'The supplier could not process this transaction. Try again later or choose another product.',
    zh: '供应商无法处理此交易。请稍后再试或选择其他产品。',
  },
  reason_supplier_timeout: {
    id: 'Operator tidak menjawab tepat waktu.',
    en: 'The operator did not answer in time.',
    zh: '运营商未及时响应。',
  },
  reason_number_blocked: {
    id: 'Nomor tujuan diblokir oleh operator.',
    en: 'The destination number is blocked by the operator.',
    zh: '目标号码已被运营商封锁。',
  },
  reason_prefix_mismatch: {
    id: 'Nomor tujuan bukan nomor operator produk ini.',
    en: "The destination number does not belong to this product's operator.",
    zh: '目标号码不属于该产品的运营商。',
  },
  reason_wrong_number: {
    id: 'Nomor tujuan salah atau tidak terdaftar.',
    en: 'The destination number is wrong or not registered.',
    zh: '目标号码错误或未注册。',
  },
  reason_product_unavailable: {
    id: 'Produk sedang gangguan atau tidak tersedia di pemasok.',
    en: 'The product is disrupted or unavailable at the supplier.',
    zh: '该产品在供应商处故障或暂不可用。',
  },
  reason_out_of_stock: {
    id: 'Stok produk habis.',
    en: 'The product is out of stock.',
    zh: '产品库存已售罄。',
  },
  reason_seller_limit: {
    id: 'Batas transaksi pemasok tercapai. Coba lagi nanti.',
    en: "The supplier's transaction limit was reached. Try again later.",
    zh: '已达到供应商的交易限额。请稍后再试。',
  },
  reason_cut_off: {
    id: 'Produk sedang dalam jam tutup (cut-off) operator.',
    en: "The product is in the operator's cut-off hours.",
    zh: '该产品处于运营商的停售时段。',
  },
  reason_out_of_area: {
    id: 'Nomor tujuan di luar wilayah produk ini.',
    en: "The destination is outside this product's area.",
    zh: '目标号码不在该产品的服务区域内。',
  },
  reason_no_bill: {
    id: 'Tagihan belum tersedia atau sudah dibayar.',
    en: 'The bill is not available yet or is already paid.',
    zh: '账单尚未出账或已缴清。',
  },
  reason_denomination: {
    id: 'Nominal ini tidak didukung untuk nomor tujuan.',
    en: 'This amount is not supported for the destination.',
    zh: '目标号码不支持该面额。',
  },
  reason_price_changed: {
    id: 'Harga di pemasok berubah melebihi batas.',
    en: "The supplier's price changed beyond the limit.",
    zh: '供应商价格变动超出上限。',
  },
  reason_unreg_first: {
    id: 'Paket aktif di nomor tujuan harus dihentikan (unreg) dulu.',
    en: 'The active package on the number must be stopped (unreg) first.',
    zh: '需先退订目标号码上的现有套餐。',
  },
  reason_kwh_limit: {
    id: 'Pembelian token melebihi batas kWh meter.',
    en: "The token exceeds the meter's kWh limit.",
    zh: '电费充值超出电表千瓦时上限。',
  },
  reason_refunded_by_supplier: {
    id: 'Transaksi dibatalkan dan dikembalikan oleh pemasok.',
    en: 'The supplier canceled and refunded the transaction.',
    zh: '供应商已取消并退款。',
  },
  reason_payment_failed: {
    id: 'Pembayaran gagal.',
    en: 'The payment failed.',
    zh: '付款失败。',
  },
  reason_payment_expired: {
    id: 'Pembayaran kedaluwarsa.',
    en: 'The payment expired.',
    zh: '付款已过期。',
  },
  reason_payment_not_started: {
    id: 'Halaman pembayaran tidak dapat dibuat.',
    en: 'The payment page could not be created.',
    zh: '无法创建付款页面。',
  },
  reason_amount_mismatch: {
    id: 'Jumlah pembayaran tidak sesuai tagihan; dana masuk ke deposit.',
    en: 'The amount paid did not match the bill; the money went to the deposit.',
    zh: '付款金额与账单不符；款项已存入余额。',
  },
});
export type ReasonKey = keyof typeof reasonCatalogue;

export const isReasonKey = (value: unknown): value is ReasonKey =>
  typeof value === 'string' && Object.hasOwn(reasonCatalogue, value);

/** A stored reason in a language: a key's text, or an older row's sentence as it is. */
export function reasonText(value: string | null | undefined, locale: Locale): string | null {
  if (!value) return null;
  return isReasonKey(value) ? (reasonCatalogue[value] as MessageEntry)[locale] : value;
}
