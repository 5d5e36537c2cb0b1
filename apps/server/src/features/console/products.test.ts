import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/app.js';
import { cliCollectionAdd, cliProductAdd, cliProductImage, cliProductSet, cliStock } from '../shop/index.js';
import { cliAudit } from './index.js';
import { staffTeam } from './staff-world.js';

// The console's product form (issue 18) through the HTTP API on the real database: shop staff
// create a product in a collection, change its fields, its collections and its pictures (checked by
// their bytes, served by the shop's image route); the shop's public pages show the change; each
// change is one audit row, a refused one (bad fields, unknown collection, not an image) writes
// nothing and changes nothing; the CLI's shop:product-add / -set, shop:stock and
// shop:collection-add and shop:product-image go through the same changes and write the same rows as
// `cli:<os user>`.

let t: TestApp;
let shop: TestBrowser;
let catalogue: TestBrowser;
let kabelCollection: number;
let chargerCollection: number;

/** A real 1×1 PNG, and a JPEG's and a WebP's first bytes (the check reads the bytes). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const png = `data:image/png;base64,${PNG_BASE64}`;
const jpeg = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64')}`;
const webp = `data:image/webp;base64,${Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([36, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]).toString('base64')}`;
/** A text file named kabel.png: the browser would send it as image/png. */
const textAsPng = `data:image/png;base64,${Buffer.from('bukan gambar, hanya teks\n').toString('base64')}`;

const PRODUCTS = '/api/v1/console/shop/products';

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.query<{ id: number; slug: string }>(
    `INSERT INTO shop_collections (slug, name, position) VALUES ('kabel-form', 'Kabel', 0), ('charger-form', 'Charger', 1)
     RETURNING id, slug`,
  );
  kabelCollection = Number(rows.find((r) => r.slug === 'kabel-form')!.id);
  chargerCollection = Number(rows.find((r) => r.slug === 'charger-form')!.id);
  ({ shop, cat: catalogue } = await staffTeam(t, { shop: ['shop'], cat: ['catalogue', 'finance', 'cs'] }));
}, 120_000);

afterAll(async () => {
  await t.app.close();
});

const audit = (action: string) =>
  t.database.query<{ actor: string; target: string; before: unknown; after: unknown }>(
    'SELECT actor, target, before, after FROM audit_log WHERE action = $1 ORDER BY id',
    [action],
  );
