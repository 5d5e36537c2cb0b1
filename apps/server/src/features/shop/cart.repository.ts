import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// Every statement of the member's server cart (cart.service.ts holds the rules and the transaction).

type Raw = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Raw[] }).rows;
const num = (v: unknown) => Number(v ?? 0);

export interface CartLineRow {
  id: number;
  productId: number;
  variantId: number | null;
  name: string;
  variantName: string | null;
  slug: string;
  imageId: number | null;
  /** The unit price now: the variant's, or the product's. */
  price: number;
  quantity: number;
  notes: string | null;
  /** Available units now (0 when the product or the variant is no longer sold). */
  available: number;
  minQuantity: number;
  weightG: number;
  createdAt: Date;
}

/** Serialises one member's cart changes (held until the transaction ends). */
export async function lockCart(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`konter:shop-cart:${userId}`}, 0))`);
}

/** A member's cart lines, oldest first (or the one line `id`). */
export async function cartLines(db: Db, userId: number, id?: number): Promise<CartLineRow[]> {
  const res = await db.execute(
    sql`SELECT c.id, c.product_id, c.variant_id, c.quantity, c.notes, c.created_at,
               p.name, p.slug, p.min_quantity, p.weight_g, v.name AS variant_name,
               COALESCE(v.price, p.price) AS price,
               CASE WHEN NOT p.active OR (v.id IS NOT NULL AND NOT v.active) THEN 0
                    WHEN v.id IS NOT NULL THEN GREATEST(v.stock - v.reserved, 0)
                    ELSE GREATEST(p.stock - p.reserved, 0) END AS available,
               (SELECT i.id FROM shop_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1)
                 AS image_id
          FROM shop_cart_items c
          JOIN shop_products p ON p.id = c.product_id
          LEFT JOIN shop_product_variants v ON v.id = c.variant_id
         WHERE c.user_id = ${userId} ${id !== undefined ? sql`AND c.id = ${id}` : sql``}
         ORDER BY c.created_at, c.id`,
  );
  return rowsOf(res).map((r) => ({
    id: num(r.id),
    productId: num(r.product_id),
    variantId: r.variant_id == null ? null : num(r.variant_id),
    name: String(r.name),
    variantName: r.variant_name == null ? null : String(r.variant_name),
    slug: String(r.slug),
    imageId: r.image_id == null ? null : num(r.image_id),
    price: num(r.price),
    quantity: num(r.quantity),
    notes: r.notes == null ? null : String(r.notes),
    available: num(r.available),
    minQuantity: num(r.min_quantity),
    weightG: num(r.weight_g),
    createdAt: new Date(r.created_at as string),
  }));
}

/** The member's line of this product and variant. */
export async function findLine(
  db: Db,
  userId: number,
  productId: number,
  variantId: number | null,
): Promise<{ id: number; quantity: number; notes: string | null } | undefined> {
  const res = await db.execute(
    sql`SELECT id, quantity, notes FROM shop_cart_items
         WHERE user_id = ${userId} AND product_id = ${productId}
           AND ${variantId === null ? sql`variant_id IS NULL` : sql`variant_id = ${variantId}`}`,
  );
  const r = rowsOf(res)[0];
  return r
    ? { id: num(r.id), quantity: num(r.quantity), notes: r.notes == null ? null : String(r.notes) }
    : undefined;
}

export async function insertLine(
  db: Db,
  l: { userId: number; productId: number; variantId: number | null; quantity: number; notes: string | null },
): Promise<number> {
  const res = await db.execute(
    sql`INSERT INTO shop_cart_items (user_id, product_id, variant_id, quantity, notes)
        VALUES (${l.userId}, ${l.productId}, ${l.variantId}, ${l.quantity}, ${l.notes}) RETURNING id`,
  );
  return num(rowsOf(res)[0]?.id);
}

export async function updateLine(db: Db, id: number, quantity: number, notes: string | null): Promise<void> {
  await db.execute(
    sql`UPDATE shop_cart_items SET quantity = ${quantity}, notes = ${notes}, updated_at = now() WHERE id = ${id}`,
  );
}

/** Removes one of the member's lines; false when there was none. */
export async function deleteLine(db: Db, userId: number, id: number): Promise<boolean> {
  const res = await db.execute(
    sql`DELETE FROM shop_cart_items WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  return rowsOf(res).length > 0;
}

/** Empties the member's cart, or only the given lines (the orders' checkout, after the order is made). */
export async function clearLines(db: Db, userId: number, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  await db.execute(
    sql`DELETE FROM shop_cart_items WHERE user_id = ${userId}
        ${
          ids
            ? sql`AND id IN (${sql.join(
                ids.map((i) => sql`${i}`),
                sql`, `,
              )})`
            : sql``
        }`,
  );
}
