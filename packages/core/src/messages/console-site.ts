import { defineMessages } from './define.js';

/** Error answers of the console's Site pages (settings, banners, blog, news; issue 18). */
export const consoleSiteMessages = defineMessages({
  console_site_setting_invalid: {
    status: 422,
    en: 'This value is not accepted for the setting',
    id: 'Nilai ini tidak diterima untuk pengaturan tersebut',
    zh: '该设置不接受此值',
  },
  console_banner_dates_order: {
    status: 422,
    en: 'The end must be after the start',
    id: 'Waktu selesai harus setelah waktu mulai',
    zh: '结束时间必须晚于开始时间',
  },
  console_banner_not_found: {
    status: 404,
    en: 'Banner not found',
    id: 'Banner tidak ditemukan',
    zh: '未找到该横幅',
  },
  console_post_not_found: {
    status: 404,
    en: 'Post not found',
    id: 'Artikel tidak ditemukan',
    zh: '未找到该文章',
  },
  console_post_slug_taken: {
    status: 422,
    en: 'Another post already uses this address',
    id: 'Alamat ini sudah dipakai artikel lain',
    zh: '该地址已被其他文章使用',
  },
  console_banner_image_invalid: {
    status: 422,
    en: 'Choose a JPG, PNG or WebP image',
    id: 'Pilih gambar JPG, PNG, atau WebP',
    zh: '请选择 JPG、PNG 或 WebP 图片',
  },
  console_banner_image_too_large: {
    status: 422,
    en: 'The image may be at most {{max_mb}} MB',
    id: 'Ukuran gambar maksimal {{max_mb}} MB',
    zh: '图片最大 {{max_mb}} MB',
  },
});
