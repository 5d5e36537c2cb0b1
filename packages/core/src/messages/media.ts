import { defineMessages } from './define.js';

/**
 * Error answers of the price-list image generator (issue 14 §6; spec calls §8.3 media messages:
 * media not found, media id invalid, image file empty, selected nominal empty, selling price data
 * invalid, customization data invalid, and the image download maximum ({max}) exceeded).
 */
export const mediaMessages = defineMessages({
  media_agents_only: {
    status: 403,
    en: 'Price-list images are for agents',
    id: 'Gambar daftar harga khusus untuk agen.',
    zh: '价目表图片仅供代理使用。',
  },
  media_not_found: { status: 404, en: 'media not found', id: 'Media tidak ditemukan.', zh: '未找到该图片。' },
  media_id_invalid: {
    status: 422,
    en: 'media id invalid',
    id: 'ID media tidak valid.',
    zh: '图片编号无效。',
  },
  media_image_empty: {
    status: 422,
    en: 'image file empty',
    id: 'File gambar kosong atau bukan JPG/PNG.',
    zh: '图片文件为空或不是 JPG/PNG。',
  },
  media_image_too_large: {
    status: 422,
    en: 'The image is larger than {{max_mb}} MB',
    id: 'Ukuran gambar lebih dari {{max_mb}} MB.',
    zh: '图片大于 {{max_mb}} MB。',
  },
  media_nominal_empty: {
    status: 422,
    en: 'selected nominal empty',
    id: 'Pilih minimal satu nominal.',
    zh: '请至少选择一个面额。',
  },
  media_price_invalid: {
    status: 422,
    en: 'selling price data invalid',
    id: 'Data harga jual tidak valid.',
    zh: '售价数据无效。',
  },
  media_customization_invalid: {
    status: 422,
    en: 'customization data invalid',
    id: 'Data kustomisasi tidak valid.',
    zh: '自定义数据无效。',
  },
  media_images_limit: {
    status: 409,
    en: 'You already keep {{max}} price-list images; delete one first',
    id: 'Anda sudah menyimpan {{max}} gambar daftar harga; hapus salah satu dulu.',
    zh: '您已保存 {{max}} 张价目表图片；请先删除一张。',
  },
  media_download_limit: {
    status: 429,
    en: 'The image download maximum ({{max}}) exceeded',
    id: 'Batas unduhan gambar ({{max}} per hari) sudah tercapai. Coba lagi besok.',
    zh: '已超过图片下载上限（每天 {{max}} 次）。请明天再试。',
  },
});

export const mediaNotices = defineMessages({});
