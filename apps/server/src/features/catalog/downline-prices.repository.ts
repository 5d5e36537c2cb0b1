import type { PrepaidType } from '@konter/core/catalog';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { downlineProductPrices, downlineTypePrices, users } from '../../db/schema/index.js';
import type { DownlinePricing } from './pricing.js';

// A master agent's selling prices for their downlines (migration 0024). The rules a setting must
// follow live in features/agency; the catalogue reads them to price a downline's products.

/**
 * The price settings that apply to a buyer whose upline is `uplineId`: only an active master's,
 * and only when the master set any. One round trip.
 */
export async function findDownlinePricing(db: Db, uplineId: number): Promise<DownlinePricing | null> {
  const res = (await db.execute(sql`
    SELECT 't' AS kind, p.product_type AS key, p.markup::text AS value
      FROM ${downlineTypePrices} p JOIN ${users} u ON u.id = p.master_id
     WHERE p.master_id = ${uplineId} AND u.category = 3 AND u.status = 'active'
    UNION ALL
    SELECT 'p', p.product_id::text, p.price::text
      FROM ${downlineProductPrices} p JOIN ${users} u ON u.id = p.master_id
     WHERE p.master_id = ${uplineId} AND u.category = 3 AND u.status = 'active'`)) as unknown as {
    rows: { kind: string; key: string; value: string }[];
  };
  const rows = res.rows;
  if (rows.length === 0) return null;
  const markups = new Map<string, number>();
  const custom = new Map<number, number>();
  for (const r of rows) {
    if (r.kind === 't') markups.set(r.key, Number(r.value));
    else custom.set(Number(r.key), Number(r.value));
  }
  return { masterId: uplineId, markups, custom };
}

export async function listTypeMarkups(db: Db, masterId: number) {
  return db
    .select({ type: downlineTypePrices.productType, markup: downlineTypePrices.markup })
    .from(downlineTypePrices)
    .where(eq(downlineTypePrices.masterId, masterId));
}

export async function listCustomPrices(db: Db, masterId: number) {
  return db
    .select({ productId: downlineProductPrices.productId, price: downlineProductPrices.price })
    .from(downlineProductPrices)
    .where(eq(downlineProductPrices.masterId, masterId));
}

/** Sets (markup ≥ 0) or removes (null) the markup of a type. */
export async function saveTypeMarkup(db: Db, masterId: number, type: PrepaidType, markup: number | null) {
  if (markup === null) {
    await db
      .delete(downlineTypePrices)
      .where(and(eq(downlineTypePrices.masterId, masterId), eq(downlineTypePrices.productType, type)));
    return;
  }
  await db
    .insert(downlineTypePrices)
    .values({ masterId, productType: type, markup })
    .onConflictDoUpdate({
      target: [downlineTypePrices.masterId, downlineTypePrices.productType],
      set: { markup, updatedAt: sql`now()` },
    });
}

/** Sets or removes (null) the custom price of a product. */
export async function saveCustomPrice(db: Db, masterId: number, productId: number, price: number | null) {
  if (price === null) {
    await db
      .delete(downlineProductPrices)
      .where(
        and(eq(downlineProductPrices.masterId, masterId), eq(downlineProductPrices.productId, productId)),
      );
    return;
  }
  await db
    .insert(downlineProductPrices)
    .values({ masterId, productId, price })
    .onConflictDoUpdate({
      target: [downlineProductPrices.masterId, downlineProductPrices.productId],
      set: { price, updatedAt: sql`now()` },
    });
}
