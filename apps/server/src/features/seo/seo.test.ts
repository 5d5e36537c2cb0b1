import { LANGUAGES, PUBLIC_PAGE_PATHS, SHOP_PAGE_PATHS } from '@konter/core/public-pages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { setSiteSetting } from '../site/index.js';

const ORIGIN = 'https://konter.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: `${ORIGIN}/` } });
});

/** A crawler's request: no cookies, no CSRF token. */
async function crawl(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Googlebot/2.1' } });
  return { status: res.statusCode, headers: res.headers, body: res.body };
}

/** The `<url>` entries of a sitemap, each as its text. */
const urlEntries = (body: string) =>
  body
    .split('<url>')
    .slice(1)
    .map((e) => e.split('</url>')[0]!);
const entryFor = (body: string, loc: string) => urlEntries(body).find((e) => e.includes(`<loc>${loc}</loc>`));

/**
 * Well-formedness of the sitemap's XML, as far as its simple shape goes: one declaration first, every
 * element closed in order (self-closing ones allowed), one root, and every `&` starting an entity.
 */
function checkWellFormed(body: string) {
  expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const stack: string[] = [];
  let roots = 0;
  let i = body.indexOf('?>') + 2;
  for (;;) {
    const open = body.indexOf('<', i);
    if (open < 0) break;
    const close = body.indexOf('>', open);
    expect(close).toBeGreaterThan(open);
    const tag = body.slice(open + 1, close);
    const text = body.slice(i, open);
    expect(text.includes('>')).toBe(false);
    for (let a = text.indexOf('&'); a >= 0; a = text.indexOf('&', a + 1)) {
      expect(['&amp;', '&lt;', '&gt;', '&quot;', '&apos;'].some((e) => text.startsWith(e, a))).toBe(true);
    }
    if (tag.startsWith('/')) {
      expect(stack.pop()).toBe(tag.slice(1));
    } else {
      const name = tag.split(/\s/)[0]!.replace(/\/$/, '');
      // Attribute values are double-quoted and carry no raw quote, < or &.
      const attrs = tag.slice(name.length).replace(/\/$/, '');
      for (const [, value] of attrs.matchAll(/="([^"]*)"/g)) {
        expect(value).not.toMatch(/[<]|&(?!amp;|lt;|gt;|quot;|apos;)/);
      }
      if (stack.length === 0) roots++;
      if (!tag.endsWith('/')) stack.push(name);
    }
    i = close + 1;
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  expect(body.slice(i).trim()).toBe('');
}

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the private ones and points at the sitemap', async () => {
    const res = await crawl('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/account',
      '/auth/',
      '/dev/',
      '/_sim/',
      '/webapp',
      '/receipt/',
      '/notification',
      '/payment/',
      '/history',
      '/report',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Nothing public is disallowed.
    expect(lines.filter((l) => /^Disallow: \/(m|pricelist|help|blog|agency)?$/.test(l))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists every public page in each language, with all its alternates', async () => {
    const res = await crawl('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const body = res.body;
    checkWellFormed(body);
    expect(body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );

    // The price list of pulsa: three variants, each carrying the same three alternates + x-default.
    const pulsa = `${ORIGIN}/pricelist/pulsa`;
    const links = [
      `<xhtml:link rel="alternate" hreflang="id" href="${pulsa}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${pulsa}?lang=en"/>`,
      `<xhtml:link rel="alternate" hreflang="zh" href="${pulsa}?lang=zh"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${pulsa}"/>`,
    ];
    for (const loc of [pulsa, `${pulsa}?lang=en`, `${pulsa}?lang=zh`]) {
      const entry = entryFor(body, loc);
      expect(entry, loc).toBeDefined();
      expect(entry!.match(/<xhtml:link /g)).toHaveLength(4);
      for (const link of links) expect(entry).toContain(link);
      expect(entry).not.toContain('<lastmod>');
    }

    const locs = urlEntries(body).map((e) => e.match(/<loc>([^<]*)<\/loc>/)![1]!);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of [
      '/',
      '/m/data',
      '/m/listrik',
      '/m/pascabayar/pdam',
      '/m/pascabayar/kirim-uang',
      '/agency',
      '/pricelist/electricity',
      '/help',
      '/help/cara-penggunaan',
      '/help/privasi',
      '/help/hubungi-kami',
      '/blog/posts',
    ]) {
      expect(locs).toContain(`${ORIGIN}${path}`);
      expect(locs).toContain(`${ORIGIN}${path}?lang=zh`);
    }
    // Every URL is on APP_URL (its trailing slash dropped), never on the request's host.
    expect(locs.every((l) => l.startsWith(`${ORIGIN}/`) && !l.includes('//', 8))).toBe(true);
    expect(body).not.toContain('localhost');
    // Static pages, the shop's (no product yet) and the three seeded posts, each in every language.
    expect(locs).toHaveLength((PUBLIC_PAGE_PATHS.length + SHOP_PAGE_PATHS.length + 3) * LANGUAGES.length);
    // Nothing private.
    expect(locs.some((l) => /\/(api|account|auth|webapp|dev|_sim)\b/.test(l))).toBe(false);
  });

  it('lists published blog posts with their last change, never drafts or scheduled posts', async () => {
    // Published in January, edited in March (dates well in the past).
    await t.database.query(
      `INSERT INTO blog_posts (slug, title, body, author, published_at, updated_at) VALUES
         ('cara-cek-harga', 'Cek harga & stok', 'x', 'Tim', '2025-01-02T03:00:00Z', '2025-03-04T05:06:07Z'),
         ('draf-rahasia', 'Draf', 'x', 'Tim', NULL, now()),
         ('terbit-besok', 'Nanti', 'x', 'Tim', now() + interval '1 day', now())`,
    );
    const body = (await crawl('/sitemap.xml')).body;
    checkWellFormed(body);
    const post = `${ORIGIN}/blog/posts/cara-cek-harga`;
    for (const loc of [post, `${post}?lang=en`, `${post}?lang=zh`]) {
      const entry = entryFor(body, loc);
      expect(entry, loc).toBeDefined();
      expect(entry).toContain('<lastmod>2025-03-04T05:06:07.000Z</lastmod>');
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${post}"/>`);
    }
    // A seeded post is there too, with its date.
    expect(entryFor(body, `${ORIGIN}/blog/posts/cara-isi-deposit-lewat-transfer-bank`)).toMatch(
      /<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>/,
    );
    expect(body).not.toContain('draf-rahasia');
    expect(body).not.toContain('terbit-besok');
  });

  it('takes a post’s publication as its last change when it was edited before going out', async () => {
    await t.database.query(
      `INSERT INTO blog_posts (slug, title, body, author, published_at, updated_at)
       VALUES ('ditulis-duluan', 'Duluan', 'x', 'Tim', '2025-02-02T10:00:00Z', '2025-01-01T10:00:00Z')`,
    );
    const body = (await crawl('/sitemap.xml')).body;
    expect(entryFor(body, `${ORIGIN}/blog/posts/ditulis-duluan`)).toContain(
      '<lastmod>2025-02-02T10:00:00.000Z</lastmod>',
    );
  });

  it('lists the shop, its active products and its collections with their last change, while the shop is on', async () => {
    for (const statement of [
      `INSERT INTO shop_collections (slug, name, updated_at) VALUES ('aksesoris', 'Aksesoris', '2025-04-01T00:00:00Z')`,
      `INSERT INTO shop_products (slug, name, price, weight_g, length_cm, width_cm, height_cm, stock, active, updated_at)
       VALUES ('charger-20w', 'Charger', 65000, 100, 10, 5, 3, 4, true, '2025-04-02T00:00:00Z'),
              ('printer-58', 'Printer', 285000, 900, 20, 15, 10, 0, true, '2025-04-03T00:00:00Z'),
              ('ditarik', 'Ditarik', 1000, 10, 1, 1, 1, 1, false, '2025-04-04T00:00:00Z')`,
      `INSERT INTO shop_product_variants (product_id, name, price, stock, updated_at)
       SELECT id, '58 mm', 285000, 2, '2025-05-06T07:08:09Z' FROM shop_products WHERE slug = 'printer-58'`,
    ])
      await t.database.query(statement);
    let body = (await crawl('/sitemap.xml')).body;
    checkWellFormed(body);
    const locs = urlEntries(body).map((e) => e.match(/<loc>([^<]*)<\/loc>/)![1]!);
    for (const path of ['/shop', '/shop/help', '/shop/help/pembayaran']) {
      expect(locs).toContain(`${ORIGIN}${path}`);
      expect(locs).toContain(`${ORIGIN}${path}?lang=en`);
    }
    const charger = `${ORIGIN}/shop/product/charger-20w`;
    for (const loc of [charger, `${charger}?lang=zh`]) {
      const entry = entryFor(body, loc);
      expect(entry, loc).toContain('<lastmod>2025-04-02T00:00:00.000Z</lastmod>');
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${charger}"/>`);
    }
    // A variant's later change (price, stock) is the product's last change.
    expect(entryFor(body, `${ORIGIN}/shop/product/printer-58`)).toContain(
      '<lastmod>2025-05-06T07:08:09.000Z</lastmod>',
    );
    expect(entryFor(body, `${ORIGIN}/shop/collection/aksesoris?lang=en`)).toContain(
      '<lastmod>2025-04-01T00:00:00.000Z</lastmod>',
    );
    // An inactive product has no page; the shop's search and cart are no pages to index.
    expect(body).not.toContain('ditarik');
    expect(locs.some((l) => /\/shop\/(search|cart|checkout|transaction)/.test(l))).toBe(false);
    expect((await crawl('/robots.txt')).body.split('\n')).toEqual(
      expect.arrayContaining(['Disallow: /shop/search', 'Disallow: /shop/cart']),
    );

    // A site without the shop lists none of it.
    await setSiteSetting(t.database.db, 'shop', 'false');
    try {
      body = (await crawl('/sitemap.xml')).body;
      checkWellFormed(body);
      expect(body).not.toContain('/shop');
    } finally {
      await setSiteSetting(t.database.db, 'shop', 'true');
    }
  });

  it('answers HEAD too (crawlers check before fetching)', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  });
});
