import type { ShopSort } from '@konter/core/contracts/shop';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// Every statement of the shop's catalogue: products, variants, collections, images (catalog.service.ts
// and shop.admin-catalog.ts hold the rules). Stock shown is always the available number
// (stock − reserved); a product with variants takes its price (lowest), stock and sold from them.

type Raw = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Raw[] }).rows;
const num = (v: unknown) => Number(v ?? 0);
const idOrNull = (v: unknown) => (v == null ? null : Number(v));
const bytes = (v: unknown): Buffer => (Buffer.isBuffer(v) ? v : Buffer.from(v as Uint8Array));

/** `%term%` with the LIKE wildcards escaped (searched with ESCAPE '\'). */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ProductCardRow {
  id: number;
  slug: string;
  name: string;
  price: number;
  imageId: number | null;
  /** Available units (variants summed). */
  stock: number;
  sold: number;
  minQuantity: number;
  hasVariants: boolean;
}

/**
 * The product with its shown numbers: `v` aggregates active variants (count, lowest price,
 * available, sold) — a product with variants shows theirs.
 */
const CARD_FROM = sql`shop_products p
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS n, min(price) AS min_price,
           COALESCE(sum(GREATEST(stock - reserved, 0)), 0)::int AS available,
           COALESCE(sum(sold), 0)::int AS sold
      FROM shop_product_variants WHERE product_id = p.id AND active
  ) v ON true`;
const CARD_COLUMNS = sql`p.id, p.slug, p.name, p.min_quantity, p.created_at,
  CASE WHEN v.n > 0 THEN v.min_price ELSE p.price END AS shown_price,
  CASE WHEN v.n > 0 THEN v.available ELSE GREATEST(p.stock - p.reserved, 0) END AS shown_stock,
  p.sold + v.sold AS shown_sold,
  v.n > 0 AS has_variants,
  (SELECT i.id FROM shop_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image_id`;

const toCard = (r: Raw): ProductCardRow => ({
  id: num(r.id),
  slug: String(r.slug),
  name: String(r.name),
  price: num(r.shown_price),
  imageId: idOrNull(r.image_id),
  stock: num(r.shown_stock),
  sold: num(r.shown_sold),
  minQuantity: num(r.min_quantity),
  hasVariants: Boolean(r.has_variants),
});

const ORDER: Record<ShopSort, SQL> = {
  latest: sql`p.created_at DESC, p.id DESC`,
  price_asc: sql`shown_price ASC, p.id ASC`,
  price_desc: sql`shown_price DESC, p.id DESC`,
  popular: sql`shown_sold DESC, p.id DESC`,
};

export interface ProductFilter {
  search?: string;
  collectionId?: number;
  sort: ShopSort;
  limit: number;
  offset: number;
}

const filterWhere = (f: Pick<ProductFilter, 'search' | 'collectionId'>) => {
  const like = f.search ? likePattern(f.search) : null;
  return sql`p.active
    ${like ? sql`AND (p.name ILIKE ${like} ESCAPE '\\' OR p.description ILIKE ${like} ESCAPE '\\')` : sql``}
    ${
      f.collectionId !== undefined
        ? sql`AND EXISTS (SELECT 1 FROM shop_product_collections pc
                           WHERE pc.product_id = p.id AND pc.collection_id = ${f.collectionId})`
        : sql``
    }`;
};

