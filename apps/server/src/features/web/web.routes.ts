import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { errorText } from '@konter/core/messages/index';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerOptions } from 'vite';
import type { Deps } from '../../lib/deps.js';
import { cookieNames } from '../../lib/http.js';
import { WEB_DIST, WEB_ROOT } from '../../lib/paths.js';
import { ensureCsrfToken } from '../auth/index.js';
import { ogImagePath } from '../og/index.js';
import { composeDocument, injectFetch, pageLocale, renderCsrf, renderPage, type WebRenderer } from './ssr.js';

const PLACEHOLDER = '__CSRF_TOKEN__';
/** index.html's toolbar frame, painted before the scripts run; the Android shell's /webapp pages have no toolbar. */
const BOOT_BAR = /<div class="boot-bar"[^>]*>.*?<\/div><\/div>/s;

/** Shown when the web app has not been built (tests, API-only deployments). */
const FALLBACK_HTML = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="csrf-token" content="${PLACEHOLDER}"><title>Konter</title></head><body><p>Konter API is running. Build the web app with <code>npm run build</code>.</p></body></html>`;
/** The console's page when the web app has not been built. */
const CONSOLE_FALLBACK_HTML = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="csrf-token" content="${PLACEHOLDER}"><meta name="robots" content="noindex, nofollow"><title>Konter Console</title></head><body><p>Konter API is running. Build the web app with <code>npm run build</code>.</p></body></html>`;

/** index.html for one page: the session's CSRF token written in; no toolbar frame on /webapp pages. */
export function pageFor(html: string, url: string, csrfToken: string): string {
  const page = html.replace(PLACEHOLDER, csrfToken);
  return /^\/webapp(?:[/?#]|$)/.test(url) ? page.replace(BOOT_BAR, '') : page;
}

/**
 * Serves the SPA: hashed assets as static files (cached for a year), and index.html for every
 * other page with the CSRF token written into its `csrf-token` meta tag. In `npm run dev` Vite's
 * middleware serves the sources with hot reload on the same port. Registered without a prefix and
 * last: its catch-all also answers the 404 of an unknown /api/ path (in the API's error shape).
 * Its routes are pages, outside /api/, so they declare no access.
 *
 * The operations console (issue 18) is a second entry, admin.html, served for `/admin` and below
 * the same way (CSRF token written in, no-store) but never rendered on the server, marked noindex,
 * and whoever asks: who may use it is the console API's business (staff sessions).
 * `dist` is the built web app's folder, `devServer` Vite's server options in dev (tests give their own).
 */
export const webRoutes: FastifyPluginAsync<{
  deps: Deps;
  viteDev: boolean;
  dist?: string;
  devServer?: ServerOptions;
}> = async (app, opts) => {
  const { deps } = opts;
  const dist = opts.dist ?? WEB_DIST;
  const names = cookieNames(deps.config);
  let render: (url: string) => Promise<string>;
  let renderConsole: (url: string) => Promise<string>;
  /** The public pages' server render (ssr.ts); none when the web app has not been built. */
  let renderer: () => Promise<WebRenderer | null> = async () => null;
  const ssrEntry = join(WEB_ROOT, 'dist-ssr', 'entry-server.js');

  if (opts.viteDev) {
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({
      root: WEB_ROOT,
      server: { ...opts.devServer, middlewareMode: true },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    render = async (url) => vite.transformIndexHtml(url, readFileSync(join(WEB_ROOT, 'index.html'), 'utf8'));
    renderConsole = async (url) =>
      vite.transformIndexHtml(url, readFileSync(join(WEB_ROOT, 'admin.html'), 'utf8'));
    // Loaded per request, so an edit shows at the next reload (the render cache is off in dev).
    renderer = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as WebRenderer;
  } else if (deps.config.SERVE_WEB && existsSync(join(dist, 'index.html'))) {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const consoleFile = join(dist, 'admin.html');
    const consoleHtml = existsSync(consoleFile) ? readFileSync(consoleFile, 'utf8') : CONSOLE_FALLBACK_HTML;
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      // The pages are served below with the CSRF token written in, never as files.
      allowedPath: (path) => path !== '/index.html' && path !== '/admin.html',
      setHeaders: (res, path) => {
        if (path.includes(`${join('dist', 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
    render = async () => html;
    renderConsole = async () => consoleHtml;
    if (existsSync(ssrEntry)) {
      // Loaded with the first public page asked for (React's server renderer and the route tree
      // cost ~20 MiB): a server only ever asked for its API never loads it.
      let loaded: Promise<WebRenderer> | undefined;
      renderer = () => (loaded ??= import(pathToFileURL(ssrEntry).href) as Promise<WebRenderer>);
    }
  } else {
    render = async () => FALLBACK_HTML;
    renderConsole = async () => CONSOLE_FALLBACK_HTML;
  }

  const fetchImpl = injectFetch(app, renderCsrf(deps.config));
  /**
   * A visitor's public page, rendered on the server (ADR 0015); null for everything else: signed-in
   * users (their pages stay the SPA), pages that are not `prerender` routes, and a render that fails
   * (logged; the SPA then renders the page as before).
   */
  const serverRender = async (req: FastifyRequest) => {
    if (req.method !== 'GET' || req.cookies[names.session]) return null;
    try {
      const web = await renderer();
      if (!web) return null;
      const locale = pageLocale(req);
      const cache = opts.viteDev ? undefined : deps.pageRenders;
      const page = await renderPage(web, cache, fetchImpl, req.url, locale);
      return page && { page, locale };
    } catch (err) {
      req.log.error({ err, url: req.url }, 'server render failed; sending the app shell');
      return null;
    }
  };

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith('/api/'))
      return reply.code(404).send({ message: errorText('not_found'), code: 'not_found' });
    const rendered = await serverRender(req);
    if (rendered?.page.kind === 'redirect')
      return reply.redirect(rendered.page.location, rendered.page.status);
    const token = ensureCsrfToken(req, reply, deps.config, names);
    let html = await render(req.url);
    if (rendered?.page.kind === 'page') {
      html = composeDocument(html, rendered.page, {
        origin: deps.config.APP_URL,
        url: req.url,
        locale: rendered.locale,
        ogImage: ogImagePath(req.url.split('?')[0] ?? '/'),
      });
      reply.code(rendered.page.status).header('vary', 'Cookie, Accept-Language');
    }
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(pageFor(html, req.url, token));
  };
  /** The console's shell: the client renders every screen after asking the API who is signed in. */
  const consolePage = async (req: FastifyRequest, reply: FastifyReply) => {
    const token = ensureCsrfToken(req, reply, deps.config, names);
    const html = await renderConsole(req.url);
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(pageFor(html, req.url, token));
  };
  app.get('/', page);
  app.get('/admin', consolePage);
  app.get('/admin/*', consolePage);
  app.get('/*', page);
};
