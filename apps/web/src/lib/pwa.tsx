import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SnackbarCard } from '../components/ui/snackbar';
import { loadNamespaces } from './i18n';

/**
 * The service worker (apps/web/pwa/sw.js) and its update flow (spec §4, calls §9.2): a new build
 * installs a new worker that waits; from md up the page shows the update snackbar without a
 * timeout, and "reload" lets the waiting worker take over, then reloads once it controls the page.
 * On phones the new version is used from the next launch. Production builds only.
 */
export const SW_URL = '/sw.js';
const MD = '(min-width: 48rem)';

export function watchForUpdate(reg: ServiceWorkerRegistration, onWaiting: (worker: ServiceWorker) => void) {
  // A worker that was already waiting when the page loaded.
  if (reg.waiting && navigator.serviceWorker.controller) onWaiting(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first install, not an update.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) onWaiting(installing);
    });
  });
}

export function applyUpdate(worker: ServiceWorker) {
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Registers the worker and offers updates; render once, in the app layout. The prompt is its own
 * element, not a queued snackbar: it has no timeout, so in the queue it would hold back every
 * message after it (live notifications, 401/403/429 errors).
 */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let shown = false;
    let live = true;
    const offer = (worker: ServiceWorker) => {
      if (shown || !window.matchMedia(MD).matches) return;
      shown = true;
      // Its words load only now: visitors' first load does not carry the namespace.
      void loadNamespaces('notifications').then(() => {
        if (live) setWaiting(worker);
      });
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    navigator.serviceWorker.register(SW_URL).then(
      (reg) => {
        if (!live) return;
        watchForUpdate(reg, offer);
        // Long-lived tabs look for a new version every hour.
        timer = setInterval(() => void reg.update().catch(() => undefined), 60 * 60 * 1000);
      },
      (err) => console.warn('[sw] registration failed', err),
    );
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  if (!waiting) return null;
  return <UpdateSnackbar onReload={() => applyUpdate(waiting)} onClose={() => setWaiting(null)} />;
}

function UpdateSnackbar({ onReload, onClose }: { onReload: () => void; onClose: () => void }) {
  // 'common' is always loaded; the notifications words were loaded before this renders.
  const { t } = useTranslation(['common', 'notifications']);
  return (
    // Bottom-right, so the queued snackbars (bottom-left from md) show beside it.
    <div className="pointer-events-none fixed right-6 bottom-6 z-50 hidden max-w-md justify-end md:flex print:hidden">
      <SnackbarCard
        message={t('notifications:update.available')}
        color="black"
        action={{ label: t('notifications:update.reload'), onClick: onReload }}
        closeLabel={t('action.close')}
        onClose={onClose}
      />
    </div>
  );
}
