import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SnackbarProvider } from '../components/ui/snackbar';
import { initI18n, type Locale, loadNamespaces, namespaces } from '../lib/i18n';
import { createQueryClient, type ErrorHandler } from '../lib/query-client';
import { server } from './server';

/** i18n with every namespace loaded, so components render without suspending. */
export async function setupI18n(lang: Locale = 'id') {
  await initI18n(lang);
  await loadNamespaces([...namespaces]);
}

export function setCsrfMeta(content: string | null) {
  for (const m of document.querySelectorAll('meta[name="csrf-token"]')) m.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = content;
  document.head.append(meta);
}

/** Renders inside the app's providers and a memory router. */
export async function renderWithApp(
  ui: ReactNode,
  {
    route = '/',
    lang = 'id',
    onError = () => {},
  }: { route?: string; lang?: Locale; onError?: ErrorHandler } = {},
) {
  await setupI18n(lang);
  setCsrfMeta('test-token');
  const client = createQueryClient(onError);
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <SnackbarProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SnackbarProvider>,
  );
  return { ...result, client, router };
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What a test sees of a request the page sent: its URL, method, headers (lower-case) and body. */
export interface SentRequest {
  url: string;
  init: {
    method: string;
    credentials: RequestCredentials;
    headers: Record<string, string>;
    body: string | null;
  };
}

/**
 * Answers every request the page sends through MSW (the real `fetch` runs; the network is what is
 * replaced): answers come from `answer(url, init)`, and every request is recorded in `calls`.
 */
export function mockFetch(answer: (url: string, init: SentRequest['init']) => FakeAnswer) {
  const calls: SentRequest[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
      const init = {
        method: request.method,
        credentials: request.credentials,
        headers: Object.fromEntries(request.headers.entries()),
        body: body === '' ? null : body,
      };
      calls.push({ url: request.url, init });
      const a = answer(request.url, init);
      return new HttpResponse(a.body === undefined ? null : JSON.stringify(a.body), {
        status: a.status ?? 200,
        headers: { 'content-type': 'application/json', ...a.headers },
      });
    }),
  );
  return { calls };
}
