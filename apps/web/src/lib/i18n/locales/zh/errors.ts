import { errorDictionary } from '@konter/core/messages/index';

/**
 * The `errors` namespace: every error key of the server's message catalogue (packages/core/src/
 * messages, the same key the server answers as `code`) with its text in this language, and the few
 * texts of failures the web reports itself. Loaded lazily: a visitor's landing needs none of it.
 */
export default {
  ...errorDictionary('zh'),
  // Failures that never reached the server's error handler (lib/api-error.ts ClientErrorCode).
  network_error: '没有网络连接，请检查网络后重试。',
  unknown: '发生错误，请重试。',
  // The snackbars of the global handler by HTTP status (spec calls §8.1).
  http_401: '尚未登录，请先登录！',
  http_403: '无权访问！',
  http_429: '获取数据失败，请在 1 分钟后重试',
  // Android shell and device features (calls §8.2, §8.3).
  update_app: '请更新您的 {{site}} 应用。',
  camera_denied: '摄像头访问被拒绝（请在浏览器设置中启用）',
};
