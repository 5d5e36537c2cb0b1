import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SnackbarProvider, useSnackbar } from '../components/ui/snackbar';
import { androidBridge } from '../lib/android';
import { clearSession } from '../lib/auth';
import { createGlobalErrorHandler } from './global-errors';
import { createQueryClient } from './query-client';

export interface Navigator {
  navigate: (to: string, opts?: { replace?: boolean }) => void;
  pathname: () => string;
}

export function AppProvider({ children, navigator }: { children: ReactNode; navigator: Navigator }) {
  return (
    <SnackbarProvider>
      <QueryProvider navigator={navigator}>{children}</QueryProvider>
    </SnackbarProvider>
  );
}

function QueryProvider({ children, navigator }: { children: ReactNode; navigator: Navigator }) {
  const snackbar = useSnackbar();
  const { t } = useTranslation('errors');
  // The handler is created once with the client; it reads the latest t/snackbar through this ref.
  const deps = useRef({ snackbar, t, navigator });
  deps.current = { snackbar, t, navigator };

  const [client] = useState(() => {
    const handler = createGlobalErrorHandler({
      notify: (message, color) => deps.current.snackbar.show({ message, color }),
      t: ((...args: Parameters<typeof t>) => deps.current.t(...args)) as typeof t,
      onUnauthenticated: () => {
        clearSession(client);
        const android = androidBridge();
        if (android?.logout) return android.logout();
        const nav = deps.current.navigator;
        const here = nav.pathname();
        if (!here.startsWith('/auth/'))
          nav.navigate(`/auth/login?redirect=${encodeURIComponent(here)}`, { replace: true });
      },
      onDevicePending: () => deps.current.navigator.navigate('/auth/device', { replace: true }),
    });
    const client = createQueryClient(handler);
    return client;
  });

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
