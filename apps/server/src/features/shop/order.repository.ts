import type { ShopCancelSource, ShopOrderStatus } from '@konter/core/contracts/shop-order';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { guardedUpdater, rows, sqlList } from '../../db/raw-sql.js';
import { date, dateOrNull, num, numOrNull, str } from '../../db/values.js';

// Every statement of the shop's orders (0030_shop_orders.sql): the stock they reserve, sell and
// release on the catalogue's tables (0029), the orders, their items and timeline, the visitors'
// carts and the orders' settings. The services hold the rules and the transactions.

// ---- products as an order line sees them ----

/** One line to buy, with what the product (and variant) says now. */
export interface LineProduct {
  productId: number;
  variantId: number | null;
  slug: string;
  name: string;
  variantName: string | null;
  imageId: number | null;
  price: number;
  /** Units available now (stock − reserved of the variant, or of the product). */
  available: number;
  minQuantity: number;
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** Product (and variant) active, and a variant given exactly when the product has variants. */
  sellable: boolean;
}

const lineProductSelect = sql`
  p.id AS product_id, v.id AS variant_id, p.slug, p.name, v.name AS variant_name,
  (SELECT i.id FROM shop_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image_id,
  COALESCE(v.price, p.price) AS price,
  GREATEST(0, CASE WHEN v.id IS NULL THEN p.stock - p.reserved ELSE v.stock - v.reserved END) AS available,
  p.min_quantity, p.weight_g, p.length_cm, p.width_cm, p.height_cm,
  (p.active AND (v.id IS NULL OR v.active)
    AND (v.id IS NOT NULL) = EXISTS (SELECT 1 FROM shop_product_variants x WHERE x.product_id = p.id AND x.active)
  ) AS sellable`;

const lineProduct = (r: Record<string, unknown>): LineProduct => ({
  productId: num(r.product_id),
  variantId: numOrNull(r.variant_id),
  slug: String(r.slug),
  name: String(r.name),
  variantName: str(r.variant_name),
  imageId: numOrNull(r.image_id),
  price: num(r.price),
  available: num(r.available),
  minQuantity: num(r.min_quantity),
  weightG: num(r.weight_g),
  lengthCm: num(r.length_cm),
  widthCm: num(r.width_cm),
  heightCm: num(r.height_cm),
  sellable: r.sellable === true,
});

/** A member's cart line with its product. */
export interface CartLine extends LineProduct {
  cartItemId: number;
  quantity: number;
  notes: string | null;
}

/** The member's cart lines, in a stable order (product, variant): the order stock is reserved in. */
export async function cartLines(db: Db, userId: number): Promise<CartLine[]> {
  const found = await rows(
    db,
    sql`SELECT c.id AS cart_item_id, c.quantity, c.notes, ${lineProductSelect}
          FROM shop_cart_items c
          JOIN shop_products p ON p.id = c.product_id
          LEFT JOIN shop_product_variants v ON v.id = c.variant_id AND v.product_id = p.id
         WHERE c.user_id = ${userId}
         ORDER BY c.product_id, c.variant_id NULLS FIRST`,
  );
  return found.map((r) => ({
    ...lineProduct(r),
    cartItemId: num(r.cart_item_id),
    quantity: num(r.quantity),
    notes: str(r.notes),
  }));
}

/** The products of the given (product, variant) pairs; a pair that names nothing is left out. */
export async function lineProducts(
  db: Db,
  pairs: { productId: number; variantId: number | null }[],
): Promise<LineProduct[]> {
  if (pairs.length === 0) return [];
  const wanted = sql.join(
    pairs.map((p) => sql`(${p.productId}::bigint, ${p.variantId}::bigint)`),
    sql`, `,
  );
  const found = await rows(
    db,
    sql`SELECT ${lineProductSelect}
          FROM (VALUES ${wanted}) AS w (product_id, variant_id)
          JOIN shop_products p ON p.id = w.product_id
          LEFT JOIN shop_product_variants v ON v.id = w.variant_id AND v.product_id = p.id
         WHERE w.variant_id IS NULL OR v.id IS NOT NULL`,
  );
  return found.map(lineProduct);
}

// ---- stock ----

