import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PREPAID_TYPES } from '@konter/core/catalog';
import { MARKETING_PAGES } from '@konter/core/public-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../lib/logger.js';
import { type CatalogWorld, catalogWorld } from '../../test/catalog-world.js';
import { setManualPrices } from '../catalog/index.js';
import { setSiteSetting } from '../site/index.js';
import { planFonts } from './fonts.js';
import { ICON_PATHS, typeIcon } from './icons.js';
import { createOgImageCache, ogImagePath } from './index.js';

// The Open Graph images on the real app and database, with the catalogue synced from the Digiflazz
// simulator. OG_SAMPLES_DIR=/tmp/og-samples writes every image fetched here, to look at.

let w: CatalogWorld;
beforeAll(async () => {
  w = await catalogWorld();
  await w.sync();
});
afterAll(async () => {
  await w?.stop();
});

const samples = process.env.OG_SAMPLES_DIR;
let fetched = 0;

async function fetchPng(url: string, headers: Record<string, string> = {}) {
  const res = await w.t.app.inject({ method: 'GET', url, headers });
  if (samples && res.statusCode === 200) {
    mkdirSync(samples, { recursive: true });
    const name = `${String(++fetched).padStart(2, '0')}-${url.replace(/^\/og\//, '').replace(/[^a-z0-9.]+/gi, '_')}`;
    writeFileSync(join(samples, name.endsWith('.png') ? name : `${name}.png`), res.rawPayload);
  }
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** Width and height from the PNG's IHDR chunk (after checking the signature). */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const stats = () => w.t.deps.ogImages.stats();

describe('Open Graph images', () => {
  it('renders the home image: a 1200×630 PNG, public for an hour', async () => {
    const res = await fetchPng('/og/home.png');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(pngSize(res.body)).toEqual({ width: 1200, height: 630 });
    expect(res.body.length).toBeGreaterThan(10_000);
  });

  it('draws another image per language; an unknown language is Indonesian', async () => {
    const id = await fetchPng('/og/home.png');
    const en = await fetchPng('/og/home.png?lang=en');
    const zh = await fetchPng('/og/home.png?lang=zh');
    for (const r of [en, zh]) {
      expect(r.status).toBe(200);
      expect(pngSize(r.body)).toEqual({ width: 1200, height: 630 });
    }
    expect(en.body.equals(id.body)).toBe(false);
    expect(zh.body.equals(id.body)).toBe(false);
    expect(en.headers.etag).not.toBe(id.headers.etag);
    expect((await fetchPng('/og/home.png?lang=xx')).headers.etag).toBe(id.headers.etag);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetchPng('/og/pricelist/data.png');
    const again = await fetchPng('/og/pricelist/data.png', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('keeps a price list until a selling price changes', async () => {
    const first = await fetchPng('/og/pricelist/pulsa.png');
    expect(first.status).toBe(200);
    expect(pngSize(first.body)).toEqual({ width: 1200, height: 630 });

    const before = stats();
    const cached = await fetchPng('/og/pricelist/pulsa.png');
    expect(cached.body.equals(first.body)).toBe(true);
    expect(stats()).toMatchObject({ renders: before.renders, hits: before.hits + 1 });

    // Telkomsel's cheapest pulsa becomes cheaper: the image the visitor gets changes at once.
    const view = await w.t.browser().get('/api/v1/pricelist/pulsa');
    const tsel = view.body.data.brands.find((b: { code: string }) => b.code === 'telkomsel');
    const cheapest = Math.min(...tsel.products.map((p: { price: number }) => p.price));
    await setManualPrices(w.t.deps, 'tsel5', {
      member: cheapest - 100,
      agent: cheapest - 150,
      master: cheapest - 200,
    });
    try {
      const changed = await fetchPng('/og/pricelist/pulsa.png');
      expect(changed.status).toBe(200);
      expect(changed.body.equals(first.body)).toBe(false);
      expect(changed.headers.etag).not.toBe(first.headers.etag);
      expect(stats()).toMatchObject({ renders: before.renders + 1, replaced: before.replaced + 1 });
      expect(stats().size).toBe(before.size);
    } finally {
      await setManualPrices(w.t.deps, 'tsel5', null);
    }
    // Back to the old prices: the same image as before, drawn again.
    const restored = await fetchPng('/og/pricelist/pulsa.png');
    expect(restored.body.equals(first.body)).toBe(true);
    expect(restored.headers.etag).toBe(first.headers.etag);
    expect(stats().renders).toBe(before.renders + 2);
  });

  it('renders one image per key however many ask at once', async () => {
    w.t.deps.ogImages.clear();
    const before = stats();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fetchPng('/og/pricelist/games.png?lang=en')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.toString('base64'))).size).toBe(1);
    expect(stats().renders).toBe(before.renders + 1);
  });

  it('renders every prepaid type, in every language', async () => {
    for (const type of PREPAID_TYPES) {
      for (const lang of ['id', 'en', 'zh']) {
        const res = await fetchPng(`/og/pricelist/${type}.png?lang=${lang}`);
        expect(res.status, `${type} ${lang}`).toBe(200);
        expect(pngSize(res.body)).toEqual({ width: 1200, height: 630 });
      }
    }
  });

  it('404s an unknown product type and anything but a .png name', async () => {
    for (const url of [
      '/og/pricelist/nope.png',
      '/og/pricelist/pulsa.jpg',
      '/og/pricelist/pulsa',
      '/og/pricelist/..%2Fpulsa.png',
      '/og/page.png?title=hello',
    ]) {
      const res = await fetchPng(url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type']).not.toBe('image/png');
    }
  });

  it('renders the marketing pages of the product types', async () => {
    for (const slug of Object.keys(MARKETING_PAGES)) {
      const res = await fetchPng(`/og/m/${slug}.png`);
      expect(res.status, slug).toBe(200);
      expect(pngSize(res.body)).toEqual({ width: 1200, height: 630 });
    }
    expect((await fetchPng('/og/m/listrik.png?lang=zh')).status).toBe(200);
    expect((await fetchPng('/og/m/activationVoucher.png?lang=en')).status).toBe(200);
    // Slugs, not type names (electricity's page is /m/listrik).
    expect((await fetchPng('/og/m/electricity.png')).status).toBe(404);
    expect((await fetchPng('/og/m/nope.png')).status).toBe(404);
  });

  it('renders a published post only', async () => {
    const slug = 'cara-isi-deposit-lewat-transfer-bank';
    const res = await fetchPng(`/og/blog/${slug}.png`);
    expect(res.status).toBe(200);
    expect(pngSize(res.body)).toEqual({ width: 1200, height: 630 });

    await w.t.database.query(
      `INSERT INTO blog_posts (slug, title, body, author, published_at) VALUES
         ('draf-rahasia', 'Draf', 'x', 'Tim', NULL),
         ('terbit-besok', 'Besok', 'x', 'Tim', now() + interval '1 day'),
         ('judul-campuran', 'Promo 话费 🔥 Ramadan: hemat sampai 50%!', 'x', 'Tim', now() - interval '1 hour')`,
    );
    expect((await fetchPng('/og/blog/draf-rahasia.png')).status).toBe(404);
    expect((await fetchPng('/og/blog/terbit-besok.png')).status).toBe(404);
    expect((await fetchPng('/og/blog/tidak-ada.png')).status).toBe(404);
    expect((await fetchPng('/og/blog/judul-campuran.png?lang=en')).status).toBe(200);
  });

  it('draws the site name from the settings, with the initial when the logo is an upload', async () => {
    const before = await fetchPng('/og/home.png');
    await setSiteSetting(w.t.database.db, 'sitename', 'Pulsa Murah Jaya');
    await setSiteSetting(w.t.database.db, 'logo', 'https://cdn.example.com/logo.png');
    try {
      const after = await fetchPng('/og/home.png');
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await setSiteSetting(w.t.database.db, 'sitename', 'Konter');
      await setSiteSetting(w.t.database.db, 'logo', '/api/v1/marketing/artwork/logo.svg');
    }
  });
});

describe('image cache', () => {
  const png = (n: number) => Buffer.alloc(n, 1);
  const tick = () => new Promise((r) => setTimeout(r, 5));

  it('renders one image at a time, shares a render per version, and keeps the latest version', async () => {
    const cache = createOgImageCache({ logger: silentLogger() });
    let running = 0;
    let most = 0;
    const render = (n: number) => async () => {
      most = Math.max(most, ++running);
      await tick();
      running--;
      return png(n);
    };
    const answers = await Promise.all([
      cache.get('a', 'v1', render(1)),
      cache.get('a', 'v1', render(99)),
      cache.get('b', 'v1', render(2)),
      cache.get('c', 'v1', render(3)),
    ]);
    expect(answers.map((a) => a.png.length)).toEqual([1, 1, 2, 3]);
    expect(answers.map((a) => a.cached)).toEqual([false, true, false, false]);
    expect(most).toBe(1);
    expect(cache.stats()).toMatchObject({ size: 3, renders: 3, shared: 1 });
    expect((await cache.get('a', 'v1', render(99))).cached).toBe(true);
    expect((await cache.get('a', 'v2', render(4))).png.length).toBe(4);
    expect(cache.stats()).toMatchObject({ size: 3, bytes: 4 + 2 + 3, replaced: 1 });
  });

  it('is bounded by count and bytes, least recently used out first; a failed render is not kept', async () => {
    const cache = createOgImageCache({ logger: silentLogger(), max: 3, maxBytes: 100 });
    for (const slot of ['a', 'b', 'c']) await cache.get(slot, 'v', async () => png(30));
    await cache.get('a', 'v', async () => png(0)); // a is now the most recent
    await cache.get('d', 'v', async () => png(30)); // count: b goes
    expect((await cache.get('b', 'v', async () => png(30))).cached).toBe(false); // c goes
    expect(cache.stats()).toMatchObject({ size: 3, bytes: 90 });
    await cache.get('e', 'v', async () => png(60)); // bytes: a and d go
    expect(cache.stats()).toMatchObject({ size: 2, bytes: 90 });
    await expect(cache.get('f', 'v', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('f', 'v', async () => png(1))).cached).toBe(false);
    expect(cache.stats().failures).toBe(1);
  });
});

describe('fonts', () => {
  it('draws Chinese with Noto Sans SC and leaves out what no font has (no missing-glyph boxes)', async () => {
    const plan = await planFonts(['Promo 话费 🔥 ok', 'Rp 12.345']);
    expect(plan.texts).toEqual(['Promo 话费 ok', 'Rp 12.345']);
    const names = new Set(plan.fonts.map((f) => f.name));
    expect(names.has('Inter latin')).toBe(true);
    expect([...names].some((n) => n.startsWith('Noto Sans SC '))).toBe(true);
    expect(plan.fonts.every((f) => f.data.length > 1000)).toBe(true);
    // The same subsets are the same array (satori keeps its parsed fonts per array).
    expect((await planFonts(['ok'])).fonts).not.toBe(plan.fonts);
    expect((await planFonts(['费话'])).fonts).toBe(plan.fonts);
  });

  it('has an icon for every prepaid type', () => {
    for (const type of PREPAID_TYPES) expect(ICON_PATHS[typeIcon(type)], type).toBeDefined();
    expect(PREPAID_TYPES.filter((t) => typeIcon(t) === 'document')).toEqual([]);
  });
});

describe('ogImagePath', () => {
  it.each([
    ['/', '/og/home.png'],
    ['/pricelist/pulsa', '/og/pricelist/pulsa.png'],
    ['/pricelist/pulsa/', '/og/pricelist/pulsa.png'],
    ['/pricelist/nope', '/og/home.png'],
    ['/m/data', '/og/m/data.png'],
    ['/m/listrik', '/og/m/listrik.png'],
    ['/m/electricity', '/og/home.png'],
    ['/m/pascabayar/pdam', '/og/home.png'],
    ['/blog/posts/cara-isi-deposit', '/og/blog/cara-isi-deposit.png'],
    ['/blog/posts/cara-isi-deposit?utm=x', '/og/blog/cara-isi-deposit.png'],
    ['/blog/posts/Bad_Slug', '/og/home.png'],
    ['/blog', '/og/home.png'],
    ['/help', '/og/home.png'],
    ['/agency', '/og/home.png'],
    ['/api/v1/site/config', null],
    ['/og/home.png', null],
    ['/favicon.ico', null],
  ])('%s → %s', (path, image) => {
    expect(ogImagePath(path)).toBe(image);
  });

  it('carries a language other than Indonesian', () => {
    expect(ogImagePath('/pricelist/data', 'en')).toBe('/og/pricelist/data.png?lang=en');
    expect(ogImagePath('/', 'id')).toBe('/og/home.png');
  });
});
