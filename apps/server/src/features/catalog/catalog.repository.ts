import type { PostpaidType, PrepaidType } from '@konter/core/catalog';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { fromRow } from '../../db/rows.js';
import { postpaidProducts, priceMarkups, products } from '../../db/schema/index.js';
import { runStatement, statement } from '../../db/statement.js';
import { fieldError } from '../../lib/errors.js';
import { type MarkupTable, markupKey } from './pricing.js';

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type PostpaidProduct = typeof postpaidProducts.$inferSelect;
export type NewPostpaidProduct = typeof postpaidProducts.$inferInsert;

// ---- prepaid ----

/** Products still on the supplier's list, of one type, optionally of some brands only. */
export async function listProducts(db: Db, type: PrepaidType, brandCodes?: readonly string[]) {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.type, type),
        isNull(products.delistedAt),
        brandCodes ? inArray(products.brandCode, [...brandCodes]) : undefined,
      ),
    )
    .orderBy(asc(products.brand), asc(products.priceMember), asc(products.code));
}

/** Promo items of every prepaid type still on the supplier's list (spec §3 nominalPromo). */
export async function listPromoProducts(db: Db) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.promo, true), isNull(products.delistedAt)))
    .orderBy(asc(products.brand), asc(products.priceMember), asc(products.code));
}

export async function countProductsByBrand(db: Db, type: PrepaidType) {
  return (
    db
      // One entry per brand code, even if the supplier spells the brand in two ways.
      .select({ brand: sql<string>`min(${products.brand})`, brandCode: products.brandCode, count: count() })
      .from(products)
      .where(and(eq(products.type, type), isNull(products.delistedAt)))
      .groupBy(products.brandCode)
      .orderBy(sql`min(${products.brand})`)
  );
}

/** How many listed (not delisted) products each prepaid and postpaid type has. */
export async function countListedByType(db: Db) {
  const [prepaid, postpaid] = await Promise.all([
    db
      .select({ type: products.type, count: count() })
      .from(products)
      .where(isNull(products.delistedAt))
      .groupBy(products.type),
    db
      .select({ type: postpaidProducts.type, count: count() })
      .from(postpaidProducts)
      .where(isNull(postpaidProducts.delistedAt))
      .groupBy(postpaidProducts.type),
  ]);
  return {
    prepaid: new Map<PrepaidType, number>(prepaid.map((r) => [r.type, r.count])),
    postpaid: new Map<PostpaidType, number>(postpaid.map((r) => [r.type, r.count])),
  };
}

// Read on every purchase: a named prepared statement rather than a query built per call (bench/purchase).
const productByCode = statement('SELECT row_to_json(p) AS p FROM products p WHERE p.code = $1 LIMIT 1');

export async function findProductByCode(db: Db, code: string): Promise<Product | undefined> {
  const [row] = await runStatement<{ p: Record<string, unknown> }>(db, productByCode, [code]);
  return row ? fromRow(products, row.p) : undefined;
}

export async function updateProduct(db: Db, id: number, patch: Partial<NewProduct>): Promise<Product> {
  const [p] = await db
    .update(products)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return p!;
}

/**
 * Counts one sale of a product (spec §4: selling a promo item adds 1 to its sold quantity). A promo
 * item whose stock is sold out fails with the spec's message; the guard and the increment are one
 * statement, so two buyers cannot take the last item twice. Call it inside the purchase transaction.
 */
export async function recordPromoSale(db: Db, productId: number): Promise<{ soldQty: number }> {
  const [row] = await db
    .update(products)
    .set({ soldQty: sql`${products.soldQty} + 1` })
    .where(
      and(
        eq(products.id, productId),
        sql`(NOT ${products.promo} OR ${products.soldQty} < ${products.promoStock})`,
      ),
    )
    .returning({ soldQty: products.soldQty });
  if (!row) throw fieldError('product_code', 'stock_empty');
  return row;
}

export async function loadMarkups(db: Db): Promise<MarkupTable> {
  const rows = await db.select().from(priceMarkups);
  const table = new Map<string, { minBuying: number; maxBuying: number | null; markup: number }[]>();
  for (const r of rows) {
    const k = markupKey(r.type, r.level);
    table.set(k, [
      ...(table.get(k) ?? []),
      { minBuying: r.minBuying, maxBuying: r.maxBuying, markup: r.markup },
    ]);
  }
  return table;
}

export async function upsertMarkup(db: Db, row: typeof priceMarkups.$inferInsert) {
  await db
    .insert(priceMarkups)
    .values(row)
    .onConflictDoUpdate({
      target: [priceMarkups.type, priceMarkups.level, priceMarkups.minBuying],
      set: { maxBuying: row.maxBuying ?? null, markup: row.markup, updatedAt: sql`now()` },
    });
}

export async function autoPricedProducts(db: Db, type: PrepaidType): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.type, type), eq(products.priceMode, 'auto')));
}

// ---- postpaid ----

export async function listPostpaidProducts(db: Db, type: PostpaidType) {
  return db
    .select()
    .from(postpaidProducts)
    .where(and(eq(postpaidProducts.type, type), isNull(postpaidProducts.delistedAt)))
    .orderBy(asc(postpaidProducts.brand), asc(postpaidProducts.name), asc(postpaidProducts.code));
}

export async function findPostpaidProductByCode(db: Db, code: string): Promise<PostpaidProduct | undefined> {
  const [p] = await db.select().from(postpaidProducts).where(eq(postpaidProducts.code, code)).limit(1);
  return p;
}

// ---- sync ----

type CatalogTable = typeof products | typeof postpaidProducts;

export const allRows = (db: Db, table: CatalogTable) => db.select().from(table as typeof products);

/** Serializes syncs across server instances for the rest of the transaction. */
export async function lockCatalogSync(db: Db) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('konter:catalog-sync'))`);
}

const CHUNK = 500; // rows per statement, far below PostgreSQL's 65535 bind parameters

/**
 * Inserts new rows and updates changed ones, matched on supplier_sku. Only the supplier's columns
 * are overwritten: code (operator renames), price mode and promo settings are kept.
 */
export async function upsertBySupplierSku<T extends CatalogTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  supplierColumns: readonly (keyof T['$inferInsert'] & string)[],
) {
  const columns = table as unknown as Record<string, PgColumn>;
  const set: Record<string, unknown> = { updatedAt: sql`now()` };
  for (const k of supplierColumns) set[k] = sql.raw(`excluded.${columns[k]!.name}`);
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(table as PgTable)
      .values(rows.slice(i, i + CHUNK) as never)
      .onConflictDoUpdate({ target: columns.supplierSku!, set });
  }
}

/** Products that left the supplier's list: not sellable, hidden from lists, kept for history. */
export async function delist(db: Db, table: CatalogTable, ids: number[]) {
  if (ids.length === 0) return;
  const t = table as typeof products;
  await db
    .update(t)
    .set({ active: false, delistedAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(t.id, ids));
}
