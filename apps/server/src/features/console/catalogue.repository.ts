import type { PrepaidType } from '@konter/core/catalog';
import type { CatalogueState, RcGroup } from '@konter/core/contracts/console-catalogue';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { priceMarkups, products } from '../../db/schema/index.js';
import type { Product } from '../catalog/index.js';

// The console Catalogue page's reads that the member catalogue has no use for: products by the
// operator's filters (every state, paged), the markup bands as rows, and purchases per supplier rc.
// Writes go through features/catalog (one implementation with the CLI).

export interface ProductFilter {
  type?: PrepaidType;
  q?: string;
  state?: CatalogueState;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const literal = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: ProductFilter): SQL | undefined {
  const q = f.q?.trim();
  const text = q
    ? or(
        ilike(products.code, `${literal(q)}%`),
        ilike(products.supplierSku, `${literal(q)}%`),
        ilike(products.brand, `${literal(q)}%`),
        ilike(products.name, `%${literal(q)}%`),
      )
    : undefined;
  const state = f.state ?? 'all';
  return and(
    f.type ? eq(products.type, f.type) : undefined,
    text,
    state === 'inactive'
      ? or(eq(products.active, false), eq(products.disabledByOperator, true), isNotNull(products.delistedAt))
      : isNull(products.delistedAt),
    state === 'adjustment' ? eq(products.priceAdjustment, true) : undefined,
    state === 'promo' ? eq(products.promo, true) : undefined,
    state === 'manual' ? eq(products.priceMode, 'manual') : undefined,
  );
}

/** A page of products by type, brand, buying price and code, with the total of the filter. */
export async function listCatalogueProducts(
  db: Db,
  f: ProductFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: Product[]; total: number }> {
  const cond = where(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(cond)
      .orderBy(asc(products.type), asc(products.brand), asc(products.buyingPrice), asc(products.code))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(products).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type MarkupRow = typeof priceMarkups.$inferSelect;

/** Every markup band, by type, level and lower bound. */
export async function listMarkupRows(db: Db): Promise<MarkupRow[]> {
  return db
    .select()
    .from(priceMarkups)
    .orderBy(asc(priceMarkups.type), asc(priceMarkups.level), asc(priceMarkups.minBuying));
}

export interface RcCount {
  key: string;
  name: string;
  rc: string | null;
  count: number;
}

/**
 * Purchases (not postpaid bill checks) created in [from, to) per supplier rc and product code (or
 * brand), most first. Reads the creation-time index of transactions (migration 0037), as the dashboard does.
 */
export async function rcCounts(db: Db, group: RcGroup, from: Date, to: Date): Promise<RcCount[]> {
  const key = group === 'product' ? sql`product_code` : sql`coalesce(brand, '')`;
  const name = group === 'product' ? sql`min(product_name)` : sql`coalesce(min(brand), '')`;
  const result = (await db.execute(
    sql`SELECT ${key} AS key, ${name} AS name, supplier_rc AS rc, count(*)::bigint AS count
          FROM transactions
         WHERE created_at >= ${from} AND created_at < ${to} AND status <> 'inquiry'
         GROUP BY 1, 3
         ORDER BY 4 DESC, 1, 3
         LIMIT 500`,
  )) as unknown as { rows: { key: string; name: string; rc: string | null; count: unknown }[] };
  return result.rows.map((r) => ({ key: r.key, name: r.name, rc: r.rc, count: Number(r.count) }));
}
