import { z } from 'zod';
import { PAYMENT_GROUPS, PAYMENT_METHOD_CODES, type PaymentMethodCode } from '../payment.js';
import { addressRequest, addressResponse } from './address.js';
import { pinField as pin, requiredText } from './fields.js';
import { pageMeta } from './notification.js';
import { COUPON_CODE_MAX, checkCouponResponse } from './shop.js';

// The shop's orders (issue 15; spec calls §7.5, §7.6, entities "Shop order", states §4): shipping
// addresses over the account address book, shipping cost from the courier provider, checkout (stock
// reserved), payment (deposit with PIN, or a gateway channel), the order states and the visitors'
// one-page checkout. Money in rupiah integers, weights in grams, dimensions in cm.

// ---- order states ----

/**
 * waiting_payment → pending (paid, awaiting confirmation) → processed → shipped (receipt number) →
 * done; cancelled (with a reason, before shipping; an unpaid order that ran out of time is cancelled
 * with `cancel_source: 'expired'`).
 */
export const SHOP_ORDER_STATUSES = [
  'waiting_payment',
  'pending',
  'processed',
  'shipped',
  'done',
  'cancelled',
] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];
/** The states an order is "open" in (GET shop/transactions/count counts them). */
export const SHOP_ORDER_OPEN_STATUSES = ['waiting_payment', 'pending', 'processed', 'shipped'] as const;
/** Who cancelled: the buyer, the operator, or the payment time that ran out. */
export const SHOP_CANCEL_SOURCES = ['buyer', 'operator', 'expired'] as const;
export type ShopCancelSource = (typeof SHOP_CANCEL_SOURCES)[number];
/** Minutes an unpaid order keeps its stock (the default of the site setting `shop.order_expiry_minutes`). */
export const SHOP_ORDER_EXPIRY_MINUTES = 60;
/** An order's code (the checkout's `link` and the gateway order id): SHP + 12 capitals/digits. */
export const SHOP_ORDER_CODE = /^SHP[0-9A-Z]{12}$/;

const orderCode = z
  .string({ message: 'required' })
  .trim()
  .toUpperCase()
  .regex(SHOP_ORDER_CODE, { message: 'regex' });
const id = z.coerce
  .number({ message: 'integer' })
  .int({ message: 'integer' })
  .positive({ message: 'integer' });
const notes = z
  .string()
  .trim()
  .max(200, { message: 'max:200' })
  .optional()
  .transform((v) => (v ? v : undefined));
const couponCode = z
  .string()
  .trim()
  .max(COUPON_CODE_MAX, { message: `max:${COUPON_CODE_MAX}` })
  .optional()
  .transform((v) => (v ? v : undefined));
const courierCode = requiredText(32);
const serviceCode = requiredText(64);

// ---- shipping addresses (GET shop/shiping/list-address, list-active-address; POST add, update, pick, delete) ----

/**
 * POST shop/shiping/add: every field required (spec §5 "Shop address form fields all required"),
 * the label too. province/city/district/sub_district must form a real chain of the regions table
 * (the region search's pick) and the postcode 5 digits, else 422 `shop_address_incomplete`.
 * The address is the account's address book entry (GET account/address lists the same ones).
 */
export const shopAddressRequest = z.object({
  name: addressRequest.shape.name,
  phone: addressRequest.shape.phone,
  province: addressRequest.shape.province,
  city: addressRequest.shape.city,
  district: addressRequest.shape.district,
  sub_district: addressRequest.shape.sub_district,
  postal_code: addressRequest.shape.postal_code,
  detail: addressRequest.shape.detail,
  favorite_label: requiredText(30),
});
export type ShopAddressRequest = z.input<typeof shopAddressRequest>;
export type ShopAddressInput = z.output<typeof shopAddressRequest>;

/** POST shop/shiping/update: the address's id and every field again. */
export const shopAddressUpdateRequest = shopAddressRequest.extend({ id });
export type ShopAddressUpdateRequest = z.input<typeof shopAddressUpdateRequest>;

/** POST shop/shiping/pick (makes it the active = primary address) and POST shop/shiping/delete. */
export const shopAddressIdRequest = z.object({ id });

