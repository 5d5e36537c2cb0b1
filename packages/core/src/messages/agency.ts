import { defineMessages } from './define.js';

/** Error answers of downlines and their prices (issue 14 §1; keys unique across areas, see index.ts). */
export const agencyMessages = defineMessages({
  agency_masters_only: {
    status: 403,
    en: 'Only master agents can register agents and set downline prices',
    id: 'Hanya agen master yang dapat mendaftarkan agen dan mengatur harga downline.',
    zh: '只有主代理可以注册代理并设置下线价格。',
  },
  agency_price_negative: {
    status: 422,
    en: 'The price may not be negative',
    id: 'Harga tidak boleh negatif.',
    zh: '价格不能为负数。',
  },
  agency_price_required: {
    status: 422,
    en: 'The price is required',
    id: 'Harga wajib diisi.',
    zh: '价格为必填项。',
  },
  agency_price_below_buying: {
    status: 422,
    en: 'The custom price may not be lower than your buying price ({{min}})',
    id: 'Harga khusus tidak boleh lebih rendah dari harga beli Anda ({{min}}).',
    zh: '自定义价格不能低于您的进货价（{{min}}）。',
  },
  agency_price_range: {
    status: 422,
    en: 'The minimum price may not be above the maximum price',
    id: 'Harga minimum tidak boleh lebih besar dari harga maksimum.',
    zh: '最低价格不能高于最高价格。',
  },
  agency_product_unknown: {
    status: 422,
    en: 'Incorrect product code',
    id: 'Kode produk salah.',
    zh: '产品代码错误。',
  },
  // The administrator's side (admin CLI).
  agency_promote_not_found: {
    status: 404,
    en: 'No account with that login',
    id: 'Tidak ada akun dengan login tersebut.',
    zh: '没有该登录名的账户。',
  },
  agency_promote_not_agent: {
    status: 422,
    en: 'Only an agent (category 2) can be promoted to master',
    id: 'Hanya agen (kategori 2) yang dapat dinaikkan menjadi master.',
    zh: '只有代理（类别 2）可以升级为主代理。',
  },
  agency_promotion_dismissed: {
    status: 409,
    en: 'This promotion was rejected in the last 30 days',
    id: 'Kenaikan ini sudah ditolak dalam 30 hari terakhir.',
    zh: '该升级在最近 30 天内已被拒绝。',
  },
  agency_promotion_reason_required: {
    status: 422,
    en: 'Give a reason for the rejection',
    id: 'Tuliskan alasan penolakan.',
    zh: '请填写拒绝理由。',
  },
  agency_promote_below_threshold: {
    status: 422,
    en: 'Successful sales in the last 30 days are {{sales}}, below {{threshold}}',
    id: 'Penjualan sukses 30 hari terakhir {{sales}}, di bawah {{threshold}}.',
    zh: '最近 30 天的成功销售额为 {{sales}}，低于 {{threshold}}。',
  },
});

/** Notifications of the agency area. */
export const agencyNotices = defineMessages({
  agency_promoted_title: {
    en: 'You are now a master agent',
    id: 'Anda sekarang agen master',
    zh: '您现在是主代理',
  },
});
