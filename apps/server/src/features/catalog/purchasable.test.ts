import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buyer } from '../../test/purchase-world.js';
import type { NewProduct } from './catalog.repository.js';
import { findPurchasableProduct } from './purchasable.js';

// The destination rule of each prepaid type (@konter/core/destination) as a purchase meets it, on
// products of this file's own database: no price-list sync (the simulator's catalogue is not needed).

let t: TestApp;

const product = (code: string, type: NewProduct['type'], brand: string, brandCode: string): NewProduct => ({
  code,
  supplierSku: code,
  name: `${brand} ${code}`,
  type,
  brand,
  brandCode,
  supplierCategory: type,
  buyingPrice: 10_000,
  priceMember: 11_000,
  priceAgent: 10_800,
  priceMaster: 10_600,
  supplierStock: null,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(products)
    .values([
      product('dt-ml', 'games', 'MOBILE LEGENDS', 'mobile-legends'),
      product('dt-ff', 'games', 'FREE FIRE', 'free-fire'),
      product('dt-gi', 'games', 'GENSHIN IMPACT', 'genshin-impact'),
      product('dt-esim', 'esim', 'ESIM', 'esim'),
      product('dt-my', 'international', 'Malaysia', 'malaysia'),
      product('dt-bd', 'international', 'Bangladesh', 'bangladesh'),
      product('dt-tv', 'tv', 'K-VISION', 'k-vision'),
      product('dt-gas', 'pertagas', 'PERTAGAS', 'pertagas'),
      product('dt-av', 'aktivasi-voucher', 'TELKOMSEL', 'telkomsel'),
    ]);
});
afterAll(async () => {
  await t.app.close();
});

const purchasable = (code: string, destination: string) =>
  findPurchasableProduct(t.deps.products, t.database.db, code, { category: 1, destination });
const refusal = (code: string, destination: string) =>
  purchasable(code, destination).then(
    () => null,
    (err: { code: string; errors?: Record<string, { code: string }[]> }) => ({
      code: err.code,
      fields: Object.keys(err.errors ?? {}),
    }),
  );

describe('destinations of the non-phone prepaid types', () => {
  it.each([
    ['dt-ml', '123456781234', '123456781234'],
    ['dt-ml', '12345678 (1234)', '123456781234'],
    ['dt-ff', '123456789', '123456789'],
    ['dt-gi', '800123456', '800123456'],
    [
      'dt-esim',
      'pembeli.esim.dengan.nama.panjang@example.co.id',
      'pembeli.esim.dengan.nama.panjang@example.co.id',
    ],
    ['dt-my', '60123456789', '60123456789'],
    ['dt-my', '+60 12-345 6789', '60123456789'],
    ['dt-my', '0123456789', '60123456789'],
    ['dt-bd', '8801712345678', '8801712345678'],
    ['dt-tv', '801234567890', '801234567890'],
    ['dt-gas', '0012345678', '0012345678'],
    ['dt-av', '8991234567890', '8991234567890'],
  ])('%s takes "%s" as %s', async (code, destination, sent) => {
    expect((await purchasable(code, destination)).destination).toBe(sent);
  });

  it.each([
    ['dt-ml', '1234', 'invalid_number'],
    ['dt-ml', '12345678(12a4)', 'invalid_number'],
    ['dt-ff', 'abc!', 'invalid_number'],
    ['dt-esim', '081234567890', 'invalid_email'],
    ['dt-esim', 'budi@example', 'invalid_email'],
    ['dt-my', '601234', 'invalid_number'],
    ['dt-my', '+8613812345678', 'number_mismatch'],
    ['dt-my', '8801712345678', 'number_mismatch'],
    ['dt-tv', 'K-VISION-1', 'invalid_number'],
    ['dt-gas', '12', 'invalid_number'],
    ['dt-av', '12345', 'invalid_number'],
  ])('%s refuses "%s" with %s on the destination', async (code, destination, key) => {
    expect(await refusal(code, destination)).toEqual({ code: key, fields: ['destination'] });
  });

  it('answers a purchase with the key on the destination field (422), before the PIN or the balance', async () => {
    const { b } = await buyer(t, 50_000);
    const res = await b.post('/api/v1/prabayar/transaction', {
      product_code: 'dt-esim',
      destination: 'not-an-email',
      pin: '112233',
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('invalid_email');
    expect(res.body.errors.destination[0].code).toBe('invalid_email');
    // A destination longer than the old 32-character limit reaches the product's own rule.
    const long = await b.post('/api/v1/prabayar/transaction', {
      product_code: 'dt-ml',
      destination: 'a-destination-that-is-longer-than-32-characters',
      pin: '112233',
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.destination[0].code).toBe('invalid_number');
  });
});
