import { defineMessages } from './define.js';

/**
 * Error answers of the site area: the site shell, blog, contact form, notifications, web push and
 * realtime (keys are unique across areas; see index.ts).
 */
export const siteMessages = defineMessages({
  notification_not_found: {
    status: 404,
    en: 'Notification not found',
    id: 'Notifikasi tidak ditemukan.',
    zh: '未找到该通知。',
  },
  push_not_enabled: {
    status: 403,
    en: 'Push notifications are not enabled on this site.',
    id: 'Notifikasi push tidak diaktifkan di situs ini.',
    zh: '本站未启用推送通知。',
  },
  site_media_not_found: {
    status: 404,
    en: 'media not found',
    id: 'Media tidak ditemukan.',
    zh: '未找到该媒体文件。',
  },
  blog_post_not_found: {
    status: 404,
    en: 'Post not found',
    id: 'Artikel tidak ditemukan.',
    zh: '未找到该文章。',
  },
  contact_invalid: {
    status: 422,
    en: 'invalid data',
    id: 'Data tidak valid.',
    zh: '数据无效。',
  },
  /** On the contact form's `captcha` field: the proof of work is wrong, expired or already used. */
  contact_captcha_invalid: {
    status: 422,
    en: 'The automatic check failed or expired. Please send again.',
    id: 'Verifikasi otomatis gagal atau kedaluwarsa. Silakan kirim ulang.',
    zh: '自动验证失败或已过期，请重新发送。',
  },
});

/** Notification texts of the site area. */
export const siteNotices = defineMessages({});