/** One address: the account address; `is_primary` is the active one. */
export const shopAddress = addressResponse;
export type ShopAddress = z.infer<typeof shopAddress>;
export const shopAddressListResponse = z.object({ data: z.array(shopAddress) });
/** GET shop/shiping/list-active-address: the active address, or null when the member has none. */
export const shopActiveAddressResponse = z.object({ data: shopAddress.nullable() });
export const shopAddressResponse = z.object({ data: shopAddress });
export const shopAddressDeletedResponse = z.object({ data: z.object({ id: z.number() }) });

// ---- shipping cost ----

/** One courier service with its price to the destination, for the cart's parcel (sorted by price). */
export const shippingOption = z.object({
  courier: z.string(),
  courier_name: z.string(),
  service: z.string(),
  service_name: z.string(),
  description: z.string(),
  price: z.number(),
  /** Estimated days, "1-2" (or "1"); the web adds its word for days. */
  etd: z.string(),
  eta_min_days: z.number(),
  eta_max_days: z.number(),
});
export type ShippingOption = z.infer<typeof shippingOption>;
export const shippingOptionsResponse = z.object({ data: z.array(shippingOption) });

/** POST shop/shiping/cost-custom: the member's cart to one of their addresses. */
export const shippingCostCustomRequest = z.object({ address_id: id });

/** A line a visitor buys (public make-cart and public shipping cost). */
export const publicCartLine = z.object({
  product_id: id,
  variant_id: id.nullable().optional(),
  quantity: z.coerce
    .number({ message: 'integer' })
    .int({ message: 'integer' })
    .min(1, { message: 'min_value:1' })
    .max(999, { message: 'max_value:999' }),
});
export type PublicCartLine = z.infer<typeof publicCartLine>;
const publicLines = z
  .array(publicCartLine, { message: 'required' })
  .min(1, { message: 'required' })
  .max(50, { message: 'max:50' });

/** A destination without an account: the village's code (the region search's id), or its names. */
export const regionFields = z.object({
  region_id: z.string().trim().max(16).optional(),
  province: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  district: z.string().trim().max(100).optional(),
  sub_district: z.string().trim().max(100).optional(),
  postal_code: z.string().trim().max(5).optional(),
});

/** POST shop/public/shiping/cost: items, and `region_id` or the four region names (+ postcode). */
export const publicShippingCostRequest = regionFields.extend({ items: publicLines });
export type PublicShippingCostRequest = z.input<typeof publicShippingCostRequest>;
export type PublicShippingCostInput = z.output<typeof publicShippingCostRequest>;

// ---- checkout and payment ----

/** POST shop/cart/checkout. The shipping price is asked again from the provider (the client's is never used). */
export const shopCheckoutRequest = z.object({
  address_id: id,
  courier: courierCode,
  service: serviceCode,
  coupon_code: couponCode,
  notes,
});
export type ShopCheckoutRequest = z.input<typeof shopCheckoutRequest>;
export type ShopCheckoutInput = z.output<typeof shopCheckoutRequest>;

export const shopCheckoutResponse = z.object({
  data: z.object({
    /** The order's code: the payment page is /shop/checkout/{link}. */
    link: z.string(),
    subtotal: z.number(),
    shipping_fee: z.number(),
    discount: z.number(),
    total: z.number(),
    expires_at: z.string(),
  }),
});
export type ShopCheckoutResult = z.infer<typeof shopCheckoutResponse>['data'];

/** A gateway method (not our own bank transfer) — the ones a shop order may be paid with besides the deposit. */
export const shopGatewayMethods = PAYMENT_METHOD_CODES.filter((c) => !c.startsWith('bank_transfer:')) as [
  PaymentMethodCode,
  ...PaymentMethodCode[],
];
export type ShopPaymentMethod = 'deposit' | PaymentMethodCode;

/** POST shop/cart/pay: `deposit` (needs the PIN) or a gateway method (answers its payment_url). */
export const shopPayRequest = z
  .object({
    link: orderCode,
    payment_method: z.enum(['deposit', ...shopGatewayMethods], {
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'oneOf'),
    }),
    pin: pin.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.payment_method === 'deposit' && !v.pin)
      ctx.addIssue({ code: 'custom', path: ['pin'], message: 'required' });
  });
