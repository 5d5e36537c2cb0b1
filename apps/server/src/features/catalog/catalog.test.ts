import { INTERNATIONAL_COUNTRIES, POSTPAID_TYPES, PREPAID_TYPES } from '@konter/core/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepaidCatalog } from '../../simulators/digiflazz/index.js';
import { BILL_CUSTOMERS } from '../../simulators/digiflazz/postpaid-catalog.js';
import {
  type CatalogWorld,
  catalogWorld,
  jakarta,
  removeFromSupplier,
  restoreSupplierCatalog,
  simItem,
  supplierCounts,
  userOfCategory,
} from '../../test/catalog-world.js';
import { onPostgres } from '../../test/db.js';
import { renameProduct, setManualPrices, setPriceMarkup, setPromo } from './catalog.admin.js';
import { findProductByCode, recordPromoSale } from './catalog.repository.js';
import { PRODUCT_CACHE_MS } from './product-cache.js';
import { findPostpaidProduct, findPurchasableProduct } from './purchasable.js';

// One file for everything that syncs: on PostgreSQL all test files share one database, and a sync
// is global (it delists what the supplier no longer lists). SKUs changed here are restored at the end.

let w: CatalogWorld;
const db = () => w.t.database.db;
const product = async (code: string) => (await findProductByCode(db(), code))!;
const purchasable = (code: string, opts: Partial<Parameters<typeof findPurchasableProduct>[3]> = {}) =>
  findPurchasableProduct(w.t.deps.products, db(), code, { category: 1, now: jakarta('12:00'), ...opts });
const findProductCached = (code: string, now?: number) => w.t.deps.products.find(db(), code, now);
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (err: { message: string; code: string; errors?: Record<string, { code: string }[]> }) => ({
      message: err.message,
      code: err.code,
      // the keys on each field (the answer renders them in the caller's language)
      errors:
        err.errors &&
        Object.fromEntries(Object.entries(err.errors).map(([f, list]) => [f, list.map((p) => p.code)])),
    }),
  );

beforeAll(async () => {
  w = await catalogWorld();
});
afterAll(async () => {
  // Leave the catalogue as the unchanged simulator lists it, for other files on a shared database.
  restoreSupplierCatalog();
  await renameProduct(w.t.deps, 'ML86-PROMO', 'ml86').catch(() => {});
  await w.sync();
  await w.stop();
});

