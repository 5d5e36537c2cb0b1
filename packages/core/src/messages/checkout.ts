import { defineMessages } from './define.js';

/** Error answers of the one-page checkout (keys are unique across areas; see index.ts). */
export const checkoutMessages = defineMessages({
  checkout_link_not_found: {
    status: 404,
    en: 'This checkout link does not exist or is no longer active',
    id: 'Link checkout ini tidak ada atau sudah tidak aktif.',
    zh: '此结账链接不存在或已停用。',
  },
  checkout_links_full: {
    status: 422,
    en: 'You can keep at most {{max}} checkout links; delete one first',
    id: 'Anda hanya dapat memiliki paling banyak {{max}} link checkout; hapus salah satu terlebih dahulu.',
    zh: '最多只能保留 {{max}} 个结账链接；请先删除一个。',
  },
  checkout_operator_unknown: {
    status: 422,
    en: 'This operator has no products of this type',
    id: 'Operator ini tidak memiliki produk untuk jenis ini.',
    zh: '该运营商没有此类型的产品。',
  },
  checkout_seller_unavailable: {
    status: 409,
    en: 'The seller cannot take orders right now',
    id: 'Penjual sedang tidak dapat menerima pesanan.',
    zh: '卖家目前无法接受订单。',
  },
  checkout_product_not_in_link: {
    status: 422,
    en: 'This product is not sold through this link',
    id: 'Produk ini tidak dijual melalui link ini.',
    zh: '此链接不销售该产品。',
  },
  checkout_promo_not_sold: {
    status: 422,
    en: 'Promo items are not sold through checkout links',
    id: 'Produk promo tidak dijual melalui link checkout.',
    zh: '促销商品不通过结账链接销售。',
  },
  checkout_order_not_found: {
    status: 404,
    en: 'Order not found',
    id: 'Pesanan tidak ditemukan.',
    zh: '未找到订单。',
  },
});

/** Notification texts of the one-page checkout (none yet: a sale's outcome is the purchase's notification). */
export const checkoutNotices = defineMessages({});
