import { readFile } from 'node:fs/promises';
import {
  type ConsoleShopCollection,
  type ConsoleShopCoupon,
  type ConsoleShopProduct,
  type ConsoleShopProductDetail,
  SHOP_PRODUCT_IMAGE_MAX_BYTES,
  SHOP_PRODUCT_IMAGES_MAX,
} from '@konter/core/contracts/console-commerce';
import { COUPON_CODE_MAX, COUPON_KINDS, type CouponKind } from '@konter/core/contracts/shop';
import { formatRupiah } from '@konter/core/money';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { imageFromDataUrl, imageMime } from '../../lib/image.js';
import {
  addToCollection,
  changeStock,
  deleteProductImage,
  existingCollectionIds,
  findCollection,
  findProductById,
  findProductBySlug,
  findVariant,
  insertCollection,
  insertImage,
  insertProduct,
  listCollections,
  listProductsForAdmin,
  listVariants,
  lockProduct,
  orderProductImages,
  PRODUCT_EDITABLE,
  PRODUCT_SETTABLE,
  type ProductEditable,
  type ProductRow,
  type ProductSettable,
  productCollectionIds,
  productImages,
  removeFromCollection,
  updateProductField,
  updateProductFields,
} from './catalog.repository.js';
import {
  COUPON_SETTABLE,
  type CouponRow,
  type CouponSettable,
  type CouponTerms,
  findCoupon,
  insertCoupon,
  listCoupons,
  updateCouponField,
  updateCouponTerms,
} from './coupon.repository.js';

// The operator's side of the shop catalogue (issue 15: administrators manage products, stock,
// collections and coupons through the CLI now). A bad argument is a RangeError (the CLI prints its
// message); a rule of the shop is an AppError with its key.

/** "Kabel Data USB-C 1 m" → "kabel-data-usb-c-1-m". */
export const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');

const whole = (raw: string | undefined, what: string, min = 0): number => {
  const n = Number(raw);
  if (raw === undefined || raw.trim() === '' || !Number.isSafeInteger(n) || n < min) {
    throw new RangeError(`${what} must be a whole number ≥ ${min} (got "${raw ?? ''}")`);
  }
  return n;
};

const yesNo = (raw: string, what: string): boolean => {
  if (raw !== 'true' && raw !== 'false') throw new RangeError(`${what} must be true or false`);
  return raw === 'true';
};

/** "LxWxH" in cm, e.g. "12x8x3". */
const parseSize = (raw: string) => {
  const m = raw.match(/^(\d+)x(\d+)x(\d+)$/);
  if (!m) throw new RangeError(`--size must be LxWxH in cm, e.g. 12x8x3 (got "${raw}")`);
  const [l, w, h] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!l || !w || !h) throw new RangeError('--size: every dimension must be at least 1 cm');
  return { lengthCm: l, widthCm: w, heightCm: h };
};

/**
 * A date for --from/--until: YYYY-MM-DD (a Jakarta day: --from its start, --until the end of that
 * day) or a full ISO date-time; "none" clears it (coupon-set).
 */
export function parseCouponDate(raw: string, edge: 'start' | 'end'): Date | null {
  if (raw === 'none') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    const start = new Date(`${raw}T00:00:00+07:00`);
    if (Number.isNaN(start.getTime())) throw new RangeError(`not a date: "${raw}"`);
    return edge === 'start' ? start : new Date(start.getTime() + 86_400_000);
  }
  const d = new Date(raw);
  if (Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(raw)) {
    throw new RangeError(`a date must be YYYY-MM-DD or an ISO date-time (got "${raw}")`);
  }
  return d;
}

const jakarta = (d: Date | null) =>
  d ? new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 16).replace('T', ' ') : '-';

async function productOf(deps: Deps, slug: string) {
  const p = await findProductBySlug(deps.database.db, slug.toLowerCase());
  if (!p) throw new AppError('shop_product_not_found');
  return p;
}

async function collectionOf(deps: Deps, ref: string) {
  const c = await findCollection(deps.database.db, /^\d+$/.test(ref) ? Number(ref) : ref.toLowerCase());
  if (!c) throw new AppError('shop_collection_not_found');
  return c;
}

/** `shop:products [search]`: one line per product (inactive too) with price, stock and sold. */
export async function describeProducts(deps: Deps, search?: string): Promise<string> {
  const rows = await listProductsForAdmin(deps.database.db, search);
  if (rows.length === 0) return 'no products';
  return rows
    .map((p) => {
      const stock =
        p.variants > 0
          ? `${p.variants} variants, ${p.variantAvailable} available`
          : `stock ${p.stock} (reserved ${p.reserved})`;
      return [
        `#${p.id} ${p.slug}`,
        p.name,
        formatRupiah(p.price),
        `${p.weightG} g ${p.lengthCm}x${p.widthCm}x${p.heightCm} cm`,
        `min ${p.minQuantity}`,
        stock,
        `sold ${p.sold}`,
        p.active ? 'active' : 'INACTIVE',
      ].join(' | ');
    })
    .join('\n');
}

/**
 * `shop:product-add --name N --price P --weight G [--stock S] [--size LxWxH] [--slug s] [--description D] [--collection c]`:
 * the options parsed, then operatorProductAdd (with `audit`, its `shop.product.add` row).
 */
