import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { SnackbarProvider, useSnackbar } from '../components/ui/snackbar';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { endStaffSession } from './auth/session-end';
import { createConsoleErrorHandler } from './lib/errors';

/**
 * The console's own providers: snackbars and a QueryClient of its own (nothing shared with the
 * member app's), whose failed calls go to the console's error handler.
 */
export function ConsoleProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider>
      <ConsoleQueries>{children}</ConsoleQueries>
    </SnackbarProvider>
  );
}

function ConsoleQueries({ children }: { children: ReactNode }) {
  const snackbar = useSnackbar();
  const latest = useRef(snackbar);
  latest.current = snackbar;
  const [client] = useState(() => {
    const client = createQueryClient(
      createConsoleErrorHandler({
        notify: (message, color) => latest.current.show({ message, color }),
        t: i18n.getFixedT(null, ['console', 'errors']),
        // The page's guard (RequireStaff) then sends the visitor to the login and back here after.
        onUnauthenticated: () => endStaffSession(client, 'expired'),
      }),
    );
    return client;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