describe('syncPriceLists', () => {
  it('copies both supplier lists, and a second run changes nothing', async () => {
    const total = supplierCounts().prepaid + supplierCounts().postpaid;
    const first = await w.sync();
    expect(first.skipped).toBe(0);
    expect(first.unknownCategories).toEqual([]);
    // A fresh PGlite starts empty; PostgreSQL is shared, so another file may have synced already.
    if (!onPostgres()) expect(first.created).toBe(total);
    expect(first.created + first.updated + first.unchanged).toBe(total);

    const second = await w.sync();
    expect(second).toMatchObject({ created: 0, updated: 0, deactivated: 0, skipped: 0, unchanged: total });
  });

  it('sells every product type from the simulator, each country as a brand of international', async () => {
    const rows = await w.t.database.query<{ code: string; type: string }>(
      'SELECT code, type FROM products WHERE active AND delisted_at IS NULL ORDER BY code',
    );
    for (const type of PREPAID_TYPES.filter((t) => t !== 'topupByExcel')) {
      const sellable = [];
      for (const r of rows.filter((r) => r.type === type)) {
        sellable.push(
          await purchasable(r.code).then(
            () => r.code,
            () => null,
          ),
        );
      }
      expect(sellable.filter(Boolean).length, `sellable ${type} products`).toBeGreaterThan(0);
    }
    const intl = await w.t.browser().get('/api/v1/prabayar/brands?type=international');
    expect(intl.body.data.brands[0].countries.map((c: { name: string }) => c.name).sort()).toEqual(
      [...INTERNATIONAL_COUNTRIES].sort(),
    );

    // One biller of every postpaid type: the README's customer number has a bill, which is paid.
    const billers = await w.t.database.query<{ code: string; type: string; supplier_sku: string }>(
      'SELECT code, type, supplier_sku FROM postpaid_products WHERE active AND delisted_at IS NULL',
    );
    for (const type of POSTPAID_TYPES) {
      const biller = billers.find((b) => b.type === type && BILL_CUSTOMERS[b.supplier_sku]);
      expect(biller, `a documented ${type} biller`).toBeDefined();
      expect(await findPostpaidProduct(db(), biller!.code)).toMatchObject({ type, active: true });
      const order = { refId: `CAT-${type}-${Date.now()}`, sku: biller!.supplier_sku };
      const customerNo = BILL_CUSTOMERS[biller!.supplier_sku]!;
      const bill = await w.supplier.inquiryPostpaid({ ...order, customerNo });
      expect(bill, `${type} inquiry`).toMatchObject({ status: 'success', rc: '00' });
      expect(bill.details.length).toBeGreaterThan(0);
      const paid = await w.supplier.payPostpaid({ ...order, customerNo });
      expect(paid, `${type} payment`).toMatchObject({ status: 'success', price: bill.price });
    }
  });

  it('stores codes, types, brands, nominal, level prices, status, cut-off and stock', async () => {
    expect(await product('tsel10')).toMatchObject({
      supplierSku: 'tsel10',
      type: 'pulsa',
      brand: 'TELKOMSEL',
      brandCode: 'telkomsel',
      nominal: 10_000,
      buyingPrice: 10_250,
      priceMember: 12_250,
      priceAgent: 11_250,
      priceMaster: 10_750,
      priceMode: 'auto',
      active: true,
      cutOffStart: null,
    });
    expect(await product('xl10')).toMatchObject({ cutOffStart: '23:45', cutOffEnd: '00:15' });
    expect(await product('isat5')).toMatchObject({ active: false }); // seller status false
    expect(await product('gp20')).toMatchObject({ type: 'voucher', supplierStock: 250, nominal: 20_000 });
    expect(await product('maxis5')).toMatchObject({
      type: 'international',
      brand: 'Malaysia',
      nominal: null,
    });
    expect(await product('tseld2')).toMatchObject({ type: 'data', nominal: null });
    // Games band for a buying price of 50,000 and more.
    expect(await product('ml257')).toMatchObject({
      buyingPrice: 58_300,
      priceMember: 61_300,
      priceMaster: 59_300,
    });
    expect(await findPostpaidProduct(db(), 'pln')).toMatchObject({ type: 'electricity', adminFee: 2_500 });
    expect(await findPostpaidProduct(db(), 'bpjs')).toMatchObject({ type: 'bpjs', commission: 1_000 });
  });

  it('deactivates what the supplier disables or drops, and takes it back when it returns', async () => {
    simItem('ff140').buyer_product_status = false;
    const putBack = removeFromSupplier('gp50');
    const r = await w.sync();
    expect(r).toMatchObject({ created: 0, updated: 0, deactivated: 2 });
    expect(await product('ff140')).toMatchObject({ active: false, delistedAt: null });
    expect((await product('gp50')).delistedAt).not.toBeNull();
    expect(await rejection(purchasable('ff140', { destination: '123456789' }))).toMatchObject({
      message: 'inactive product',
    });
    const vouchers = await w.t
      .browser()
      .get(`/api/v1/prabayar/products?type=voucher&brand=${encodeURIComponent('GOOGLE PLAY INDONESIA')}`);
    expect(vouchers.body.data.products.map((p: { code: string }) => p.code)).toEqual(['gp20', 'gp100']);

    simItem('ff140').buyer_product_status = true;
    putBack();
    expect(await w.sync()).toMatchObject({ created: 0, updated: 2, deactivated: 0 });
    expect(await product('gp50')).toMatchObject({ active: true, delistedAt: null });
  });

  it('keeps an operator rename through later syncs', async () => {
    await renameProduct(w.t.deps, 'ml86', 'ML86-PROMO');
    simItem('ml86').price = 19_900;
    const r = await w.sync();
    expect(r).toMatchObject({ created: 0, updated: 1 });
    expect(await findProductByCode(db(), 'ml86')).toBeUndefined();
    expect(await product('ML86-PROMO')).toMatchObject({
      supplierSku: 'ml86',
      buyingPrice: 19_900,
      priceMember: 21_400,
    });
    await expect(renameProduct(w.t.deps, 'ff70', 'ML86-PROMO')).rejects.toMatchObject({
      code: 'product_code_taken',
    });
  });

  it('re-prices auto products and flags manual ones the new buying price overtakes', async () => {
    await setManualPrices(w.t.deps, 'ff355', { member: '50.000', agent: 48_000, master: 'oops' });
    expect(await product('ff355')).toMatchObject({
      priceMode: 'manual',
      priceMember: 50_000,
      priceAgent: 48_000,
      priceMaster: 46_300, // invalid custom price → the buying price (spec §5)
    });
    simItem('ff70').price = 10_000;
    simItem('ff355').price = 49_000;
    expect(await w.sync()).toMatchObject({ updated: 2, deactivated: 0 });
    expect(await product('ff70')).toMatchObject({
      buyingPrice: 10_000,
      priceMember: 11_500,
      priceAdjustment: false,
    });
    expect(await product('ff355')).toMatchObject({
      buyingPrice: 49_000,
      priceMember: 50_000,
      priceAdjustment: true,
    });
    expect(await rejection(purchasable('ff355', { destination: '123456789' }))).toEqual({
      message: 'The product is currently undergoing price adjustment',
      code: 'price_adjustment',
      errors: { product_code: ['price_adjustment'] },
    });
    const listed = await w.t.browser().get('/api/v1/prabayar/products?type=games&brand=free-fire');
    expect(listed.body.data.products.find((p: { code: string }) => p.code === 'ff355').price_adjustment).toBe(
      true,
    );

    await setManualPrices(w.t.deps, 'ff355', { member: 52_000, agent: 51_000, master: 1 });
    expect(await product('ff355')).toMatchObject({ priceMaster: 49_000, priceAdjustment: false });
    expect(await w.sync()).toMatchObject({
      updated: 0,
      unchanged: supplierCounts().prepaid + supplierCounts().postpaid,
    });
    await setManualPrices(w.t.deps, 'ff355', null);
    expect(await product('ff355')).toMatchObject({ priceMode: 'auto', priceMember: 50_500 });
  });

  it('skips and logs items of unknown supplier categories', async () => {
    prepaidCatalog.push({ ...simItem('tsel5'), buyer_sku_code: 'netflix1', category: 'Streaming' });
    const r = await w.sync();
    expect(r).toMatchObject({ created: 0, skipped: 1, unknownCategories: ['Streaming'] });
    expect(w.warnings.at(-1)).toMatchObject({ obj: { categories: ['Streaming'] } });
    expect(await findProductByCode(db(), 'netflix1')).toBeUndefined();
    prepaidCatalog.pop();
  });

  it('re-prices a type when its markup changes; a band must not end below its start', async () => {
    await expect(
      setPriceMarkup(w.t.deps, { type: 'games', level: 1, min_buying: 5_000, max_buying: 1_000, markup: 1 }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
    const r = await setPriceMarkup(w.t.deps, { type: 'games', level: 1, min_buying: 0, markup: 'x' });
    expect(r.repriced).toBeGreaterThan(0);
    expect(await product('ff70')).toMatchObject({ buyingPrice: 10_000, priceMember: 10_000 }); // invalid markup → 0
    await setPriceMarkup(w.t.deps, { type: 'games', level: 1, min_buying: 0, markup: 1_500 });
    expect(await product('ff70')).toMatchObject({ priceMember: 11_500 });
  });
});

describe('prepaid products API', () => {
  it("answers the number's operator and the caller's level price", async () => {
    const url = '/api/v1/prabayar/products?type=pulsa&destination=081234567890';
    const prices = async (b: ReturnType<CatalogWorld['t']['browser']>) => {
      const res = await b.get(url);
      expect(res.status).toBe(200);
      expect(res.body.data.operator).toBe('telkomsel');
      expect(res.body.data.products.map((p: { code: string }) => p.code)).toEqual([
        'tsel5',
        'tsel10',
        'tsel20',
        'tsel25',
        'tsel50',
        'tsel100',
      ]);
      return res.body.data.products.find((p: { code: string }) => p.code === 'tsel10');
    };
    expect(await prices(w.t.browser())).toMatchObject({
      price: 12_250,
      nominal: 10_000,
      active: true,
      cut_off: null,
    });
    expect((await prices(await userOfCategory(w.t, 1))).price).toBe(12_250);
    expect((await prices(await userOfCategory(w.t, 2))).price).toBe(11_250);
    expect((await prices(await userOfCategory(w.t, 3))).price).toBe(10_750);

    const xl = await w.t.browser().get('/api/v1/prabayar/products?type=pulsa&destination=6281712345678');
    expect(xl.body.data.operator).toBe('xl');
    expect(xl.body.data.products[0].cut_off).toEqual({ start: '23:45', end: '00:15' });
  });

  it('asks for a manual operator choice when the prefix is unknown', async () => {
    const b = w.t.browser();
    const unknown = await b.get('/api/v1/prabayar/products?type=data&destination=0800123456');
    expect(unknown.body.data).toEqual({
      operator: null,
      message: 'Operator Not Registered (choose manually)',
      products: [],
    });
    const chosen = await b.get('/api/v1/prabayar/products?type=data&destination=0800123456&operator=indosat');
    expect(chosen.body.data.operator).toBe('indosat');
    expect(chosen.body.data.products.map((p: { code: string }) => p.code)).toEqual([
      'isatd3',
      'isatd9',
      'isatd15',
      'isatd30',
    ]);
  });

  it('lists by brand for other types, says when nothing matches, refuses unknown types', async () => {
    const b = w.t.browser();
    const dana = await b.get('/api/v1/prabayar/products?type=emoney&brand=DANA');
    expect(dana.body.data.operator).toBeNull();
    expect(dana.body.data.products.map((p: { nominal: number }) => p.nominal)).toEqual([
      20_000, 50_000, 100_000, 200_000,
    ]);
    const steam = await b.get('/api/v1/prabayar/products?type=voucher&brand=steam-wallet-idr');
    expect(steam.body.data.products.find((p: { code: string }) => p.code === 'steam12')).toMatchObject({
      stock: 80,
    });
    expect((await b.get('/api/v1/prabayar/products?type=esim&brand=nope')).body.data).toEqual({
      operator: null,
      message: 'No product found',
      products: [],
    });
    const bad = await b.get('/api/v1/prabayar/products?type=bogus');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.type).toBeDefined();
  });

  it('lists brands with counts and merges the countries into one International entry', async () => {
    const b = w.t.browser();
    const emoney = await b.get('/api/v1/prabayar/brands?type=emoney');
    expect(emoney.body.data.brands).toEqual([
      { name: 'DANA', code: 'dana', product_count: 4 },
      { name: 'GO PAY', code: 'go-pay', product_count: 3 },
      { name: 'LINKAJA', code: 'linkaja', product_count: 3 },
      { name: 'OVO', code: 'ovo', product_count: 3 },
      { name: 'SHOPEE PAY', code: 'shopee-pay', product_count: 3 },
    ]);
    const intl = await b.get('/api/v1/prabayar/brands?type=international');
    expect(intl.body.data.brands).toEqual([
      {
        name: 'International',
        code: 'international',
        product_count: 25,
        countries: [
          { name: 'Bangladesh', code: 'bangladesh', product_count: 4 },
          { name: 'China', code: 'china', product_count: 3 },
          { name: 'Malaysia', code: 'malaysia', product_count: 4 },
          { name: 'Philippines', code: 'philippines', product_count: 4 },
          { name: 'Singapore', code: 'singapore', product_count: 3 },
          { name: 'Thailand', code: 'thailand', product_count: 4 },
          { name: 'Vietnam', code: 'vietnam', product_count: 3 },
        ],
      },
    ]);
  });

  it('lists postpaid billers of a type', async () => {
    const res = await w.t.browser().get('/api/v1/pascabayar/products?type=pdam');
    expect(res.body.data.products).toHaveLength(6);
    expect(res.body.data.products.find((p: { code: string }) => p.code === 'pdambgr')).toMatchObject({
      active: false,
      admin_fee: 2_500,
    });
    const transfers = await w.t.browser().get('/api/v1/pascabayar/products?type=kirim-uang');
    expect(transfers.body.data.products.map((p: { code: string }) => p.code)).toEqual([
      'trfbca',
      'trfbni',
      'trfbri',
      'trfmandiri',
    ]);
  });

  it('serves the public price list by brand at member prices, without login', async () => {
    const res = await w.t.browser().get('/api/v1/pricelist/pulsa');
    expect(res.status).toBe(200);
    expect(res.body.data.brands.map((g: { code: string }) => g.code)).toEqual([
      'axis',
      'byu',
      'indosat',
      'smartfren',
      'telkomsel',
      'tri',
      'xl',
    ]);
    const tsel = res.body.data.brands.find((g: { code: string }) => g.code === 'telkomsel');
    expect(tsel.products.find((p: { code: string }) => p.code === 'tsel10').price).toBe(12_250);
    const openapi = await w.t.browser().get('/api/v1/openapi.json');
    expect(Object.keys(openapi.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/prabayar/products',
        '/api/v1/prabayar/brands',
        '/api/v1/pricelist/{type}',
      ]),
    );
  });
});

