import { randomInt } from 'node:crypto';
import { shopImageUrl } from '@konter/core/contracts/shop';
import type {
  PublicCartLine,
  PublicCheckout,
  PublicOrder,
  PublicPayInput,
  PublicShippingCostInput,
} from '@konter/core/contracts/shop-order';
import type { Locale } from '@konter/core/messages/index';
import { normalizeHp } from '@konter/core/phone';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { findRegion, matchAddressRegion } from '../regions/index.js';
import { requireRegion } from './address.service.js';
import { addressSnapshot, checkLines, type OrderLine, placeOrder, subtotalOf } from './checkout.service.js';
import { evaluateCoupon } from './coupon.service.js';
import { paymentChannels } from './order.queries.js';
import {
  anyOpenCoupon,
  deletePublicCart,
  findOrderByCode,
  findPublicCart,
  insertPublicCart,
  lineProducts,
  type OrderRow,
  orderItems,
  prunePublicCarts,
} from './order.repository.js';
import { cancelOrder, itemView, startGatewayPayment } from './order.service.js';
import { chosenOption, shippingOptions } from './order-shipping.js';

// The visitors' one-page shop checkout (calls §7.6; a sibling of features/checkout's one-page
// checkout for digital products, ADR 0016): a cart kept a day on the server (make-cart), its page,
// shipping options, coupons, and pay — by gateway only (a visitor has no deposit), with the same
// stock reservation and expiry as a member's order. The return page reads the order by its code and
// the buyer's phone.

/** How long a visitor's cart is kept. */
export const PUBLIC_CART_HOURS = 24;
const ID_CHARS = '0123456789abcdefghijklmnopqrstuvwxyz';
const newCartId = () => Array.from({ length: 20 }, () => ID_CHARS[randomInt(ID_CHARS.length)]).join('');

/** The lines with their products now; a line naming no product is a 404 shop_product_not_found. */
async function linesOf(deps: Deps, items: PublicCartLine[]): Promise<OrderLine[]> {
  const merged = new Map<string, PublicCartLine>();
  for (const i of items) {
    const key = `${i.product_id}:${i.variant_id ?? ''}`;
    const prev = merged.get(key);
    merged.set(key, prev ? { ...prev, quantity: prev.quantity + i.quantity } : i);
  }
  const wanted = [...merged.values()];
  const found = await lineProducts(
    deps.database.db,
    wanted.map((i) => ({ productId: i.product_id, variantId: i.variant_id ?? null })),
  );
  return wanted.map((i) => {
    const p = found.find((f) => f.productId === i.product_id && f.variantId === (i.variant_id ?? null));
    if (!p) throw new AppError('shop_product_not_found');
    return { ...p, quantity: i.quantity, notes: null };
  });
}

/** POST shop/public/make-cart {items} → {id}. */
export async function makePublicCart(deps: Deps, items: PublicCartLine[]): Promise<{ id: string }> {
  const lines = await linesOf(deps, items);
  checkLines(lines);
  const id = newCartId();
  await insertPublicCart(
    deps.database.db,
    id,
    lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
    new Date(Date.now() + PUBLIC_CART_HOURS * 3_600_000),
  );
  return { id };
}

async function cartOf(deps: Deps, id: string) {
  const cart = await findPublicCart(deps.database.db, id, new Date());
  if (!cart) throw new AppError('shop_public_cart_not_found');
  const lines = await linesOf(
    deps,
    cart.items.map((i) => ({ product_id: i.productId, variant_id: i.variantId, quantity: i.quantity })),
  );
  return { cart, lines };
}

/** GET shop/public/checkout/{id}. */
export async function publicCheckout(deps: Deps, id: string): Promise<PublicCheckout> {
  const { cart, lines } = await cartOf(deps, id);
  return {
    id: cart.id,
    items: lines.map((l) => ({
      product_id: l.productId,
      variant_id: l.variantId,
      slug: l.slug,
      name: l.name,
      variant_name: l.variantName,
      image: l.imageId === null ? null : shopImageUrl(l.imageId),
      price: l.price,
      quantity: l.quantity,
      subtotal: l.price * l.quantity,
      stock: l.available,
      weight_g: l.weightG,
    })),
    total_quantity: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: subtotalOf(lines),
    weight_g: lines.reduce((n, l) => n + l.weightG * l.quantity, 0),
    expires_at: cart.expiresAt.toISOString(),
  };
}

