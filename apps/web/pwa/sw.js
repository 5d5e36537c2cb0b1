/* Konter service worker (ADR 0010, issue 5 §4). Built by pwa/sw-plugin.ts into dist/sw.js with
 * the build's file list; the version changes with every build, which is what makes the browser
 * install a new worker and the page offer the update snackbar.
 *
 * - App shell: the build's JS/CSS and icons are precached; hashed /assets/* are served cache-first.
 * - Navigations: network first (index.html carries the session's CSRF token), the cached shell
 *   when offline.
 * - The API, the realtime socket, simulators, dev tools and the operations console (/admin, its own
 *   entry: never the member shell, never cached) are left to the network.
 * - Push: shows the payload {title, body, tag, url, ...}; the tag replaces a repeated push; a click
 *   focuses an open tab on `url` or opens one.
 */
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = `konter-shell-${VERSION}`;
const SHELL_URL = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE);
      // The shell document is best effort: the page that installs us is online.
      try {
        const res = await fetch(SHELL_URL, { credentials: 'same-origin', cache: 'no-store' });
        if (res.ok) await cache.put(SHELL_URL, res);
      } catch {}
    })(),
  );
  // No skipWaiting here: the page asks for it when the user taps "reload" (update snackbar).
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key.startsWith('konter-shell-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

const NEVER = [/^\/api\//, /^\/socket\.io\//, /^\/_sim\//, /^\/dev\//, /^\/sw\.js$/, /^\/admin(?:\/|$)/];

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER.some((re) => re.test(url.pathname))) return;

  if (req.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const res = await fetch(req);
          if (res.ok && url.pathname === SHELL_URL) (await caches.open(CACHE)).put(SHELL_URL, res.clone());
          return res;
        } catch (err) {
          const shell = await caches.match(SHELL_URL, { cacheName: CACHE });
          if (shell) return shell;
          throw err;
        }
      })(),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(
      (async () => {
        const cached = await caches.match(req, { cacheName: CACHE });
        if (cached) return cached;
        const res = await fetch(req);
        if (res.ok && url.pathname.startsWith('/assets/')) (await caches.open(CACHE)).put(req, res.clone());
        return res;
      })(),
    );
  }
});

self.addEventListener('push', (event) => {
  let p = {};
  try {
    p = event.data ? event.data.json() : {};
  } catch {
    p = { title: event.data ? event.data.text() : '' };
  }
  const title = p.title || 'Konter';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: p.body || undefined,
      tag: p.tag || (p.id ? `notification-${p.id}` : undefined),
      renotify: Boolean(p.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      timestamp: p.date ? Date.parse(p.date) || undefined : undefined,
      data: { url: p.url || (p.id ? `/notification/today/${p.id}` : '/notification/today') },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  // Only our own pages: a payload cannot send the user to another site.
  const href = target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const tab of tabs) {
        if (new URL(tab.url).origin !== self.location.origin) continue;
        await tab.focus();
        if ('navigate' in tab) return tab.navigate(href);
        return;
      }
      return self.clients.openWindow(href);
    })(),
  );
});
