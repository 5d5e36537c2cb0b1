import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Member, registered } from '../../test/kit.js';
import { findProductBySlug } from './catalog.repository.js';
import { evaluateCoupon, recordCouponUse, releaseCouponUse } from './coupon.service.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { cliCouponAdd, cliCouponSet, describeCoupons } from './shop.admin-catalog.js';

// Coupons (issue 15): check-coupon against the member's cart with every refusal, the discount rule
// (fixed, percent with cap, collection-only), and the use recorded by an order: quota taken once
// even when two orders take the last use at the same moment, given back exactly once.

let t: TestApp;
let m: Member;
const ids: Record<string, number> = {};
let orderSeq = 0;

/**
 * An order row for a coupon use to point at (shop_coupon_uses.order_id refers to shop_orders,
 * migration 0030): the smallest valid unpaid order.
 */
async function newOrder(userId: number | null): Promise<number> {
  const code = `SHP${String(++orderSeq).padStart(12, '0')}`;
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO shop_orders (code, user_id, buyer_name, buyer_phone, address, courier, courier_name, service,
                              service_name, weight_g, subtotal, shipping_fee, total, expires_at)
     VALUES ($1, $2, 'Pembeli', '081234567890', '{}'::jsonb, 'jne', 'JNE', 'reg', 'Reguler', 100, 50000, 0, 50000,
             now() + interval '1 hour')
     RETURNING id::int AS id`,
    [code, userId],
  );
  return row!.id;
}

const check = (code: string, who: Member = m) => who.b.post('/api/v1/shop/cart/check-coupon', { code });
const refusal = async (code: string, who: Member = m) => {
  const res = await check(code, who);
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  return res.body.errors.code[0] as { code: string; params?: Record<string, unknown> };
};
const setCart = async (lines: [string, number][], who: Member = m) => {
  const cart = (await who.b.post('/api/v1/shop/cart/list')).body.data;
  for (const l of cart.items) await who.b.post(`/api/v1/shop/cart/destroy/${l.id}`);
  for (const [slug, quantity] of lines) {
    const res = await who.b.post('/api/v1/shop/cart/add', { product_id: ids[slug], quantity });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalog(t.deps);
  for (const slug of [
    'tempered-glass-9h-anti-gores',
    'kartu-perdana-xl-4g',
    'printer-struk-mini-portable-58-mm',
  ]) {
    ids[slug] = (await findProductBySlug(t.database.db, slug))!.id;
  }
  m = await registered(t);
}, 60_000);

afterAll(async () => {
  await t.app.close();
});

describe('check-coupon', () => {
  it('refuses on an empty cart', async () => {
    expect((await refusal('ONGKIR5K')).code).toBe('shop_cart_empty');
  });

  it('applies the demo coupons (any case): percent with its cap, fixed', async () => {
    await setCart([['tempered-glass-9h-anti-gores', 10]]); // Rp150.000
    const hemat = await check('hemat10');
    expect(hemat.status).toBe(200);
    expect(hemat.body.data).toEqual({
      code: 'HEMAT10',
      kind: 'percent',
      value: 10,
      max_discount: 20_000,
      subtotal: 150_000,
      discount: 15_000,
      subtotal_after: 135_000,
    });
    await setCart([['printer-struk-mini-portable-58-mm', 2]]); // Rp398.000: 10 % = 39.800, capped
    expect((await check('HEMAT10')).body.data).toMatchObject({ discount: 20_000, subtotal_after: 378_000 });
    expect((await check(' ongkir5k ')).body.data).toMatchObject({
      kind: 'fixed',
      discount: 5_000,
      subtotal_after: 393_000,
    });
  });

  it('refuses below the minimum subtotal and says the minimum', async () => {
    await setCart([['kartu-perdana-xl-4g', 2]]); // Rp40.000
    expect(await refusal('HEMAT10')).toMatchObject({
      code: 'shop_coupon_min_subtotal',
      params: { min: 'Rp 50.000' },
    });
  });

  it('refuses unknown, inactive, not yet started and expired coupons', async () => {
    expect((await refusal('TIDAKADA')).code).toBe('shop_coupon_unknown');
    await cliCouponAdd(t.deps, 'MATI', { kind: 'fixed', value: '1000' });
    await cliCouponSet(t.deps, 'mati', 'active', 'false');
    expect((await refusal('MATI')).code).toBe('shop_coupon_inactive');
    const tomorrow = new Date(Date.now() + 86_400_000 + 7 * 3600_000).toISOString().slice(0, 10);
    await cliCouponAdd(t.deps, 'BESOK', { kind: 'fixed', value: '1000', from: tomorrow });
    const notYet = await refusal('BESOK');
    expect(notYet.code).toBe('shop_coupon_not_started');
    expect(String(notYet.params?.starts_at)).toBe(`${tomorrow} 00:00 WIB`);
    await cliCouponAdd(t.deps, 'LALU', { kind: 'fixed', value: '1000', until: '2024-01-31' });
    expect((await refusal('LALU')).code).toBe('shop_coupon_expired');
    // --until is the whole Jakarta day.
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    await cliCouponAdd(t.deps, 'HARIINI', { kind: 'fixed', value: '1000', until: today });
    expect((await check('HARIINI')).status).toBe(200);
  });

  it('refuses a used-up quota and a reached per-user limit', async () => {
    await setCart([['kartu-perdana-xl-4g', 3]]);
    await cliCouponAdd(t.deps, 'SEKALI', { kind: 'fixed', value: '2000', quota: '1' });
    expect((await check('SEKALI')).status).toBe(200);
    const other = await registered(t);
    const order0 = await newOrder(null);
    await t.database.db.transaction(async (tx) => {
      const e = await evaluateCoupon(
        tx,
        { code: 'SEKALI', userId: other.id, lines: [{ product_id: 1, subtotal: 50_000 }], subtotal: 50_000 },
        { lock: true },
      );
      await recordCouponUse(tx, {
        couponId: e.couponId,
        userId: other.id,
        orderId: order0,
        discount: e.discount,
      });
    });
    expect((await refusal('SEKALI')).code).toBe('shop_coupon_quota_used');

    await cliCouponAdd(t.deps, 'SATUORANG', { kind: 'percent', value: '5', 'per-user': '1', quota: '100' });
    expect((await check('SATUORANG')).status).toBe(200);
    const order1 = await newOrder(null);
    await t.database.db.transaction(async (tx) => {
      const e = await evaluateCoupon(
        tx,
        { code: 'SATUORANG', userId: m.id, lines: [{ product_id: 1, subtotal: 60_000 }], subtotal: 60_000 },
        { lock: true },
      );
      await recordCouponUse(tx, {
        couponId: e.couponId,
        userId: m.id,
        orderId: order1,
        discount: e.discount,
      });
    });
    expect(await refusal('SATUORANG')).toMatchObject({
      code: 'shop_coupon_user_limit',
      params: { limit: 1 },
    });
    // Someone else may still use it; a visitor is counted by phone.
    await setCart([['kartu-perdana-xl-4g', 3]], other);
    expect((await check('SATUORANG', other)).status).toBe(200);
    const visitor = {
      code: 'SATUORANG',
      userId: null,
      buyerPhone: '081234567890',
      lines: [{ product_id: 1, subtotal: 60_000 }],
      subtotal: 60_000,
    };
    const order2 = await newOrder(null);
    await t.database.db.transaction(async (tx) => {
      const e = await evaluateCoupon(tx, visitor, { lock: true });
      await recordCouponUse(tx, {
        couponId: e.couponId,
        userId: null,
        buyerPhone: '081234567890',
        orderId: order2,
        discount: e.discount,
      });
    });
    await expect(evaluateCoupon(t.database.db, visitor)).rejects.toMatchObject({
      code: 'shop_coupon_user_limit',
    });
  });

  it('a collection coupon counts only its products, and refuses a cart without them', async () => {
    await cliCouponAdd(t.deps, 'PRINTER15', { kind: 'percent', value: '15', collection: 'printer-kasir' });
    await setCart([['kartu-perdana-xl-4g', 2]]);
    expect((await refusal('PRINTER15')).code).toBe('shop_coupon_not_applicable');
    await setCart([
      ['kartu-perdana-xl-4g', 2],
      ['printer-struk-mini-portable-58-mm', 1],
    ]);
    // 15 % of Rp199.000 (the printer only) = 29.850.
    expect((await check('PRINTER15')).body.data).toMatchObject({
      subtotal: 239_000,
      discount: 29_850,
      subtotal_after: 209_150,
    });
  });

  it('lists coupons for the operator; refuses bad coupon arguments', async () => {
    const text = await describeCoupons(t.deps);
    expect(text).toContain('HEMAT10 | 10% max Rp 20.000 | min Rp 50.000');
    expect(text).toContain('SEKALI | Rp 2.000 | min Rp 0 | used 1/1');
    await expect(cliCouponAdd(t.deps, 'hemat10', { kind: 'fixed', value: '1' })).rejects.toMatchObject({
      code: 'shop_coupon_code_taken',
    });
    // The shop's rules (operatorCouponAdd, shared with the console) answer with a key on the field.
    await expect(cliCouponAdd(t.deps, 'BARU', { kind: 'percent', value: '150' })).rejects.toMatchObject({
      code: 'shop_coupon_percent_over',
      errors: { value: [{ code: 'shop_coupon_percent_over' }] },
    });
    await expect(cliCouponAdd(t.deps, 'BARU', { kind: 'gratis', value: '1' })).rejects.toThrow(RangeError);
    await expect(cliCouponSet(t.deps, 'SEKALI', 'quota', '0')).rejects.toThrow(RangeError);
  });
});

describe('coupon use by orders', () => {
  it('takes the last use once when two orders race for it, and gives it back once', async () => {
    await cliCouponAdd(t.deps, 'TERAKHIR', { kind: 'fixed', value: '3000', quota: '1' });
    const lines = [{ product_id: ids['kartu-perdana-xl-4g']!, subtotal: 40_000 }];
    const buyers = await Promise.all([registered(t), registered(t), registered(t)]);
    const orders = await Promise.all(buyers.map((b) => newOrder(b.id)));
    const results = await Promise.allSettled(
      buyers.map((b, i) =>
        t.database.db.transaction(async (tx) => {
          const e = await evaluateCoupon(
            tx,
            { code: 'TERAKHIR', userId: b.id, lines, subtotal: 40_000 },
            { lock: true },
          );
          await recordCouponUse(tx, {
            couponId: e.couponId,
            userId: b.id,
            orderId: orders[i]!,
            discount: e.discount,
          });
        }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(AppError);
        expect((r.reason as AppError).code).toBe('shop_coupon_quota_used');
      }
    }
    const [row] = await t.database.query<{ used: number; uses: number }>(
      `SELECT c.used, (SELECT count(*)::int FROM shop_coupon_uses u WHERE u.coupon_id = c.id) AS uses
         FROM shop_coupons c WHERE c.code = 'TERAKHIR'`,
    );
    expect(row).toEqual({ used: 1, uses: 1 });

    const winner = orders[results.findIndex((r) => r.status === 'fulfilled')]!;
    const [first, second] = await Promise.all([
      t.database.db.transaction((tx) => releaseCouponUse(tx, winner)),
      t.database.db.transaction((tx) => releaseCouponUse(tx, winner)),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const [after] = await t.database.query<{ used: number }>(
      `SELECT used FROM shop_coupons WHERE code = 'TERAKHIR'`,
    );
    expect(after!.used).toBe(0);
  });
});
