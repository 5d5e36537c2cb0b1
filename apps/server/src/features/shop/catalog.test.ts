import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/app.js';
import { demoProducts, seedDemoCatalog } from './demo-catalog.js';
import { cliProductAdd, cliProductSet } from './shop.admin-catalog.js';

// The shop's public catalogue (issue 15) over HTTP on the test database with the demo catalogue:
// list, search (escaped), sorts, collections, paging, detail with variants, images.

let t: TestApp;
let visitor: TestBrowser;

interface Card {
  id: number;
  slug: string;
  name: string;
  price: number;
  image: string | null;
  stock: number;
  sold: number;
  has_variants: boolean;
}
const list = async (body: Record<string, unknown> = {}) => {
  const res = await visitor.post('/api/v1/shop/product/list', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Card[]; meta: { current_page: number; last_page: number; total: number } };
};

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoCatalog(t.deps)).toBe(demoProducts.length);
  visitor = t.browser();
}, 60_000);

afterAll(async () => {
  await t.app.close();
});

describe('shop catalogue', () => {
  it('seeds the demo catalogue once', async () => {
    expect(await seedDemoCatalog(t.deps)).toBe(0);
    const { meta } = await list();
    expect(meta).toMatchObject({ current_page: 1, last_page: 1, total: demoProducts.length });
  });

  it('lists products with the lowest variant price and the summed available stock', async () => {
    const { data } = await list();
    const cable = data.find((p) => p.slug === 'kabel-data-fast-charging-1-m')!;
    expect(cable).toMatchObject({ price: 20_000, stock: 95, sold: 347, has_variants: true });
    expect(cable.image).toMatch(/^\/api\/v1\/shop\/image\/\d+$/);
    const printer = data.find((p) => p.slug === 'printer-kasir-thermal-bluetooth')!;
    expect(printer).toMatchObject({ price: 285_000, stock: 11, has_variants: true });
    const im3 = data.find((p) => p.slug === 'kartu-perdana-im3-4g')!;
    expect(im3).toMatchObject({ stock: 0, has_variants: false });
  });

  it('searches name and description, case-insensitively, with % and _ taken literally', async () => {
    const thermal = await list({ search: 'THERMAL' });
    expect(thermal.data.length).toBeGreaterThanOrEqual(4);
    expect(thermal.data.every((p) => /thermal/i.test(p.name) || p.slug.includes('printer'))).toBe(true);
    await cliProductAdd(t.deps, { name: 'Lem Super 100% Kuat', price: '8000', weight: '20', stock: '10' });
    // Only the two with a literal % (the charger's description says "0–50%").
    expect((await list({ search: '%' })).data.map((p) => p.slug).sort()).toEqual([
      'charger-fast-charging-20w-usb-c',
      'lem-super-100-kuat',
    ]);
    expect((await list({ search: '100%' })).data.map((p) => p.slug)).toEqual(['lem-super-100-kuat']);
    expect((await list({ search: '_' })).meta.total).toBe(0);
    expect((await list({ search: 'tidak-ada-barang-ini' })).data).toEqual([]);
  });

  it('sorts by latest, price and popularity', async () => {
    const latest = await list({ sort: 'latest' });
    expect(latest.data[0]!.slug).toBe('lem-super-100-kuat');
    const asc = (await list({ sort: 'price_asc' })).data.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list({ sort: 'price_desc' })).data.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBe(285_000);
    const popular = (await list({ sort: 'popular' })).data;
    expect(popular.map((p) => p.sold)).toEqual(popular.map((p) => p.sold).sort((a, b) => b - a));
    expect(popular[0]!.slug).toBe('voucher-fisik-telkomsel-10-gb');
  });

  it('filters by collection (slug or id); an unknown one is a 404', async () => {
    const bySlug = await list({ collection: 'kartu-perdana' });
    expect(bySlug.data.map((p) => p.slug).sort()).toEqual([
      'kartu-perdana-im3-4g',
      'kartu-perdana-telkomsel-4g',
      'kartu-perdana-xl-4g',
    ]);
    const collections = await visitor.get('/api/v1/shop/collection');
    expect(collections.status).toBe(200);
    const sim = (collections.body.data as { id: number; slug: string; product_count: number }[]).find(
      (c) => c.slug === 'kartu-perdana',
    )!;
    expect(sim.product_count).toBe(3);
    expect((await list({ collection: sim.id })).meta.total).toBe(3);
    const unknown = await visitor.post('/api/v1/shop/product/list', { collection: 'tidak-ada' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('shop_collection_not_found');
  });

  it('pages by 20', async () => {
    for (let i = 1; i <= 10; i++) {
      await cliProductAdd(t.deps, { name: `Gantungan Kunci Model ${i}`, price: `${5000 + i}`, weight: '15' });
    }
    const first = await list({ page: 1 });
    expect(first.data).toHaveLength(20);
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: demoProducts.length + 11 });
    const second = await list({ page: 2 });
    expect(second.data).toHaveLength(demoProducts.length + 11 - 20);
    const ids = new Set([...first.data, ...second.data].map((p) => p.id));
    expect(ids.size).toBe(demoProducts.length + 11);
    expect((await list({ page: 3 })).data).toEqual([]);
  });

  it('refuses bad input with field errors', async () => {
    const res = await visitor.post('/api/v1/shop/product/list', { sort: 'cheap', page: 0 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['page', 'sort']);
  });

  it('shows a product with its variants, images, collections and dimensions', async () => {
    const res = await visitor.post('/api/v1/shop/product/detail', { slug: 'kabel-data-fast-charging-1-m' });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      slug: 'kabel-data-fast-charging-1-m',
      price: 20_000,
      weight_g: 60,
      dimensions: { length_cm: 12, width_cm: 8, height_cm: 3 },
      min_quantity: 1,
      stock: 95,
      sold: 347,
      collections: [{ slug: 'aksesoris-hp', name: 'Aksesoris HP' }],
    });
    expect(
      d.variants.map((v: { name: string; price: number; stock: number }) => [v.name, v.price, v.stock]),
    ).toEqual([
      ['USB-C', 25_000, 60],
      ['Micro USB', 20_000, 35],
      ['Lightning', 35_000, 0],
    ]);
    expect(d.images).toHaveLength(1);

    const voucher = await visitor.post('/api/v1/shop/product/detail', { slug: 'voucher-fisik-axis-5-gb' });
    expect(voucher.body.data).toMatchObject({ min_quantity: 5, variants: [], stock: 60 });
  });

  it('answers 404 for an unknown or inactive product', async () => {
    const unknown = await visitor.post('/api/v1/shop/product/detail', { slug: 'tidak-ada' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('shop_product_not_found');
    await cliProductSet(t.deps, 'lem-super-100-kuat', 'active', 'false');
    const inactive = await visitor.post('/api/v1/shop/product/detail', { slug: 'lem-super-100-kuat' });
    expect(inactive.status).toBe(404);
    expect((await list({ search: 'Lem Super' })).meta.total).toBe(0);
  });

  it('shows a collection with its products', async () => {
    const res = await visitor.get('/api/v1/shop/collection/printer-kasir?sort=price_asc');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: 'printer-kasir', name: 'Printer Kasir', product_count: 2 });
    expect(res.body.data.image).toMatch(/^\/api\/v1\/shop\/image\/\d+$/);
    expect(res.body.data.products.map((p: Card) => p.slug)).toEqual([
      'printer-struk-mini-portable-58-mm',
      'printer-kasir-thermal-bluetooth',
    ]);
    expect(res.body.meta.total).toBe(2);
    const byId = await visitor.get(`/api/v1/shop/collection/${res.body.data.id}`);
    expect(byId.body.data.slug).toBe('printer-kasir');
    expect((await visitor.get('/api/v1/shop/collection/nope')).status).toBe(404);
  });

  it('serves images with long caching and an ETag', async () => {
    const { data } = await list({ search: 'Powerbank' });
    const url = data[0]!.image!;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.body).toContain('Powerbank');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/shop/image/999999' })).statusCode).toBe(404);
  });
});