export async function cliProductAdd(
  deps: Deps,
  o: {
    name?: string | undefined;
    price?: string | undefined;
    weight?: string | undefined;
    stock?: string | undefined;
    size?: string | undefined;
    slug?: string | undefined;
    description?: string | undefined;
    collection?: string | undefined;
  },
  audit?: CatalogueAuditFactory,
): Promise<string> {
  const name = o.name?.trim();
  if (!name) throw new RangeError('--name is required');
  if (name.length > 150) throw new RangeError('--name: at most 150 characters');
  const price = whole(o.price, '--price', 1);
  const weightG = whole(o.weight, '--weight (grams)', 1);
  const stock = o.stock === undefined ? 0 : whole(o.stock, '--stock');
  const size = o.size ? parseSize(o.size) : { lengthCm: 10, widthCm: 10, heightCm: 5 };
  const slug = slugify(o.slug ?? name);
  if (!slug) throw new RangeError('the name gives an empty slug: pass --slug');
  const collection = o.collection ? await collectionOf(deps, o.collection) : undefined;
  const id = await operatorProductAdd(
    deps,
    {
      slug,
      name,
      description: o.description?.trim() ?? '',
      price,
      weight_g: weightG,
      length_cm: size.lengthCm,
      width_cm: size.widthCm,
      height_cm: size.heightCm,
      min_quantity: 1,
      stock,
      collection_ids: collection ? [collection.id] : [],
    },
    audit && newProductHook(audit),
  );
  return `product #${id} ${slug}: ${name}, ${formatRupiah(price)}, ${weightG} g, stock ${stock}${
    collection ? `, in ${collection.slug}` : ''
  }`;
}

/**
 * `shop:product-image <slug> [add <file> | remove <n> | first <n>]`: a product's pictures listed
 * (n: a picture's place, 1 the shop's main one), or the console's own picture change with `audit`
 * (its `shop.product.image.*` row) — a file checked by its bytes (PNG, JPEG or WebP, at most 1 MB).
 */
export async function cliProductImage(
  deps: Deps,
  slug: string,
  action: string | undefined,
  arg: string | undefined,
  audit?: CatalogueAuditFactory,
): Promise<string> {
  const p = await productOf(deps, slug);
  const target = `shop_product:${p.id}`;
  const ids = async () => (await productImages(deps.database.db, p.id)).map((i) => i.id);
  if (action === 'add') {
    if (!arg) throw new RangeError('add needs the picture file');
    const bytes = await readFile(arg).catch((e: NodeJS.ErrnoException) => {
      throw new RangeError(`cannot read ${arg}: ${e.code ?? e.message}`);
    });
    const mime = imageMime(bytes);
    if (!mime) throw new RangeError(`${arg} is no PNG, JPEG or WebP picture (checked by its bytes)`);
    if (bytes.length > SHOP_PRODUCT_IMAGE_MAX_BYTES) throw new RangeError(`${arg} is larger than 1 MB`);
    if ((await ids()).length >= SHOP_PRODUCT_IMAGES_MAX)
      throw new RangeError(
        `${p.slug} has ${SHOP_PRODUCT_IMAGES_MAX} pictures already (the most): remove one first`,
      );
    const dataUrl = `data:${mime};base64,${bytes.toString('base64')}`;
    await operatorProductImageAdd(deps, p.id, dataUrl, audit?.('shop.product.image.add', target));
  } else if (action === 'remove' || action === 'first') {
    const place = whole(arg, "the picture's place", 1);
    const imageId = (await ids())[place - 1];
    if (!imageId) throw new RangeError(`${p.slug} has no picture ${place}`);
    const change = action === 'remove' ? operatorProductImageRemove : operatorProductImageFirst;
    await change(deps, p.id, imageId, audit?.(`shop.product.image.${action}`, target));
  } else if (action !== undefined) throw new RangeError('the action must be add, remove or first');
  const now = await ids();
  if (now.length === 0) return `${p.slug}: no pictures`;
  return [`${p.slug}: ${now.length} picture(s), the first is the shop's main one`]
    .concat(now.map((id, i) => `${i + 1}. /api/v1/shop/image/${id}`))
    .join('\n');
}

const PRODUCT_FIELDS = [...Object.keys(PRODUCT_SETTABLE), 'collection'] as const;

/**
 * `shop:product-set <slug> <field> <value>`: name, description, price, weight, length, width,
 * height, min-quantity, active; `collection <slug>` adds it to a collection, `collection -<slug>`
 * takes it out (from the collections read under the product's lock) — parsed here, then the
 * console's own change (operatorProductUpdate, operatorProductActive) and, given `audit`, its row.
 */
