import { defineMessages } from './define.js';

/** Error answers of the console's manifests and of coupon creation and changes (the CLI's shop:coupon-add/-set too). */
export const consoleManifestMessages = defineMessages({
  shop_coupon_percent_over: {
    status: 422,
    en: 'A percent coupon is 1 to 100 percent',
    id: 'Kupon persen bernilai 1 sampai 100 persen.',
    zh: '百分比优惠券的数值为 1 到 100。',
  },
  shop_coupon_max_for_percent: {
    status: 422,
    en: 'A maximum discount is only for percent coupons',
    id: 'Diskon maksimum hanya untuk kupon persen.',
    zh: '最高折扣仅适用于百分比优惠券。',
  },
  shop_coupon_dates_order: {
    status: 422,
    en: 'The first day must be before the last day',
    id: 'Tanggal mulai harus sebelum tanggal berakhir.',
    zh: '开始日期必须早于结束日期。',
  },
  shop_coupon_quota_below_used: {
    status: 422,
    en: 'The quota cannot be below the {{used}} uses already made',
    id: 'Kuota tidak boleh di bawah {{used}} pemakaian yang sudah terjadi.',
    zh: '配额不能低于已使用的 {{used}} 次。',
  },
  shop_coupon_collection_unknown: {
    status: 422,
    en: 'This collection does not exist',
    id: 'Koleksi ini tidak ada.',
    zh: '该商品系列不存在。',
  },
});