export interface StockLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/**
 * Reserves `quantity` units if that many are available, in one guarded statement (the row's lock
 * makes concurrent checkouts of the last unit wait, then see it gone). False: not enough, or not
 * for sale.
 */
export async function reserveStock(tx: Db, l: StockLine): Promise<boolean> {
  const r =
    l.variantId === null
      ? await rows(
          tx,
          sql`UPDATE shop_products SET reserved = reserved + ${l.quantity}, updated_at = now()
               WHERE id = ${l.productId} AND active AND stock - reserved >= ${l.quantity}
               RETURNING id`,
        )
      : await rows(
          tx,
          sql`UPDATE shop_product_variants v SET reserved = reserved + ${l.quantity}, updated_at = now()
               WHERE v.id = ${l.variantId} AND v.product_id = ${l.productId} AND v.active
                 AND v.stock - v.reserved >= ${l.quantity}
                 AND EXISTS (SELECT 1 FROM shop_products p WHERE p.id = v.product_id AND p.active)
               RETURNING v.id`,
        );
  return r.length === 1;
}

/** Gives reserved units back (an unpaid order expired or a paid one was cancelled before shipping). */
export async function releaseStock(tx: Db, l: StockLine): Promise<void> {
  if (l.variantId === null)
    await tx.execute(
      sql`UPDATE shop_products SET reserved = reserved - ${l.quantity}, updated_at = now()
           WHERE id = ${l.productId} AND reserved >= ${l.quantity}`,
    );
  else
    await tx.execute(
      sql`UPDATE shop_product_variants SET reserved = reserved - ${l.quantity}, updated_at = now()
           WHERE id = ${l.variantId} AND reserved >= ${l.quantity}`,
    );
}

/** Reserved units leave the shelf (the order shipped): stock and reserved down, sold up. */
export async function sellStock(tx: Db, l: StockLine): Promise<void> {
  if (l.variantId !== null)
    await tx.execute(
      sql`UPDATE shop_product_variants
             SET stock = stock - ${l.quantity}, reserved = reserved - ${l.quantity}, sold = sold + ${l.quantity},
                 updated_at = now()
           WHERE id = ${l.variantId} AND reserved >= ${l.quantity}`,
    );
  // The product's own sold counts its variants' sales too (the "popular" sort reads it).
  await tx.execute(
    l.variantId === null
      ? sql`UPDATE shop_products
               SET stock = stock - ${l.quantity}, reserved = reserved - ${l.quantity}, sold = sold + ${l.quantity},
                   updated_at = now()
             WHERE id = ${l.productId} AND reserved >= ${l.quantity}`
      : sql`UPDATE shop_products SET sold = sold + ${l.quantity}, updated_at = now() WHERE id = ${l.productId}`,
  );
}

/** Removes the member's cart lines that were bought. */
export async function deleteCartItems(tx: Db, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`DELETE FROM shop_cart_items WHERE user_id = ${userId}
          AND id IN (${sqlList(ids)})`,
  );
}

// ---- orders ----

export interface OrderAddress {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  sub_district: string;
  postal_code: string;
  detail: string;
  favorite_label: string | null;
  region_id: string | null;
}

export interface OrderRow {
  id: number;
  code: string;
  userId: number | null;
  buyerName: string;
  buyerPhone: string;
  buyerEmail: string | null;
  status: ShopOrderStatus;
  addressId: number | null;
  address: OrderAddress;
  courier: string;
  courierName: string;
  service: string;
  serviceName: string;
  weightG: number;
  subtotal: number;
  shippingFee: number;
  discount: number;
  total: number;
  paymentFee: number;
  couponId: number | null;
  couponCode: string | null;
  notes: string | null;
  paymentMethod: string | null;
  paymentUrl: string | null;
  paymentRef: string | null;
  holdId: number | null;
  providerOrderId: string | null;
  receiptNumber: string | null;
  cancelReason: string | null;
  cancelSource: ShopCancelSource | null;
  refundReference: string | null;
  expiresAt: Date;
  paidAt: Date | null;
  processedAt: Date | null;
  shippedAt: Date | null;
  doneAt: Date | null;
  cancelledAt: Date | null;
  refundedAt: Date | null;
  createdAt: Date;
}