export async function cliProductSet(
  deps: Deps,
  slug: string,
  field: string,
  raw: string,
  audit?: CatalogueAuditFactory,
): Promise<string> {
  const p = await productOf(deps, slug);
  const target = `shop_product:${p.id}`;
  if (field === 'collection') {
    const out = raw.startsWith('-');
    const c = await collectionOf(deps, out ? raw.slice(1) : raw);
    const next = (current: number[]) => (out ? current.filter((id) => id !== c.id) : [...current, c.id]);
    await operatorProductUpdate(
      deps,
      p.id,
      { collection_ids: next },
      audit?.('shop.product.collections', target),
    );
    return `${p.slug} ${out ? 'removed from' : 'added to'} ${c.slug}`;
  }
  if (!Object.hasOwn(PRODUCT_SETTABLE, field)) {
    throw new RangeError(`field must be one of ${PRODUCT_FIELDS.join(', ')}`);
  }
  const f = field as ProductSettable;
  if (f === 'active') {
    const active = yesNo(raw, 'active');
    await operatorProductActive(deps, p.id, active, audit?.('shop.product.active', target));
    return `${p.slug}: active = ${active}`;
  }
  let value: string | number;
  if (f === 'name') {
    value = raw.trim();
    if (!value || value.length > 150) throw new RangeError('name must be 1 to 150 characters');
  } else if (f === 'description') value = raw.trim();
  else value = whole(raw, field, 1);
  const column = PRODUCT_SETTABLE[f] as ProductEditable;
  await operatorProductUpdate(deps, p.id, { [column]: value }, audit?.('shop.product.update', target));
  return `${p.slug}: ${field} = ${f === 'price' ? formatRupiah(value as number) : String(value)}`;
}

/**
 * `shop:stock <slug|variant-id> <+n|-n|=n>`: the stock on hand of a product without variants (by
 * slug) or of a variant (by its id). Never below the units reserved by unpaid orders.
 */
export async function cliStock(
  deps: Deps,
  target: string,
  change: string,
  audit?: CatalogueAuditFactory,
): Promise<string> {
  const m = change.match(/^([+=-])(\d+)$/);
  if (!m) throw new RangeError(`change must be +n, -n or =n (got "${change}")`);
  const n = Number(m[2]);
  const op = m[1] === '=' ? { kind: 'set' as const, n } : { kind: 'add' as const, n: m[1] === '-' ? -n : n };
  let ref: StockRef;
  let label: string;
  if (/^\d+$/.test(target)) {
    const v = await findVariant(deps.database.db, Number(target));
    if (!v) throw new AppError('shop_variant_not_found');
    ref = { table: 'variant', id: v.id };
    label = `variant #${v.id} ${v.name}`;
  } else {
    const p = await productOf(deps, target);
    ref = { table: 'product', id: p.id };
    label = p.slug;
  }
  const done = await operatorStock(deps, ref, op, audit?.('shop.stock', `shop_${ref.table}:${ref.id}`));
  return `${label}: stock ${done.stock} (reserved ${done.reserved}, available ${done.stock - done.reserved})`;
}

type StockRef = { table: 'product' | 'variant'; id: number };
type StockState = { stock: number; reserved: number };
/** Runs inside an operator's catalogue change, in its transaction, with what was and what is (the console's audit row). */
export type CatalogueChangeHook = (tx: Db, before: unknown, after: unknown) => Promise<unknown>;
/**
 * The audit hook of a change (`action` on `target`, e.g. `shop.stock` on `shop_product:12`): the
 * console's staff row or, from the CLI, the console module's cliAudit (`cli:<os user>`).
 */
export type CatalogueAuditFactory = (action: string, target: string) => CatalogueChangeHook;

/**
 * The stock on hand of a product without variants or of a variant (CLI shop:stock and the console),
 * in one transaction: never below the units reserved by unpaid orders (`shop_stock_below_reserved`);
 * setting the stock it has changes nothing and calls no hook.
 */
export async function operatorStock(
  deps: Deps,
  ref: StockRef,
  op: { kind: 'add' | 'set'; n: number },
  inTx?: CatalogueChangeHook,
): Promise<StockState> {
  return deps.database.db.transaction(async (tx: Db) => {
    const current =
      ref.table === 'variant' ? await findVariant(tx, ref.id) : await findProductById(tx, ref.id);
    if (!current)
      throw new AppError(ref.table === 'variant' ? 'shop_variant_not_found' : 'shop_product_not_found');
    if (ref.table === 'product' && (await listVariants(tx, ref.id, true)).length > 0)
      throw new AppError('shop_stock_has_variants');
    const before = { stock: current.stock, reserved: current.reserved };
    if (op.kind === 'set' ? op.n === current.stock : op.n === 0) return before;
    const done = await changeStock(tx, ref, op);
    if (!done) throw new AppError('shop_stock_below_reserved', { reserved: current.reserved });
    if (inTx)
      await inTx(
        tx,
        { [ref.table]: ref.id, stock: before.stock },
        { [ref.table]: ref.id, stock: done.stock },
      );
    return done;
  });
}

/** On sale or hidden (CLI shop:product-set <slug> active and the console); the same state changes nothing. */
export async function operatorProductActive(
  deps: Deps,
  id: number,
  active: boolean,
  inTx?: CatalogueChangeHook,
): Promise<void> {
  await deps.database.db.transaction(async (tx: Db) => {
    const p = await findProductById(tx, id);
    if (!p) throw new AppError('shop_product_not_found');
    if (p.active === active) return;
    await updateProductField(tx, id, 'active', active);
    if (inTx)
      await inTx(
        tx,
        { product: p.id, slug: p.slug, active: p.active },
        { product: p.id, slug: p.slug, active },
      );
  });
}

// ---- a product's own fields, collections and pictures (the console's product form, shop:product-add / -set) ----

