import '../index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { initI18n, loadNamespaces } from '../lib/i18n';
import { ConsoleProvider } from './provider';
import { consoleRoutes } from './routes';

// The operations console's entry (admin.html, served at /admin by features/web): its own root,
// router and QueryClient. The member app and the landing load nothing of it (vite.config.ts).
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

const router = createBrowserRouter(consoleRoutes);

void initI18n()
  .then(() => loadNamespaces(['console', 'errors']))
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <ConsoleProvider>
          <RouterProvider router={router} />
        </ConsoleProvider>
      </StrictMode>,
    );
  });
