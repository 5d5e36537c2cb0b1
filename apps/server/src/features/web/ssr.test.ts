import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ROOT } from '../../lib/paths.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { seedDemoCatalog } from '../shop/index.js';
import {
  absoluteUrls,
  composeDocument,
  injectFetch,
  type PageRender,
  pageLocale,
  renderCsrf,
  renderPage,
  SSR_LOADER,
  SSR_LOADER_CSP,
  type WebRenderer,
} from './ssr.js';

// The document around a server-rendered page (issue 12, ADR 0015), and the web's render of a shop
// product page (entry-server.tsx, loaded from the sources by Vite as `npm run dev` does) on the
// test database. The whole page on the real build is checked by the browser journeys
// (apps/web/e2e/public-pages.spec.ts).

const TEMPLATE = `<!doctype html>
<html lang="id">
  <head>
    <meta name="csrf-token" content="__CSRF_TOKEN__" />
    <meta name="description" content="Konter — default." />
    <title>Konter</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"><div class="boot-bar" aria-hidden="true"><div><img src="/icon.svg" alt="" /></div></div></div>
    <noscript><p>Aktifkan JavaScript</p></noscript>
  </body>
</html>`;

const page = (
  over: Partial<Extract<PageRender, { kind: 'page' }>> = {},
): Extract<PageRender, { kind: 'page' }> => ({
  kind: 'page',
  status: 200,
  html: '<main><h1>Harga $& pulsa</h1></main>',
  title: 'Daftar harga Pulsa · Konter',
  description: 'Harga "terbaru" <hari ini>',
  jsonLd: [
    { '@type': 'Organization', url: '/', logo: '/icon.svg', name: '</script><script>alert(1)</script>' },
  ],
  sitename: 'Konter',
  complete: true,
  state: { locale: 'en', note: '</script>' },
  ...over,
});

const compose = (over?: Partial<Extract<PageRender, { kind: 'page' }>>) =>
  composeDocument(TEMPLATE, page(over), {
    origin: 'https://konter.example',
    url: '/pricelist/pulsa?lang=en&utm_source=x',
    locale: 'en',
    ogImage: '/og/pricelist/pulsa.png',
  });

describe('the document of a server-rendered page', () => {
  it('holds the page, its language and its head; the app’s scripts wait for the loader', () => {
    const html = compose();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div id="root"><main><h1>Harga $& pulsa</h1></main></div>');
    expect(html).not.toContain('boot-bar"');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<title>Daftar harga Pulsa · Konter</title>');
    expect(html).toContain(
      '<meta name="description" content="Harga &quot;terbaru&quot; &lt;hari ini&gt;" />',
    );
    // Canonical without tracking parameters, in the page's language; every language as an alternate.
    expect(html).toContain('<link rel="canonical" href="https://konter.example/pricelist/pulsa?lang=en" />');
    expect(html).toContain('hreflang="id" href="https://konter.example/pricelist/pulsa"');
    expect(html).toContain('hreflang="zh" href="https://konter.example/pricelist/pulsa?lang=zh"');
    expect(html).toContain('hreflang="x-default" href="https://konter.example/pricelist/pulsa"');
    expect(html).toContain(
      '<meta property="og:image" content="https://konter.example/og/pricelist/pulsa.png?lang=en" />',
    );
    // No module script or preload until the loader adds them; the loader names them.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      `<script data-src="/assets/index-abc.js" data-preload="/assets/react-def.js">${SSR_LOADER}</script>`,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
  });

  it('lets nothing in its data close a script element; structured data gets absolute addresses', () => {
    const html = compose();
    expect(html.match(/<\/script>/g)?.length).toBe(3); // ld+json, the state, the loader
    expect(html).toContain('"note":"\\u003c/script>"');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({ url: 'https://konter.example/', logo: 'https://konter.example/icon.svg' });
    expect(absoluteUrls({ a: [{ image: '/x.png', name: '/not-a-url-key' }] }, 'https://k.example/')).toEqual({
      a: [{ image: 'https://k.example/x.png', name: '/not-a-url-key' }],
    });
  });

  it('allows the loader by its hash in the CSP', async () => {
    const { createHash } = await import('node:crypto');
    expect(SSR_LOADER_CSP).toBe(`'sha256-${createHash('sha256').update(SSR_LOADER).digest('base64')}'`);
  });
});