/** POST shop/public/shiping/cost: `region_id` (a village code) or the four names. */
export async function publicShippingCost(deps: Deps, input: PublicShippingCostInput) {
  const db = deps.database.db;
  const region = input.region_id
    ? await findRegion(db, input.region_id)
    : await matchAddressRegion(db, {
        province: input.province ?? '',
        city: input.city ?? '',
        district: input.district ?? '',
        sub_district: input.sub_district ?? '',
      });
  if (!region || ('level' in region && region.level !== 4))
    throw fieldError('region_id', 'address_incomplete');
  const lines = await linesOf(deps, input.items);
  checkLines(lines);
  return shippingOptions(deps, { ...region, postal_code: input.postal_code ?? null }, lines);
}

/** GET shop/public/can-coupon: whether a coupon is running now (the page shows the field only then). */
export async function publicCanCoupon(deps: Deps) {
  return { available: await anyOpenCoupon(deps.database.db, new Date()) };
}

/** POST shop/public/check-coupon {id, code}. */
export async function publicCheckCoupon(deps: Deps, id: string, code: string) {
  const { lines } = await cartOf(deps, id);
  const e = await evaluateCoupon(deps.database.db, {
    code,
    userId: null,
    lines: lines.map((l) => ({ product_id: l.productId, subtotal: l.price * l.quantity })),
    subtotal: subtotalOf(lines),
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

export const publicChannels = (deps: Deps, locale: Locale) =>
  paymentChannels(deps, locale, { amount: null, userId: null });

export async function publicOrderView(deps: Deps, o: OrderRow): Promise<PublicOrder> {
  const items = await orderItems(deps.database.db, [o.id]);
  return {
    code: o.code,
    status: o.status,
    items: items.map(itemView),
    subtotal: o.subtotal,
    shipping_fee: o.shippingFee,
    discount: o.discount,
    payment_fee: o.paymentFee,
    total: o.total,
    courier_name: o.courierName,
    service_name: o.serviceName,
    receipt_number: o.receiptNumber,
    city: o.address.city,
    payment_url: o.status === 'waiting_payment' ? o.paymentUrl : null,
    expires_at: o.expiresAt.toISOString(),
    created_at: o.createdAt.toISOString(),
  };
}

/**
 * POST shop/public/pay: the visitor's order (stock reserved, coupon counted by the buyer's phone)
 * and its gateway payment page. If the gateway cannot open one, the order is cancelled at once (its
 * stock back) and the cart stays for another try.
 */
export async function publicPay(deps: Deps, input: PublicPayInput) {
  const { cart, lines } = await cartOf(deps, input.id);
  checkLines(lines);
  const region = await requireRegion(deps.database.db, input.address);
  const phone = normalizeHp(input.buyer.phone) ?? input.buyer.phone;
  const shipping = await chosenOption(deps, input.address, lines, input.courier, input.service);
  const order = await placeOrder(deps, {
    userId: null,
    buyer: { name: input.buyer.name, phone, email: input.buyer.email },
    addressId: null,
    address: addressSnapshot(
      { ...input.address, name: input.buyer.name, phone, favorite_label: null },
      region.id,
    ),
    lines,
    shipping,
    couponCode: input.coupon_code,
    notes: input.notes,
  });
  let opened: OrderRow;
  try {
    opened = await startGatewayPayment(deps, order, input.payment_method, {
      name: input.buyer.name,
      email: input.buyer.email,
      phone,
    });
  } catch (err) {
    await cancelOrder(deps, order.code, { reason: 'payment not started', source: 'operator' }).catch(
      () => undefined,
    );
    throw err;
  }
  await deletePublicCart(deps.database.db, cart.id);
  return { payment_url: opened.paymentUrl ?? '', order: await publicOrderView(deps, opened) };
}

/** POST shop/public/order {code, phone}: the return page's look-up (the buyer's phone proves it). */
export async function publicOrderLookup(deps: Deps, code: string, phone: string): Promise<PublicOrder> {
  const o = await findOrderByCode(deps.database.db, code);
  const hp = normalizeHp(phone) ?? phone;
  if (!o || o.buyerPhone !== hp) throw new AppError('shop_order_not_found');
  return publicOrderView(deps, o);
}

/** The `shop-carts-prune` job: visitors' carts past their day are deleted. */
export const pruneShopPublicCarts = (deps: Deps, now = new Date()) => prunePublicCarts(deps.database.db, now);
