import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Member, registered } from '../../test/kit.js';
import { findProductBySlug, listVariants } from './catalog.repository.js';
import { seedDemoCatalog } from './demo-catalog.js';

// The member's server cart (issue 15; spec §4, §5): add (merging lines), variants, minimum
// quantity, the stock limit (stock − reserved), edit, destroy, the local-cart upload.

let t: TestApp;
let m: Member;
const ids: Record<string, number> = {};
let variants: Record<string, number> = {};

interface Line {
  id: number;
  product_id: number;
  variant_id: number | null;
  quantity: number;
  notes: string | null;
  price: number;
  subtotal: number;
  stock: number;
}
const cartOf = async (who: Member = m) => {
  const res = await who.b.post('/api/v1/shop/cart/list');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: Line[]; total_quantity: number; subtotal: number };
};
const add = (body: Record<string, unknown>, who: Member = m) => who.b.post('/api/v1/shop/cart/add', body);
const clear = async (who: Member = m) => {
  for (const l of (await cartOf(who)).items) await who.b.post(`/api/v1/shop/cart/destroy/${l.id}`);
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalog(t.deps);
  for (const slug of [
    'tempered-glass-9h-anti-gores',
    'kabel-data-fast-charging-1-m',
    'voucher-fisik-axis-5-gb',
    'powerbank-10000-mah',
    'kartu-perdana-im3-4g',
    'kertas-thermal-58-x-48-mm-isi-10',
  ]) {
    ids[slug] = (await findProductBySlug(t.database.db, slug))!.id;
  }
  variants = Object.fromEntries(
    (await listVariants(t.database.db, ids['kabel-data-fast-charging-1-m']!)).map((v) => [v.name, v.id]),
  );
  m = await registered(t);
}, 60_000);

afterAll(async () => {
  await t.app.close();
});

