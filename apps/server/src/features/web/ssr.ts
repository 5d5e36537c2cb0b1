import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { RenderOptions, RenderOutcome } from '@konter/core/contracts/page-render';
import { alternates, localizedUrl } from '@konter/core/public-pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.js';
import { randomToken } from '../../lib/crypto.js';
import type { Locale } from '../../lib/deps.js';
import { cookieNames } from '../../lib/http.js';
import { csrfTokenFor } from '../auth/index.js';

// Server-rendered public pages (issue 12, ADR 0015): the web's render (apps/web/src/entry-server.tsx,
// built into apps/web/dist-ssr) turned into a document from the built index.html, with its head
// (title, description, canonical and hreflang links, Open Graph, JSON-LD), and without the app's
// scripts: a ~0.6 KiB loader fetches them on the visitor's first interaction (SSR_LOADER).

/** What apps/web/src/entry-server.tsx exports. */
export interface WebRenderer {
  render(opts: RenderOptions): Promise<RenderOutcome>;
}
export type PageRender = Exclude<RenderOutcome, { kind: 'spa' }>;

/**
 * Renders kept per page and language for a short while: the price lists change with the catalogue
 * (the supplier sync), so a render is at most PAGE_RENDER_TTL_MS old; bounded in count, since any
 * query string makes a new key. Created in createDeps.
 */
export type PageRenderCache = LRUCache<string, PageRender>;
export const PAGE_RENDER_TTL_MS = 60_000;
export const createPageRenderCache = (): PageRenderCache =>
  new LRUCache<string, PageRender>({ max: 500, ttl: PAGE_RENDER_TTL_MS });

const LOCALES: readonly Locale[] = ['id', 'en', 'zh'];
const isLocale = (v: unknown): v is Locale => typeof v === 'string' && LOCALES.includes(v as Locale);
/** The web's language cookie (apps/web/src/lib/i18n LOCALE_COOKIE). */
export const LOCALE_COOKIE = 'konter_lang';

/**
 * The language a public page is rendered in: the URL's `?lang=` (the hreflang links), else the
 * visitor's chosen language (cookie), else the browser's languages, else Indonesian. Search engines
 * send neither cookie nor language, so an address without `?lang=` is the Indonesian page.
 */
export function pageLocale(req: FastifyRequest): Locale {
  const fromUrl = new URLSearchParams(req.url.split('?')[1] ?? '').get('lang');
  if (isLocale(fromUrl)) return fromUrl;
  const cookie = req.cookies?.[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  const header = req.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const primary = part.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (primary === 'id' || primary === 'in') return 'id';
    if (primary === 'en' || primary === 'zh') return primary;
  }
  return 'id';
}

const renderLocale = new AsyncLocalStorage<Locale>();

/** The CSRF pair a render's POST query carries (a browser has it from the page; the render has none). */
export interface RenderCsrf {
  cookieName: string;
  cookieValue: string;
  token: string;
}

/** A CSRF pair of the server's own, made once per process, for its renders' POST queries. */
export function renderCsrf(config: Config): RenderCsrf {
  const cookieValue = randomToken();
  return { cookieName: cookieNames(config).csrf, cookieValue, token: csrfTokenFor(config, cookieValue) };
}

/**
 * The API as the render's queries call it (`/api/v1/...`): answered by this server's own pipeline
 * (routes, access rules, schemas) without a socket, as a visitor without a session, in the page's
 * language. A public read that is a POST (the shop's product list and detail) passes the CSRF check
 * with the server's own pair, as the visitor's browser would with the page's token.
 */
export function injectFetch(app: FastifyInstance, csrf?: RenderCsrf) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    headers['accept-language'] = renderLocale.getStore() ?? 'id';
    delete headers.cookie;
    if (csrf && (init.method ?? 'GET') !== 'GET') {
      headers.cookie = `${csrf.cookieName}=${csrf.cookieValue}`;
      headers['x-csrf-token'] = csrf.token;
    }
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [String(v)]) out.append(k, one);
    }
    const body = res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload);
    return new Response(body, { status: res.statusCode, headers: out });
  };
}