/** A product's fields as the console names them (the columns of shop_products). */
export type ProductFields = Record<Exclude<ProductEditable, 'name' | 'description'>, number> & {
  name: string;
  description: string;
};
/** The fields to change; a key left out stays as it is. */
export type ProductPatch = Partial<ProductFields>;

export interface ProductAddInput extends ProductFields {
  stock: number;
  /** Its web address; from the name when left out. */
  slug?: string | undefined;
  collection_ids?: number[] | undefined;
}

const fieldsOf = (p: ProductRow): ProductFields => ({
  name: p.name,
  description: p.description,
  price: p.price,
  weight_g: p.weightG,
  length_cm: p.lengthCm,
  width_cm: p.widthCm,
  height_cm: p.heightCm,
  min_quantity: p.minQuantity,
});

/** The product, locked for a change in the transaction (404 when there is none). */
async function lockedProduct(tx: Db, id: number): Promise<ProductRow> {
  const p = await lockProduct(tx, id);
  if (!p) throw new AppError('shop_product_not_found');
  return p;
}

/** Each collection once, every one existing (422 on `collection_ids` otherwise), ascending. */
async function knownCollections(tx: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const found = await existingCollectionIds(tx, unique);
  if (unique.some((id) => !found.has(id)))
    throw fieldError('collection_ids', 'shop_product_collection_unknown');
  return unique;
}

/** The audit hook of a new product, whose target (`shop_product:<id>`) is known once it is in. */
export const newProductHook =
  (audit: CatalogueAuditFactory): CatalogueChangeHook =>
  (tx, before, after) =>
    audit('shop.product.add', `shop_product:${(after as { product: number }).product}`)(tx, before, after);

/**
 * A new product, on sale at once (CLI shop:product-add and the console), in its collections, in
 * one transaction with `inTx` (the audit row: before null, after the product); its slug from the
 * name unless given — a slug in use is 409 `shop_slug_taken` on `slug`, an unknown collection 422
 * on `collection_ids`, and nothing is written. Answers the new product's id.
 */
export async function operatorProductAdd(
  deps: Deps,
  input: ProductAddInput,
  inTx?: CatalogueChangeHook,
): Promise<number> {
  const slug = slugify(input.slug || input.name);
  if (!slug) throw fieldError(input.slug ? 'slug' : 'name', 'console_shop_slug_empty');
  const fields: ProductFields = {
    name: input.name,
    description: input.description,
    price: input.price,
    weight_g: input.weight_g,
    length_cm: input.length_cm,
    width_cm: input.width_cm,
    height_cm: input.height_cm,
    min_quantity: input.min_quantity,
  };
  return deps.database.db.transaction(async (tx: Db) => {
    const collections = await knownCollections(tx, input.collection_ids ?? []);
    const id = await insertProduct(tx, {
      slug,
      name: fields.name,
      description: fields.description,
      price: fields.price,
      weightG: fields.weight_g,
      lengthCm: fields.length_cm,
      widthCm: fields.width_cm,
      heightCm: fields.height_cm,
      minQuantity: fields.min_quantity,
      stock: input.stock,
    });
    if (!id) throw fieldError('slug', 'shop_slug_taken', { slug });
    for (const c of collections) await addToCollection(tx, id, c);
    if (inTx) await inTx(tx, null, { product: id, slug, ...fields, stock: input.stock, collections });
    return id;
  });
}

/**
 * A product's own fields and, when given, the collections it is in (the console's edit form and CLI
 * shop:product-set): its row locked FOR UPDATE in one transaction, so a refused part (an unknown
 * collection is 422 on `collection_ids`) changes nothing; only the fields that change are written
 * and given to `inTx` (one audit row, with `collections` before/after when they change); a patch
 * that changes nothing writes nothing and calls no hook.
 */
export async function operatorProductUpdate(
  deps: Deps,
  id: number,
  /** `collection_ids`: all of them, or what they become from the current ones (read under the lock). */
  patch: ProductPatch & { collection_ids?: number[] | ((current: number[]) => number[]) | undefined },
  inTx?: CatalogueChangeHook,
): Promise<void> {
  await deps.database.db.transaction(async (tx: Db) => {
    const current = fieldsOf(await lockedProduct(tx, id));
    const changed = PRODUCT_EDITABLE.filter((k) => patch[k] !== undefined && patch[k] !== current[k]);
    let collections: { before: number[]; next: number[] } | null = null;
    if (patch.collection_ids) {
      const before = await productCollectionIds(tx, id);
      const wanted =
        typeof patch.collection_ids === 'function' ? patch.collection_ids(before) : patch.collection_ids;
      const next = await knownCollections(tx, wanted);
      const same = before.length === next.length && before.every((c, i) => c === next[i]);
      if (!same) collections = { before, next };
    }
    if (changed.length === 0 && !collections) return;
    const pick = (from: ProductPatch) => Object.fromEntries(changed.map((k) => [k, from[k]]));
    if (changed.length > 0) await updateProductFields(tx, id, pick(patch));
    if (collections) {
      const { before, next } = collections;
      for (const c of before) if (!next.includes(c)) await removeFromCollection(tx, id, c);
      for (const c of next) if (!before.includes(c)) await addToCollection(tx, id, c);
    }
    if (inTx)
      await inTx(
        tx,
        { product: id, ...pick(current), ...(collections && { collections: collections.before }) },
        { product: id, ...pick(patch), ...(collections && { collections: collections.next }) },
      );
  });
}