const orderRow = (r: Record<string, unknown>): OrderRow => ({
  id: num(r.id),
  code: String(r.code),
  userId: numOrNull(r.user_id),
  buyerName: String(r.buyer_name),
  buyerPhone: String(r.buyer_phone),
  buyerEmail: str(r.buyer_email),
  status: String(r.status) as ShopOrderStatus,
  addressId: numOrNull(r.address_id),
  address: (typeof r.address === 'string' ? JSON.parse(r.address) : r.address) as OrderAddress,
  courier: String(r.courier),
  courierName: String(r.courier_name),
  service: String(r.service),
  serviceName: String(r.service_name),
  weightG: num(r.weight_g),
  subtotal: num(r.subtotal),
  shippingFee: num(r.shipping_fee),
  discount: num(r.discount),
  total: num(r.total),
  paymentFee: num(r.payment_fee),
  couponId: numOrNull(r.coupon_id),
  couponCode: str(r.coupon_code),
  notes: str(r.notes),
  paymentMethod: str(r.payment_method),
  paymentUrl: str(r.payment_url),
  paymentRef: str(r.payment_ref),
  holdId: numOrNull(r.hold_id),
  providerOrderId: str(r.provider_order_id),
  receiptNumber: str(r.receipt_number),
  cancelReason: str(r.cancel_reason),
  cancelSource: str(r.cancel_source) as ShopCancelSource | null,
  refundReference: str(r.refund_reference),
  expiresAt: date(r.expires_at),
  paidAt: dateOrNull(r.paid_at),
  processedAt: dateOrNull(r.processed_at),
  shippedAt: dateOrNull(r.shipped_at),
  doneAt: dateOrNull(r.done_at),
  cancelledAt: dateOrNull(r.cancelled_at),
  refundedAt: dateOrNull(r.refunded_at),
  createdAt: date(r.created_at),
});

export interface NewOrder {
  code: string;
  userId: number | null;
  buyerName: string;
  buyerPhone: string;
  buyerEmail: string | null;
  addressId: number | null;
  address: OrderAddress;
  courier: string;
  courierName: string;
  service: string;
  serviceName: string;
  weightG: number;
  subtotal: number;
  shippingFee: number;
  discount: number;
  total: number;
  couponId: number | null;
  couponCode: string | null;
  notes: string | null;
  expiresAt: Date;
}

export async function insertOrder(tx: Db, o: NewOrder): Promise<OrderRow> {
  const [r] = await rows(
    tx,
    sql`INSERT INTO shop_orders (code, user_id, buyer_name, buyer_phone, buyer_email, address_id, address,
          courier, courier_name, service, service_name, weight_g, subtotal, shipping_fee, discount, total,
          coupon_id, coupon_code, notes, expires_at)
        VALUES (${o.code}, ${o.userId}, ${o.buyerName}, ${o.buyerPhone}, ${o.buyerEmail}, ${o.addressId},
          ${JSON.stringify(o.address)}::jsonb, ${o.courier}, ${o.courierName}, ${o.service}, ${o.serviceName},
          ${o.weightG}, ${o.subtotal}, ${o.shippingFee}, ${o.discount}, ${o.total}, ${o.couponId},
          ${o.couponCode}, ${o.notes}, ${o.expiresAt})
        RETURNING *`,
  );
  return orderRow(r!);
}

export interface NewOrderItem extends StockLine {
  slug: string;
  name: string;
  variantName: string | null;
  image: string | null;
  price: number;
  weightG: number;
  notes: string | null;
}

export async function insertOrderItems(tx: Db, orderId: number, items: NewOrderItem[]): Promise<void> {
  await tx.execute(
    sql`INSERT INTO shop_order_items (order_id, product_id, variant_id, slug, name, variant_name, image, price,
          quantity, weight_g, notes)
        VALUES ${sql.join(
          items.map(
            (i) =>
              sql`(${orderId}, ${i.productId}, ${i.variantId}, ${i.slug}, ${i.name}, ${i.variantName}, ${i.image},
                   ${i.price}, ${i.quantity}, ${i.weightG}, ${i.notes})`,
          ),
          sql`, `,
        )}`,
  );
}

