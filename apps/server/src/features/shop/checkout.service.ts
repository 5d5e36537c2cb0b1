import { randomInt } from 'node:crypto';
import { shopImageUrl } from '@konter/core/contracts/shop';
import type {
  ShippingOption,
  ShopCheckoutInput,
  ShopCheckoutResult,
} from '@konter/core/contracts/shop-order';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { assertCanTransact, type User } from '../auth/index.js';
import { requireRegion, shopAddressOf } from './address.service.js';
import { evaluateCoupon, recordCouponUse } from './coupon.service.js';
import {
  cartLines,
  deleteCartItems,
  insertOrder,
  insertOrderEvent,
  insertOrderItems,
  type LineProduct,
  lineProducts,
  type OrderAddress,
  type OrderRow,
  reserveStock,
} from './order.repository.js';
import { publishOrder, recordOrderNotice } from './order.service.js';
import { chosenOption, getShopOrderSettings, parcelWeight } from './order-shipping.js';

// The checkout (POST shop/cart/checkout, and the visitors' public pay): ONE transaction that
// reserves the stock of every line (a guarded UPDATE per product/variant, in product order so two
// checkouts never wait on each other crosswise), applies the coupon (its row locked, its use
// counted), creates the order waiting for payment with its items, address and shipping snapshot,
// and clears the cart lines bought. The shipping price is asked from the provider just before,
// never taken from the client.

const CODE_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** SHP + 12 random capitals/digits: the order's link and gateway order id. */
export const newOrderCode = () =>
  `SHP${Array.from({ length: 12 }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('')}`;

export interface OrderLine extends LineProduct {
  quantity: number;
  notes: string | null;
  /** The member's cart line it came from. */
  cartItemId?: number;
}

export const lineName = (l: Pick<LineProduct, 'name' | 'variantName'>) =>
  l.variantName ? `${l.name} (${l.variantName})` : l.name;

/** Lines that cannot be bought at all are refused before anything is priced. */
export function checkLines(lines: OrderLine[]): void {
  if (lines.length === 0) throw new AppError('shop_checkout_empty');
  for (const l of lines) {
    if (!l.sellable) throw new AppError('shop_checkout_unavailable', { name: lineName(l) });
    if (l.quantity < l.minQuantity)
      throw new AppError('shop_checkout_min_quantity', { name: lineName(l), min: l.minQuantity });
    if (l.quantity > l.available)
      throw new AppError('shop_checkout_stock_short', { name: lineName(l), available: l.available });
  }
}

export const subtotalOf = (lines: OrderLine[]) => lines.reduce((n, l) => n + l.price * l.quantity, 0);

/** The coupon of an order, inside its transaction (row locked); its refusal named on `coupon_code`. */
async function couponFor(
  tx: Db,
  code: string,
  who: { userId: number | null; buyerPhone?: string | null },
  lines: OrderLine[],
) {
  try {
    return await evaluateCoupon(
      tx,
      {
        code,
        ...who,
        lines: lines.map((l) => ({ product_id: l.productId, subtotal: l.price * l.quantity })),
        subtotal: subtotalOf(lines),
      },
      { lock: true },
    );
  } catch (err) {
    if (err instanceof AppError && err.errors) throw fieldError('coupon_code', err.code, err.params);
    throw err;
  }
}

export interface PlaceOrder {
  userId: number | null;
  buyer: { name: string; phone: string; email: string | null };
  addressId: number | null;
  address: OrderAddress;
  lines: OrderLine[];
  shipping: ShippingOption;
  couponCode?: string | undefined;
  notes?: string | undefined;
}