const auditCount = async () =>
  (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;
const productCount = async () =>
  (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_products'))[0]!.n;
const publicDetail = async (slug: string) =>
  (await t.browser().post('/api/v1/shop/product/detail', { slug })).body.data;
const put = (b: TestBrowser, url: string, body: unknown) => b.request('PUT' as 'PATCH', url, body);

const charger = {
  name: 'Charger Form 20W',
  description: 'Pengisian cepat USB-C',
  price: 85_000,
  weight_g: 180,
  length_cm: 9,
  width_cm: 6,
  height_cm: 4,
  min_quantity: 1,
  stock: 12,
};

/** A product made through the console: its id. */
async function created(body: Record<string, unknown>): Promise<number> {
  const res = await shop.post(PRODUCTS, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

describe('a new product', () => {
  it('refuses bad fields and an unknown collection (422, nothing written), then creates it in a collection; one audit row', async () => {
    expect((await catalogue.post(PRODUCTS, charger)).status).toBe(403);
    const [products, rows] = [await productCount(), await auditCount()];
    for (const [bad, field] of [
      [{ ...charger, name: ' ' }, 'name'],
      [{ ...charger, price: 0 }, 'price'],
      [{ ...charger, weight_g: 'berat' }, 'weight_g'],
      [{ ...charger, length_cm: 2.5 }, 'length_cm'],
      [{ ...charger, stock: -1 }, 'stock'],
      [{ ...charger, slug: 'Bukan Slug' }, 'slug'],
      [{ ...charger, collection_ids: [999_999] }, 'collection_ids'],
      [{ ...charger, name: '!!!' }, 'name'],
    ] as const) {
      const res = await shop.post(PRODUCTS, bad);
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors), field).toEqual([field]);
    }
    expect(await productCount()).toBe(products);
    expect(await auditCount()).toBe(rows);

    const res = await shop.post(PRODUCTS, { ...charger, collection_ids: [chargerCollection] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id;
    expect(res.body.data).toMatchObject({
      slug: 'charger-form-20w',
      ...charger,
      reserved: 0,
      active: true,
      image_id: null,
      image_ids: [],
      collection_ids: [chargerCollection],
      variants: [],
    });
    expect(await auditCount()).toBe(rows + 1);
    expect(await audit('shop.product.add')).toEqual([
      {
        actor: 'shop@konter.test',
        target: `shop_product:${id}`,
        before: null,
        after: { product: id, slug: 'charger-form-20w', ...charger, collections: [chargerCollection] },
      },
    ]);
    // On sale at once: the shop's page and its collection show it.
    expect(await publicDetail('charger-form-20w')).toMatchObject({
      id,
      price: 85_000,
      stock: 12,
      collections: [{ id: chargerCollection, slug: 'charger-form' }],
    });
    const inCollection = await t.browser().get('/api/v1/shop/collection/charger-form');
    expect(inCollection.body.data.products.map((p: { id: number }) => p.id)).toContain(id);
    // The console's list and detail read it back.
    expect((await shop.get(`${PRODUCTS}/${id}`)).body.data).toEqual(res.body.data);
    expect((await catalogue.get(`${PRODUCTS}/${id}`)).status).toBe(403);
    expect((await shop.get(`${PRODUCTS}/999999`)).status).toBe(404);

    // The same name again: its web address is taken — 409 on the slug, nothing written.
    const again = await shop.post(PRODUCTS, { ...charger, price: 1000 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('shop_slug_taken');
    expect(again.body.errors.slug).toBeDefined();
    const own = await shop.post(PRODUCTS, { ...charger, slug: 'charger-form-20w-b' });
    expect(own.status).toBe(201);
    expect(own.body.data.slug).toBe('charger-form-20w-b');
    expect(await audit('shop.product.add')).toHaveLength(2);
  });
});

describe('a product changed', () => {
  it('writes only the fields that change (one audit row with them); the same values write nothing; bad ones 422', async () => {
    const id = await created({ ...charger, name: 'Kabel Form Ubah', slug: 'kabel-form-ubah' });
    const url = `${PRODUCTS}/${id}`;
    expect((await catalogue.post(url, { price: 90_000 })).status).toBe(403);
    const rows = await auditCount();
    for (const [bad, field] of [
      [{ price: -5 }, 'price'],
      [{ name: '' }, 'name'],
      [{ min_quantity: 0 }, 'min_quantity'],
      [{ height_cm: 'tinggi' }, 'height_cm'],
      [{ description: 'x'.repeat(5001) }, 'description'],
    ] as const) {
      const res = await shop.post(url, { price: 91_000, ...bad });
      expect(res.status, field).toBe(422);
      expect(res.body.errors[field], field).toBeDefined();
    }
    expect((await shop.get(url)).body.data.price).toBe(85_000);
    expect(await auditCount()).toBe(rows);

    const changed = await shop.post(url, {
      ...charger,
      name: 'Kabel Form Ubah',
      price: 79_500,
      weight_g: 200,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ price: 79_500, weight_g: 200, slug: 'kabel-form-ubah' });
    expect(await publicDetail('kabel-form-ubah')).toMatchObject({ price: 79_500, weight_g: 200 });
    expect(await auditCount()).toBe(rows + 1);
    expect((await audit('shop.product.update')).filter((r) => r.target === `shop_product:${id}`)).toEqual([
      {
        actor: 'shop@konter.test',
        target: `shop_product:${id}`,
        before: { product: id, price: 85_000, weight_g: 180 },
        after: { product: id, price: 79_500, weight_g: 200 },
      },
    ]);
    // The same values again: 200, nothing written.
    expect((await shop.post(url, { price: 79_500, name: 'Kabel Form Ubah' })).status).toBe(200);
    expect(await auditCount()).toBe(rows + 1);
    expect((await shop.post(`${PRODUCTS}/999999`, { price: 1000 })).status).toBe(404);
  });

  it('sets its collections (an unknown one is 422 and changes nothing); one audit row, the same set none', async () => {
    const id = await created({ ...charger, name: 'Kabel Form Koleksi', collection_ids: [chargerCollection] });
    const url = `${PRODUCTS}/${id}/collections`;
    const rows = await auditCount();
    const unknown = await put(shop, url, { collection_ids: [kabelCollection, 999_999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.collection_ids).toBeDefined();
    expect((await put(shop, url, { collection_ids: ['x'] })).status).toBe(422);
    expect((await put(catalogue, url, { collection_ids: [] })).status).toBe(403);
    expect((await shop.get(`${PRODUCTS}/${id}`)).body.data.collection_ids).toEqual([chargerCollection]);
    expect(await auditCount()).toBe(rows);

    const set = await put(shop, url, { collection_ids: [kabelCollection, kabelCollection] });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.collection_ids).toEqual([kabelCollection]);
    expect((await publicDetail('kabel-form-koleksi')).collections).toEqual([
      { id: kabelCollection, slug: 'kabel-form', name: 'Kabel' },
    ]);
    expect((await put(shop, url, { collection_ids: [kabelCollection] })).status).toBe(200);
    expect(await auditCount()).toBe(rows + 1);
    expect(
      (await audit('shop.product.collections')).filter((r) => r.target === `shop_product:${id}`),
    ).toEqual([
      {
        actor: 'shop@konter.test',
        target: `shop_product:${id}`,
        before: { product: id, collections: [chargerCollection] },
        after: { product: id, collections: [kabelCollection] },
      },
    ]);
  });

  it('the edit form saves its fields and collections in one change: all or nothing, one audit row', async () => {
    const form = { ...charger, name: 'Kabel Form Sekaligus' };
    const id = await created({ ...form, collection_ids: [chargerCollection] });
    const url = `${PRODUCTS}/${id}`;
    const rows = await auditCount();
    // An unknown collection refuses the whole edit: the price is not changed either.
    const refused = await shop.post(url, { ...form, price: 70_000, collection_ids: [999_999] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.collection_ids).toBeDefined();
    expect((await shop.get(url)).body.data).toMatchObject({
      price: 85_000,
      collection_ids: [chargerCollection],
    });
    expect(await auditCount()).toBe(rows);

    const saved = await shop.post(url, { ...form, price: 70_000, collection_ids: [kabelCollection] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ price: 70_000, collection_ids: [kabelCollection] });
    expect(await publicDetail('kabel-form-sekaligus')).toMatchObject({
      price: 70_000,
      collections: [{ id: kabelCollection, slug: 'kabel-form', name: 'Kabel' }],
    });
    expect(await auditCount()).toBe(rows + 1);
    expect((await audit('shop.product.update')).filter((r) => r.target === `shop_product:${id}`)).toEqual([
      {
        actor: 'shop@konter.test',
        target: `shop_product:${id}`,
        before: { product: id, price: 85_000, collections: [chargerCollection] },
        after: { product: id, price: 70_000, collections: [kabelCollection] },
      },
    ]);
    // The same form again changes nothing and writes nothing.
    expect((await shop.post(url, { ...form, price: 70_000, collection_ids: [kabelCollection] })).status).toBe(
      200,
    );
    expect(await auditCount()).toBe(rows + 1);
  });
});

describe('a product’s pictures', () => {
  it('checks an upload by its bytes, serves it, moves one first and removes one; one audit row each', async () => {
    const id = await created({ ...charger, name: 'Kabel Form Gambar' });
    const url = `${PRODUCTS}/${id}/images`;
    const rows = await auditCount();
    for (const bad of [
      textAsPng,
      'data:image/png;base64,',
      'bukan data url',
      `data:text/plain;base64,${PNG_BASE64}`,
    ]) {
      const res = await shop.post(url, { image_data: bad });
      expect(res.status, bad.slice(0, 30)).toBe(422);
      expect(res.body.errors.image_data, bad.slice(0, 30)).toBeDefined();
    }
    // One byte over 1 MiB: the bytes' own check; far over: the request's size rule already.
    const pngOf = (bytes: number) =>
      `data:image/png;base64,${Buffer.concat([
        Buffer.from(PNG_BASE64, 'base64'),
        Buffer.alloc(bytes - Buffer.from(PNG_BASE64, 'base64').length),
      ]).toString('base64')}`;
    const large = await shop.post(url, { image_data: pngOf(1024 * 1024 + 1) });
    expect(large.status).toBe(422);
    expect(large.body.errors.image_data[0]).toMatchObject({
      code: 'shop_image_too_large',
      params: { max_mb: 1 },
    });
    const huge = await shop.post(url, { image_data: pngOf(1024 * 1024 + 100) });
    expect(huge.status).toBe(422);
    expect(huge.body.errors.image_data[0].code).toBe('rule:size');
    expect((await catalogue.post(url, { image_data: png })).status).toBe(403);
    expect(await auditCount()).toBe(rows);
    expect((await shop.get(`${PRODUCTS}/${id}`)).body.data.image_ids).toEqual([]);

    const first = await shop.post(url, { image_data: png });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const [pngId] = first.body.data.image_ids;
    const second = await shop.post(url, { image_data: jpeg });
    const third = await shop.post(url, { image_data: webp });
    const [, jpegId, webpId] = third.body.data.image_ids;
    expect(second.body.data.image_ids).toEqual([pngId, jpegId]);
    expect(third.body.data.image_id).toBe(pngId);
    // Served by the shop's image route, as what its bytes are.
    const served = await t.browser().get(`/api/v1/shop/image/${pngId}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await t.browser().get(`/api/v1/shop/image/${webpId}`)).headers['content-type']).toBe(
      'image/webp',
    );
    expect((await publicDetail('kabel-form-gambar')).images).toEqual([
      `/api/v1/shop/image/${pngId}`,
      `/api/v1/shop/image/${jpegId}`,
      `/api/v1/shop/image/${webpId}`,
    ]);

    // The WebP first: the shop's main picture; already first changes nothing.
    const moved = await shop.post(`${url}/${webpId}/first`, {});
    expect(moved.status).toBe(200);
    expect(moved.body.data.image_ids).toEqual([webpId, pngId, jpegId]);
    expect((await shop.post(`${url}/${webpId}/first`, {})).status).toBe(200);
    const list = await shop.get(`${PRODUCTS}?q=kabel-form-gambar`);
    expect(list.body.data[0].image_id).toBe(webpId);
    // Removed: gone from the product and from the image route.
    const removed = await shop.delete(`${url}/${pngId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.image_ids).toEqual([webpId, jpegId]);
    expect((await t.browser().get(`/api/v1/shop/image/${pngId}`)).status).toBe(404);
    expect((await shop.delete(`${url}/${pngId}`)).status).toBe(404);

    const target = `shop_product:${id}`;
    const mine = async (action: string) => (await audit(action)).filter((r) => r.target === target);
    expect((await mine('shop.product.image.add')).map((r) => r.after)).toEqual([
      { product: id, images: [pngId] },
      { product: id, images: [pngId, jpegId] },
      { product: id, images: [pngId, jpegId, webpId] },
    ]);
    expect(await mine('shop.product.image.first')).toEqual([
      {
        actor: 'shop@konter.test',
        target,
        before: { product: id, images: [pngId, jpegId, webpId] },
        after: { product: id, images: [webpId, pngId, jpegId] },
      },
    ]);
    expect((await mine('shop.product.image.remove')).map((r) => r.after)).toEqual([
      { product: id, images: [webpId, jpegId] },
    ]);
    expect(await auditCount()).toBe(rows + 5);
  });

  it('keeps at most 8 pictures a product, and a picture of another product is not this one’s', async () => {
    const id = await created({ ...charger, name: 'Kabel Form Penuh' });
    const other = await created({ ...charger, name: 'Kabel Form Lain' });
    const url = `${PRODUCTS}/${id}/images`;
    for (let i = 0; i < 8; i++) expect((await shop.post(url, { image_data: png })).status).toBe(200);
    const full = await shop.post(url, { image_data: png });
    expect(full.status).toBe(422);
    expect(full.body.errors.image_data[0]).toMatchObject({
      code: 'shop_product_images_full',
      params: { max: 8 },
    });
    const ids: number[] = (await shop.get(`${PRODUCTS}/${id}`)).body.data.image_ids;
    expect(ids).toHaveLength(8);
    expect((await shop.delete(`${PRODUCTS}/${other}/images/${ids[1]}`)).status).toBe(404);
    expect((await shop.post(`${PRODUCTS}/${other}/images/${ids[1]}/first`, {})).status).toBe(404);
    expect((await shop.get(`${PRODUCTS}/${id}`)).body.data.image_ids).toEqual(ids);
  });
});

describe('the CLI', () => {
  it('adds and sets products, stock and collections through the same changes, audited as cli:<os user>', async () => {
    const rows = await auditCount();
    const out = await cliProductAdd(
      t.deps,
      { name: 'Kabel CLI Form', price: '15000', weight: '50', collection: 'kabel-form' },
      cliAudit,
    );
    const id = Number(out.match(/^product #(\d+)/)![1]);
    expect(await cliProductSet(t.deps, 'kabel-cli-form', 'price', '17500', cliAudit)).toContain('Rp 17.500');
    await cliProductSet(t.deps, 'kabel-cli-form', 'price', '17500', cliAudit); // the same: no row
    await cliProductSet(t.deps, 'kabel-cli-form', 'collection', 'charger-form', cliAudit);
    await cliProductSet(t.deps, 'kabel-cli-form', 'collection', '-kabel-form', cliAudit);
    await cliProductSet(t.deps, 'kabel-cli-form', 'active', 'false', cliAudit);
    expect(await cliStock(t.deps, 'kabel-cli-form', '+5', cliAudit)).toContain('stock 5');
    await cliCollectionAdd(t.deps, 'powerbank-form', { name: 'Power Bank' }, cliAudit);
    expect(await auditCount()).toBe(rows + 7);

    const target = `shop_product:${id}`;
    const byCli = async (action: string) =>
      (await audit(action))
        .filter((r) => r.target === target || r.target === 'shop_collection:powerbank-form')
        .map((r) => ({ ...r, actor: r.actor.replace(/^cli:.+$/, 'cli:*') }));
    expect(await byCli('shop.product.add')).toEqual([
      {
        actor: 'cli:*',
        target,
        before: null,
        after: expect.objectContaining({ product: id, price: 15_000, collections: [kabelCollection] }),
      },
    ]);
    expect(await byCli('shop.product.update')).toEqual([
      {
        actor: 'cli:*',
        target,
        before: { product: id, price: 15_000 },
        after: { product: id, price: 17_500 },
      },
    ]);
    expect((await byCli('shop.product.collections')).map((r) => r.after)).toEqual([
      { product: id, collections: [kabelCollection, chargerCollection] },
      { product: id, collections: [chargerCollection] },
    ]);
    expect((await byCli('shop.product.active')).map((r) => [r.actor, r.after])).toEqual([
      ['cli:*', { product: id, slug: 'kabel-cli-form', active: false }],
    ]);
    expect((await byCli('shop.stock')).map((r) => [r.actor, r.before, r.after])).toEqual([
      ['cli:*', { product: id, stock: 0 }, { product: id, stock: 5 }],
    ]);
    expect((await byCli('shop.collection.add')).map((r) => [r.actor, r.target])).toEqual([
      ['cli:*', 'shop_collection:powerbank-form'],
    ]);
    // The console reads what the CLI wrote.
    expect((await shop.get(`${PRODUCTS}/${id}`)).body.data).toMatchObject({
      price: 17_500,
      stock: 5,
      active: false,
      collection_ids: [chargerCollection],
    });
  });

  it('adds, orders and removes pictures from files (checked by their bytes), audited as cli:<os user>', async () => {
    const id = await created({ ...charger, name: 'Kabel CLI Gambar' });
    const dir = mkdtempSync(join(tmpdir(), 'konter-cli-image-'));
    const file = (name: string, bytes: Buffer) => {
      writeFileSync(join(dir, name), bytes);
      return join(dir, name);
    };
    const pngFile = file('kabel.png', Buffer.from(PNG_BASE64, 'base64'));
    const jpegFile = file('kabel foto.jpg', Buffer.from(jpeg.split(',')[1]!, 'base64'));
    const text = file('bukan.png', Buffer.from('bukan gambar\n'));
    const big = file(
      'besar.png',
      Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(1024 * 1024)]),
    );
    const slug = 'kabel-cli-gambar';
    const rows = await auditCount();

    expect(await cliProductImage(t.deps, slug, undefined, undefined, cliAudit)).toBe(`${slug}: no pictures`);
    await expect(cliProductImage(t.deps, slug, 'add', text, cliAudit)).rejects.toThrow(
      /no PNG, JPEG or WebP/,
    );
    await expect(cliProductImage(t.deps, slug, 'add', big, cliAudit)).rejects.toThrow(/larger than 1 MB/);
    await expect(cliProductImage(t.deps, slug, 'add', join(dir, 'tidak-ada.png'), cliAudit)).rejects.toThrow(
      /cannot read/,
    );
    await expect(cliProductImage(t.deps, slug, 'remove', '1', cliAudit)).rejects.toThrow(/no picture 1/);
    await expect(cliProductImage(t.deps, slug, 'resize', '1', cliAudit)).rejects.toThrow(
      /add, remove or first/,
    );
    expect(await auditCount()).toBe(rows);

    await cliProductImage(t.deps, slug, 'add', pngFile, cliAudit);
    const listed = await cliProductImage(t.deps, slug, 'add', jpegFile, cliAudit);
    const [first, second] = (await shop.get(`${PRODUCTS}/${id}`)).body.data.image_ids as number[];
    expect(listed).toBe(
      [
        `${slug}: 2 picture(s), the first is the shop's main one`,
        `1. /api/v1/shop/image/${first}`,
        `2. /api/v1/shop/image/${second}`,
      ].join('\n'),
    );
    const served = await shop.get(`/api/v1/shop/image/${second}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    await cliProductImage(t.deps, slug, 'first', '2', cliAudit);
    expect((await shop.get(`${PRODUCTS}/${id}`)).body.data.image_ids).toEqual([second, first]);
    await cliProductImage(t.deps, slug, 'first', '1', cliAudit); // already first: nothing written
    expect(await cliProductImage(t.deps, slug, 'remove', '2', cliAudit)).toContain(
      `1. /api/v1/shop/image/${second}`,
    );
    expect((await shop.get(`${PRODUCTS}/${id}`)).body.data.image_ids).toEqual([second]);

    const mine = (await audit('shop.product.image.add'))
      .concat(await audit('shop.product.image.first'), await audit('shop.product.image.remove'))
      .filter((r) => r.target === `shop_product:${id}`)
      .map((r) => [r.actor.replace(/^cli:.+$/, 'cli:*'), r.before, r.after]);
    expect(mine).toEqual([
      ['cli:*', { product: id, images: [] }, { product: id, images: [first] }],
      ['cli:*', { product: id, images: [first] }, { product: id, images: [first, second] }],
      ['cli:*', { product: id, images: [first, second] }, { product: id, images: [second, first] }],
      ['cli:*', { product: id, images: [second, first] }, { product: id, images: [second] }],
    ]);
    expect(await auditCount()).toBe(rows + 4);
  });
});