/**
 * The collections a product is in, all of them (the CLI's `collection c` and `collection -c` add or
 * take out one; PUT console/shop/products/:id/collections): the edit above with only them.
 */
export const operatorProductCollections = (
  deps: Deps,
  id: number,
  collectionIds: number[],
  inTx?: CatalogueChangeHook,
): Promise<void> => operatorProductUpdate(deps, id, { collection_ids: collectionIds }, inTx);

/**
 * A picture added last to a product (the console's upload): a data URL checked by its BYTES (PNG,
 * JPEG or WebP, at most 1 MB — 422 on `image_data`), at most SHOP_PRODUCT_IMAGES_MAX per product;
 * one transaction with the product locked and `inTx` (before/after: the picture ids in order).
 * Served by GET shop/image/{id}. Answers the picture's id.
 */
export async function operatorProductImageAdd(
  deps: Deps,
  id: number,
  dataUrl: string,
  inTx?: CatalogueChangeHook,
): Promise<number> {
  const image = imageFromDataUrl(dataUrl, SHOP_PRODUCT_IMAGE_MAX_BYTES);
  if (image === 'too_large')
    throw fieldError('image_data', 'shop_image_too_large', {
      max_mb: SHOP_PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024),
    });
  if (image === 'invalid') throw fieldError('image_data', 'shop_image_invalid');
  return deps.database.db.transaction(async (tx: Db) => {
    await lockedProduct(tx, id);
    const images = await productImages(tx, id);
    if (images.length >= SHOP_PRODUCT_IMAGES_MAX)
      throw fieldError('image_data', 'shop_product_images_full', { max: SHOP_PRODUCT_IMAGES_MAX });
    const position = images.length ? images[images.length - 1]!.position + 1 : 0;
    const imageId = await insertImage(tx, { productId: id, position, ...image });
    const before = images.map((i) => i.id);
    if (inTx) await inTx(tx, { product: id, images: before }, { product: id, images: [...before, imageId] });
    return imageId;
  });
}

/**
 * A change of one of a product's pictures, in one transaction: the product locked, 404
 * `shop_image_not_found` unless `imageId` is one of its pictures; `change` writes and answers the
 * picture ids after it (undefined: nothing to change, no hook); `inTx` with the ids before and after.
 */
async function changeImage(
  deps: Deps,
  id: number,
  imageId: number,
  inTx: CatalogueChangeHook | undefined,
  change: (tx: Db, before: number[]) => Promise<number[] | undefined>,
): Promise<void> {
  await deps.database.db.transaction(async (tx: Db) => {
    await lockedProduct(tx, id);
    const before = (await productImages(tx, id)).map((i) => i.id);
    if (!before.includes(imageId)) throw new AppError('shop_image_not_found');
    const after = await change(tx, before);
    if (after && inTx) await inTx(tx, { product: id, images: before }, { product: id, images: after });
  });
}

/** A product's picture removed (one transaction, `inTx` with the picture ids before and after). */
export async function operatorProductImageRemove(
  deps: Deps,
  id: number,
  imageId: number,
  inTx?: CatalogueChangeHook,
): Promise<void> {
  await changeImage(deps, id, imageId, inTx, async (tx, before) => {
    await deleteProductImage(tx, id, imageId);
    return before.filter((i) => i !== imageId);
  });
}

/**
 * A product's picture moved first: the shop's main picture (the list's card, the product page's
 * first). Already first: nothing written, no hook.
 */
export async function operatorProductImageFirst(
  deps: Deps,
  id: number,
  imageId: number,
  inTx?: CatalogueChangeHook,
): Promise<void> {
  await changeImage(deps, id, imageId, inTx, async (tx, before) => {
    if (before[0] === imageId) return undefined;
    const after = [imageId, ...before.filter((i) => i !== imageId)];
    await orderProductImages(tx, id, after);
    return after;
  });
}

/** The console's product form: the product's fields, its collections and pictures, its variants (read-only). */
export async function operatorProductDetail(deps: Deps, id: number): Promise<ConsoleShopProductDetail> {
  const db = deps.database.db;
  const p = await findProductById(db, id);
  if (!p) throw new AppError('shop_product_not_found');
  const [row, collectionIds, images] = await Promise.all([
    operatorProduct(deps, id),
    productCollectionIds(db, id),
    productImages(db, id),
  ]);
  return {
    ...row,
    ...fieldsOf(p),
    collection_ids: collectionIds,
    image_ids: images.map((i) => i.id),
  };
}

/** The console's product list: every product (inactive too), newest first, with its variants. */
export async function operatorProducts(deps: Deps, search?: string): Promise<ConsoleShopProduct[]> {
  const db = deps.database.db;
  const rows = await listProductsForAdmin(db, search);
  return Promise.all(
    rows.map(async (p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      price: p.price,
      image_id: p.imageId,
      stock: p.stock,
      reserved: p.reserved,
      sold: p.sold,
      active: p.active,
      variants:
        p.variants === 0
          ? []
          : (await listVariants(db, p.id, true)).map((v) => ({
              id: v.id,
              name: v.name,
              price: v.price,
              stock: v.stock,
              reserved: v.reserved,
              sold: v.sold,
              active: v.active,
            })),
    })),
  );
}

