import { z } from 'zod';
import type { StaffRole } from './console.js';
import { WEBHOOK_EVENTS } from './developer.js';
import { boundedInt, requiredText } from './fields.js';
import { H2H_KEY_KINDS } from './h2h.js';
import { pageMeta } from './notification.js';
import { MULTICOURIER_COURIERS } from './shipping.js';
import { SHOP_ORDER_STATUSES, shopOrderDetail, shopOrderSummary } from './shop-order.js';

// The console's Shop and Developers pages (issue 18, ADR 0020 addendum). Shop orders are processed
// through the services the operator CLI's shop:order-* commands use (features/shop); the H2H
// whitelist and keys through features/h2h (the CLI's h2h:ip-add / ip-remove / key-revoke), webhook
// redelivery through features/webhooks-out. Every change writes one audit row (`shop.order.*`,
// `h2h.ip.*`, `h2h.key.revoke`, `webhook.redeliver`).

/** Who processes shop orders (owner always). */
export const CONSOLE_SHOP_ROLES = ['shop'] as const satisfies readonly StaffRole[];
/**
 * Who opens the Developers page: the owner only. Whitelists and keys open the H2H API to a member's
 * money and a webhook's body carries transactions; no other role's work needs them.
 */
export const CONSOLE_DEVELOPER_ROLES = [] as const satisfies readonly StaffRole[];

/** Rows of one page of the order list and of the failed deliveries. */
export const CONSOLE_COMMERCE_PAGE_SIZE = 20;

// ---- shop orders ----

/** GET console/shop/orders?status&page: newest first. */
export const consoleShopOrderQuery = z.object({
  status: z.enum(SHOP_ORDER_STATUSES, { message: 'oneOf' }).optional(),
  page: boundedInt(1, 10_000).optional(),
});
export type ConsoleShopOrderQuery = z.infer<typeof consoleShopOrderQuery>;

const buyer = z.object({
  /** Null for a visitor's order (the public checkout). */
  user_id: z.number().nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});

export const consoleShopOrderRow = shopOrderSummary.extend({ buyer });
export type ConsoleShopOrderRow = z.infer<typeof consoleShopOrderRow>;
export const consoleShopOrderListResponse = z.object({
  data: z.array(consoleShopOrderRow),
  meta: pageMeta,
});
export type ConsoleShopOrderList = z.infer<typeof consoleShopOrderListResponse>;

/** GET console/shop/orders/:code (and the answer of every change). */
export const consoleShopOrderDetail = shopOrderDetail.extend({
  buyer,
  refund_reference: z.string().nullable(),
  /** What the operator may do now. */
  actions: z.object({
    confirm: z.boolean(),
    ship: z.boolean(),
    cancel: z.boolean(),
    /** A visitor's gateway payment of a cancelled order, not yet recorded as refunded. */
    refund: z.boolean(),
  }),
});
export type ConsoleShopOrderDetail = z.infer<typeof consoleShopOrderDetail>;
export const consoleShopOrderResponse = z.object({ data: consoleShopOrderDetail });

export const consoleShopOrderParams = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^SHP[0-9A-Z]{12}$/, { message: 'regex' }),
});

/** POST console/shop/orders/:code/ship: the courier's receipt number (AWB). */
export const consoleShopShipRequest = z.object({
  receipt_number: requiredText(40).regex(/^[A-Za-z0-9-]+$/, { message: 'alpha_dash' }),
});
export type ConsoleShopShipRequest = z.infer<typeof consoleShopShipRequest>;

/** POST console/shop/orders/:code/cancel: a paid member's deposit goes back (once). */
export const consoleShopCancelRequest = z.object({ reason: requiredText(200) });
export type ConsoleShopCancelRequest = z.infer<typeof consoleShopCancelRequest>;

/** POST console/shop/orders/:code/refund: the gateway's refund reference, recorded once. */
export const consoleShopRefundRequest = z.object({ reference: requiredText(100) });
export type ConsoleShopRefundRequest = z.infer<typeof consoleShopRefundRequest>;

// ---- shop products and stock ----