describe('shop cart', () => {
  it('is for members only', async () => {
    const res = await t.browser().post('/api/v1/shop/cart/list');
    expect(res.status).toBe(401);
  });

  it('adds a product, and adds to the same line again', async () => {
    expect(await cartOf()).toEqual({ items: [], total_quantity: 0, subtotal: 0 });
    const glass = ids['tempered-glass-9h-anti-gores']!;
    const first = await add({ product_id: glass, quantity: 2, notes: 'Samsung A15' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await add({ product_id: glass, quantity: 3 });
    const cart = second.body.data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      product_id: glass,
      variant_id: null,
      quantity: 5,
      notes: 'Samsung A15',
      price: 15_000,
      subtotal: 75_000,
      stock: 100,
      slug: 'tempered-glass-9h-anti-gores',
      weight_g: 50,
    });
    expect(cart).toMatchObject({ total_quantity: 5, subtotal: 75_000 });
  });

  it('needs a variant of a product with variants, at the variant price', async () => {
    const cable = ids['kabel-data-fast-charging-1-m']!;
    const none = await add({ product_id: cable, quantity: 1 });
    expect(none.status).toBe(422);
    expect(none.body.errors.variant_id[0].code).toBe('shop_variant_required');
    const wrong = await add({ product_id: cable, variant_id: 999_999, quantity: 1 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.variant_id[0].code).toBe('shop_variant_not_found');
    const plain = await add({
      product_id: ids['tempered-glass-9h-anti-gores']!,
      variant_id: variants['USB-C'],
      quantity: 1,
    });
    expect(plain.body.errors.variant_id[0].code).toBe('shop_variant_not_found');
    const ok = await add({ product_id: cable, variant_id: variants['USB-C'], quantity: 2 });
    expect(ok.status).toBe(200);
    const line = (ok.body.data.items as (Line & { variant_name: string })[]).find(
      (l) => l.product_id === cable,
    )!;
    expect(line).toMatchObject({
      variant_id: variants['USB-C'],
      variant_name: 'USB-C',
      price: 25_000,
      subtotal: 50_000,
      stock: 60,
    });
    // Another variant is another line.
    await add({ product_id: cable, variant_id: variants['Micro USB'], quantity: 1 });
    expect((await cartOf()).items.filter((l) => l.product_id === cable)).toHaveLength(2);
    const soldOut = await add({ product_id: cable, variant_id: variants.Lightning, quantity: 1 });
    expect(soldOut.status).toBe(422);
    expect(soldOut.body.errors.quantity[0]).toMatchObject({
      code: 'shop_cart_stock_limit',
      params: { available: 0 },
    });
  });

  it('enforces the minimum quantity', async () => {
    const axis = ids['voucher-fisik-axis-5-gb']!;
    const few = await add({ product_id: axis, quantity: 3 });
    expect(few.status).toBe(422);
    expect(few.body.errors.quantity[0]).toMatchObject({ code: 'shop_cart_min_quantity', params: { min: 5 } });
    expect((await cartOf()).items.some((l) => l.product_id === axis)).toBe(false);
    expect((await add({ product_id: axis, quantity: 5 })).status).toBe(200);
  });

  it('refuses more than the available stock, counting what is in the cart and what is reserved', async () => {
    const pb = ids['powerbank-10000-mah']!;
    const two = await add({ product_id: pb, quantity: 2 });
    expect(two.status).toBe(422);
    expect(two.body.code).toBe('shop_cart_stock_limit');
    expect(two.body.errors.quantity[0].params).toEqual({ available: 1 });
    expect((await add({ product_id: pb, quantity: 1 })).status).toBe(200);
    const again = await add({ product_id: pb, quantity: 1 });
    expect(again.status).toBe(422);
    expect((await cartOf()).items.find((l) => l.product_id === pb)!.quantity).toBe(1);

    const im3 = await add({ product_id: ids['kartu-perdana-im3-4g']!, quantity: 1 });
    expect(im3.body.errors.quantity[0]).toMatchObject({
      code: 'shop_cart_stock_limit',
      params: { available: 0 },
    });

    // An unpaid order holds 48 of the 50 rolls: 2 are left.
    const paper = ids['kertas-thermal-58-x-48-mm-isi-10']!;
    await t.database.query('UPDATE shop_products SET reserved = 48 WHERE id = $1', [paper]);
    const three = await add({ product_id: paper, quantity: 3 });
    expect(three.body.errors.quantity[0].params).toEqual({ available: 2 });
    await t.database.query('UPDATE shop_products SET reserved = 0 WHERE id = $1', [paper]);
  });

  it('edits a line within the limits; another member cannot touch it', async () => {
    const line = (await cartOf()).items.find((l) => l.product_id === ids['tempered-glass-9h-anti-gores'])!;
    const over = await m.b.post(`/api/v1/shop/cart/edit/${line.id}`, { quantity: 101 });
    expect(over.status).toBe(422);
    expect(over.body.errors.quantity[0]).toMatchObject({
      code: 'shop_cart_stock_limit',
      params: { available: 100 },
    });
    const empty = await m.b.post(`/api/v1/shop/cart/edit/${line.id}`, {});
    expect(empty.status).toBe(422);
    const zero = await m.b.post(`/api/v1/shop/cart/edit/${line.id}`, { quantity: 0 });
    expect(zero.status).toBe(422);
    const ok = await m.b.post(`/api/v1/shop/cart/edit/${line.id}`, { quantity: 7, notes: 'Redmi Note 13' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.items.find((l: Line) => l.id === line.id)).toMatchObject({
      quantity: 7,
      notes: 'Redmi Note 13',
      subtotal: 105_000,
    });
    const notesOnly = await m.b.post(`/api/v1/shop/cart/edit/${line.id}`, { notes: '  ' });
    expect(notesOnly.body.data.items.find((l: Line) => l.id === line.id)).toMatchObject({
      quantity: 7,
      notes: null,
    });

    const axisLine = (await cartOf()).items.find((l) => l.product_id === ids['voucher-fisik-axis-5-gb'])!;
    const below = await m.b.post(`/api/v1/shop/cart/edit/${axisLine.id}`, { quantity: 4 });
    expect(below.body.errors.quantity[0]).toMatchObject({
      code: 'shop_cart_min_quantity',
      params: { min: 5 },
    });

    const other = await registered(t);
    const theirs = await other.b.post(`/api/v1/shop/cart/edit/${line.id}`, { quantity: 1 });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('shop_cart_item_not_found');
    expect((await other.b.post(`/api/v1/shop/cart/destroy/${line.id}`)).status).toBe(404);
    expect((await cartOf()).items.find((l) => l.id === line.id)!.quantity).toBe(7);
  });

  it('removes a line', async () => {
    const before = await cartOf();
    const line = before.items[0]!;
    const res = await m.b.post(`/api/v1/shop/cart/destroy/${line.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((l: Line) => l.id)).not.toContain(line.id);
    expect(res.body.data.total_quantity).toBe(before.total_quantity - line.quantity);
    expect((await m.b.post(`/api/v1/shop/cart/destroy/${line.id}`)).status).toBe(404);
  });

  it('uploads a local cart: the good lines are added, the others reported by index', async () => {
    await clear();
    const res = await m.b.post('/api/v1/shop/cart/add-multi', {
      cart: [
        { product_id: ids['tempered-glass-9h-anti-gores'], quantity: 2, notes: 'iPhone 13' },
        { product_id: ids['kartu-perdana-im3-4g'], quantity: 1 },
        { product_id: ids['kabel-data-fast-charging-1-m'], variant_id: variants['Micro USB'], quantity: 1 },
        { product_id: ids['voucher-fisik-axis-5-gb'], quantity: 2 },
        { product_id: 999_999, quantity: 1 },
        { product_id: ids['tempered-glass-9h-anti-gores'], quantity: 1 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(d.rejected.map((r: { index: number; code: string }) => [r.index, r.code])).toEqual([
      [1, 'shop_cart_stock_limit'],
      [3, 'shop_cart_min_quantity'],
      [4, 'shop_product_not_found'],
    ]);
    expect(d.rejected[0].message).toContain('0');
    expect(d.items.map((l: Line) => [l.product_id, l.quantity])).toEqual([
      [ids['tempered-glass-9h-anti-gores'], 3],
      [ids['kabel-data-fast-charging-1-m'], 1],
    ]);
    expect(d.total_quantity).toBe(4);
    expect(d.subtotal).toBe(3 * 15_000 + 20_000);
  });

  it('refuses a malformed upload whole', async () => {
    const before = await cartOf();
    const res = await m.b.post('/api/v1/shop/cart/add-multi', {
      cart: [
        { product_id: ids['tempered-glass-9h-anti-gores'], quantity: 1 },
        { product_id: 'x', quantity: -1 },
      ],
    });
    expect(res.status).toBe(422);
    expect(await cartOf()).toEqual(before);
    expect((await m.b.post('/api/v1/shop/cart/add-multi', { cart: [] })).status).toBe(422);
  });
});
