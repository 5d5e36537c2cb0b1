import './index.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter, resolveLazyMatches } from './app/router';
import type { SsrState } from './entry-server';
import { ApiError } from './lib/api-error';
import { initI18n, loadNamespaces, type Namespace } from './lib/i18n';

// Only the Android shell has this interface; a browser never loads the link handler.
if ((window as { Android?: unknown }).Android)
  void import('./app/external-links').then((m) => m.installExternalLinks());

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
// A public page the server rendered (ADR 0015) says so, with what it was rendered from.
const ssrData = document.getElementById('konter-ssr')?.textContent;
const ssr = ssrData ? (JSON.parse(ssrData) as SsrState) : undefined;

if (ssr) {
  // Take the server's HTML over: same language, messages, screen and data, so the first render here
  // is the page already shown, and nothing it holds is fetched again.
  const now = Date.now();
  for (const q of ssr.data.queries) {
    q.state.dataUpdatedAt = now; // as fresh as the page in view
    if (q.state.error) {
      q.state.error = new ApiError(q.state.error as unknown as ConstructorParameters<typeof ApiError>[0]);
      q.state.errorUpdatedAt = now;
    }
  }
  void Promise.all([
    initI18n(ssr.locale).then(() => loadNamespaces(ssr.namespaces as Namespace[])),
    resolveLazyMatches(window.location),
  ]).then(() => {
    const router = createRouter(ssr.router);
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider navigator={navigatorOf(router)} initialData={ssr.data}>
          <RouterProvider router={router} />
          <Ready />
        </AppProvider>
      </StrictMode>,
    );
  });
} else {
  // The router starts its first navigation (and the lazy routes' namespaces) while i18n initialises.
  const router = createRouter();
  // The shell's messages (common) are a tiny chunk; render once they are in.
  void initI18n().then(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider navigator={navigatorOf(router)}>
          <RouterProvider router={router} />
          <Ready />
        </AppProvider>
      </StrictMode>,
    );
  });
}

/**
 * Marks the document once the app runs (<html data-app="ready">): on a server-rendered page, from
 * then on its buttons and forms answer, not only its links. The browser journeys wait for it.
 */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

function navigatorOf(router: ReturnType<typeof createRouter>) {
  return {
    navigate: (to: string, opts?: { replace?: boolean }) => void router.navigate(to, opts),
    pathname: () => router.state.location.pathname + router.state.location.search,
  };
}
