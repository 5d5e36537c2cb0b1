import { z } from 'zod';
import { PREPAID_TYPES, type PrepaidType } from '../catalog.js';
import { PAYMENT_GROUPS, PAYMENT_METHOD_CODES } from '../payment.js';
import { transactionStatuses } from './purchase.js';

// One-page checkout (issue 13 §2, ADR 0016): a member's shareable link selling one prepaid type of
// one operator at the member's own price plus the link's markup, to visitors without an account.

/** The highest markup of a link, in rupiah (a sane cap: more than any fair margin on a prepaid product). */
export const CHECKOUT_MARKUP_MAX = 100_000;
/** Links one member may keep (deleted ones do not count). */
export const CHECKOUT_LINKS_MAX = 50;
/**
 * The prepaid types a link may sell: one operator's (brand's) products bought for one destination.
 * Not the Excel top-up, send money, the merged international list or voucher activation.
 */
export const CHECKOUT_TYPES = PREPAID_TYPES.filter(
  (t) => !['topupByExcel', 'sendMoney', 'international', 'aktivasi-voucher'].includes(t),
);
export const isCheckoutType = (v: unknown): v is PrepaidType => CHECKOUT_TYPES.includes(v as PrepaidType);
/** A link's slug: lowercase letters and digits, 8–10 characters. */
export const CHECKOUT_SLUG = /^[a-z0-9]{8,10}$/;

const markup = z.coerce
  .number({ message: 'required' })
  .int({ message: 'integer' })
  .min(0, { message: 'min_value:0' })
  .max(CHECKOUT_MARKUP_MAX, { message: `max_value:${CHECKOUT_MARKUP_MAX}` });
const operator = z
  .string({ message: 'required' })
  .trim()
  .min(1, { message: 'required' })
  .max(64, { message: 'max:64' })
  .regex(/^[a-z0-9-]+$/, { message: 'alpha_dash' });

/** POST checkout/links. */
export const checkoutLinkCreateRequest = z.object({
  type: z.enum(PREPAID_TYPES, { message: 'oneOf' }),
  operator,
  markup,
});
export type CheckoutLinkCreateRequest = z.infer<typeof checkoutLinkCreateRequest>;

/** PATCH checkout/links/{id}: any of markup and active. */
export const checkoutLinkUpdateRequest = z.object({
  markup: markup.optional(),
  active: z.boolean({ message: 'oneOf' }).optional(),
});
export type CheckoutLinkUpdateRequest = z.infer<typeof checkoutLinkUpdateRequest>;

export const checkoutLinkParams = z.object({ id: z.coerce.number().int().positive() });

export const checkoutLink = z.object({
  id: z.number(),
  type: z.enum(PREPAID_TYPES),
  operator: z.string(),
  /** The operator's display name (the catalogue's brand), or the code when it has no product now. */
  operator_name: z.string(),
  slug: z.string(),
  markup: z.number(),
  active: z.boolean(),
  /** The path of the visitors' page (/checkout/{type}/{operator}/{slug}) and its full URL. */
  path: z.string(),
  url: z.string(),
  /** Orders paid through the link so far. */
  sales: z.number(),
  created_at: z.string(),
});
export type CheckoutLink = z.infer<typeof checkoutLink>;

export const checkoutLinkResponse = z.object({ data: checkoutLink });
export const checkoutLinksResponse = z.object({ data: z.array(checkoutLink) });
export const checkoutLinkDeletedResponse = z.object({ data: z.object({ id: z.number() }) });

/** The path of a public page or order: type, operator and slug, each checked loosely (404 decides). */
export const checkoutPublicParams = z.object({
  type: z.string().max(32),
  operator: z.string().max(64),
  link: z.string().max(16),
});

/** A gateway channel the visitor may pay with (the fee is computed like the purchase's, on the visitor's price). */
export const checkoutChannel = z.object({
  method: z.enum(PAYMENT_METHOD_CODES),
  group: z.enum(PAYMENT_GROUPS),
  name: z.string(),
});
export type CheckoutChannel = z.infer<typeof checkoutChannel>;

export const checkoutProduct = z.object({
  code: z.string(),
  name: z.string(),
  nominal: z.number().nullable(),
  /** The visitor's price before the gateway fee: the seller's price + the link's markup. */
  price: z.number(),
  description: z.string(),
  /** Not for sale at the moment (supplier price adjustment, cut-off or stock). */
  available: z.boolean(),
});
export type CheckoutProduct = z.infer<typeof checkoutProduct>;

/** GET checkout/public/{type}/{operator}/{link}. */
export const checkoutPageResponse = z.object({
  data: z.object({
    seller: z.object({ name: z.string() }),
    type: z.enum(PREPAID_TYPES),
    operator: z.string(),
    operator_name: z.string(),
    products: z.array(checkoutProduct),
    channels: z.array(checkoutChannel),
    /** As GET deposit/settings: whether the visitor pays the gateway fee on top, and ShopeePay's own rate. */
    customer_pays_fee: z.boolean(),
    shopeepay_own_rate: z.boolean(),
  }),
});
export type CheckoutPage = z.infer<typeof checkoutPageResponse>['data'];

/** POST checkout/public/{type}/{operator}/{link}/orders. */
export const checkoutOrderRequest = z.object({
  product_code: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(64, { message: 'max:64' }),
  destination: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(64, {
    message: 'max:64',
  }),
  payment_method: z.enum(PAYMENT_METHOD_CODES, {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'oneOf'),
  }),
  email: z
    .string()
    .trim()
    .max(120, { message: 'max:120' })
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.email({ message: 'email' }).optional()),
  phone: z
    .string()
    .trim()
    .max(20, { message: 'max:20' })
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(/^(\+?62|0)8\d{7,12}$/, { message: 'phone' })
        .optional(),
    ),
});
export type CheckoutOrderRequest = z.infer<typeof checkoutOrderRequest>;

export const checkoutOrderCreatedResponse = z.object({
  data: z.object({ ref_id: z.string(), token: z.string(), payment_url: z.string() }),
});
export type CheckoutOrderCreated = z.infer<typeof checkoutOrderCreatedResponse>['data'];

export const checkoutOrderParams = z.object({ ref_id: z.string().max(40) });
export const checkoutOrderQuery = z.object({ token: z.string().max(100).default('') });

/** GET checkout/public/orders/{ref_id}?token=…: what the visitor's page shows. */
export const checkoutOrderResponse = z.object({
  data: z.object({
    ref_id: z.string(),
    status: z.enum(transactionStatuses),
    payment_status: z.string(),
    product_name: z.string(),
    destination: z.string(),
    serial_number: z.string().nullable(),
    /** A failure's reason key (messages/reasons.ts), or null. */
    failed_reason: z.string().nullable(),
    price: z.number(),
    fee: z.number(),
    total: z.number(),
    payment_method: z.string(),
    /** The gateway's page while the payment is awaited; null after. */
    payment_url: z.string().nullable(),
    created_at: z.string(),
    /**
     * The visitor paid and the product was not delivered: the money is in the seller's deposit (a
     * supplier failure's refund, or a payment that arrived after the order had expired). ADR 0016.
     */
    money_with_seller: z.boolean(),
    /** The seller and how to reach them (WhatsApp, international form without +). */
    seller: z.object({ name: z.string(), whatsapp: z.string() }),
    /** The link's page (to buy again). */
    path: z.string(),
  }),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderResponse>['data'];
