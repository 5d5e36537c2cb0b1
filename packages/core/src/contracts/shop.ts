import { z } from 'zod';
import { pageMeta } from './notification.js';

// The shop's catalogue, cart and coupons (issue 15; spec calls §7.5 shop/product/*, shop/collection,
// shop/cart/* except checkout and pay, which are the orders' — contracts/shop-order.ts). Money in
// rupiah integers, weight in grams, dimensions in cm.
//
// Stock: a product (or, when it has variants, each variant) has `stock` units on hand, of which
// `reserved` are held by unpaid orders. Every `stock` a response shows is the AVAILABLE number
// (stock − reserved, never below 0).

/** Products a page of shop/product/list holds. */
export const SHOP_PAGE_SIZE = 20;
export const SHOP_SORTS = ['latest', 'price_asc', 'price_desc', 'popular'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
/** A cart line's notes (for the seller: colour, size…). */
export const SHOP_NOTES_MAX = 200;
/** The most units one cart line may hold (stock permitting). */
export const SHOP_QUANTITY_MAX = 999;
/** The most lines of one local-cart upload. */
export const SHOP_ADD_MULTI_MAX = 100;
export const SHOP_SEARCH_MAX = 100;
export const COUPON_KINDS = ['fixed', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_CODE_MAX = 40;

/** The URL of a stored shop image (GET shop/image/{id}: long-cached, with an ETag). */
export const shopImageUrl = (id: number) => `/api/v1/shop/image/${id}`;

const id = z.number({ message: 'integer' }).int({ message: 'integer' }).positive({ message: 'integer' });
const quantity = z
  .number({ message: 'required' })
  .int({ message: 'integer' })
  .min(1, { message: 'min_value:1' })
  .max(SHOP_QUANTITY_MAX, { message: `max_value:${SHOP_QUANTITY_MAX}` });
/** Notes: absent, null or blank mean none. */
const notes = z
  .string({ message: 'string' })
  .trim()
  .max(SHOP_NOTES_MAX, { message: `max:${SHOP_NOTES_MAX}` })
  .nullable()
  .optional();

// ---- catalogue (public) ----

/** A collection by its id or its slug. */
const collectionRef = z.union([
  id,
  z.string({ message: 'string' }).trim().min(1, { message: 'required' }).max(80, { message: 'max:80' }),
]);

/**
 * POST shop/product/list (public). `search` matches name and description (an escaped ILIKE, so `%`
 * and `_` are literal); `collection` is an id or a slug; 20 a page. Sorts: latest (newest first),
 * price_asc, price_desc (by the shown price), popular (most sold first).
 */
export const productListRequest = z.object({
  search: z
    .string({ message: 'string' })
    .trim()
    .max(SHOP_SEARCH_MAX, { message: `max:${SHOP_SEARCH_MAX}` })
    .optional(),
  sort: z.enum(SHOP_SORTS, { message: 'oneOf' }).default('latest'),
  collection: collectionRef.optional(),
  page: z.coerce
    .number({ message: 'integer' })
    .int({ message: 'integer' })
    .min(1, { message: 'min_value:1' })
    .max(10_000, { message: 'max_value:10000' })
    .default(1),
});
export type ProductListRequest = z.input<typeof productListRequest>;
export type ProductListInput = z.output<typeof productListRequest>;

/** A product on a list or a collection page. */
export const productCard = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** The product's price, or its lowest variant price when it has variants. */
  price: z.number(),
  /** The first image's URL (shopImageUrl), or null. */
  image: z.string().nullable(),
  /** Units available (all variants together when it has variants). */
  stock: z.number(),
  sold: z.number(),
  min_quantity: z.number(),
  /** True when adding it to the cart needs a variant (open the product page). */
  has_variants: z.boolean(),
});
export type ProductCard = z.infer<typeof productCard>;
export const productListResponse = z.object({ data: z.array(productCard), meta: pageMeta });
export type ProductList = z.infer<typeof productListResponse>;

/** POST shop/product/detail (public): an active product by slug, else 404 shop_product_not_found. */
export const productDetailRequest = z.object({
  slug: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(120, { message: 'max:120' }),
});
export type ProductDetailRequest = z.infer<typeof productDetailRequest>;

export const productVariant = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  /** Units available of this variant. */
  stock: z.number(),
});
export type ProductVariant = z.infer<typeof productVariant>;

export const collectionRefView = z.object({ id: z.number(), slug: z.string(), name: z.string() });

export const productDetail = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** As on the list: the lowest variant price when it has variants. */
  price: z.number(),
  /** Image URLs, first is the main one. */
  images: z.array(z.string()),
  weight_g: z.number(),
  dimensions: z.object({ length_cm: z.number(), width_cm: z.number(), height_cm: z.number() }),
  min_quantity: z.number(),
  /** Units available (all variants together when it has variants). */
  stock: z.number(),
  sold: z.number(),
  collections: z.array(collectionRefView),
  /** Empty for a product without variants. */
  variants: z.array(productVariant),
});
export type ProductDetail = z.infer<typeof productDetail>;
export const productDetailResponse = z.object({ data: productDetail });

export const collectionView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The collection's image URL, or null. */
  image: z.string().nullable(),
  /** Active products in it. */
  product_count: z.number(),
});
export type CollectionView = z.infer<typeof collectionView>;

/** GET shop/collection (public): every collection, by position. */
export const collectionListResponse = z.object({ data: z.array(collectionView) });

