import { type DehydratedState, hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { SnackbarProvider, useSnackbar } from '../components/ui/snackbar';
import type { AndroidBridge } from '../lib/android';
import { clearSession, useAccount } from '../lib/auth';
import { i18n, loadNamespaces } from '../lib/i18n';
import { createQueryClient, type ErrorHandler } from '../lib/query-client';
import { onRequestStart } from '../lib/request-start';
import type { GlobalErrorDeps } from './global-errors';

// The realtime connection exists only for a signed-in user: its code (and what it imports) stays
// out of a visitor's first load (bench/web). It provides no context, so it sits beside the app.
const Realtime = lazy(() => import('../lib/realtime').then((m) => ({ default: m.RealtimeProvider })));

function RealtimeWhenSignedIn() {
  const { data: account } = useAccount();
  if (!account) return null;
  return (
    <Suspense fallback={null}>
      <Realtime>{null}</Realtime>
    </Suspense>
  );
}

export interface Navigator {
  navigate: (to: string, opts?: { replace?: boolean }) => void;
  pathname: () => string;
}

interface ProviderProps {
  children: ReactNode;
  navigator: Navigator;
  /** The data a server-rendered page was rendered with (entry-server.tsx): not fetched again. */
  initialData?: DehydratedState;
  /** The server render's own client (entry-server.tsx), which it fills and reads. */
  client?: QueryClient;
}

export function AppProvider({ children, ...opts }: ProviderProps) {
  return (
    <SnackbarProvider>
      <QueryProvider {...opts}>{children}</QueryProvider>
    </SnackbarProvider>
  );
}

function QueryProvider({ children, navigator, initialData, client: given }: ProviderProps) {
  const snackbar = useSnackbar();
  // The handler is created once with the client; it reads the latest snackbar through this ref.
  const deps = useRef({ snackbar, navigator });
  deps.current = { snackbar, navigator };

  const [client] = useState(() => {
    if (given) return given;
    const handlerDeps = (androidBridge: () => AndroidBridge | undefined): GlobalErrorDeps => ({
      notify: (message, color) => deps.current.snackbar.show({ message, color }),
      t: i18n.getFixedT(null, ['errors']),
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
    // The handler, the error texts, the Android bridge and the `errors` messages load with the first
    // failed call: a visitor's landing that fails nothing never downloads them (bench/web budget).
    let handler: Promise<ErrorHandler> | null = null;
    const onError: ErrorHandler = (error, meta, source) => {
      handler ??= Promise.all([
        import('./global-errors'),
        import('../lib/android'),
        loadNamespaces('errors'),
      ]).then(([m, android]) => m.createGlobalErrorHandler(handlerDeps(android.androidBridge)));
      handler.then(
        (handle) => handle(error, meta, source),
        (loadError: unknown) => {
          handler = null; // a dropped chunk on a slow network: try again with the next failure
          console.error(loadError, error);
        },
      );
    };
    const client = createQueryClient(onError);
    if (initialData) hydrate(client, initialData);
    return client;
  });

  // Spec §4: a request clears the notifications of earlier failures (error and warning snackbars).
  useEffect(() => onRequestStart(() => deps.current.snackbar.clear(['error', 'warning'])), []);

  return (
    <QueryClientProvider client={client}>
      {children}
      <RealtimeWhenSignedIn />
    </QueryClientProvider>
  );
}
