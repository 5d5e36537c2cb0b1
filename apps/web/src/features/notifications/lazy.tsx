import { lazy, Suspense } from 'react';

// The bell and the live notices exist only for a logged-in user: their code (and the dialog, the
// push helpers) stays out of the first load of `/` (bench/web budget).
const Bell = lazy(() =>
  import('./components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
const Notices = lazy(() =>
  import('./components/realtime-notices').then((m) => ({ default: m.RealtimeNotices })),
);

export function NotificationBell() {
  return (
    <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
      <Bell />
    </Suspense>
  );
}

export function RealtimeNotices() {
  return (
    <Suspense fallback={null}>
      <Notices />
    </Suspense>
  );
}
