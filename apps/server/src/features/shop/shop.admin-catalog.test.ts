import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { findProductBySlug, listVariants } from './catalog.repository.js';
import { seedDemoCatalog } from './demo-catalog.js';
import {
  cliCollectionAdd,
  cliProductAdd,
  cliProductSet,
  cliStock,
  describeCollections,
  describeProducts,
} from './shop.admin-catalog.js';

// The operator CLI's catalogue services (issue 15): products, stock (never below what unpaid
// orders reserve), collections.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalog(t.deps);
}, 60_000);

afterAll(async () => {
  await t.app.close();
});

const product = async (slug: string) => (await findProductBySlug(t.database.db, slug))!;

describe('shop operator CLI', () => {
  it('adds a product with its size and collection, and refuses a taken slug or a bad price', async () => {
    const out = await cliProductAdd(t.deps, {
      name: 'Holder HP Mobil Magnetik',
      price: '45000',
      weight: '150',
      stock: '12',
      size: '14x9x6',
      collection: 'aksesoris-hp',
    });
    expect(out).toContain('holder-hp-mobil-magnetik');
    expect(await product('holder-hp-mobil-magnetik')).toMatchObject({
      price: 45_000,
      weightG: 150,
      lengthCm: 14,
      widthCm: 9,
      heightCm: 6,
      stock: 12,
      minQuantity: 1,
      active: true,
    });
    expect(await describeProducts(t.deps, 'holder')).toContain(
      'Rp 45.000 | 150 g 14x9x6 cm | min 1 | stock 12',
    );
    await expect(
      cliProductAdd(t.deps, { name: 'Holder HP Mobil Magnetik', price: '1', weight: '1' }),
    ).rejects.toMatchObject({
      code: 'shop_slug_taken',
    });
    await expect(cliProductAdd(t.deps, { name: 'Barang', price: '12.5', weight: '10' })).rejects.toThrow(
      RangeError,
    );
    await expect(
      cliProductAdd(t.deps, { name: 'Barang', price: '1000', weight: '10', size: '10x0x2' }),
    ).rejects.toThrow(RangeError);
  });

  it('sets fields and collection membership', async () => {
    await cliProductSet(t.deps, 'holder-hp-mobil-magnetik', 'price', '42000');
    await cliProductSet(t.deps, 'holder-hp-mobil-magnetik', 'min-quantity', '2');
    await cliProductSet(t.deps, 'holder-hp-mobil-magnetik', 'active', 'false');
    expect(await product('holder-hp-mobil-magnetik')).toMatchObject({
      price: 42_000,
      minQuantity: 2,
      active: false,
    });
    await expect(cliProductSet(t.deps, 'holder-hp-mobil-magnetik', 'stock', '5')).rejects.toThrow(RangeError);
    await expect(cliProductSet(t.deps, 'holder-hp-mobil-magnetik', 'price', '0')).rejects.toThrow(RangeError);
    await expect(cliProductSet(t.deps, 'tidak-ada', 'price', '1000')).rejects.toMatchObject({
      code: 'shop_product_not_found',
    });

    expect(await cliCollectionAdd(t.deps, 'Aksesoris Mobil', { name: 'Aksesoris Mobil' })).toContain(
      'aksesoris-mobil',
    );
    await cliProductSet(t.deps, 'holder-hp-mobil-magnetik', 'active', 'true');
    await cliProductSet(t.deps, 'holder-hp-mobil-magnetik', 'collection', 'aksesoris-mobil');
    expect(await describeCollections(t.deps)).toContain(
      'aksesoris-mobil | Aksesoris Mobil | 1 active products',
    );
    await cliProductSet(t.deps, 'holder-hp-mobil-magnetik', 'collection', '-aksesoris-mobil');
    expect(await describeCollections(t.deps)).toContain(
      'aksesoris-mobil | Aksesoris Mobil | 0 active products',
    );
    await expect(cliCollectionAdd(t.deps, 'aksesoris-mobil', {})).rejects.toMatchObject({
      code: 'shop_slug_taken',
    });
  });

  it('changes stock by +n, -n and =n, never below the reserved units', async () => {
    expect(await cliStock(t.deps, 'holder-hp-mobil-magnetik', '+8')).toContain('stock 20');
    expect(await cliStock(t.deps, 'holder-hp-mobil-magnetik', '-5')).toContain('stock 15');
    expect(await cliStock(t.deps, 'holder-hp-mobil-magnetik', '=9')).toContain('stock 9');
    const id = (await product('holder-hp-mobil-magnetik')).id;
    await t.database.query('UPDATE shop_products SET reserved = 4 WHERE id = $1', [id]);
    await expect(cliStock(t.deps, 'holder-hp-mobil-magnetik', '=3')).rejects.toMatchObject({
      code: 'shop_stock_below_reserved',
      params: { reserved: 4 },
    });
    await expect(cliStock(t.deps, 'holder-hp-mobil-magnetik', '-6')).rejects.toMatchObject({
      code: 'shop_stock_below_reserved',
    });
    expect(await product('holder-hp-mobil-magnetik')).toMatchObject({ stock: 9, reserved: 4 });
    expect(await cliStock(t.deps, 'holder-hp-mobil-magnetik', '=4')).toContain('available 0');
    await expect(cliStock(t.deps, 'holder-hp-mobil-magnetik', '5')).rejects.toThrow(RangeError);
  });

  it('changes a variant by its id; a product with variants refuses a stock of its own', async () => {
    const cable = await product('kabel-data-fast-charging-1-m');
    const lightning = (await listVariants(t.database.db, cable.id)).find((v) => v.name === 'Lightning')!;
    expect(await cliStock(t.deps, String(lightning.id), '+25')).toContain('stock 25');
    expect((await listVariants(t.database.db, cable.id)).find((v) => v.id === lightning.id)!.stock).toBe(25);
    await expect(cliStock(t.deps, 'kabel-data-fast-charging-1-m', '+1')).rejects.toMatchObject({
      code: 'shop_stock_has_variants',
    });
  });
});
