import type { Notifier } from './notifier.js';

export { type AccountEvent, accountNotice } from './account-notices.js';
export { notificationRoutes } from './notifications.routes.js';
export { latestNews, newsAudience, pruneNotifications, publishNews } from './notifications.service.js';
export {
  type NotificationInput,
  type NotificationRow,
  Notifier,
  noticeOf,
  notificationValues,
} from './notifier.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** Records notifications in the caller's transaction and publishes them after commit. */
    notifier: Notifier;
  }
}