/** One product of the console's list (after a change). */
export async function operatorProduct(deps: Deps, id: number): Promise<ConsoleShopProduct> {
  const p = await findProductById(deps.database.db, id);
  if (!p) throw new AppError('shop_product_not_found');
  const found = (await operatorProducts(deps, p.slug)).find((x) => x.id === id);
  if (!found) throw new AppError('shop_product_not_found');
  return found;
}

/** The product of a variant (the console answers the product after a variant's stock change). */
export async function productOfVariant(deps: Deps, variantId: number): Promise<number> {
  const v = await findVariant(deps.database.db, variantId);
  if (!v) throw new AppError('shop_variant_not_found');
  return v.productId;
}

/** `shop:collections`. */
export async function describeCollections(deps: Deps): Promise<string> {
  const rows = await listCollections(deps.database.db);
  if (rows.length === 0) return 'no collections';
  return rows.map((c) => `#${c.id} ${c.slug} | ${c.name} | ${c.productCount} active products`).join('\n');
}

/** `shop:collection-add <slug> --name N [--description D]`. */
export async function cliCollectionAdd(
  deps: Deps,
  rawSlug: string,
  o: { name?: string | undefined; description?: string | undefined },
  audit?: CatalogueAuditFactory,
): Promise<string> {
  const slug = slugify(rawSlug);
  const name = o.name?.trim() || rawSlug;
  if (!slug) throw new RangeError('slug: letters and digits');
  const id = await operatorCollectionAdd(
    deps,
    { slug, name, description: o.description?.trim() ?? '' },
    audit?.('shop.collection.add', `shop_collection:${slug}`),
  );
  return `collection #${id} ${slug}: ${name}`;
}

/**
 * A new collection at the end of the list (CLI shop:collection-add and the console), in one
 * transaction with `inTx` (the audit row); a slug in use is 409 `shop_slug_taken`.
 */
export async function operatorCollectionAdd(
  deps: Deps,
  c: { slug: string; name: string; description: string },
  inTx?: CatalogueChangeHook,
): Promise<number> {
  return deps.database.db.transaction(async (tx: Db) => {
    const position = (await listCollections(tx)).length;
    const id = await insertCollection(tx, { ...c, position });
    if (!id) throw new AppError('shop_slug_taken', { slug: c.slug });
    if (inTx) await inTx(tx, null, { collection: id, ...c });
    return id;
  });
}

/** The console's collections, in the shop's order, with their active products. */
export async function operatorCollections(deps: Deps): Promise<ConsoleShopCollection[]> {
  return (await listCollections(deps.database.db)).map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    product_count: c.productCount,
  }));
}

const couponLine = (c: CouponRow) =>
  [
    c.code,
    c.kind === 'fixed'
      ? formatRupiah(c.value)
      : `${c.value}%${c.maxDiscount !== null ? ` max ${formatRupiah(c.maxDiscount)}` : ''}`,
    `min ${formatRupiah(c.minSubtotal)}`,
    `used ${c.used}/${c.quota ?? '∞'}`,
    `per user ${c.perUserLimit ?? '∞'}`,
    `${jakarta(c.startsAt)} → ${jakarta(c.endsAt)}`,
    c.collectionId !== null ? `collection #${c.collectionId}` : 'all products',
    c.active ? 'active' : 'INACTIVE',
  ].join(' | ');

/** `shop:coupons`. */
export async function describeCoupons(deps: Deps): Promise<string> {
  const rows = await listCoupons(deps.database.db);
  return rows.length === 0 ? 'no coupons' : rows.map(couponLine).join('\n');
}

const normaliseCode = (raw: string) => {
  const code = raw.trim().toUpperCase();
  if (!new RegExp(`^[A-Z0-9_-]{3,${COUPON_CODE_MAX}}$`).test(code)) {
    throw new RangeError(`code: 3 to ${COUPON_CODE_MAX} letters, digits, - or _`);
  }
  return code;
};

/** A new coupon's terms, parsed (the CLI's options or the console's form). */
export interface CouponAddInput {
  code: string;
  kind: CouponKind;
  value: number;
  maxDiscount: number | null;
  minSubtotal: number;
  quota: number | null;
  perUserLimit: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  /** A collection's id or slug; null for every product. */
  collection: number | string | null;
}

/**
 * A new coupon (CLI shop:coupon-add and the console) under the shop's rules — a percent is 1 to
 * 100, a maximum discount only for a percent coupon, the first day before the last, the collection
 * exists (422 on the field), the code is free (409 `shop_coupon_code_taken`) — in one transaction
 * with `inTx` (the audit row); nothing is written when a rule refuses.
 */
