// The server's render of a public page (issue 12, ADR 0015). Built by `vite build --ssr` into
// dist-ssr/entry-server.js and called by the server (apps/server/src/features/web) for a visitor's
// request of a `prerender` route: the landing, marketing pages, agency, price lists, help centre,
// blog and the shop's index, products, collections and help. It renders the same route tree and components as the browser, with the data they ask for
// fetched through the server's own API pipeline, so the HTML holds the page's content, and the
// browser's `hydrateRoot` (main.tsx) takes it over without fetching that data again.

import type { RenderOutcome as PageRenderOutcome, RenderOptions } from '@konter/core/contracts/page-render';
import { type DehydratedState, dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type HydrationState,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { isApiError } from './lib/api-error';
import { configQuery } from './lib/config';
import { i18n, initI18n, type Locale, locales, namespaces } from './lib/i18n';
import { documentTitle, PageMetaCollector, type PageMetaData } from './lib/page-meta';
import type { RouteHandle } from './lib/route-handle';

/** What the browser needs to take the page over (the #konter-ssr JSON element). */
export interface SsrState {
  locale: Locale;
  /** The i18n namespaces the page used: loaded before hydrating, so nothing suspends. */
  namespaces: string[];
  data: DehydratedState;
  router: HydrationState;
}

export type RenderOutcome = PageRenderOutcome<SsrState>;
export type { RenderOptions };

const ORIGIN = 'http://konter.internal';
/** At most this many render passes: each one fetches what the previous one asked for. */
const MAX_PASSES = 8;
/** React's mark of a Suspense boundary the server could not finish (left to the browser). */
const CLIENT_RENDERED = '<!--$!-->';

let ready: Promise<void> | null = null;
/** Every language's messages, loaded once: a render never waits for (or suspends on) one. */
function prepare(fetchImpl: RenderOptions['fetch']): Promise<void> {
  setApiTransport(fetchImpl);
  ready ??= (async () => {
    await initI18n('id');
    // loadNamespaces loads for the current language: visit each.
    for (const lng of locales) {
      await i18n.changeLanguage(lng);
      await i18n.loadNamespaces([...namespaces]);
    }
  })();
  return ready;
}

// The message catalogue is one i18next instance (lib/i18n): a render switches it to the page's
// language and renders synchronously, one render at a time, so two requests in different
// languages never interleave.
let queue: Promise<unknown> = Promise.resolve();
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

type ReportNamespaces = { usedNamespaces: Record<string, boolean>; getUsedNamespaces(): string[] };

function renderPass(locale: Locale, tree: React.ReactNode): Promise<{ html: string; used: string[] }> {
  return exclusive(async () => {
    await i18n.changeLanguage(locale);
    const report = (i18n as unknown as { reportNamespaces?: ReportNamespaces }).reportNamespaces;
    if (report) report.usedNamespaces = {};
    const html = renderToString(tree);
    return { html, used: report?.getUsedNamespaces() ?? [] };
  });
}

/** An error as JSON can carry it (ApiError's fields are its own; `message` is not enumerable). */
function plainError(error: unknown) {
  return isApiError(error)
    ? {
        status: error.status,
        code: error.code,
        message: error.message,
        params: error.params,
        errors: error.errors,
        retryAfter: error.retryAfter,
      }
    : { status: 0, code: 'unknown', message: String(error) };
}

const deepestHandle = (context: StaticHandlerContext): RouteHandle =>
  (context.matches.at(-1)?.route.handle as RouteHandle | undefined) ?? {};

/**
 * A query the render asked for that nobody has fetched yet; not a disabled one (a member's cart for
 * a visitor): the browser would not fetch it either. `enabled` is on the query's options (its
 * observer's); no observer subscribes during a server render, so `isDisabled()` cannot tell.
 */
const waiting = (q: Query) => {
  const { enabled } = q.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (
    q.state.status === 'pending' &&
    q.state.fetchStatus === 'idle' &&
    (typeof enabled === 'function' ? enabled(q) : enabled) !== false
  );
};

export async function render(opts: RenderOptions): Promise<RenderOutcome> {
  await prepare(opts.fetch);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(opts.url, ORIGIN)));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400)
      return { kind: 'redirect', status: context.status, location };
    return { kind: 'spa' };
  }
  const handle = deepestHandle(context);
  if (!handle.prerender || context.errors) return { kind: 'spa' };

  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  let meta: PageMetaData = {};
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <StrictMode>
      <PageMetaCollector.Provider
        value={(m) => {
          meta = m;
        }}
      >
        <AppProvider navigator={{ navigate: () => {}, pathname: () => opts.url }} client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageMetaCollector.Provider>
    </StrictMode>
  );

  let pass = await renderPass(opts.locale, tree);
  for (let n = 1; n < MAX_PASSES; n++) {
    const asked = client.getQueryCache().findAll().filter(waiting);
    // A lazy part (the footer) that was not loaded yet left its Suspense boundary to the browser
    // (`<!--$!-->`); its module loads in a moment, and the next pass has it.
    const lazyPending = pass.html.includes(CLIENT_RENDERED);
    if (asked.length === 0 && !lazyPending) break;
    await Promise.all([
      // With all of the query's options: an infinite query's first page needs its initialPageParam.
      ...asked.map((q) => client.prefetchQuery({ ...q.options, queryKey: q.queryKey })),
      new Promise((resolve) => setTimeout(resolve, asked.length ? 0 : 10)),
    ]);
    meta = {};
    pass = await renderPass(opts.locale, tree);
  }

  // A page whose data says "no such thing" (a deleted post) is a 404, not an empty 200.
  const missing = client
    .getQueryCache()
    .findAll()
    .some((q) => isApiError(q.state.error) && q.state.error.status === 404);
  const notFound = context.matches.at(-1)?.route.path === '*';
  const sitename = client.getQueryData(configQuery().queryKey)?.sitename ?? 'Konter';
  const data = dehydrate(client, { shouldDehydrateQuery: () => true, shouldRedactErrors: () => false });
  for (const q of data.queries) if (q.state.error) q.state.error = plainError(q.state.error) as never;
  const routeTitle = handle.title
    ? i18n.getFixedT(opts.locale)(handle.title as never, { defaultValue: '' })
    : '';
  return {
    kind: 'page',
    status: missing || notFound ? 404 : (context.statusCode ?? 200),
    html: pass.html,
    title: documentTitle(meta.title ?? (routeTitle || null), sitename),
    description: meta.description ?? '',
    jsonLd: meta.jsonLd ?? [],
    sitename,
    complete: !pass.html.includes(CLIENT_RENDERED),
    state: {
      locale: opts.locale,
      namespaces: pass.used,
      // Failed queries too: the browser's first render must show what the HTML shows (an empty
      // carousel, a missing post), not start loading them again (main.tsx revives the errors).
      data,
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    },
  };
}