/** GET console/shop/products?q: every product (inactive too), newest first, with its variants. */
export const consoleShopProductQuery = z.object({
  q: z.string().trim().max(100, { message: 'max:100' }).optional(),
});

const stockFields = {
  stock: z.number(),
  /** Units held by unpaid or unshipped orders: the stock never goes below them. */
  reserved: z.number(),
  sold: z.number(),
  active: z.boolean(),
};

export const consoleShopProduct = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  price: z.number(),
  /** Its first picture (GET shop/image/{id}), null without one. */
  image_id: z.number().nullable(),
  ...stockFields,
  /** A product with variants keeps its stock on them (its own is 0). */
  variants: z.array(z.object({ id: z.number(), name: z.string(), price: z.number(), ...stockFields })),
});
export type ConsoleShopProduct = z.infer<typeof consoleShopProduct>;
export const consoleShopProductsResponse = z.object({ data: z.array(consoleShopProduct) });
export const consoleShopProductResponse = z.object({ data: consoleShopProduct });

export const consoleShopProductParams = z.object({ id: z.coerce.number().int().positive() });

/** POST console/shop/products/:id/stock and …/variants/:id/stock: the stock on hand now (the CLI's `shop:stock =n`). */
export const consoleShopStockRequest = z.object({
  stock: z
    .number({ message: 'integer' })
    .int({ message: 'integer' })
    .min(0, { message: 'min_value:0' })
    .max(1_000_000, { message: 'max_value:1000000' }),
});
export type ConsoleShopStockRequest = z.infer<typeof consoleShopStockRequest>;
/** The stock form of the console (a text field): the same bounds, the typed text coerced. */
export const consoleShopStockForm = z.object({ stock: boundedInt(0, 1_000_000) });
export type ConsoleShopStockInput = z.input<typeof consoleShopStockForm>;

/** POST console/shop/products/:id/active: on sale or hidden from the shop (`shop:product-set <slug> active`). */
export const consoleShopActiveRequest = z.object({ active: z.boolean({ message: 'boolean' }) });

// ---- a product's own fields, collections and pictures (the product form; shop:product-add / -set) ----

/** The most pictures a product has. */
export const SHOP_PRODUCT_IMAGES_MAX = 8;
/** The largest uploaded product picture (1 MB) … */
export const SHOP_PRODUCT_IMAGE_MAX_BYTES = 1024 * 1024;
/** … as a base64 data URL's length. */
export const SHOP_PRODUCT_IMAGE_MAX_CHARS = Math.ceil((SHOP_PRODUCT_IMAGE_MAX_BYTES * 4) / 3) + 64;

/** What the operator edits on a product (typed text of a form or numbers of a JSON body). */
const productFields = {
  name: requiredText(150),
  description: z.string({ message: 'required' }).trim().max(5000, { message: 'max:5000' }),
  price: boundedInt(1, 1_000_000_000),
  /** Grams and centimetres: the courier's price depends on them. */
  weight_g: boundedInt(1, 100_000),
  length_cm: boundedInt(1, 500),
  width_cm: boundedInt(1, 500),
  height_cm: boundedInt(1, 500),
  /** The fewest units of one order. */
  min_quantity: boundedInt(1, 1000),
};

const collectionIds = z
  .array(
    z.coerce.number({ message: 'integer' }).int({ message: 'integer' }).positive({ message: 'integer' }),
    {
      message: 'fallback',
    },
  )
  .max(50, { message: 'max:50' });

/** The edit form's fields (it sends all of them, with the collections). */
export const consoleShopProductForm = z.object(productFields);
export type ConsoleShopProductFormInput = z.input<typeof consoleShopProductForm>;
/**
 * POST console/shop/products/:id: the fields that change, and the collections it is in when given
 * (all of them) — one change, one audit row.
 */
export const consoleShopProductUpdateRequest = consoleShopProductForm
  .partial()
  .extend({ collection_ids: collectionIds.optional() });
export type ConsoleShopProductUpdateRequest = z.infer<typeof consoleShopProductUpdateRequest>;

/**
 * POST console/shop/products: a new product (`shop:product-add`), on sale at once; its web address
 * from the name unless a slug is given; its collections.
 */
