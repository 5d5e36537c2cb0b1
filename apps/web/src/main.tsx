import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { initI18n } from './lib/i18n';

const router = createRouter();
// Only the Android shell has this interface; a browser never loads the link handler.
if ((window as { Android?: unknown }).Android)
  void import('./app/external-links').then((m) => m.installExternalLinks());
const navigator = {
  navigate: (to: string, opts?: { replace?: boolean }) => void router.navigate(to, opts),
  pathname: () => router.state.location.pathname + router.state.location.search,
};

// The shell's messages (common) are a tiny chunk; render once they are in.
initI18n().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <AppProvider navigator={navigator}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
