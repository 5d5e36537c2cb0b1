import type { PromoProductView } from '@konter/core/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPromos, seedDemoPromos } from '../../seed.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { setPromo } from './catalog.admin.js';
import { findProductByCode } from './catalog.repository.js';

// GET prabayar/promotion (spec §3 nominalPromo, §4 promo stock) on a real database, with purchases
// through the simulator. The demo data's promo items (seed.ts) are the list's first content.

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld();
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

type Buyer = Awaited<ReturnType<typeof buyer>>;
const promotion = async (b: Buyer['b']) => {
  const res = await b.get('/api/v1/prabayar/promotion');
  expect(res.status).toBe(200);
  return res.body.data.products as PromoProductView[];
};
const item = (list: PromoProductView[], code: string) => list.find((p) => p.code === code)!;
const buy = (b: Buyer['b'], body: Record<string, unknown>) =>
  b.post('/api/v1/prabayar/transaction', { pin: '112233', payment_method: 'deposit', ...body });

describe('the demo promo items', () => {
  it('are marked once after the sync; a later start keeps what was sold and what an operator ended', async () => {
    expect(await seedDemoPromos(w.t.deps)).toBe(demoPromos.length);
    await w.t.database.query("UPDATE products SET sold_qty = 3 WHERE code = 'dana20'");
    await setPromo(w.t.deps, 'axisd2', null);
    expect(await seedDemoPromos(w.t.deps)).toBe(0);
    expect(await findProductByCode(w.t.database.db, 'dana20')).toMatchObject({ promoStock: 25, soldQty: 3 });
    expect(await findProductByCode(w.t.database.db, 'axisd2')).toMatchObject({
      promo: false,
      promoStock: 30,
    });
    await setPromo(w.t.deps, 'axisd2', 30);
  });
});

describe('GET prabayar/promotion', () => {
  it('is for members only', async () => {
    expect((await w.t.browser().get('/api/v1/prabayar/promotion')).status).toBe(401);
  });

  it("lists only promo items, of every type, at the caller's price with their stock", async () => {
    const m = await buyer(w.t, 0);
    const list = await promotion(m.b);
    expect(list.map((p) => p.code).sort()).toEqual(['axisd2', 'dana20', 'ff140', 'tsel10']);
    expect(list.map((p) => p.type)).toEqual(['pulsa', 'data', 'games', 'emoney']); // the types' order
    const tsel = await findProductByCode(w.t.database.db, 'tsel10');
    expect(item(list, 'tsel10')).toMatchObject({
      name: tsel!.name,
      brand: 'TELKOMSEL',
      brand_code: 'telkomsel',
      nominal: 10_000,
      price: tsel!.priceMember,
      promo: true,
      promo_stock: 50,
      sold_qty: 0,
      stock_left: 50,
      stock: 50,
      sold_out: false,
    });
    expect(item(list, 'dana20')).toMatchObject({ promo_stock: 25, sold_qty: 3, stock_left: 22 });

    await w.t.database.query('UPDATE users SET category = 2 WHERE id = $1', [m.id]);
    expect(item(await promotion(m.b), 'tsel10').price).toBe(tsel!.priceAgent);
  });

  it('counts a sale: sold quantity + 1, one unit less left', async () => {
    const m = await buyer(w.t, 100_000);
    const res = await buy(m.b, { product_code: 'tsel10', destination: '081234567801' });
    expect(res.status).toBe(201);
    expect(item(await promotion(m.b), 'tsel10')).toMatchObject({ sold_qty: 1, stock_left: 49 });
    expect((await settled(m.b, res.body.data.ref_id)).status).toBe('success');
    // A gateway channel is refused for a promo item: it is paid from a wallet only.
    const gateway = await buy(m.b, {
      product_code: 'tsel10',
      destination: '081234567802',
      payment_method: 'midtrans:qris',
    });
    expect(gateway.status).toBe(422);
    expect(gateway.body.errors.payment_method[0].code).toBe('promo_wallet_only');
    expect(item(await promotion(m.b), 'tsel10').sold_qty).toBe(1);
  });

  it('keeps a sold-out item listed, last and marked, and refuses to sell it', async () => {
    await setPromo(w.t.deps, 'tsel20', 1);
    const m = await buyer(w.t, 100_000);
    expect((await buy(m.b, { product_code: 'tsel20', destination: '081234567803' })).status).toBe(201);
    const list = await promotion(m.b);
    expect(list.at(-1)).toMatchObject({
      code: 'tsel20',
      promo_stock: 1,
      sold_qty: 1,
      stock_left: 0,
      sold_out: true,
    });
    expect(list.slice(0, -1).every((p) => !p.sold_out)).toBe(true);

    const again = await buy(m.b, { product_code: 'tsel20', destination: '081234567804' });
    expect(again.status).toBe(422);
    expect(again.body.errors.product_code[0].code).toBe('stock_empty');
    expect(item(await promotion(m.b), 'tsel20').sold_qty).toBe(1);
  });
});
