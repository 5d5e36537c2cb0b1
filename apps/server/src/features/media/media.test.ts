import { MEDIA_DOWNLOADS_PER_DAY, MEDIA_IMAGE_HEIGHT, MEDIA_IMAGE_WIDTH } from '@konter/core/contracts/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../test/app.js';
import { type CatalogWorld, catalogWorld, userOfCategory } from '../../test/catalog-world.js';
import { PNG_DATA_URL } from '../../test/deposit-world.js';
import { findUserById } from '../auth/index.js';
import { downloadPricelistImage, THUMBNAIL_WIDTH } from './media.service.js';

// Price-list images (issue 14 §6) over HTTP on the test database, with the catalogue synced from
// the Digiflazz simulator: rendering, the price rules, the per-day download maximum, ownership.

let w: CatalogWorld;
let agent: TestBrowser;
let products: { code: string; price: number; name: string }[];

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
const isPng = (bytes: Buffer) => bytes.subarray(0, 8).toString('hex') === '89504e470d0a1a0a';

const rawGet = async (b: TestBrowser, url: string) => {
  const res = await w.t.app.inject({
    method: 'GET',
    url,
    remoteAddress: b.ip,
    headers: {
      cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-requested-with': 'XMLHttpRequest',
    },
  });
  return { status: res.statusCode, bytes: res.rawPayload, headers: res.headers, json: () => res.json() };
};

const body = (over: Record<string, unknown> = {}) => ({
  product_type: 'pulsa',
  brand: 'telkomsel',
  items: products.slice(0, 3).map((p) => ({ code: p.code, price: p.price + 1_000 })),
  top_text: 'Pulsa murah Konter Budi',
  bottom_text: 'Hubungi 0812-3456-7890',
  text_color: '#FFFFFF',
  ...over,
});

beforeAll(async () => {
  w = await catalogWorld();
  await w.sync();
  agent = await userOfCategory(w.t, 2);
  const res = await agent.get('/api/v1/prabayar/products?type=pulsa&brand=telkomsel');
  expect(res.status).toBe(200);
  products = (res.body as { data: { products: typeof products } }).data.products;
  expect(products.length).toBeGreaterThanOrEqual(3);
}, 60_000);

afterAll(async () => {
  await w.stop();
});