/** GET shop/collection/{id} (public): {id} is the id or the slug. */
export const collectionParams = z.object({
  id: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(80, { message: 'max:80' }),
});
/** Its query: the products' sort and page (as product/list). */
export const collectionQuery = productListRequest.pick({ sort: true, page: true });
export const collectionResponse = z.object({
  data: collectionView.extend({ products: z.array(productCard) }),
  meta: pageMeta,
});
export type CollectionPage = z.infer<typeof collectionResponse>;

/** GET shop/image/{id} (public): the image bytes (PNG or SVG). */
export const shopImageParams = z.object({ id: z.coerce.number({ message: 'integer' }).int().positive() });

// ---- cart (member) ----

export const cartItem = z.object({
  id: z.number(),
  product_id: z.number(),
  variant_id: z.number().nullable(),
  /** The product's name. */
  name: z.string(),
  variant_name: z.string().nullable(),
  slug: z.string(),
  image: z.string().nullable(),
  /** The unit price now (the variant's when it has one). */
  price: z.number(),
  quantity: z.number(),
  notes: z.string().nullable(),
  /** price × quantity. */
  subtotal: z.number(),
  /** Units available now (the line may exceed it after someone else bought: checkout refuses then). */
  stock: z.number(),
  min_quantity: z.number(),
  /** One unit's weight in grams. */
  weight_g: z.number(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartView = z.object({
  items: z.array(cartItem),
  total_quantity: z.number(),
  subtotal: z.number(),
});
export type CartView = z.infer<typeof cartView>;
/** The answer of shop/cart/list, add, edit/{id} and destroy/{id}: the whole cart. */
export const cartResponse = z.object({ data: cartView });

/**
 * POST shop/cart/add: adds to the line of the same product and variant when there is one (the
 * quantities add up; new notes replace the old ones). A product with variants needs `variant_id`.
 * The line's quantity must be at least the product's min_quantity (422 shop_cart_min_quantity {min})
 * and at most the available stock (422 shop_cart_stock_limit {available}).
 */
export const cartAddRequest = z.object({
  product_id: id,
  variant_id: id.nullable().optional(),
  quantity,
  notes,
});
export type CartAddRequest = z.input<typeof cartAddRequest>;
export type CartAddInput = z.output<typeof cartAddRequest>;

/** POST shop/cart/edit/{id}: a new quantity and/or notes (same limits as add). */
export const cartEditRequest = z
  .object({ quantity: quantity.optional(), notes })
  .refine((v) => v.quantity !== undefined || v.notes !== undefined, {
    path: ['quantity'],
    message: 'required',
  });
export type CartEditRequest = z.input<typeof cartEditRequest>;
export const cartItemParams = z.object({ id: z.coerce.number({ message: 'integer' }).int().positive() });

/**
 * POST shop/cart/add-multi: the visitor's local cart uploaded at login.
 *
 * Partial, not all-or-nothing: every line is checked like shop/cart/add (in order, against the
 * server cart as it grows), the lines that pass are added in one transaction, and the ones that
 * cannot be added are reported by index in `rejected` (200). Why: a local cart is old by nature —
 * a product sold out or deactivated while the visitor browsed must not cost them the rest of the
 * cart. The web clears the local cart after any answer (spec §4) and shows the rejected lines.
 * A malformed body (schema) is a 422 and adds nothing.
 */
export const cartAddMultiRequest = z.object({
  cart: z
    .array(cartAddRequest, { message: 'array' })
    .min(1, { message: 'min:1' })
    .max(SHOP_ADD_MULTI_MAX, { message: `max:${SHOP_ADD_MULTI_MAX}` }),
});
export type CartAddMultiRequest = z.input<typeof cartAddMultiRequest>;
export const cartLineRejection = z.object({
  /** The line's index in the request's `cart`. */
  index: z.number(),
  /** An error key (shop_product_not_found, shop_cart_stock_limit, shop_cart_min_quantity, …). */
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The key's text in the request's language. */
  message: z.string(),
});
export type CartLineRejection = z.infer<typeof cartLineRejection>;
export const cartAddMultiResponse = z.object({
  data: cartView.extend({ rejected: z.array(cartLineRejection) }),
});

// ---- coupons ----

/**
 * POST shop/cart/check-coupon (member): the coupon against the member's cart. 422 with a field
 * error on `code` saying why it does not apply: shop_coupon_unknown, shop_coupon_inactive,
 * shop_coupon_not_started {starts_at}, shop_coupon_expired, shop_coupon_quota_used,
 * shop_coupon_user_limit {limit}, shop_coupon_min_subtotal {min}, shop_coupon_not_applicable,
 * shop_cart_empty. Codes are compared case-insensitively.
 */
export const checkCouponRequest = z.object({
  code: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(COUPON_CODE_MAX, { message: `max:${COUPON_CODE_MAX}` }),
});
export type CheckCouponRequest = z.infer<typeof checkCouponRequest>;

export const couponCheck = z.object({
  /** The coupon's code as stored (upper case). */
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Rupiah for fixed, percent for percent. */
  value: z.number(),
  /** Percent coupons: the most it takes off; null = no cap. */
  max_discount: z.number().nullable(),
  /** The cart subtotal it was checked against. */
  subtotal: z.number(),
  discount: z.number(),
  subtotal_after: z.number(),
});
export type CouponCheck = z.infer<typeof couponCheck>;
export const checkCouponResponse = z.object({ data: couponCheck });