export type ShopPayRequest = z.input<typeof shopPayRequest>;

/** A payment channel for a shop order; `fee` is what the buyer pays on top (0 for the deposit). */
export const shopPaymentChannel = z.object({
  method: z.union([z.literal('deposit'), z.enum(PAYMENT_METHOD_CODES)]),
  group: z.union([z.literal('deposit'), z.enum(PAYMENT_GROUPS)]),
  name: z.string(),
  /** The fee for the order given in the request (null without one). */
  fee: z.number().nullable(),
});
export type ShopPaymentChannel = z.infer<typeof shopPaymentChannel>;

/** POST shop/payment/channel {link?} and POST shop/public/payment/channels {id?}. */
export const shopPaymentChannelRequest = z.object({ link: orderCode.optional() });
export const shopPublicPaymentChannelRequest = z.object({ id: z.string().trim().max(40).optional() });
export const shopPaymentChannelsResponse = z.object({
  data: z.object({
    channels: z.array(shopPaymentChannel),
    /** The member's deposit balance (null for a visitor). */
    balance: z.number().nullable(),
    /** true: the buyer pays the gateway fee on top; false: the shop bears it. */
    customer_pays_fee: z.boolean(),
  }),
});
export type ShopPaymentChannels = z.infer<typeof shopPaymentChannelsResponse>['data'];

// ---- orders ----

export const shopOrderItem = z.object({
  product_id: z.number(),
  variant_id: z.number().nullable(),
  slug: z.string(),
  name: z.string(),
  variant_name: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number(),
  quantity: z.number(),
  subtotal: z.number(),
  weight_g: z.number(),
});
export type ShopOrderItem = z.infer<typeof shopOrderItem>;

export const shopOrderAddress = z.object({
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  sub_district: z.string(),
  postal_code: z.string(),
  detail: z.string(),
  favorite_label: z.string().nullable(),
});
export type ShopOrderAddress = z.infer<typeof shopOrderAddress>;

/** One row of the order list. */
export const shopOrderSummary = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  subtotal: z.number(),
  shipping_fee: z.number(),
  discount: z.number(),
  /** The gateway fee paid on top (0 for the deposit). */
  payment_fee: z.number(),
  total: z.number(),
  total_quantity: z.number(),
  /** The first item (the list shows it with "+ n more"). */
  first_item: z.object({ name: z.string(), image: z.string().nullable() }),
  items_count: z.number(),
  courier: z.string(),
  courier_name: z.string(),
  service: z.string(),
  service_name: z.string(),
  receipt_number: z.string().nullable(),
  payment_method: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type ShopOrderSummary = z.infer<typeof shopOrderSummary>;

/** A tracking or timeline entry. */
export const shopTrackingEntry = z.object({ status: z.string(), note: z.string(), at: z.string() });

/** GET shop/transactions/detail/{code}. */
export const shopOrderDetail = shopOrderSummary.extend({
  items: z.array(shopOrderItem),
  address: shopOrderAddress,
  coupon_code: z.string().nullable(),
  notes: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  cancel_source: z.enum(SHOP_CANCEL_SOURCES).nullable(),
  /** The gateway's page while a gateway payment is waiting. */
  payment_url: z.string().nullable(),
  paid_at: z.string().nullable(),
  processed_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  done_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** The order's states with their times, oldest first. */
  timeline: z.array(z.object({ status: z.enum(SHOP_ORDER_STATUSES), at: z.string() })),
  /** The courier's tracking history once shipped (null before, or when the provider could not answer). */
  tracking: z.array(shopTrackingEntry).nullable(),
  can_cancel: z.boolean(),
  can_pay: z.boolean(),
});
export type ShopOrderDetail = z.infer<typeof shopOrderDetail>;

export const shopOrderParams = z.object({ code: orderCode });
export const shopOrderResponse = z.object({ data: shopOrderDetail });

