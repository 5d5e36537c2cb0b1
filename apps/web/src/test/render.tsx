import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient, type ErrorHandler } from '../app/query-client';
import { SnackbarProvider } from '../components/ui/snackbar';
import { initI18n, type Locale, loadNamespaces, namespaces } from '../lib/i18n';

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

/** Replaces fetch; answers come from `answer(url, init)` and every call is recorded. */
export function mockFetch(answer: (url: string, init: RequestInit) => FakeAnswer) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const a = answer(url, init);
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), {
      status: a.status ?? 200,
      headers: { 'content-type': 'application/json', ...a.headers },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}
