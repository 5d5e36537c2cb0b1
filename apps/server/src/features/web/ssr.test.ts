import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrls,
  composeDocument,
  type PageRender,
  pageLocale,
  SSR_LOADER,
  SSR_LOADER_CSP,
} from './ssr.js';

// The document around a server-rendered page (issue 12, ADR 0015). The render itself and the whole
// page are checked by the browser journeys (apps/web/e2e/public-pages.spec.ts) on the real build.

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