/** POST shop/transactions/index (also the report /account/laporan/shop: from/to are Jakarta dates). */
export const shopOrderListRequest = z.object({
  status: z.enum(['all', ...SHOP_ORDER_STATUSES], { message: 'oneOf' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(1),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' })
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' })
    .optional(),
});
export type ShopOrderListRequest = z.input<typeof shopOrderListRequest>;
export const shopOrderListResponse = z.object({
  data: z.array(shopOrderSummary),
  meta: pageMeta,
});

/** GET shop/transactions/count: the number of open orders; `statuses` counts each state. */
export const shopOrderCountResponse = z.object({
  data: z.number(),
  statuses: z.record(z.enum(SHOP_ORDER_STATUSES), z.number()),
});
/** GET shop/transactions/unpaid: the orders waiting for payment. */
export const shopOrderUnpaidResponse = z.object({ data: z.array(shopOrderSummary) });

/** POST shop/transactions/cancel: the buyer cancels while waiting_payment or pending. */
export const shopOrderCancelRequest = z.object({ code: orderCode, reason: requiredText(200) });

/** POST shop/cart/pay: the order, and the gateway's page for a gateway method (null for the deposit). */
export const shopPayResponse = z.object({
  data: z.object({ payment_url: z.string().nullable(), order: shopOrderDetail }),
});

// ---- public one-page checkout (visitors) ----

/** POST shop/public/make-cart → {data: {id}}: a visitor's cart kept a day on the server. */
export const publicMakeCartRequest = z.object({ items: publicLines });
export const publicMakeCartResponse = z.object({ data: z.object({ id: z.string() }) });

export const publicCartParams = z.object({ id: z.string().trim().max(40) });

export const publicCartItem = z.object({
  product_id: z.number(),
  variant_id: z.number().nullable(),
  slug: z.string(),
  name: z.string(),
  variant_name: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number(),
  quantity: z.number(),
  subtotal: z.number(),
  /** Units available now. */
  stock: z.number(),
  weight_g: z.number(),
});

/** GET shop/public/checkout/{id}. */
export const publicCheckoutResponse = z.object({
  data: z.object({
    id: z.string(),
    items: z.array(publicCartItem),
    total_quantity: z.number(),
    subtotal: z.number(),
    weight_g: z.number(),
    expires_at: z.string(),
  }),
});
export type PublicCheckout = z.infer<typeof publicCheckoutResponse>['data'];

/** GET shop/public/can-coupon: whether any coupon open to visitors is running now. */
export const publicCanCouponResponse = z.object({ data: z.object({ available: z.boolean() }) });

/** POST shop/public/check-coupon {id, code}: as the member's check-coupon, on the public cart. */
export const publicCheckCouponRequest = z.object({
  id: z.string().trim().max(40),
  code: requiredText(COUPON_CODE_MAX),
});
export const publicCheckCouponResponse = checkCouponResponse;

/** The visitor's address: all required, checked against the regions like a member's. */
export const publicAddress = shopAddressRequest.omit({ name: true, phone: true, favorite_label: true });

/** POST shop/public/pay. Gateway methods only. */
export const publicPayRequest = z.object({
  id: z.string().trim().max(40),
  buyer: z.object({
    name: requiredText(100),
    phone: addressRequest.shape.phone,
    email: z.email({ message: 'email' }).max(120, { message: 'max:120' }),
  }),
  address: publicAddress,
  courier: courierCode,
  service: serviceCode,
  coupon_code: couponCode,
  notes,
  payment_method: z.enum(shopGatewayMethods, {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'oneOf'),
  }),
});
export type PublicPayRequest = z.input<typeof publicPayRequest>;
export type PublicPayInput = z.output<typeof publicPayRequest>;

/** A visitor's order as the return page shows it (no address details beyond the city). */
export const publicOrder = z.object({
  code: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  items: z.array(shopOrderItem),
  subtotal: z.number(),
  shipping_fee: z.number(),
  discount: z.number(),
  payment_fee: z.number(),
  total: z.number(),
  courier_name: z.string(),
  service_name: z.string(),
  receipt_number: z.string().nullable(),
  city: z.string(),
  payment_url: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type PublicOrder = z.infer<typeof publicOrder>;
export const publicPayResponse = z.object({
  data: z.object({ payment_url: z.string(), order: publicOrder }),
});

/** POST shop/public/order {code, phone}: the return page's look-up (the buyer's phone proves it). */
export const publicOrderLookupRequest = z.object({ code: orderCode, phone: addressRequest.shape.phone });
export const publicOrderResponse = z.object({ data: publicOrder });