export const consoleShopProductAddRequest = z.object({
  ...productFields,
  description: productFields.description.default(''),
  stock: boundedInt(0, 1_000_000),
  slug: z
    .string()
    .trim()
    .max(80, { message: 'max:80' })
    .regex(/^[a-z0-9-]*$/, { message: 'alpha_dash' })
    .optional(),
  collection_ids: collectionIds.default([]),
});
export type ConsoleShopProductAddInput = z.input<typeof consoleShopProductAddRequest>;
export type ConsoleShopProductAddRequest = z.infer<typeof consoleShopProductAddRequest>;

/** PUT console/shop/products/:id/collections: the collections it is in (all of them). */
export const consoleShopProductCollectionsRequest = z.object({ collection_ids: collectionIds });
export type ConsoleShopProductCollectionsRequest = z.infer<typeof consoleShopProductCollectionsRequest>;

/** POST console/shop/products/:id/images: a picture as a data URL (PNG, JPEG or WebP by its bytes, ≤ 1 MB), added last. */
export const consoleShopProductImageRequest = z.object({
  image_data: z
    .string({ message: 'required' })
    .max(SHOP_PRODUCT_IMAGE_MAX_CHARS, { message: 'size:1024' })
    .regex(/^data:image\//, { message: 'image' }),
});
export type ConsoleShopProductImageRequest = z.infer<typeof consoleShopProductImageRequest>;

/** DELETE …/images/:image and POST …/images/:image/first (the shop's main picture). */
export const consoleShopProductImageParams = z.object({
  id: z.coerce.number().int().positive(),
  image: z.coerce.number().int().positive(),
});

/** GET console/shop/products/:id (and the answer of every change above): the form's values. */
export const consoleShopProductDetail = consoleShopProduct.extend({
  description: z.string(),
  weight_g: z.number(),
  length_cm: z.number(),
  width_cm: z.number(),
  height_cm: z.number(),
  min_quantity: z.number(),
  collection_ids: z.array(z.number()),
  /** Its pictures, the shop's main one first. */
  image_ids: z.array(z.number()),
});
export type ConsoleShopProductDetail = z.infer<typeof consoleShopProductDetail>;
export const consoleShopProductDetailResponse = z.object({ data: consoleShopProductDetail });

// ---- collections ----

export const consoleShopCollection = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Active products in it. */
  product_count: z.number(),
});
export type ConsoleShopCollection = z.infer<typeof consoleShopCollection>;
export const consoleShopCollectionsResponse = z.object({ data: z.array(consoleShopCollection) });

/** POST console/shop/collections: a new collection (its slug from the name unless given), as `shop:collection-add`. */
export const consoleShopCollectionRequest = z.object({
  name: requiredText(100),
  slug: z
    .string()
    .trim()
    .max(80, { message: 'max:80' })
    .regex(/^[a-z0-9-]*$/, { message: 'alpha_dash' })
    .optional(),
  description: z.string().trim().max(500, { message: 'max:500' }).optional(),
});
export type ConsoleShopCollectionRequest = z.infer<typeof consoleShopCollectionRequest>;

// ---- coupons ----

export const consoleShopCoupon = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(['fixed', 'percent']),
  /** Rupiah (fixed) or percent. */
  value: z.number(),
  max_discount: z.number().nullable(),
  min_subtotal: z.number(),
  quota: z.number().nullable(),
  used: z.number(),
  per_user_limit: z.number().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  collection_id: z.number().nullable(),
  active: z.boolean(),
});
export type ConsoleShopCoupon = z.infer<typeof consoleShopCoupon>;
export const consoleShopCouponsResponse = z.object({ data: z.array(consoleShopCoupon) });
export const consoleShopCouponResponse = z.object({ data: consoleShopCoupon });
export const consoleShopCouponParams = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,40}$/, { message: 'regex' }),
});

// ---- courier agents ----

