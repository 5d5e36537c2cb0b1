import { errorDictionary } from '@konter/core/messages/index';

/**
 * The `errors` namespace: every error key of the server's message catalogue (packages/core/src/
 * messages, the same key the server answers as `code`) with its text in this language, and the few
 * texts of failures the web reports itself. Loaded lazily: a visitor's landing needs none of it.
 */
export default {
  ...errorDictionary('id'),
  // Failures that never reached the server's error handler (lib/api-error.ts ClientErrorCode).
  network_error: 'Tidak ada koneksi internet. Periksa jaringan Anda lalu coba lagi.',
  unknown: 'Terjadi kesalahan, silakan coba lagi.',
  // The snackbars of the global handler by HTTP status (spec calls §8.1).
  http_401: 'Belum masuk, silakan login!',
  http_403: 'Akses tidak diizinkan!',
  http_429: 'Gagal mengambil data, silakan coba lagi dalam 1 menit',
  // Android shell and device features (calls §8.2, §8.3).
  update_app: 'Silahkan perbaharui aplikasi {{site}} anda.',
  camera_denied: 'Akses kamera ditolak (aktifkan di pengaturan browser)',
};