/** A page of active products and the number of all that match. */
export async function listProducts(
  db: Db,
  f: ProductFilter,
): Promise<{ rows: ProductCardRow[]; total: number }> {
  const where = filterWhere(f);
  const total = rowsOf(
    await db.execute(sql`SELECT count(*)::int AS n FROM shop_products p WHERE ${where}`),
  )[0];
  const res = await db.execute(
    sql`SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE ${where}
        ORDER BY ${ORDER[f.sort]} LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
  return { rows: rowsOf(res).map(toCard), total: num(total?.n) };
}

export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** The product's own price (a product with variants sells at the variants' prices). */
  price: number;
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  minQuantity: number;
  /** Own stock on hand, reserved and sold (0 for a product with variants). */
  stock: number;
  reserved: number;
  sold: number;
  active: boolean;
  createdAt: Date;
}

const PRODUCT_COLUMNS = sql`id, slug, name, description, price, weight_g, length_cm, width_cm, height_cm,
  min_quantity, stock, reserved, sold, active, created_at`;

const toProduct = (r: Raw): ProductRow => ({
  id: num(r.id),
  slug: String(r.slug),
  name: String(r.name),
  description: String(r.description),
  price: num(r.price),
  weightG: num(r.weight_g),
  lengthCm: num(r.length_cm),
  widthCm: num(r.width_cm),
  heightCm: num(r.height_cm),
  minQuantity: num(r.min_quantity),
  stock: num(r.stock),
  reserved: num(r.reserved),
  sold: num(r.sold),
  active: Boolean(r.active),
  createdAt: new Date(r.created_at as string),
});

export async function findProductBySlug(db: Db, slug: string): Promise<ProductRow | undefined> {
  const res = await db.execute(sql`SELECT ${PRODUCT_COLUMNS} FROM shop_products WHERE slug = ${slug}`);
  const r = rowsOf(res)[0];
  return r ? toProduct(r) : undefined;
}

export async function findProductById(db: Db, id: number): Promise<ProductRow | undefined> {
  const res = await db.execute(sql`SELECT ${PRODUCT_COLUMNS} FROM shop_products WHERE id = ${id}`);
  const r = rowsOf(res)[0];
  return r ? toProduct(r) : undefined;
}

export interface VariantRow {
  id: number;
  productId: number;
  name: string;
  price: number;
  stock: number;
  reserved: number;
  sold: number;
  active: boolean;
}

const toVariant = (r: Raw): VariantRow => ({
  id: num(r.id),
  productId: num(r.product_id),
  name: String(r.name),
  price: num(r.price),
  stock: num(r.stock),
  reserved: num(r.reserved),
  sold: num(r.sold),
  active: Boolean(r.active),
});

/** A product's variants by position (inactive ones too when `all`). */
export async function listVariants(db: Db, productId: number, all = false): Promise<VariantRow[]> {
  const res = await db.execute(
    sql`SELECT id, product_id, name, price, stock, reserved, sold, active FROM shop_product_variants
         WHERE product_id = ${productId} ${all ? sql`` : sql`AND active`} ORDER BY position, id`,
  );
  return rowsOf(res).map(toVariant);
}

export async function findVariant(db: Db, id: number): Promise<VariantRow | undefined> {
  const res = await db.execute(
    sql`SELECT id, product_id, name, price, stock, reserved, sold, active FROM shop_product_variants
         WHERE id = ${id}`,
  );
  const r = rowsOf(res)[0];
  return r ? toVariant(r) : undefined;
}

/** Image ids of a product, main first. */
export async function productImageIds(db: Db, productId: number): Promise<number[]> {
  const res = await db.execute(
    sql`SELECT id FROM shop_images WHERE product_id = ${productId} ORDER BY position, id`,
  );
  return rowsOf(res).map((r) => num(r.id));
}

export interface CollectionRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  position: number;
  imageId: number | null;
  productCount: number;
}

const COLLECTION_COLUMNS = sql`c.id, c.slug, c.name, c.description, c.position,
  (SELECT i.id FROM shop_images i WHERE i.collection_id = c.id ORDER BY i.position, i.id LIMIT 1) AS image_id,
  (SELECT count(*)::int FROM shop_product_collections pc JOIN shop_products p ON p.id = pc.product_id
    WHERE pc.collection_id = c.id AND p.active) AS product_count`;

const toCollection = (r: Raw): CollectionRow => ({
  id: num(r.id),
  slug: String(r.slug),
  name: String(r.name),
  description: String(r.description),
  position: num(r.position),
  imageId: idOrNull(r.image_id),
  productCount: num(r.product_count),
});

export async function listCollections(db: Db): Promise<CollectionRow[]> {
  const res = await db.execute(
    sql`SELECT ${COLLECTION_COLUMNS} FROM shop_collections c ORDER BY c.position, c.id`,
  );
  return rowsOf(res).map(toCollection);
}

/** A collection by id (a number) or slug. */
export async function findCollection(db: Db, ref: number | string): Promise<CollectionRow | undefined> {
  const where = typeof ref === 'number' ? sql`c.id = ${ref}` : sql`c.slug = ${ref}`;
  const res = await db.execute(sql`SELECT ${COLLECTION_COLUMNS} FROM shop_collections c WHERE ${where}`);
  const r = rowsOf(res)[0];
  return r ? toCollection(r) : undefined;
}

/** The collections a product is in. */
export async function productCollections(db: Db, productId: number): Promise<CollectionRow[]> {
  const res = await db.execute(
    sql`SELECT ${COLLECTION_COLUMNS} FROM shop_collections c
         JOIN shop_product_collections m ON m.collection_id = c.id AND m.product_id = ${productId}
         ORDER BY c.position, c.id`,
  );
  return rowsOf(res).map(toCollection);
}

/** Which of these products are in the collection. */
export async function productsInCollection(
  db: Db,
  collectionId: number,
  productIds: number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const res = await db.execute(
    sql`SELECT product_id FROM shop_product_collections
         WHERE collection_id = ${collectionId}
           AND product_id IN (${sql.join(
             productIds.map((id) => sql`${id}`),
             sql`, `,
           )})`,
  );
  return new Set(rowsOf(res).map((r) => num(r.product_id)));
}

export interface ImageRow {
  mime: string;
  data: Buffer;
  etag: string;
}

export async function findImage(db: Db, id: number): Promise<ImageRow | undefined> {
  const res = await db.execute(sql`SELECT mime, data, etag FROM shop_images WHERE id = ${id}`);
  const r = rowsOf(res)[0];
  return r ? { mime: String(r.mime), data: bytes(r.data), etag: String(r.etag) } : undefined;
}

// ---- writes (operator CLI, demo catalogue) ----

export interface ProductWrite {
  slug: string;
  name: string;
  description: string;
  price: number;
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  minQuantity: number;
  stock: number;
  active?: boolean;
  /** Sold units so far (the demo catalogue's history); 0 for a new product. */
  sold?: number;
}

export async function insertProduct(db: Db, p: ProductWrite): Promise<number> {
  const res = await db.execute(
    sql`INSERT INTO shop_products (slug, name, description, price, weight_g, length_cm, width_cm, height_cm,
                                   min_quantity, stock, sold, active)
        VALUES (${p.slug}, ${p.name}, ${p.description}, ${p.price}, ${p.weightG}, ${p.lengthCm}, ${p.widthCm},
                ${p.heightCm}, ${p.minQuantity}, ${p.stock}, ${p.sold ?? 0}, ${p.active ?? true})
        ON CONFLICT (slug) DO NOTHING RETURNING id`,
  );
  return num(rowsOf(res)[0]?.id);
}

/** The columns the operator may set on a product (shop:product-set). */
export const PRODUCT_SETTABLE = {
  name: 'name',
  description: 'description',
  price: 'price',
  weight: 'weight_g',
  length: 'length_cm',
  width: 'width_cm',
  height: 'height_cm',
  'min-quantity': 'min_quantity',
  active: 'active',
} as const;
export type ProductSettable = keyof typeof PRODUCT_SETTABLE;

export async function updateProductField(
  db: Db,
  id: number,
  field: ProductSettable,
  value: string | number | boolean,
): Promise<void> {
  await db.execute(
    sql`UPDATE shop_products SET ${sql.identifier(PRODUCT_SETTABLE[field])} = ${value}, updated_at = now()
         WHERE id = ${id}`,
  );
}

/**
 * Sets a product's or a variant's stock on hand: `+n`/`-n` relative, `=n` absolute. Refused (no
 * row) when it would go below the reserved units (or 0). Returns the new stock and reserved.
 */
export async function changeStock(
  db: Db,
  target: { table: 'product' | 'variant'; id: number },
  op: { kind: 'add' | 'set'; n: number },
): Promise<{ stock: number; reserved: number } | undefined> {
  const table = sql.identifier(target.table === 'product' ? 'shop_products' : 'shop_product_variants');
  const next = op.kind === 'add' ? sql`stock + ${op.n}` : sql`${op.n}::int`;
  const res = await db.execute(
    sql`UPDATE ${table} SET stock = ${next}, updated_at = now()
         WHERE id = ${target.id} AND ${next} >= reserved AND ${next} >= 0
         RETURNING stock, reserved`,
  );
  const r = rowsOf(res)[0];
  return r ? { stock: num(r.stock), reserved: num(r.reserved) } : undefined;
}

export async function insertVariant(
  db: Db,
  v: { productId: number; name: string; price: number; stock: number; position: number; sold?: number },
): Promise<number> {
  const res = await db.execute(
    sql`INSERT INTO shop_product_variants (product_id, name, price, stock, sold, position)
        VALUES (${v.productId}, ${v.name}, ${v.price}, ${v.stock}, ${v.sold ?? 0}, ${v.position})
        ON CONFLICT (product_id, name) DO NOTHING RETURNING id`,
  );
  return num(rowsOf(res)[0]?.id);
}

export async function insertCollection(
  db: Db,
  c: { slug: string; name: string; description: string; position: number },
): Promise<number> {
  const res = await db.execute(
    sql`INSERT INTO shop_collections (slug, name, description, position)
        VALUES (${c.slug}, ${c.name}, ${c.description}, ${c.position})
        ON CONFLICT (slug) DO NOTHING RETURNING id`,
  );
  return num(rowsOf(res)[0]?.id);
}

export async function addToCollection(db: Db, productId: number, collectionId: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO shop_product_collections (product_id, collection_id) VALUES (${productId}, ${collectionId})
        ON CONFLICT DO NOTHING`,
  );
}

