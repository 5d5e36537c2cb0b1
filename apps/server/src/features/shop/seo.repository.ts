import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// The shop's pages for the sitemap (features/seo): what a visitor can open, with its last change.

export interface ShopPageDate {
  slug: string;
  lastModified: Date;
}

type Raw = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Raw[] }).rows;
const toDate = (r: Raw): ShopPageDate => ({
  slug: String(r.slug),
  lastModified: new Date(r.last_modified as string | Date),
});

/**
 * Active products (the product page answers only those) and every collection, each with its last
 * change: a product's own or one of its active variants' (price, stock), by slug.
 */
export async function listShopPageDates(
  db: Db,
): Promise<{ products: ShopPageDate[]; collections: ShopPageDate[] }> {
  const products = await db.execute(
    sql`SELECT p.slug, GREATEST(p.updated_at, COALESCE(max(v.updated_at), p.updated_at)) AS last_modified
          FROM shop_products p
          LEFT JOIN shop_product_variants v ON v.product_id = p.id AND v.active
         WHERE p.active
         GROUP BY p.id
         ORDER BY p.slug`,
  );
  const collections = await db.execute(
    sql`SELECT slug, updated_at AS last_modified FROM shop_collections ORDER BY position, slug`,
  );
  return { products: rowsOf(products).map(toDate), collections: rowsOf(collections).map(toDate) };
}
