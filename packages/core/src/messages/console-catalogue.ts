import { defineMessages } from './define.js';

/** Error answers of the console's Catalogue page (prices, markups, promos, sync). */
export const consoleCatalogueMessages = defineMessages({
  console_catalogue_sync_failed: {
    status: 502,
    en: 'The price-list sync stopped: the supplier did not answer. Try again in a moment',
    id: 'Sinkronisasi daftar harga terhenti: pemasok tidak menjawab. Coba lagi sebentar lagi',
    zh: '价格表同步已中断：供应商未响应。请稍后重试',
  },
  console_catalogue_sync_running: {
    status: 409,
    en: 'A price-list sync is already running; wait for its result',
    id: 'Sinkronisasi daftar harga sedang berjalan; tunggu hasilnya',
    zh: '价格表同步正在进行，请等待结果',
  },
  console_catalogue_price_below_buying: {
    status: 422,
    en: 'The selling price may not be below the buying price ({{buying}})',
    id: 'Harga jual tidak boleh di bawah harga beli ({{buying}})',
    zh: '售价不得低于进价（{{buying}}）',
  },
  console_catalogue_product_not_found: {
    status: 404,
    en: 'Product not found',
    id: 'Produk tidak ditemukan',
    zh: '未找到该产品',
  },
});