describe('the language of a public page', () => {
  const req = (url: string, cookie?: string, acceptLanguage?: string) =>
    ({
      url,
      cookies: cookie ? { konter_lang: cookie } : {},
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    }) as unknown as FastifyRequest;

  it('is the address’s ?lang=, then the chosen language, then the browser’s, else Indonesian', () => {
    expect(pageLocale(req('/?lang=zh', 'en', 'en-US'))).toBe('zh');
    expect(pageLocale(req('/?lang=xx', 'en', 'zh-CN'))).toBe('en');
    expect(pageLocale(req('/', undefined, 'fr-FR,zh;q=0.8'))).toBe('zh');
    expect(pageLocale(req('/', undefined, 'in-ID'))).toBe('id');
    expect(pageLocale(req('/'))).toBe('id');
  });
});

describe('a shop product page rendered for a visitor', () => {
  let t: TestApp;
  let vite: ViteDevServer;
  let web: WebRenderer;
  const template = readFileSync(join(WEB_ROOT, 'index.html'), 'utf8');

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://konter.example' } });
    await seedDemoCatalog(t.deps);
    const { createServer } = await import('vite');
    vite = await createServer({
      root: WEB_ROOT,
      server: { middlewareMode: true, hmr: false, ws: false },
      // Only the server's render runs here: no browser bundles to discover.
      optimizeDeps: { noDiscovery: true },
      appType: 'custom',
      logLevel: 'error',
    });
    web = (await vite.ssrLoadModule('/src/entry-server.tsx')) as WebRenderer;
  }, 120_000);
  afterAll(async () => {
    await vite?.close();
    await t?.app.close();
  });

  /** The page as web.routes.ts renders it: through the app's own pipeline, as a visitor, no cache. */
  async function visit(url: string) {
    const page = await renderPage(web, undefined, injectFetch(t.app, renderCsrf(t.deps.config)), url, 'id');
    if (page?.kind !== 'page') throw new Error(`${url} is no server-rendered page`);
    const html = composeDocument(template, page, {
      origin: 'https://konter.example',
      url,
      locale: 'id',
      ogImage: null,
    });
    return { page, html };
  }

  it('holds the product’s name, price and description, its Product data and its links', async () => {
    const { page, html } = await visit('/shop/product/printer-kasir-thermal-bluetooth');
    expect(page.status).toBe(200);
    expect(html).toContain('<title>Printer Kasir Thermal Bluetooth · Konter</title>');
    expect(html).toMatch(/<h1[^>]*>Printer Kasir Thermal Bluetooth<\/h1>/);
    // The lowest variant's price, and the description, in the page itself.
    expect(html).toContain('Rp 285.000');
    expect(html).toContain('cetak struk dari aplikasi Konter di HP Android');
    expect(html).toContain(
      '<link rel="canonical" href="https://konter.example/shop/product/printer-kasir-thermal-bluetooth" />',
    );
    expect(html).toContain(
      'hreflang="en" href="https://konter.example/shop/product/printer-kasir-thermal-bluetooth?lang=en"',
    );
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Printer Kasir Thermal Bluetooth',
      '@id': 'https://konter.example/shop/product/printer-kasir-thermal-bluetooth',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'IDR',
        lowPrice: 285000,
        availability: 'https://schema.org/InStock',
      },
    });
    expect(ld.image).toMatch(/^https:\/\/konter\.example\/api\/v1\/shop\/image\/\d+$/);
    // The browser takes it over from the HTML's data: the product is in it, the member's cart is not
    // asked for a visitor (it would only be a 401 in the page's data).
    const state = JSON.parse(
      html.match(/<script type="application\/json" id="konter-ssr">(.*?)<\/script>/)![1]!,
    );
    const keys = state.data.queries.map((q: { queryKey: unknown[] }) => JSON.stringify(q.queryKey));
    expect(keys).toContain('["shop","product","printer-kasir-thermal-bluetooth"]');
    const cart = state.data.queries.find((q: { queryKey: unknown[] }) => q.queryKey.join() === 'shop,cart');
    expect(cart?.state.error ?? null).toBeNull();
  });

  it('says a product without stock is out of stock', async () => {
    await t.database.query(
      `UPDATE shop_products SET stock = 0 WHERE slug = 'charger-fast-charging-20w-usb-c'`,
    );
    const { html } = await visit('/shop/product/charger-fast-charging-20w-usb-c');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: 65000,
      priceCurrency: 'IDR',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('answers an unknown or inactive product with the not-found page and 404', async () => {
    const unknown = await visit('/shop/product/tidak-ada-produk-ini');
    expect(unknown.page.status).toBe(404);
    expect(unknown.html).toContain('Produk tidak ditemukan');
    await t.database.query(`UPDATE shop_products SET active = false WHERE slug = 'powerbank-10000-mah'`);
    expect((await visit('/shop/product/powerbank-10000-mah')).page.status).toBe(404);
  });
});