describe('products kept in memory for purchases', () => {
  it('sees an operator change at once, a change by another process within PRODUCT_CACHE_MS', async () => {
    const t0 = Date.now();
    const before = (await findProductCached('tsel5'))!;
    // Another process (SQL here) changes the price: kept until the entry expires.
    await w.t.database.query('UPDATE products SET price_member = price_member + 7 WHERE code = $1', [
      'tsel5',
    ]);
    expect((await findProductCached('tsel5', t0 + 1))!.priceMember).toBe(before.priceMember);
    const later = (await findProductCached('tsel5', t0 + PRODUCT_CACHE_MS + 1))!;
    expect(later.priceMember).toBe(before.priceMember + 7);
    // A change through the catalogue's own writes is seen by the very next purchase.
    await setManualPrices(w.t.deps, 'tsel5', { member: 9_999, agent: 9_500, master: 9_000 });
    expect((await purchasable('tsel5', { destination: '081234567890' })).price).toBe(9_999);
    await setManualPrices(w.t.deps, 'tsel5', null);
    expect((await purchasable('tsel5', { destination: '081234567890' })).price).toBe(before.priceMember);
  });
});

describe('findPurchasableProduct', () => {
  it("returns the product at the buyer's price with the number as the supplier needs it", async () => {
    const p = await purchasable('tsel10', { category: 2, destination: '+62 812-3456-7890' });
    expect(p).toMatchObject({ code: 'tsel10', supplierSku: 'tsel10', price: 11_250, buyingPrice: 10_250 });
    expect(p.destination).toBe('081234567890');
  });

  it.each([
    ['nope', '081234567890', 'product_code', 'incorrect_product_code', 'incorrect product code'],
    ['tsel10', '', 'destination', 'destination_required', 'Please fill in the destination number'],
    ['tsel10', '0812', 'destination', 'invalid_number', 'invalid number'],
    ['tsel10', '081712345678', 'destination', 'number_mismatch', 'some numbers do not match the product'],
    [
      'tsel10',
      '080012345678',
      'destination',
      'operator_not_registered',
      'Operator Not Registered (choose manually)',
    ],
    ['isat5', '085612345678', 'product_code', 'inactive_product', 'inactive product'],
    ['pln20', '12345', 'destination', 'invalid_number', 'invalid number'],
    ['dana20', 'abc', 'destination', 'invalid_number', 'invalid number'],
  ])('%s to "%s" → %s: %s', async (code, destination, field, key, message) => {
    expect(await rejection(purchasable(code, { destination }))).toEqual({
      message,
      code: key,
      errors: { [field]: [key] },
    });
  });

  it('takes the manual operator choice only for an unknown prefix', async () => {
    const p = await purchasable('tsel10', { destination: '080012345678', operatorOverride: 'telkomsel' });
    expect(p.destination).toBe('080012345678');
    const wrong = purchasable('tsel10', { destination: '081712345678', operatorOverride: 'telkomsel' });
    expect((await rejection(wrong)).message).toBe('some numbers do not match the product');
  });

  it("refuses during the supplier's cut-off window (Asia/Jakarta)", async () => {
    const late = await rejection(purchasable('xl10', { destination: '081712345678', now: jakarta('23:50') }));
    expect(late).toMatchObject({ code: 'product_cut_off', errors: { product_code: ['product_cut_off'] } });
    expect(late.message).toMatch(
      /^The product is in the supplier's cut-off time \(\d{2}:\d{2}–00:15 WIB\); please try again after 00:15 WIB$/,
    );
    expect((await purchasable('xl10', { destination: '081712345678', now: jakarta('00:15') })).code).toBe(
      'xl10',
    );
  });

  it('sells a promo item until its stock is gone', async () => {
    await setPromo(w.t.deps, 'tsel25', 1);
    const p = await purchasable('tsel25', { destination: '081234567890' });
    expect(p.promo).toBe(true);
    expect(await recordPromoSale(db(), p.id)).toEqual({ soldQty: 1 });
    await expect(recordPromoSale(db(), p.id)).rejects.toMatchObject({
      message: 'Stock Empty or Try to Refresh The Page',
    });
    expect((await rejection(purchasable('tsel25', { destination: '081234567890' }))).message).toBe(
      'Stock Empty or Try to Refresh The Page',
    );
    const listed = await w.t.browser().get('/api/v1/prabayar/products?type=pulsa&operator=telkomsel');
    expect(listed.body.data.products.find((x: { code: string }) => x.code === 'tsel25')).toMatchObject({
      promo: true,
      stock: 0,
    });
    await setPromo(w.t.deps, 'tsel25', null);
    expect((await purchasable('tsel25', { destination: '081234567890' })).promo).toBe(false);
  });
});
