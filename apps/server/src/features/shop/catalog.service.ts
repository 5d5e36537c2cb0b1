import {
  type CollectionPage,
  type CollectionView,
  type ProductCard,
  type ProductDetail,
  type ProductList,
  type ProductListInput,
  SHOP_PAGE_SIZE,
  type ShopSort,
  shopImageUrl,
} from '@konter/core/contracts/shop';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import {
  type CollectionRow,
  findCollection,
  findImage,
  findProductBySlug,
  type ImageRow,
  listCollections,
  listProducts,
  listVariants,
  type ProductCardRow,
  productCollections,
  productImageIds,
} from './catalog.repository.js';

// The shop's public catalogue (issue 15): product list and search, product detail, collections,
// images. Only active products (and active variants) are shown.

const imageUrl = (id: number | null) => (id == null ? null : shopImageUrl(id));

const cardView = (r: ProductCardRow): ProductCard => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  price: r.price,
  image: imageUrl(r.imageId),
  stock: r.stock,
  sold: r.sold,
  min_quantity: r.minQuantity,
  has_variants: r.hasVariants,
});

const collectionView = (c: CollectionRow): CollectionView => ({
  id: c.id,
  slug: c.slug,
  name: c.name,
  description: c.description,
  image: imageUrl(c.imageId),
  product_count: c.productCount,
});

/** A collection reference from a request: a number or a digit string is an id, anything else a slug. */
async function resolveCollection(db: Db, ref: number | string): Promise<CollectionRow> {
  const key = typeof ref === 'number' || !/^\d+$/.test(ref) ? ref : Number(ref);
  const c = await findCollection(db, typeof key === 'string' ? key.toLowerCase() : key);
  if (!c) throw new AppError('shop_collection_not_found');
  return c;
}

async function productPage(
  db: Db,
  opts: { search?: string; collectionId?: number; sort: ShopSort; page: number },
): Promise<{ data: ProductCard[]; meta: ProductList['meta'] }> {
  const { rows, total } = await listProducts(db, {
    ...(opts.search ? { search: opts.search } : {}),
    ...(opts.collectionId !== undefined ? { collectionId: opts.collectionId } : {}),
    sort: opts.sort,
    limit: SHOP_PAGE_SIZE,
    offset: (opts.page - 1) * SHOP_PAGE_SIZE,
  });
  return { data: rows.map(cardView), meta: pageMeta(opts.page, SHOP_PAGE_SIZE, total) };
}

/** POST shop/product/list. An unknown collection is a 404. */
export async function listShopProducts(deps: Deps, input: ProductListInput): Promise<ProductList> {
  const db = deps.database.db;
  const collection =
    input.collection !== undefined ? await resolveCollection(db, input.collection) : undefined;
  return productPage(db, {
    ...(input.search ? { search: input.search } : {}),
    ...(collection ? { collectionId: collection.id } : {}),
    sort: input.sort,
    page: input.page,
  });
}

/** POST shop/product/detail: an active product by slug (404 shop_product_not_found otherwise). */
export async function productDetail(deps: Deps, slug: string): Promise<ProductDetail> {
  const db = deps.database.db;
  const p = await findProductBySlug(db, slug.toLowerCase());
  if (!p?.active) throw new AppError('shop_product_not_found');
  const [variants, images, collections] = await Promise.all([
    listVariants(db, p.id),
    productImageIds(db, p.id),
    productCollections(db, p.id),
  ]);
  const available = (v: { stock: number; reserved: number }) => Math.max(0, v.stock - v.reserved);
  const hasVariants = variants.length > 0;
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    price: hasVariants ? Math.min(...variants.map((v) => v.price)) : p.price,
    images: images.map(shopImageUrl),
    weight_g: p.weightG,
    dimensions: { length_cm: p.lengthCm, width_cm: p.widthCm, height_cm: p.heightCm },
    min_quantity: p.minQuantity,
    stock: hasVariants ? variants.reduce((n, v) => n + available(v), 0) : available(p),
    sold: p.sold + variants.reduce((n, v) => n + v.sold, 0),
    collections: collections.map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
    variants: variants.map((v) => ({ id: v.id, name: v.name, price: v.price, stock: available(v) })),
  };
}

/** GET shop/collection. */
export async function shopCollections(deps: Deps): Promise<CollectionView[]> {
  return (await listCollections(deps.database.db)).map(collectionView);
}

/** GET shop/collection/{id}: the collection (by id or slug) and a page of its active products. */
export async function collectionPage(
  deps: Deps,
  ref: string,
  opts: { sort: ShopSort; page: number },
): Promise<CollectionPage> {
  const db = deps.database.db;
  const c = await resolveCollection(db, ref);
  const { data, meta } = await productPage(db, { collectionId: c.id, ...opts });
  return { data: { ...collectionView(c), products: data }, meta };
}

/** GET shop/image/{id}. */
export async function shopImage(deps: Deps, id: number): Promise<ImageRow> {
  const img = await findImage(deps.database.db, id);
  if (!img) throw new AppError('shop_image_not_found');
  return img;
}