/** The one transaction of a checkout (see the file's comment); the order after commit. */
export async function placeOrder(deps: Deps, p: PlaceOrder): Promise<OrderRow> {
  const db = deps.database.db;
  const { expiry_minutes } = await getShopOrderSettings(deps);
  const lines = [...p.lines].sort(
    (a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0),
  );
  const { order, note } = await db.transaction(async (tx) => {
    for (const l of lines) {
      if (
        !(await reserveStock(tx, { productId: l.productId, variantId: l.variantId, quantity: l.quantity }))
      ) {
        // Taken by someone else since the cart was read: say what is left now.
        const [now] = await lineProducts(tx, [{ productId: l.productId, variantId: l.variantId }]);
        throw new AppError('shop_checkout_stock_short', {
          name: lineName(l),
          available: now?.available ?? 0,
        });
      }
    }
    const subtotal = subtotalOf(lines);
    const coupon = p.couponCode
      ? await couponFor(
          tx,
          p.couponCode,
          { userId: p.userId, buyerPhone: p.userId === null ? p.buyer.phone : null },
          lines,
        )
      : null;
    const discount = coupon?.discount ?? 0;
    const o = await insertOrder(tx, {
      code: newOrderCode(),
      userId: p.userId,
      buyerName: p.buyer.name,
      buyerPhone: p.buyer.phone,
      buyerEmail: p.buyer.email,
      addressId: p.addressId,
      address: p.address,
      courier: p.shipping.courier,
      courierName: p.shipping.courier_name,
      service: p.shipping.service,
      serviceName: p.shipping.service_name,
      weightG: parcelWeight(lines),
      subtotal,
      shippingFee: p.shipping.price,
      discount,
      total: subtotal + p.shipping.price - discount,
      couponId: coupon?.couponId ?? null,
      couponCode: coupon?.code ?? null,
      notes: p.notes ?? null,
      expiresAt: new Date(Date.now() + expiry_minutes * 60_000),
    });
    await insertOrderItems(
      tx,
      o.id,
      lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        quantity: l.quantity,
        slug: l.slug,
        name: l.name,
        variantName: l.variantName,
        image: l.imageId === null ? null : shopImageUrl(l.imageId),
        price: l.price,
        weightG: l.weightG,
        notes: l.notes,
      })),
    );
    if (coupon)
      await recordCouponUse(tx, {
        couponId: coupon.couponId,
        userId: p.userId,
        buyerPhone: p.userId === null ? p.buyer.phone : null,
        orderId: o.id,
        discount,
      });
    if (p.userId !== null)
      await deleteCartItems(
        tx,
        p.userId,
        lines.flatMap((l) => (l.cartItemId === undefined ? [] : [l.cartItemId])),
      );
    await insertOrderEvent(tx, o.id, 'waiting_payment');
    return { order: o, note: await recordOrderNotice(deps, tx, o) };
  });
  publishOrder(deps, order, note);
  return order;
}

export const addressSnapshot = (
  a: Omit<OrderAddress, 'region_id' | 'favorite_label'> & { favorite_label?: string | null },
  regionId: string,
): OrderAddress => ({
  name: a.name,
  phone: a.phone,
  province: a.province,
  city: a.city,
  district: a.district,
  sub_district: a.sub_district,
  postal_code: a.postal_code,
  detail: a.detail,
  favorite_label: a.favorite_label ?? null,
  region_id: regionId,
});

/** POST shop/cart/checkout: the member's whole cart to one of their addresses. */
export async function checkoutCart(
  deps: Deps,
  user: User,
  input: ShopCheckoutInput,
): Promise<ShopCheckoutResult> {
  assertCanTransact(user);
  const db = deps.database.db;
  const address = await shopAddressOf(deps, user.id, input.address_id);
  const region = await requireRegion(db, address);
  const lines: OrderLine[] = (await cartLines(db, user.id)).map((l) => ({ ...l }));
  checkLines(lines);
  const shipping = await chosenOption(deps, address, lines, input.courier, input.service);
  const o = await placeOrder(deps, {
    userId: user.id,
    buyer: { name: user.name, phone: user.hp, email: user.email || null },
    addressId: address.id,
    address: addressSnapshot(address, region.id),
    lines,
    shipping,
    couponCode: input.coupon_code,
    notes: input.notes,
  });
  return {
    link: o.code,
    subtotal: o.subtotal,
    shipping_fee: o.shippingFee,
    discount: o.discount,
    total: o.total,
    expires_at: o.expiresAt.toISOString(),
  };
}