export async function operatorCouponAdd(
  deps: Deps,
  c: CouponAddInput,
  inTx?: CatalogueChangeHook,
): Promise<CouponRow> {
  if (c.kind === 'percent' && c.value > 100) throw fieldError('value', 'shop_coupon_percent_over');
  if (c.kind === 'fixed' && c.maxDiscount !== null)
    throw fieldError('max_discount', 'shop_coupon_max_for_percent');
  if (c.startsAt && c.endsAt && c.startsAt >= c.endsAt)
    throw fieldError('ends_on', 'shop_coupon_dates_order');
  return deps.database.db.transaction(async (tx: Db) => {
    const collection =
      c.collection === null
        ? null
        : await findCollection(
            tx,
            typeof c.collection === 'number' ? c.collection : c.collection.toLowerCase(),
          );
    if (c.collection !== null && !collection)
      throw fieldError('collection_id', 'shop_coupon_collection_unknown');
    const row = await insertCoupon(tx, {
      code: c.code,
      kind: c.kind,
      value: c.value,
      maxDiscount: c.maxDiscount,
      minSubtotal: c.minSubtotal,
      quota: c.quota,
      perUserLimit: c.perUserLimit,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      collectionId: collection?.id ?? null,
    });
    if (!row) throw fieldError('code', 'shop_coupon_code_taken', { code: c.code });
    if (inTx) await inTx(tx, null, couponView(row));
    return row;
  });
}

/**
 * `shop:coupon-add <code> --kind fixed|percent --value V [--max M] [--min S] [--quota Q]
 * [--per-user U] [--from D] [--until D] [--collection c]`: the options parsed, then operatorCouponAdd.
 */
export async function cliCouponAdd(
  deps: Deps,
  rawCode: string,
  o: {
    kind?: string | undefined;
    value?: string | undefined;
    max?: string | undefined;
    min?: string | undefined;
    quota?: string | undefined;
    'per-user'?: string | undefined;
    from?: string | undefined;
    until?: string | undefined;
    collection?: string | undefined;
  },
  audit?: CatalogueAuditFactory,
): Promise<string> {
  const code = normaliseCode(rawCode);
  if (!COUPON_KINDS.includes(o.kind as CouponKind)) throw new RangeError('--kind must be fixed or percent');
  const row = await operatorCouponAdd(
    deps,
    {
      code,
      kind: o.kind as CouponKind,
      value: whole(o.value, '--value', 1),
      maxDiscount: o.max !== undefined ? whole(o.max, '--max', 1) : null,
      minSubtotal: o.min !== undefined ? whole(o.min, '--min') : 0,
      quota: o.quota !== undefined ? whole(o.quota, '--quota', 1) : null,
      perUserLimit: o['per-user'] !== undefined ? whole(o['per-user'], '--per-user', 1) : null,
      startsAt: o.from ? parseCouponDate(o.from, 'start') : null,
      endsAt: o.until ? parseCouponDate(o.until, 'end') : null,
      collection: o.collection ? (/^\d+$/.test(o.collection) ? Number(o.collection) : o.collection) : null,
    },
    audit?.('shop.coupon.add', `shop_coupon:${code}`),
  );
  return `coupon ${couponLine(row)}`;
}

/**
 * `shop:coupon-set <code> <field> <value>`: active true|false, value, max-discount, min, quota,
 * per-user (a number or "none"), from, until (a date or "none") — parsed here, then the console's
 * own change (operatorCouponActive, operatorCouponUpdate) with its rules and, given `audit`, its
 * audit row (`shop.coupon.active`, `shop.coupon.update`).
 */
export async function cliCouponSet(
  deps: Deps,
  rawCode: string,
  field: string,
  raw: string,
  audit?: CatalogueAuditFactory,
): Promise<string> {
  const c = await findCoupon(deps.database.db, rawCode);
  if (!c) throw new AppError('shop_coupon_not_found');
  if (!Object.hasOwn(COUPON_SETTABLE, field)) {
    throw new RangeError(`field must be one of ${Object.keys(COUPON_SETTABLE).join(', ')}`);
  }
  const f = field as CouponSettable;
  const target = `shop_coupon:${c.code}`;
  if (f === 'active') {
    const hook = audit?.('shop.coupon.active', target);
    return `coupon ${couponLine(await operatorCouponActive(deps, c.code, yesNo(raw, 'active'), hook))}`;
  }
  let patch: CouponPatch;
  if (f === 'from' || f === 'until') {
    const at = parseCouponDate(raw, f === 'from' ? 'start' : 'end');
    patch = f === 'from' ? { startsAt: at } : { endsAt: at };
  } else if (f === 'value') patch = { value: whole(raw, field, 1) };
  else if (f === 'min') patch = { minSubtotal: whole(raw, field, 0) };
  else {
    const n = raw === 'none' ? null : whole(raw, field, 1);
    patch = f === 'quota' ? { quota: n } : f === 'per-user' ? { perUserLimit: n } : { maxDiscount: n };
  }
  const row = await operatorCouponUpdate(deps, c.code, patch, audit?.('shop.coupon.update', target));
  return `coupon ${couponLine(row)}`;
}

const couponView = (c: CouponRow): ConsoleShopCoupon => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  value: c.value,
  max_discount: c.maxDiscount,
  min_subtotal: c.minSubtotal,
  quota: c.quota,
  used: c.used,
  per_user_limit: c.perUserLimit,
  starts_at: c.startsAt?.toISOString() ?? null,
  ends_at: c.endsAt?.toISOString() ?? null,
  collection_id: c.collectionId,
  active: c.active,
});

