import type { CouponCheck, CouponKind } from '@konter/core/contracts/shop';
import { formatRupiah } from '@konter/core/money';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { fieldError } from '../../lib/errors.js';
import { cartLines } from './cart.repository.js';
import { cartView } from './cart.service.js';
import { productsInCollection } from './catalog.repository.js';
import {
  countUses,
  deleteCouponUse,
  findCoupon,
  insertCouponUse,
  takeCouponUse,
} from './coupon.repository.js';

// The coupon rule (issue 15): one function for the member's check-coupon, the member's checkout and
// the visitor's public checkout (features/shop checkout.*, public-checkout.*).

export interface CouponLine {
  product_id: number;
  /** The line's price × quantity. */
  subtotal: number;
}

export interface CouponEvaluation {
  couponId: number;
  code: string;
  kind: CouponKind;
  value: number;
  maxDiscount: number | null;
  subtotal: number;
  discount: number;
  subtotalAfter: number;
}

/** "2025-07-01 08:00 WIB": an instant as a Jakarta wall-clock time. */
const jakartaTime = (d: Date) =>
  `${new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')} WIB`;

/**
 * Whether a coupon applies to these lines and how much it takes off, or a 422 field error on
 * `code` saying why not (in this order): shop_coupon_unknown, shop_coupon_inactive,
 * shop_coupon_not_started {starts_at}, shop_coupon_expired, shop_coupon_quota_used,
 * shop_coupon_user_limit {limit} (a member by user id, a visitor by `buyerPhone` when given),
 * shop_cart_empty, shop_coupon_min_subtotal {min} (against the whole subtotal),
 * shop_coupon_not_applicable (a collection coupon and none of the lines' products in it).
 *
 * Discount: fixed = value; percent = floor(base × value / 100) capped by max_discount; never more
 * than the base, which is the subtotal — or, for a collection coupon, the subtotal of its lines.
 *
 * Inside an order's transaction pass `lock: true` (the coupon row is held until it ends, so quota
 * and per-user counts cannot be passed by two orders at once) and then call `recordCouponUse`.
 */
export async function evaluateCoupon(
  db: Db,
  input: {
    code: string;
    userId: number | null;
    buyerPhone?: string | null;
    lines: CouponLine[];
    subtotal: number;
  },
  opts: { lock?: boolean; now?: Date } = {},
): Promise<CouponEvaluation> {
  const now = opts.now ?? new Date();
  const c = await findCoupon(db, input.code, opts.lock ?? false);
  if (!c) throw fieldError('code', 'shop_coupon_unknown');
  if (!c.active) throw fieldError('code', 'shop_coupon_inactive');
  if (c.startsAt && now < c.startsAt) {
    throw fieldError('code', 'shop_coupon_not_started', { starts_at: jakartaTime(c.startsAt) });
  }
  if (c.endsAt && now >= c.endsAt) throw fieldError('code', 'shop_coupon_expired');
  if (c.quota !== null && c.used >= c.quota) throw fieldError('code', 'shop_coupon_quota_used');
  if (c.perUserLimit !== null) {
    const who =
      input.userId !== null
        ? { userId: input.userId }
        : input.buyerPhone
          ? { buyerPhone: input.buyerPhone }
          : null;
    if (who && (await countUses(db, c.id, who)) >= c.perUserLimit) {
      throw fieldError('code', 'shop_coupon_user_limit', { limit: c.perUserLimit });
    }
  }
  if (input.lines.length === 0 || input.subtotal <= 0) throw fieldError('code', 'shop_cart_empty');
  if (input.subtotal < c.minSubtotal) {
    throw fieldError('code', 'shop_coupon_min_subtotal', { min: formatRupiah(c.minSubtotal) });
  }
  let base = input.subtotal;
  if (c.collectionId !== null) {
    const inIt = await productsInCollection(
      db,
      c.collectionId,
      input.lines.map((l) => l.product_id),
    );
    base = input.lines.filter((l) => inIt.has(l.product_id)).reduce((n, l) => n + l.subtotal, 0);
    if (base <= 0) throw fieldError('code', 'shop_coupon_not_applicable');
  }
  let discount = c.kind === 'fixed' ? c.value : Math.floor((base * c.value) / 100);
  if (c.kind === 'percent' && c.maxDiscount !== null) discount = Math.min(discount, c.maxDiscount);
  discount = Math.min(discount, base);
  return {
    couponId: c.id,
    code: c.code,
    kind: c.kind,
    value: c.value,
    maxDiscount: c.maxDiscount,
    subtotal: input.subtotal,
    discount,
    subtotalAfter: input.subtotal - discount,
  };
}

/**
 * Records an order's use of a coupon (in the order's transaction, after evaluateCoupon with
 * `lock: true`): takes one of the quota and remembers the user (or the visitor's phone). A quota
 * used up in the meantime is a 422 shop_coupon_quota_used.
 */
export async function recordCouponUse(
  tx: Db,
  use: {
    couponId: number;
    userId: number | null;
    buyerPhone?: string | null;
    orderId: number;
    discount: number;
  },
): Promise<void> {
  if (!(await takeCouponUse(tx, use.couponId))) throw fieldError('code', 'shop_coupon_quota_used');
  await insertCouponUse(tx, {
    couponId: use.couponId,
    userId: use.userId,
    buyerPhone: use.buyerPhone ?? null,
    orderId: use.orderId,
    discount: use.discount,
  });
}

/** Gives an order's coupon use back (an unpaid order expired or was cancelled); false if it had none. */
export async function releaseCouponUse(tx: Db, orderId: number): Promise<boolean> {
  return deleteCouponUse(tx, orderId);
}

/** POST shop/cart/check-coupon: the coupon against the member's cart. */
export async function checkCartCoupon(deps: Deps, userId: number, code: string): Promise<CouponCheck> {
  const db = deps.database.db;
  const cart = cartView(await cartLines(db, userId));
  const e = await evaluateCoupon(db, {
    code,
    userId,
    lines: cart.items.map((i) => ({ product_id: i.product_id, subtotal: i.subtotal })),
    subtotal: cart.subtotal,
  });
  return {
    code: e.code,
    kind: e.kind,
    value: e.value,
    max_discount: e.maxDiscount,
    subtotal: e.subtotal,
    discount: e.discount,
    subtotal_after: e.subtotalAfter,
  };
}