/** Renders a page (or takes it from the cache); null when it is not a server-rendered page. */
export async function renderPage(
  renderer: WebRenderer,
  cache: PageRenderCache | undefined,
  fetchImpl: ReturnType<typeof injectFetch>,
  url: string,
  locale: Locale,
): Promise<PageRender | null> {
  const key = `${locale} ${url}`;
  const hit = cache?.get(key);
  if (hit) return hit;
  const outcome = await renderLocale.run(locale, () => renderer.render({ url, locale, fetch: fetchImpl }));
  if (outcome.kind === 'spa') return null;
  if (outcome.kind === 'redirect' || outcome.complete) cache?.set(key, outcome);
  return outcome;
}

/**
 * Loads the app's scripts on the visitor's first interaction (a tap, a key, a mouse move, focus):
 * until then the page is the server's HTML — links, the FAQ's <details>, the price lists all work
 * without JavaScript — and a phone on a slow network spends nothing on scripts for the first view.
 * The script's data attributes name the entry and the chunks to preload. Allowed by the CSP by its
 * hash (SSR_LOADER_CSP), so no inline script other than this one can run.
 */
export const SSR_LOADER = `(function(){var d=document.currentScript.dataset,e=['pointerdown','keydown','touchstart','mousemove','focusin'],o={capture:true,passive:true},go=function(){e.forEach(function(n){removeEventListener(n,go,o)});(d.preload||'').split(' ').forEach(function(h){if(!h)return;var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.src=d.src;document.head.appendChild(s)};e.forEach(function(n){addEventListener(n,go,o)})})()`;
export const SSR_LOADER_CSP = `'sha256-${createHash('sha256').update(SSR_LOADER).digest('base64')}'`;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface DocumentContext {
  /** The site's public URL (APP_URL). */
  origin: string;
  /** The page's path and query as requested. */
  url: string;
  locale: Locale;
  /** The page's Open Graph image path, e.g. /og/pricelist/pulsa.png. */
  ogImage: string | null;
}

const URL_KEYS = new Set(['url', 'logo', 'image', '@id']);
/** Structured data's paths (`url`, `logo`, `image`, `@id`) made absolute with the site's address. */
export function absoluteUrls(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((v) => absoluteUrls(v, origin));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      URL_KEYS.has(k) && typeof v === 'string' && v.startsWith('/')
        ? `${origin.replace(/\/+$/, '')}${v}`
        : absoluteUrls(v, origin),
    ]),
  );
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The built index.html made into the page's document. */
export function composeDocument(
  template: string,
  page: Extract<PageRender, { kind: 'page' }>,
  ctx: DocumentContext,
) {
  const entry = template.match(ENTRY)?.[1];
  const preloads = [...template.matchAll(PRELOAD)].map((m) => m[1]);
  // Canonical: the page without tracking or paging noise other than its own language.
  const path = ctx.url.split('?')[0] ?? '/';
  const canonical = localizedUrl(ctx.origin, path, ctx.locale);
  const og = ctx.ogImage ? localizedUrl(ctx.origin, ctx.ogImage, ctx.locale) : null;
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates(ctx.origin, path).map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`,
    ),
    `<meta property="og:type" content="${path.startsWith('/blog/posts/') ? 'article' : 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(page.sitename)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    ...(page.description
      ? [`<meta property="og:description" content="${escapeHtml(page.description)}" />`]
      : []),
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${{ id: 'id_ID', en: 'en_US', zh: 'zh_CN' }[ctx.locale]}" />`,
    ...(og
      ? [
          `<meta property="og:image" content="${escapeHtml(og)}" />`,
          '<meta property="og:image:width" content="1200" />',
          '<meta property="og:image:height" content="630" />',
          '<meta name="twitter:card" content="summary_large_image" />',
        ]
      : []),
    ...page.jsonLd.map(
      (d) => `<script type="application/ld+json">${scriptJson(absoluteUrls(d, ctx.origin))}</script>`,
    ),
  ].join('\n    ');
  let html = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${ctx.locale}">`)
    .replace(/<title>.*?<\/title>/s, () => head)
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace(/<noscript>.*?<\/noscript>\s*/s, '')
    .replace(/<div id="root">.*?<\/div><\/div><\/div>/s, () => `<div id="root">${page.html}</div>`);
  if (page.description)
    html = html.replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  const scripts = [
    `<script type="application/json" id="konter-ssr">${scriptJson(page.state)}</script>`,
    ...(entry
      ? [
          `<script data-src="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">${SSR_LOADER}</script>`,
        ]
      : []),
  ].join('\n    ');
  return html.replace('</body>', () => `  ${scripts}\n  </body>`);
}