export async function removeFromCollection(db: Db, productId: number, collectionId: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM shop_product_collections WHERE product_id = ${productId} AND collection_id = ${collectionId}`,
  );
}

export async function insertImage(
  db: Db,
  img: {
    productId?: number;
    collectionId?: number;
    position: number;
    mime: string;
    data: Buffer;
    etag: string;
  },
): Promise<number> {
  const res = await db.execute(
    sql`INSERT INTO shop_images (product_id, collection_id, position, mime, data, etag)
        VALUES (${img.productId ?? null}, ${img.collectionId ?? null}, ${img.position}, ${img.mime},
                ${img.data}, ${img.etag})
        RETURNING id`,
  );
  return num(rowsOf(res)[0]?.id);
}

/** Products for the operator's list (inactive too), newest first, with own and variant stock. */
export async function listProductsForAdmin(
  db: Db,
  search?: string,
): Promise<(ProductRow & { variants: number; variantAvailable: number; imageId: number | null })[]> {
  const like = search ? likePattern(search) : null;
  const res = await db.execute(
    sql`SELECT ${PRODUCT_COLUMNS},
          (SELECT i.id FROM shop_images i WHERE i.product_id = shop_products.id
            ORDER BY i.position, i.id LIMIT 1) AS image_id,
          (SELECT count(*)::int FROM shop_product_variants v WHERE v.product_id = shop_products.id) AS variants,
          (SELECT COALESCE(sum(GREATEST(v.stock - v.reserved, 0)), 0)::int FROM shop_product_variants v
            WHERE v.product_id = shop_products.id AND v.active) AS variant_available
        FROM shop_products
        ${like ? sql`WHERE name ILIKE ${like} ESCAPE '\\' OR slug ILIKE ${like} ESCAPE '\\'` : sql``}
        ORDER BY created_at DESC, id DESC`,
  );
  return rowsOf(res).map((r) => ({
    ...toProduct(r),
    variants: num(r.variants),
    variantAvailable: num(r.variant_available),
    imageId: idOrNull(r.image_id),
  }));
}

export async function slugExists(db: Db, table: 'product' | 'collection', slug: string): Promise<boolean> {
  const t = sql.identifier(table === 'product' ? 'shop_products' : 'shop_collections');
  const res = await db.execute(sql`SELECT 1 FROM ${t} WHERE slug = ${slug}`);
  return rowsOf(res).length > 0;
}

// ---- a product's own fields, collections and pictures (the console's product form) ----

/** The product, its row locked FOR UPDATE for a change in the caller's transaction. */
export async function lockProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const res = await db.execute(sql`SELECT ${PRODUCT_COLUMNS} FROM shop_products WHERE id = ${id} FOR UPDATE`);
  const r = rowsOf(res)[0];
  return r ? toProduct(r) : undefined;
}

/** The product columns the operator edits (the console's field names are the column names). */
export const PRODUCT_EDITABLE = [
  'name',
  'description',
  'price',
  'weight_g',
  'length_cm',
  'width_cm',
  'height_cm',
  'min_quantity',
] as const;
export type ProductEditable = (typeof PRODUCT_EDITABLE)[number];

/** Several editable columns of a product in one statement. */
export async function updateProductFields(
  db: Db,
  id: number,
  set: Partial<Record<ProductEditable, string | number>>,
): Promise<void> {
  const pairs = PRODUCT_EDITABLE.filter((c) => set[c] !== undefined).map(
    (c) => sql`${sql.identifier(c)} = ${set[c]}`,
  );
  if (pairs.length === 0) return;
  await db.execute(
    sql`UPDATE shop_products SET ${sql.join(pairs, sql`, `)}, updated_at = now() WHERE id = ${id}`,
  );
}

/** The ids of the collections a product is in, ascending. */
export async function productCollectionIds(db: Db, productId: number): Promise<number[]> {
  const res = await db.execute(
    sql`SELECT collection_id FROM shop_product_collections WHERE product_id = ${productId}
         ORDER BY collection_id`,
  );
  return rowsOf(res).map((r) => num(r.collection_id));
}

/** Which of these ids are collections. */
export async function existingCollectionIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const res = await db.execute(
    sql`SELECT id FROM shop_collections WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rowsOf(res).map((r) => num(r.id)));
}

/** A product's pictures, the main one first, with their positions. */
export async function productImages(db: Db, productId: number): Promise<{ id: number; position: number }[]> {
  const res = await db.execute(
    sql`SELECT id, position FROM shop_images WHERE product_id = ${productId} ORDER BY position, id`,
  );
  return rowsOf(res).map((r) => ({ id: num(r.id), position: num(r.position) }));
}

export async function deleteProductImage(db: Db, productId: number, imageId: number): Promise<void> {
  await db.execute(sql`DELETE FROM shop_images WHERE id = ${imageId} AND product_id = ${productId}`);
}

/** A product's pictures in this order (positions 0, 1, …). */
export async function orderProductImages(db: Db, productId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.execute(
      sql`UPDATE shop_images SET position = ${position} WHERE id = ${id} AND product_id = ${productId}`,
    );
  }
}