/** An account and, for each courier, whether it is that courier's drop-point agent (its courier flag). */
export const consoleCourierAgent = z.object({
  id: z.number(),
  name: z.string(),
  hp: z.string(),
  category: z.number(),
  couriers: z.array(
    z.object({ courier: z.enum(MULTICOURIER_COURIERS), name: z.string(), agent: z.boolean() }),
  ),
});
export type ConsoleCourierAgent = z.infer<typeof consoleCourierAgent>;
export const consoleCourierAgentsResponse = z.object({ data: z.array(consoleCourierAgent) });
export const consoleCourierAgentResponse = z.object({ data: consoleCourierAgent });
/** GET console/shop/couriers/find?login: an account by phone or e-mail. */
export const consoleCourierAgentQuery = z.object({ login: requiredText(254) });
export const consoleCourierAgentParams = z.object({
  id: z.coerce.number().int().positive(),
  courier: z.enum(MULTICOURIER_COURIERS, { message: 'oneOf' }),
});
/** POST console/shop/couriers/:id/:courier: agent of that courier or not. */
export const consoleCourierAgentRequest = z.object({ agent: z.boolean({ message: 'boolean' }) });

// ---- developers: H2H users ----

/** A member with the h2h_api permission, an H2H account or a whitelisted IP. */
export const consoleH2hUser = z.object({
  id: z.number(),
  name: z.string(),
  hp: z.string(),
  email: z.string(),
  /** Whether the member holds h2h_api (without it the API answers rc 42). */
  permitted: z.boolean(),
  username: z.string().nullable(),
  keys: z.array(
    z.object({
      kind: z.enum(H2H_KEY_KINDS),
      hint: z.string(),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
    }),
  ),
  ips: z.array(z.object({ ip: z.string(), note: z.string(), created_at: z.string() })),
});
export type ConsoleH2hUser = z.infer<typeof consoleH2hUser>;
export const consoleH2hUsersResponse = z.object({ data: z.array(consoleH2hUser) });
export const consoleH2hUserResponse = z.object({ data: consoleH2hUser });

export const consoleH2hUserParams = z.object({ id: z.coerce.number().int().positive() });
export const consoleH2hKeyParams = consoleH2hUserParams.extend({
  kind: z.enum(H2H_KEY_KINDS, { message: 'oneOf' }),
});

/** POST console/developers/h2h/:id/ips: an IPv4 or IPv6 address (checked by the server). */
export const consoleH2hIpRequest = z.object({
  ip: requiredText(45),
  note: z.string().trim().max(100, { message: 'max:100' }).optional(),
});
export type ConsoleH2hIpRequest = z.infer<typeof consoleH2hIpRequest>;
/** POST console/developers/h2h/:id/ips/remove. */
export const consoleH2hIpRemoveRequest = z.object({ ip: requiredText(45) });
export type ConsoleH2hIpRemoveRequest = z.infer<typeof consoleH2hIpRemoveRequest>;

// ---- developers: webhook deliveries that failed ----

export const consoleWebhookFailuresQuery = z.object({ page: boundedInt(1, 10_000).optional() });

/** A delivery that used up its attempts, with its last attempt's answer. */
export const consoleWebhookFailure = z.object({
  id: z.number(),
  user: z.object({ id: z.number(), name: z.string(), hp: z.string() }),
  event: z.enum(WEBHOOK_EVENTS),
  message_id: z.string(),
  attempts: z.number(),
  created_at: z.string(),
  /** The last attempt: the HTTP status it got, or its error key (timeout, refused, blocked, …). */
  last_attempt: z
    .object({
      at: z.string(),
      url_host: z.string().nullable(),
      http_status: z.number().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  /** Set once redelivered: the new delivery's id. */
  redelivered_as: z.number().nullable(),
});
export type ConsoleWebhookFailure = z.infer<typeof consoleWebhookFailure>;
export const consoleWebhookFailuresResponse = z.object({
  data: z.array(consoleWebhookFailure),
  meta: pageMeta,
});
export type ConsoleWebhookFailures = z.infer<typeof consoleWebhookFailuresResponse>;

export const consoleWebhookDeliveryParams = z.object({ id: z.coerce.number().int().positive() });
/** POST console/developers/webhooks/:id/redeliver: the new delivery's id. */
export const consoleWebhookRedeliverResponse = z.object({ data: z.object({ id: z.number() }) });