export interface OrderItemRow extends NewOrderItem {
  orderId: number;
}

export async function orderItems(db: Db, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  const found = await rows(
    db,
    sql`SELECT * FROM shop_order_items WHERE order_id IN (${sqlList(orderIds)}) ORDER BY order_id, id`,
  );
  return found.map((r) => ({
    orderId: num(r.order_id),
    productId: num(r.product_id),
    variantId: numOrNull(r.variant_id),
    slug: String(r.slug),
    name: String(r.name),
    variantName: str(r.variant_name),
    image: str(r.image),
    price: num(r.price),
    quantity: num(r.quantity),
    weightG: num(r.weight_g),
    notes: str(r.notes),
  }));
}

export async function insertOrderEvent(tx: Db, orderId: number, status: ShopOrderStatus, note?: string) {
  await tx.execute(
    sql`INSERT INTO shop_order_events (order_id, status, note) VALUES (${orderId}, ${status}, ${note ?? null})`,
  );
}

export async function orderEvents(db: Db, orderId: number) {
  const found = await rows(
    db,
    sql`SELECT status, created_at FROM shop_order_events WHERE order_id = ${orderId} ORDER BY id`,
  );
  return found.map((r) => ({ status: String(r.status) as ShopOrderStatus, at: date(r.created_at) }));
}

export async function findOrderByCode(db: Db, code: string): Promise<OrderRow | undefined> {
  const [r] = await rows(db, sql`SELECT * FROM shop_orders WHERE code = ${code}`);
  return r ? orderRow(r) : undefined;
}

export async function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  const [r] = await rows(db, sql`SELECT * FROM shop_orders WHERE id = ${id}`);
  return r ? orderRow(r) : undefined;
}

/** The order under its row lock (for the rest of the caller's transaction). */
export async function lockOrder(tx: Db, code: string): Promise<OrderRow | undefined> {
  const [r] = await rows(tx, sql`SELECT * FROM shop_orders WHERE code = ${code} FOR UPDATE`);
  return r ? orderRow(r) : undefined;
}

export async function findOrderByProviderOrder(
  db: Db,
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  const [r] = await rows(db, sql`SELECT * FROM shop_orders WHERE provider_order_id = ${providerOrderId}`);
  return r ? orderRow(r) : undefined;
}

/** The columns a state change may write. */
export interface OrderPatch {
  status?: ShopOrderStatus;
  paymentMethod?: string | null;
  paymentUrl?: string | null;
  paymentRef?: string | null;
  paymentFee?: number;
  holdId?: number | null;
  providerOrderId?: string | null;
  receiptNumber?: string | null;
  cancelReason?: string | null;
  cancelSource?: ShopCancelSource | null;
  refundReference?: string | null;
  expiresAt?: Date;
  paidAt?: Date | null;
  processedAt?: Date | null;
  shippedAt?: Date | null;
  doneAt?: Date | null;
  cancelledAt?: Date | null;
  refundedAt?: Date | null;
}

const COLUMNS: Record<keyof OrderPatch, string> = {
  status: 'status',
  paymentMethod: 'payment_method',
  paymentUrl: 'payment_url',
  paymentRef: 'payment_ref',
  paymentFee: 'payment_fee',
  holdId: 'hold_id',
  providerOrderId: 'provider_order_id',
  receiptNumber: 'receipt_number',
  cancelReason: 'cancel_reason',
  cancelSource: 'cancel_source',
  refundReference: 'refund_reference',
  expiresAt: 'expires_at',
  paidAt: 'paid_at',
  processedAt: 'processed_at',
  shippedAt: 'shipped_at',
  doneAt: 'done_at',
  cancelledAt: 'cancelled_at',
  refundedAt: 'refunded_at',
};

/**
 * The guarded state change `(tx, id, from, patch, where?)`: writes the patch only while the order is
 * in one of `from` (and, when given, `where` holds); undefined when it is not — someone else moved it first.
 */
export const updateOrder = guardedUpdater<OrderPatch, ShopOrderStatus, OrderRow>(
  { table: 'shop_orders', columns: COLUMNS, returning: sql`*` },
  orderRow,
);

