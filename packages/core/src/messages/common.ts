import { defineMessages } from './define.js';

/** Answers any route may give: authentication, the request itself, limits, the server. */
export const commonMessages = defineMessages({
  validation_failed: {
    status: 422,
    en: 'invalid format',
    id: 'Periksa kembali data yang Anda isi.',
    zh: '请检查您填写的内容。',
  },
  unauthenticated: {
    status: 401,
    en: 'Not Authenticated, Please Login!',
    id: 'Belum masuk, silakan login!',
    zh: '尚未登录，请先登录！',
  },
  forbidden: { status: 403, en: 'Unauthorized Access!', id: 'Akses tidak diizinkan!', zh: '无权访问！' },
  access_forbidden: { status: 403, en: 'Access Forbidden', id: 'Akses ditolak', zh: '禁止访问' },
  csrf_mismatch: {
    status: 419,
    en: 'CSRF token mismatch. Please reload the page.',
    id: 'Sesi halaman sudah kedaluwarsa. Muat ulang halaman lalu coba lagi.',
    zh: '页面已过期，请重新加载后再试。',
  },
  not_found: { status: 404, en: 'Not found', id: 'Data tidak ditemukan.', zh: '未找到数据。' },
  conflict: {
    status: 409,
    en: 'The data has changed. Reload and try again.',
    id: 'Data sudah berubah. Muat ulang lalu coba lagi.',
    zh: '数据已变更，请重新加载后再试。',
  },
  rate_limited: {
    status: 429,
    en: 'Too many requests. Please try again in 1 minute.',
    id: 'Gagal mengambil data, silakan coba lagi dalam 1 menit',
    zh: '获取数据失败，请在 1 分钟后重试',
  },
  too_many_attempts: {
    status: 429,
    en: 'Too many attempts. Please try again later.',
    id: 'Terlalu banyak percobaan. Silakan coba lagi nanti.',
    zh: '尝试次数过多，请稍后再试。',
  },
  request_too_large: {
    status: 413,
    en: 'Request too large',
    id: 'Data yang dikirim terlalu besar.',
    zh: '请求数据过大。',
  },
  device_pending: {
    status: 403,
    en: 'This device is waiting for approval from your trusted device.',
    id: 'Perangkat ini menunggu persetujuan dari perangkat tepercaya Anda.',
    zh: '此设备正在等待您的受信任设备批准。',
  },
  busy: {
    status: 503,
    en: 'The server is busy. Please try again in a few seconds.',
    id: 'Server sedang sibuk. Silakan coba lagi dalam beberapa detik.',
    zh: '服务器繁忙，请几秒钟后重试。',
  },
  wrong_password: {
    status: 422,
    en: 'Wrong Password',
    id: 'Kata sandi salah.',
    zh: '密码错误',
  },
  invalid_number: {
    status: 422,
    en: 'invalid number',
    id: 'Nomor tidak valid.',
    zh: '号码无效',
  },
  // Spec calls §8.3 "failed to retrieve data": the web says it where a list or a page's data could
  // not be fetched (a network failure or a 5xx), with a way to try again. The server never answers it.
  retrieve_failed: {
    status: 500,
    en: 'failed to retrieve data',
    id: 'Gagal mengambil data.',
    zh: '获取数据失败。',
  },
  internal: {
    status: 500,
    en: 'Error occured, please try again',
    id: 'Terjadi kesalahan, silakan coba lagi.',
    zh: '发生错误，请重试。',
  },
});

/** Notification texts used by several areas. */
export const commonNotices = defineMessages({
  // A text written by a person (an operator's reason), shown as written.
  free_text: {
    id: '{{text}}',
    en: '{{text}}',
    zh: '{{text}}',
  },
});