/** The console's coupon list, newest first. */
export async function operatorCoupons(deps: Deps): Promise<ConsoleShopCoupon[]> {
  return (await listCoupons(deps.database.db)).map(couponView);
}

/**
 * A coupon on or off (CLI shop:coupon-set <code> active and the console), its row locked in one
 * transaction; the same state changes nothing and calls no hook.
 */
export async function operatorCouponActive(
  deps: Deps,
  code: string,
  active: boolean,
  inTx?: CatalogueChangeHook,
): Promise<CouponRow> {
  return deps.database.db.transaction(async (tx: Db) => {
    const c = await findCoupon(tx, code, true);
    if (!c) throw new AppError('shop_coupon_not_found');
    if (c.active === active) return c;
    const row = await updateCouponField(tx, c.id, 'active', active);
    if (!row) throw new AppError('shop_coupon_not_found');
    if (inTx) await inTx(tx, { coupon: c.code, active: c.active }, { coupon: c.code, active });
    return row;
  });
}

/** A coupon's terms to change (a key left out stays as it is; null clears an optional term). */
export type CouponPatch = Partial<Omit<CouponAddInput, 'code' | 'kind'>>;

/** Each term under its name in the console (coupon view and audit rows). */
const TERM_NAMES: Record<keyof CouponTerms, keyof ConsoleShopCoupon> = {
  value: 'value',
  maxDiscount: 'max_discount',
  minSubtotal: 'min_subtotal',
  quota: 'quota',
  perUserLimit: 'per_user_limit',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  collectionId: 'collection_id',
};

const sameTerm = (a: CouponTerms[keyof CouponTerms], b: CouponTerms[keyof CouponTerms]) =>
  a instanceof Date || b instanceof Date
    ? (a instanceof Date ? a.getTime() : a) === (b instanceof Date ? b.getTime() : b)
    : a === b;

/**
 * A coupon's terms changed (the console's edit and the CLI's shop:coupon-set), its row locked FOR
 * UPDATE in one transaction, under the rules of its creation — a percent is 1 to 100, a maximum
 * discount only for a percent coupon, the first day before the last, the collection exists — and
 * a quota never below the uses already made (422 on the console's field). Only the terms that
 * change are written and given to `inTx` (the audit row, under their console names); a patch that
 * changes nothing writes nothing and calls no hook.
 */
export async function operatorCouponUpdate(
  deps: Deps,
  code: string,
  patch: CouponPatch,
  inTx?: CatalogueChangeHook,
): Promise<CouponRow> {
  return deps.database.db.transaction(async (tx: Db) => {
    const c = await findCoupon(tx, code, true);
    if (!c) throw new AppError('shop_coupon_not_found');
    let collectionId = c.collectionId;
    if (patch.collection === null) collectionId = null;
    else if (patch.collection !== undefined) {
      const ref = patch.collection;
      const found = await findCollection(tx, typeof ref === 'number' ? ref : ref.toLowerCase());
      if (!found) throw fieldError('collection_id', 'shop_coupon_collection_unknown');
      collectionId = found.id;
    }
    const next: CouponTerms = {
      value: patch.value ?? c.value,
      maxDiscount: patch.maxDiscount !== undefined ? patch.maxDiscount : c.maxDiscount,
      minSubtotal: patch.minSubtotal ?? c.minSubtotal,
      quota: patch.quota !== undefined ? patch.quota : c.quota,
      perUserLimit: patch.perUserLimit !== undefined ? patch.perUserLimit : c.perUserLimit,
      startsAt: patch.startsAt !== undefined ? patch.startsAt : c.startsAt,
      endsAt: patch.endsAt !== undefined ? patch.endsAt : c.endsAt,
      collectionId,
    };
    if (c.kind === 'percent' && next.value > 100) throw fieldError('value', 'shop_coupon_percent_over');
    if (c.kind === 'fixed' && next.maxDiscount !== null)
      throw fieldError('max_discount', 'shop_coupon_max_for_percent');
    if (next.quota !== null && next.quota < c.used)
      throw fieldError('quota', 'shop_coupon_quota_below_used', { used: c.used });
    if (next.startsAt && next.endsAt && next.startsAt >= next.endsAt)
      throw fieldError(patch.endsAt !== undefined ? 'ends_on' : 'starts_on', 'shop_coupon_dates_order');
    const keys = (Object.keys(next) as (keyof CouponTerms)[]).filter((k) => !sameTerm(next[k], c[k]));
    if (keys.length === 0) return c;
    const row = await updateCouponTerms(tx, c.id, Object.fromEntries(keys.map((k) => [k, next[k]])));
    if (!row) throw new AppError('shop_coupon_not_found');
    if (inTx) {
      const pick = (r: CouponRow) => {
        const view = couponView(r);
        return Object.fromEntries(keys.map((k) => [TERM_NAMES[k], view[TERM_NAMES[k]]]));
      };
      await inTx(tx, pick(c), pick(row));
    }
    return row;
  });
}

/** One coupon of the console's list. */
export async function operatorCoupon(deps: Deps, code: string): Promise<ConsoleShopCoupon> {
  const c = await findCoupon(deps.database.db, code);
  if (!c) throw new AppError('shop_coupon_not_found');
  return couponView(c);
}
