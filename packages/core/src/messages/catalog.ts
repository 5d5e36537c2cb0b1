import { defineMessages } from './define.js';

/**
 * Error answers of the catalog area (keys are unique across areas; see index.ts): the spec's
 * catalogue and purchase checks (calls §8.3) of a product and a destination, on the purchase form's
 * `product_code` and `destination` fields.
 */
export const catalogMessages = defineMessages({
  destination_required: {
    status: 422,
    en: 'Please fill in the destination number',
    id: 'Silakan isi nomor tujuan.',
    zh: '请填写目标号码',
  },
  /** Also the `message` of an empty product list (a 200 answer of prabayar/products). */
  no_product_found: {
    status: 404,
    en: 'No product found',
    id: 'Produk tidak ditemukan.',
    zh: '未找到产品',
  },
  incorrect_product_code: {
    status: 422,
    en: 'incorrect product code',
    id: 'Kode produk salah.',
    zh: '产品代码错误',
  },
  inactive_product: {
    status: 422,
    en: 'inactive product',
    id: 'Produk sedang tidak aktif.',
    zh: '产品未启用',
  },
  price_adjustment: {
    status: 422,
    en: 'The product is currently undergoing price adjustment',
    id: 'Produk sedang dalam penyesuaian harga.',
    zh: '该产品正在调整价格',
  },
  product_cut_off: {
    status: 422,
    en: "The product is in the supplier's cut-off time ({{start}}–{{end}} WIB); please try again after {{end}} WIB",
    id: 'Produk sedang cut-off pemasok ({{start}}–{{end}} WIB). Coba lagi setelah {{end}} WIB.',
    zh: '该产品处于供应商截止时间（{{start}}–{{end}} WIB），请在 {{end}} WIB 之后再试。',
  },
  /** The operator's own daily window (console Catalogue, CLI set-cut-off), which wins over the supplier's. */
  product_closed_hours: {
    status: 422,
    en: 'This product is not sold from {{start}} to {{end}} WIB; please try again after {{end}} WIB',
    id: 'Produk ini tidak dijual pukul {{start}}–{{end}} WIB. Coba lagi setelah {{end}} WIB.',
    zh: '该产品在 {{start}}–{{end}} WIB 期间暂停销售，请在 {{end}} WIB 之后再试。',
  },
  stock_empty: {
    status: 422,
    en: 'Stock Empty or Try to Refresh The Page',
    id: 'Stok habis, coba muat ulang halaman.',
    zh: '库存已空，请刷新页面重试',
  },
  /** Also the `message` of prabayar/products for a number whose prefix is unknown. */
  operator_not_registered: {
    status: 422,
    en: 'Operator Not Registered (choose manually)',
    id: 'Operator tidak terdaftar, pilih operator secara manual.',
    zh: '未识别的运营商（请手动选择）',
  },
  number_mismatch: {
    status: 422,
    en: 'some numbers do not match the product',
    id: 'Nomor tidak sesuai dengan produk.',
    zh: '号码与产品不匹配',
  },
  /** An eSIM is sent to an e-mail address: the destination must be one. */
  invalid_email: {
    status: 422,
    en: 'invalid e-mail address',
    id: 'Alamat e-mail tidak valid.',
    zh: '电子邮件地址无效',
  },
  product_code_taken: {
    status: 409,
    en: 'Product code already exists',
    id: 'Kode produk sudah dipakai.',
    zh: '产品代码已存在',
  },
});

/** Notification texts of the catalog area. */
export const catalogNotices = defineMessages({});