/** The condition "no refund recorded yet" for updateOrder. */
export const notRefunded = sql`refunded_at IS NULL`;

export interface OrderFilter {
  userId?: number;
  status?: ShopOrderStatus;
  from?: Date;
  to?: Date;
}

function filterSql(f: OrderFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.userId !== undefined) parts.push(sql`user_id = ${f.userId}`);
  if (f.status) parts.push(sql`status = ${f.status}`);
  if (f.from) parts.push(sql`created_at >= ${f.from}`);
  if (f.to) parts.push(sql`created_at < ${f.to}`);
  return sql.join(parts, sql` AND `);
}

export async function listOrders(
  db: Db,
  f: OrderFilter,
  page: number,
  perPage: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = filterSql(f);
  const [count] = await rows(db, sql`SELECT count(*) AS n FROM shop_orders WHERE ${where}`);
  const found = await rows(
    db,
    sql`SELECT * FROM shop_orders WHERE ${where} ORDER BY created_at DESC, id DESC
         LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  );
  return { rows: found.map(orderRow), total: num(count?.n) };
}

export async function countByStatus(db: Db, userId: number): Promise<Record<string, number>> {
  const found = await rows(
    db,
    sql`SELECT status, count(*) AS n FROM shop_orders WHERE user_id = ${userId} GROUP BY status`,
  );
  return Object.fromEntries(found.map((r) => [String(r.status), num(r.n)]));
}

/** Unpaid orders whose time ran out, oldest first. */
export async function expiredOrderCodes(db: Db, now: Date, limit: number): Promise<string[]> {
  const found = await rows(
    db,
    sql`SELECT code FROM shop_orders WHERE status = 'waiting_payment' AND expires_at <= ${now}
         ORDER BY expires_at LIMIT ${limit}`,
  );
  return found.map((r) => String(r.code));
}

// ---- visitors' carts ----

export interface PublicCartRow {
  id: string;
  items: StockLine[];
  expiresAt: Date;
}

export async function insertPublicCart(
  db: Db,
  id: string,
  items: StockLine[],
  expiresAt: Date,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO shop_public_carts (id, items, expires_at)
        VALUES (${id}, ${JSON.stringify(items)}::jsonb, ${expiresAt})`,
  );
}

export async function findPublicCart(db: Db, id: string, now: Date): Promise<PublicCartRow | undefined> {
  const [r] = await rows(
    db,
    sql`SELECT id, items, expires_at FROM shop_public_carts WHERE id = ${id} AND expires_at > ${now}`,
  );
  if (!r) return undefined;
  const items = (typeof r.items === 'string' ? JSON.parse(r.items) : r.items) as StockLine[];
  return { id: String(r.id), items, expiresAt: date(r.expires_at) };
}

export async function deletePublicCart(tx: Db, id: string): Promise<void> {
  await tx.execute(sql`DELETE FROM shop_public_carts WHERE id = ${id}`);
}

export async function prunePublicCarts(db: Db, now: Date): Promise<number> {
  const r = await rows(db, sql`DELETE FROM shop_public_carts WHERE expires_at <= ${now} RETURNING id`);
  return r.length;
}

// ---- settings (app_settings `shop_orders`) ----

export async function readOrderSettings(db: Db): Promise<Record<string, unknown> | null> {
  const [r] = await rows(db, sql`SELECT value FROM app_settings WHERE key = 'shop_orders'`);
  if (!r) return null;
  return (typeof r.value === 'string' ? JSON.parse(r.value) : r.value) as Record<string, unknown>;
}

export async function writeOrderSettings(db: Db, value: Record<string, unknown>): Promise<void> {
  await db.execute(
    sql`INSERT INTO app_settings (key, value) VALUES ('shop_orders', ${JSON.stringify(value)}::jsonb)
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
  );
}

/** Whether any coupon is running now with quota left (the public page's coupon field). */
export async function anyOpenCoupon(db: Db, now: Date): Promise<boolean> {
  const [r] = await rows(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM shop_coupons
          WHERE active AND (starts_at IS NULL OR starts_at <= ${now}) AND (ends_at IS NULL OR ends_at > ${now})
            AND (quota IS NULL OR used < quota)) AS open`,
  );
  return r?.open === true;
}