describe('price-list images', () => {
  it('renders a PNG of the right size, keeps it, lists it with a thumbnail', async () => {
    const res = await agent.post('/api/v1/media/pricelist', body());
    expect(res.status).toBe(201);
    const made = (
      res.body as { data: { id: number; items: { code: string; price: number }[]; brand_name: string } }
    ).data;
    expect(made.items.map((i) => i.price)).toEqual(products.slice(0, 3).map((p) => p.price + 1_000));
    const list = await agent.get('/api/v1/media/pricelist');
    expect(list.status).toBe(200);
    const listed = (
      list.body as { data: { images: { id: number }[]; downloads: { today: number; max: number } } }
    ).data;
    expect(listed.images.map((i) => i.id)).toContain(made.id);
    expect(listed.downloads).toEqual({ today: 0, max: MEDIA_DOWNLOADS_PER_DAY });

    const thumb = await rawGet(agent, `/api/v1/media/pricelist/${made.id}/thumbnail.png`);
    expect(thumb.status).toBe(200);
    expect(pngSize(thumb.bytes).width).toBe(THUMBNAIL_WIDTH);
    const image = await rawGet(agent, `/api/v1/media/pricelist/${made.id}/image.png`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(String(image.headers['content-disposition'])).toContain('attachment');
    expect(isPng(image.bytes)).toBe(true);
    expect(pngSize(image.bytes)).toEqual({ width: MEDIA_IMAGE_WIDTH, height: MEDIA_IMAGE_HEIGHT });
    const after = await agent.get('/api/v1/media/pricelist');
    expect((after.body as { data: { downloads: { today: number } } }).data.downloads.today).toBe(1);
  }, 60_000);

  it('keeps prices at or above the buying price, refuses negatives and bad input without storing', async () => {
    const before = await w.t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM media_pricelists');
    const [a, b, c] = products;
    const res = await agent.post(
      '/api/v1/media/pricelist',
      body({
        items: [
          { code: a!.code, price: a!.price - 500 },
          { code: b!.code, price: b!.price + 0.5 },
          { code: c!.code, price: c!.price + 2_500 },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const items = (res.body as { data: { items: { code: string; price: number; buying_price: number }[] } })
      .data.items;
    expect(items.find((i) => i.code === a!.code)?.price).toBe(a!.price);
    expect(items.find((i) => i.code === b!.code)?.price).toBe(b!.price);
    expect(items.find((i) => i.code === c!.code)?.price).toBe(c!.price + 2_500);

    const refused: [Record<string, unknown>, string, string][] = [
      [{ items: [{ code: a!.code, price: -1 }] }, 'items.0.price', 'media_price_invalid'],
      [{ items: [] }, 'items', 'media_nominal_empty'],
      [{ items: [{ code: 'NOPE', price: 1 }] }, 'items.0.code', 'media_nominal_empty'],
      [{ text_color: 'red' }, 'text_color', 'media_customization_invalid'],
      [{ brand: 'no-such-brand' }, 'brand', 'media_customization_invalid'],
      [{ background_image: 'data:image/png;base64,AAAA' }, 'background_image', 'media_image_empty'],
      [{ background_image: '' }, 'background_image', 'media_image_empty'],
    ];
    for (const [over, field, code] of refused) {
      const r = await agent.post('/api/v1/media/pricelist', body(over));
      expect(r.status, JSON.stringify(over)).toBe(422);
      const errors = (r.body as { errors: Record<string, { code: string }[]> }).errors;
      expect(errors[field]?.[0]?.code, JSON.stringify(r.body)).toBe(code);
    }
    const after = await w.t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM media_pricelists');
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  }, 60_000);

  it('takes a background image and edits an image; the preview is not stored', async () => {
    const made = await agent.post('/api/v1/media/pricelist', body({ background_image: PNG_DATA_URL }));
    expect(made.status).toBe(201);
    const id = (made.body as { data: { id: number; has_background: boolean } }).data.id;
    expect((made.body as { data: { has_background: boolean } }).data.has_background).toBe(true);

    const preview = await agent.post(`/api/v1/media/pricelist/preview?id=${id}`, body({ top_text: 'Baru' }));
    expect(preview.status).toBe(200);
    const dataUrl = (preview.body as { data: { image: string } }).data.image;
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);

    const edited = await agent.request('PUT' as 'PATCH', `/api/v1/media/pricelist/${id}`, {
      ...body({ top_text: 'Harga baru', text_color: '#111111' }),
      items: [{ code: products[0]!.code, price: products[0]!.price + 300 }],
    });
    expect(edited.status).toBe(200);
    const v = (edited.body as { data: { top_text: string; items: unknown[]; has_background: boolean } }).data;
    expect(v.top_text).toBe('Harga baru');
    expect(v.items).toHaveLength(1);
    expect(v.has_background).toBe(true);
    const removed = await agent.request('PUT' as 'PATCH', `/api/v1/media/pricelist/${id}`, {
      ...body(),
      background_image: null,
    });
    expect((removed.body as { data: { has_background: boolean } }).data.has_background).toBe(false);
  }, 60_000);

  it("answers 404 for another user's image, 422 for a bad id, 403 for members", async () => {
    const mine = await agent.post('/api/v1/media/pricelist', body());
    const id = (mine.body as { data: { id: number } }).data.id;
    const other = await userOfCategory(w.t, 3);
    for (const res of [
      await other.get(`/api/v1/media/pricelist/${id}`),
      await other.delete(`/api/v1/media/pricelist/${id}`),
      await other.request('PUT' as 'PATCH', `/api/v1/media/pricelist/${id}`, body()),
    ]) {
      expect(res.status).toBe(404);
      expect((res.body as { code: string }).code).toBe('media_not_found');
    }
    const img = await rawGet(other, `/api/v1/media/pricelist/${id}/image.png`);
    expect(img.status).toBe(404);
    const bad = await agent.get('/api/v1/media/pricelist/abc');
    expect(bad.status).toBe(422);
    expect((bad.body as { code: string }).code).toBe('media_id_invalid');

    const member = await userOfCategory(w.t, 1);
    const refused = await member.get('/api/v1/media/pricelist');
    expect(refused.status).toBe(403);
    expect((refused.body as { code: string }).code).toBe('media_agents_only');

    // Still the owner's, and deleting it removes it from the list.
    expect((await agent.get(`/api/v1/media/pricelist/${id}`)).status).toBe(200);
    expect((await agent.delete(`/api/v1/media/pricelist/${id}`)).status).toBe(200);
    expect((await agent.get(`/api/v1/media/pricelist/${id}`)).status).toBe(404);
  }, 60_000);

  it('documents its calls in the OpenAPI document', async () => {
    const { paths } = (await w.t.browser().get('/api/v1/openapi.json')).body as {
      paths: Record<string, object>;
    };
    for (const path of [
      '/api/v1/media/pricelist',
      '/api/v1/media/pricelist/preview',
      '/api/v1/media/pricelist/{id}',
      '/api/v1/media/pricelist/{id}/image.png',
    ])
      expect(paths[path], path).toBeDefined();
  });

  it('counts downloads per Jakarta day up to the maximum, in parallel too', async () => {
    const b = await userOfCategory(w.t, 2);
    const made = await b.post('/api/v1/media/pricelist', body());
    const id = String((made.body as { data: { id: number } }).data.id);
    const [{ id: userId }] = (await w.t.database.query<{ id: number }>(
      'SELECT user_id AS id FROM media_pricelists WHERE id = $1',
      [Number(id)],
    )) as [{ id: number }];
    const user = (await findUserById(w.t.database.db, userId))!;
    const day = new Date('2026-03-02T10:00:00+07:00');
    const results = await Promise.allSettled(
      Array.from({ length: MEDIA_DOWNLOADS_PER_DAY + 5 }, () =>
        downloadPricelistImage(w.t.deps, user, id, { now: day }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MEDIA_DOWNLOADS_PER_DAY);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected).toHaveLength(5);
    expect(rejected[0]!.reason).toMatchObject({
      code: 'media_download_limit',
      params: { max: MEDIA_DOWNLOADS_PER_DAY },
    });
    // The next Jakarta day starts a new count (23:59 → 00:01 in Jakarta).
    const late = new Date('2026-03-02T23:59:00+07:00');
    await expect(downloadPricelistImage(w.t.deps, user, id, { now: late })).rejects.toMatchObject({
      status: 429,
    });
    const next = await downloadPricelistImage(w.t.deps, user, id, {
      now: new Date('2026-03-03T00:01:00+07:00'),
    });
    expect(pngSize(next.png)).toEqual({ width: MEDIA_IMAGE_WIDTH, height: MEDIA_IMAGE_HEIGHT });
  }, 60_000);
});
