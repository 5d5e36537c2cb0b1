import { z } from 'zod';
import { isValidHp } from '../phone.js';
import { boundedInt as int, pinField as pin, requiredText } from './fields.js';
import { pageMeta } from './notification.js';

// Multi-courier shipping (issue 16; spec calls §7.7 courier lines, messages §8.3 "Multi-courier",
// §9.2; entities "Agent (courier)", "Multi-courier shipment"; states "Multi-courier transaction",
// "Manifest per courier"). Money in rupiah integers, weights in grams, dimensions in cm. Every mlo
// courier route needs a member session and the site's Multicourier preference (else 403
// `multicourier_disabled`), except the public tracking.

// ---- couriers ----

/** The spec's couriers as they appear in paths (`mlo/transaction/{courier}/…`). */
export const MULTICOURIER_COURIERS = [
  'sicepat',
  'idexpress',
  'ninja-xpress',
  'sap-express',
  'jnt-cargo',
  'jnt-express',
  'jne-express',
  'lion-parcel',
] as const;
export type MulticourierCourier = (typeof MULTICOURIER_COURIERS)[number];

/** A courier's path name → its account flag (`courier_flags` of the account) and display name. */
export const MULTICOURIER_COURIER_INFO: Record<MulticourierCourier, { flag: string; name: string }> = {
  sicepat: { flag: 'sicepat', name: 'SiCepat' },
  idexpress: { flag: 'idexpress', name: 'ID Express' },
  'ninja-xpress': { flag: 'ninja_xpress', name: 'Ninja Xpress' },
  'sap-express': { flag: 'sap_express', name: 'SAP Express' },
  'jnt-cargo': { flag: 'jnt_cargo', name: 'J&T Cargo' },
  'jnt-express': { flag: 'jnt_express', name: 'J&T Express' },
  'jne-express': { flag: 'jne_express', name: 'JNE' },
  'lion-parcel': { flag: 'lion_parcel', name: 'Lion Parcel' },
};

export function isMulticourierCourier(v: string): v is MulticourierCourier {
  return (MULTICOURIER_COURIERS as readonly string[]).includes(v);
}

// ---- states ----

/** Transaction status (spec §4 "Multi-courier transaction"). */
export const SHIPMENT_STATUSES = ['pending', 'success', 'failed', 'cancel', 'return'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Shipping status (spec §4 "Shipping"); null on a shipment before the courier booked it. */
export const SHIPMENT_SHIPPING_STATES = [
  'waiting-for-pickup',
  'in-transit',
  'out-for-delivery',
  'delivered',
  'return-initiated',
  'cancelled',
  'failed',
  'returned',
] as const;
export type ShipmentShippingState = (typeof SHIPMENT_SHIPPING_STATES)[number];

export const SHIPMENT_ITEM_TYPES = ['document', 'package'] as const;
export type ShipmentItemType = (typeof SHIPMENT_ITEM_TYPES)[number];

export const MANIFEST_STATUSES = ['open', 'closed'] as const;
export type ManifestStatus = (typeof MANIFEST_STATUSES)[number];

// ---- money rules ----

/**
 * Cost of a shipment:
 * - shipping_fee = the provider's price of the chosen service (re-quoted at creation);
 * - shipping_tax = round(shipping_fee × tax%), tax% = site setting `multicourier_tax_percent`
 *   (default {@link MULTICOURIER_TAX_PERCENT});
 * - with insurance (item_value > 0 required): insurance_fee = max(1000, round(item_value × 0.2%)),
 *   insurance_tax = round(insurance_fee × 11%);
 * - total_cost = the sum; held on the deposit at creation, posted when the courier picks it up,
 *   voided on cancel or failure before pickup.
 * - agent_cashback = round(shipping_fee × cashback%) when the account is a drop-point agent of that
 *   courier (its courier flag), else 0; cashback% = site setting `multicourier_cashback_percent`
 *   (default {@link MULTICOURIER_CASHBACK_PERCENT}); credited to the cashback balance at pickup.
 */
export const MULTICOURIER_TAX_PERCENT = 1.1;
export const MULTICOURIER_CASHBACK_PERCENT = 5;
/** Insurance: 0.2 % of the declared value, at least Rp1.000, plus 11 % tax on it. */
export const INSURANCE_RATE_PERCENT = 0.2;
export const INSURANCE_MIN_FEE = 1000;
export const INSURANCE_TAX_PERCENT = 11;

export interface ShipmentCost {
  shipping_fee: number;
  shipping_tax: number;
  insurance_fee: number;
  insurance_tax: number;
  total_cost: number;
}

/** The cost breakdown (one rule for the server's charge and the web's preview). */
export function shipmentCost(
  shippingFee: number,
  opts: { insurance: boolean; itemValue: number; taxPercent?: number },
): ShipmentCost {
  const taxPercent = opts.taxPercent ?? MULTICOURIER_TAX_PERCENT;
  const shipping_tax = Math.round((shippingFee * taxPercent) / 100);
  const insurance_fee = opts.insurance
    ? Math.max(INSURANCE_MIN_FEE, Math.round((opts.itemValue * INSURANCE_RATE_PERCENT) / 100))
    : 0;
  const insurance_tax = Math.round((insurance_fee * INSURANCE_TAX_PERCENT) / 100);
  return {
    shipping_fee: shippingFee,
    shipping_tax,
    insurance_fee,
    insurance_tax,
    total_cost: shippingFee + shipping_tax + insurance_fee + insurance_tax,
  };
}

/** Minutes a Sicepat booking (booking_order) keeps its price before confirm_order. */
export const SHIPPING_BOOKING_MINUTES = 15;
/** A shipment's code (ref_id): MC + yymmdd + 8 capitals/digits. */
export const SHIPMENT_CODE = /^MC\d{6}[0-9A-Z]{8}$/;

// ---- building blocks ----

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `max:${max}` })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const id = z.coerce
  .number({ message: 'integer' })
  .int({ message: 'integer' })
  .positive({ message: 'integer' });
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' })
  .optional();

/**
 * A sender or a recipient (spec "Multi-courier shipment"). Domestic only: country defaults to
 * Indonesia. `area_id` is the provider's area (from get_destination); without it the server finds
 * the area from district/city/province.
 */
export const shippingParty = z.object({
  name: requiredText(100),
  phone: requiredText(20).refine(isValidHp, { message: 'phone' }),
  /** Street, number, RT/RW, building. */
  address: requiredText(200),
  sub_district: requiredText(100),
  district: requiredText(100),
  city: requiredText(100),
  province: requiredText(100),
  country: z.string().trim().max(60).optional().default('Indonesia'),
  postal_code: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .regex(/^\d{5}$/, { message: 'digits:5' }),
  note: optionalText(160),
  favorite_label: optionalText(30),
  area_id: optionalText(64),
});
export type ShippingPartyRequest = z.input<typeof shippingParty>;
export type ShippingParty = z.output<typeof shippingParty>;

/** The parcel: grams and centimetres (spec §9.2). */
export const shipmentItem = z.object({
  item_type: z.enum(SHIPMENT_ITEM_TYPES, { message: 'oneOf' }),
  /** Lion Parcel's commodity code (GET mlo/lion-parcel/commodity), optional. */
  commodity_type: optionalText(32),
  item_content: requiredText(100),
  item_weight: int(1, 50_000),
  item_value: int(0, 100_000_000),
  item_length: int(1, 300),
  item_width: int(1, 300),
  item_height: int(1, 300),
});
export type ShipmentItemRequest = z.input<typeof shipmentItem>;
export type ShipmentItem = z.output<typeof shipmentItem>;

const quoteFields = {
  sender: shippingParty,
  recipient: shippingParty,
  item: shipmentItem,
  insurance: z.boolean({ message: 'oneOf' }).optional().default(false),
};
const insuranceNeedsValue = (v: { insurance: boolean; item: { item_value: number } }) =>
  !v.insurance || v.item.item_value > 0;
const insuranceIssue = { path: ['item', 'item_value'], message: 'required_if:insurance' };

/** POST mlo/transaction/{courier}/get_fee (also sicepat/get_inquiry). */
export const shippingFeeRequest = z.object(quoteFields).refine(insuranceNeedsValue, insuranceIssue);
export type ShippingFeeRequest = z.input<typeof shippingFeeRequest>;
export type ShippingFeeInput = z.output<typeof shippingFeeRequest>;

/** POST mlo/courier/get_fee: every enabled courier; sorted by total (then ETA) or ETA (then total). */
export const allCourierFeeRequest = z
  .object({ ...quoteFields, sort: z.enum(['price', 'eta']).optional().default('price') })
  .refine(insuranceNeedsValue, insuranceIssue);
export type AllCourierFeeRequest = z.input<typeof allCourierFeeRequest>;

/** One service of a courier with the cost breakdown. */
export const shippingQuote = z.object({
  courier: z.enum(MULTICOURIER_COURIERS),
  courier_name: z.string(),
  service_code: z.string(),
  service_name: z.string(),
  description: z.string(),
  shipping_fee: z.number(),
  shipping_tax: z.number(),
  insurance_fee: z.number(),
  insurance_tax: z.number(),
  total_cost: z.number(),
  /** What the caller would earn as that courier's drop-point agent (0 otherwise). */
  agent_cashback: z.number(),
  eta_min_days: z.number(),
  eta_max_days: z.number(),
  /** "1-2" or "1"; the web adds its word for days. */
  etd: z.string(),
});
export type ShippingQuote = z.infer<typeof shippingQuote>;
export const shippingFeeResponse = z.object({ data: z.array(shippingQuote) });
export type ShippingFeeResponse = z.infer<typeof shippingFeeResponse>;

/**
 * POST mlo/transaction/{courier}/create_order. The server re-quotes; when the total differs from
 * `expected_total` (what the member saw) it refuses with 409 `shipping_price_changed` {old, new}
 * and nothing moves. `save_sender`/`save_recipient` keep them in the address book (customer-address).
 */
export const createShipmentRequest = z
  .object({
    ...quoteFields,
    service_code: requiredText(64),
    expected_total: int(0, 1_000_000_000),
    pin,
    save_sender: z.boolean().optional().default(false),
    save_recipient: z.boolean().optional().default(false),
  })
  .refine(insuranceNeedsValue, insuranceIssue);
export type CreateShipmentRequest = z.input<typeof createShipmentRequest>;
export type CreateShipmentInput = z.output<typeof createShipmentRequest>;

export const shipmentEvent = z.object({
  /** ISO time. */
  date: z.string(),
  /** The provider's status word (or ours: created, cancelled, adjusted …). */
  status: z.string(),
  shipping_status: z.enum(SHIPMENT_SHIPPING_STATES).nullable(),
  note: z.string().nullable(),
});
export type ShipmentEvent = z.infer<typeof shipmentEvent>;

export const shippingPartyResponse = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  sub_district: z.string(),
  district: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  postal_code: z.string(),
  note: z.string().nullable(),
  favorite_label: z.string().nullable(),
  area_id: z.string().nullable(),
});
export type ShippingPartyResponse = z.infer<typeof shippingPartyResponse>;

/** One shipment as the member sees it (create_order, find, detail). */
export const shipment = z.object({
  id: z.number(),
  ref_id: z.string(),
  courier: z.enum(MULTICOURIER_COURIERS),
  /** The courier's display name (spec "expedition"). */
  expedition: z.string(),
  service_code: z.string(),
  service: z.string(),
  awb: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  shipping_status: z.enum(SHIPMENT_SHIPPING_STATES).nullable(),
  sender: shippingPartyResponse,
  recipient: shippingPartyResponse,
  item_type: z.enum(SHIPMENT_ITEM_TYPES),
  commodity_type: z.string().nullable(),
  item_content: z.string(),
  item_weight: z.number(),
  item_value: z.number(),
  item_length: z.number(),
  item_width: z.number(),
  item_height: z.number(),
  /** "L×W×H cm". */
  dimension: z.string(),
  insurance: z.boolean(),
  shipping_fee: z.number(),
  shipping_tax: z.number(),
  insurance_fee: z.number(),
  insurance_tax: z.number(),
  total_cost: z.number(),
  /** What the deposit pays now (total_cost, changed by a courier's price adjustment after pickup). */
  charged: z.number(),
  agent_cashback: z.number(),
  start_balance: z.number(),
  end_balance: z.number(),
  manifest_code: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  picked_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  history: z.array(shipmentEvent),
});
export type Shipment = z.infer<typeof shipment>;
export const shipmentResponse = z.object({ data: shipment });

/** A history row (GET mlo/transaction/{courier}). */
export const shipmentListItem = z.object({
  id: z.number(),
  created_at: z.string(),
  ref_id: z.string(),
  awb: z.string().nullable(),
  courier: z.enum(MULTICOURIER_COURIERS),
  expedition: z.string(),
  service: z.string(),
  agent_cashback: z.number(),
  start_balance: z.number(),
  end_balance: z.number(),
  status: z.enum(SHIPMENT_STATUSES),
  shipping_status: z.enum(SHIPMENT_SHIPPING_STATES).nullable(),
  dimension: z.string(),
  item_weight: z.number(),
  total_cost: z.number(),
  charged: z.number(),
  recipient_name: z.string(),
  recipient_city: z.string(),
  manifest_code: z.string().nullable(),
});
export type ShipmentListItem = z.infer<typeof shipmentListItem>;

/**
 * GET mlo/transaction/{courier}?page&per_page&status&shipping_status&from&to&q (q: awb, ref or
 * recipient); GET mlo/courier/transaction takes the same query over every courier.
 */
export const shipmentListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(1),
  per_page: z.coerce.number().int().min(1).max(100).optional().catch(20),
  status: z.enum(SHIPMENT_STATUSES).optional().catch(undefined),
  shipping_status: z.enum(SHIPMENT_SHIPPING_STATES).optional().catch(undefined),
  /** YYYY-MM-DD, Jakarta days, inclusive. */
  from: day.catch(undefined),
  to: day.catch(undefined),
  q: z.string().trim().max(100).optional(),
});
export type ShipmentListQuery = z.input<typeof shipmentListQuery>;
export const shipmentListResponse = z.object({ data: z.array(shipmentListItem), meta: pageMeta });
export type ShipmentListResponse = z.infer<typeof shipmentListResponse>;

/** POST mlo/transaction/{courier}/cancel: before pickup only; refund exactly once. */
export const cancelShipmentRequest = z.object({
  ref_id: requiredText(32),
  reason: requiredText(200),
});
export type CancelShipmentRequest = z.input<typeof cancelShipmentRequest>;

/** POST mlo/transaction/{courier}/track, idexpress/get_status, idexpress/get_waybill_last_status: {awb}. */
export const trackShipmentRequest = z.object({
  awb: z.string().trim().min(1, { message: 'required' }).max(64),
});
export type TrackShipmentRequest = z.input<typeof trackShipmentRequest>;

export const shipmentTracking = z.object({
  awb: z.string(),
  courier: z.enum(MULTICOURIER_COURIERS).nullable(),
  expedition: z.string(),
  /** The provider's last status word. */
  status: z.string(),
  shipping_status: z.enum(SHIPMENT_SHIPPING_STATES).nullable(),
  /** Newest last. */
  history: z.array(shipmentEvent),
});
export type ShipmentTracking = z.infer<typeof shipmentTracking>;
export const shipmentTrackingResponse = z.object({ data: shipmentTracking });

/** idexpress/get_waybill_last_status: the last status only. */
export const shipmentLastStatusResponse = z.object({
  data: z.object({
    awb: z.string(),
    status: z.string(),
    shipping_status: z.enum(SHIPMENT_SHIPPING_STATES).nullable(),
    date: z.string().nullable(),
    note: z.string().nullable(),
  }),
});

/** POST mlo/public/track (public, rate limited): an empty awb → 422 `shipping_awb_required`. */
export const publicTrackRequest = z.object({
  awb: z.string().trim().max(64).optional().default(''),
  courier: z.enum(MULTICOURIER_COURIERS).optional(),
});
export type PublicTrackRequest = z.input<typeof publicTrackRequest>;

/** POST mlo/transaction/sicepat/find: by awb or ref (one of them). */
export const findShipmentRequest = z
  .object({ awb: z.string().trim().max(64).optional(), ref_id: z.string().trim().max(32).optional() })
  .refine((v) => !!(v.awb || v.ref_id), { path: ['awb'], message: 'required' });
export type FindShipmentRequest = z.input<typeof findShipmentRequest>;

// ---- areas ----

/** POST mlo/transaction/{courier}/get_destination {q}: the provider's areas (district level). */
export const destinationRequest = z.object({ q: requiredText(100) });
export type DestinationRequest = z.input<typeof destinationRequest>;
export const destinationArea = z.object({
  id: z.string(),
  name: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  postal_code: z.string().nullable(),
});
export type DestinationArea = z.infer<typeof destinationArea>;
export const destinationResponse = z.object({ data: z.array(destinationArea) });

// ---- Sicepat two-step create ----

/** POST mlo/transaction/sicepat/booking_order: a priced draft kept {@link SHIPPING_BOOKING_MINUTES} minutes. */
export const bookingRequest = z
  .object({ ...quoteFields, service_code: requiredText(64) })
  .refine(insuranceNeedsValue, insuranceIssue);
export type BookingRequest = z.input<typeof bookingRequest>;
export const bookingResponse = z.object({
  data: z.object({ booking_id: z.string(), expires_at: z.string(), quote: shippingQuote }),
});
export type BookingResponse = z.infer<typeof bookingResponse>;
/** POST mlo/transaction/sicepat/confirm_order: creates the booked shipment (PIN). */
export const confirmBookingRequest = z.object({
  booking_id: requiredText(40),
  pin,
  save_sender: z.boolean().optional().default(false),
  save_recipient: z.boolean().optional().default(false),
});
export type ConfirmBookingRequest = z.input<typeof confirmBookingRequest>;

// ---- agent (courier) ----

/** GET mlo/{courier}/agen: the caller as that courier's agent (account + primary address). */
export const courierAgent = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  sub_district: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
  postal_code: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  note: z.string().nullable(),
  /** The account's flag for this courier: a drop-point agent earns the agent cashback. */
  active: z.boolean(),
  courier: z.enum(MULTICOURIER_COURIERS),
});
export type CourierAgent = z.infer<typeof courierAgent>;
export const courierAgentResponse = z.object({ data: courierAgent });

// ---- manifests ----

export const courierManifest = z.object({
  id: z.number(),
  code: z.string(),
  courier: z.enum(MULTICOURIER_COURIERS),
  status: z.enum(MANIFEST_STATUSES),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  shipment_count: z.number(),
  total_cost: z.number(),
});
export type CourierManifest = z.infer<typeof courierManifest>;
export const courierManifestResponse = z.object({ data: courierManifest });
/**
 * POST mlo/transaction/sicepat/pickup: the port has no pickup call (Biteship books the pickup with
 * the order), so requesting the pickup of the open manifest's shipments closes it (its PDF is the
 * pickup sheet).
 */
export const pickupResponse = courierManifestResponse;
export const courierManifestListResponse = z.object({ data: z.array(courierManifest), meta: pageMeta });
export const manifestListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(1),
});
/** GET mlo/manifest/{courier}/status: the open manifest (or null) and today's shipments waiting for pickup. */
export const courierManifestStatusResponse = z.object({
  data: z.object({
    manifest: courierManifest.nullable(),
    /** Today's (Jakarta) successful shipments waiting for pickup ("waiting"). */
    waiting: z.array(shipmentListItem),
    /** The shipments in the open manifest. */
    shipments: z.array(shipmentListItem),
  }),
});
export type CourierManifestStatus = z.infer<typeof courierManifestStatusResponse>['data'];

// ---- dashboard ----

/** GET mlo/dashboard: the caller's counts over all couriers, and today's shipments (Jakarta day). */
export const shippingDashboardResponse = z.object({
  data: z.object({
    success_trx_count: z.number(),
    failed_trx_count: z.number(),
    delivered_trx_count: z.number(),
    waiting_for_pickup_trx_count: z.number(),
    today: z.array(shipmentListItem),
  }),
});
export type ShippingDashboard = z.infer<typeof shippingDashboardResponse>['data'];

// ---- reports ----

/** POST mlo/report/{courier}/transaction|manifest, mlo/report/courier: a date range (Jakarta days). */
export const shippingReportRequest = z.object({
  from: z.string({ message: 'required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' }),
  to: z.string({ message: 'required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' }),
});
export type ShippingReportRequest = z.input<typeof shippingReportRequest>;
export const shippingReportTotals = z.object({
  count: z.number(),
  total_cost: z.number(),
  /** Sum of what the deposit pays (charged) of success/return shipments. */
  charged: z.number(),
  cashback: z.number(),
  per_status: z.record(z.string(), z.number()),
});
export type ShippingReportTotals = z.infer<typeof shippingReportTotals>;
export const shippingTransactionReportResponse = z.object({
  data: z.object({ rows: z.array(shipmentListItem), totals: shippingReportTotals }),
});
export const shippingManifestReportResponse = z.object({
  data: z.object({
    rows: z.array(courierManifest),
    totals: z.object({ count: z.number(), shipment_count: z.number(), total_cost: z.number() }),
  }),
});
/** POST mlo/report/courier: one row per courier, plus the grand totals. */
export const courierReportResponse = z.object({
  data: z.object({
    rows: z.array(
      shippingReportTotals.extend({ courier: z.enum(MULTICOURIER_COURIERS), expedition: z.string() }),
    ),
    totals: shippingReportTotals,
  }),
});

// ---- customer addresses ----

export const CUSTOMER_ADDRESS_KINDS = ['sender', 'recipient'] as const;
export type CustomerAddressKind = (typeof CUSTOMER_ADDRESS_KINDS)[number];
/** GET mlo/customer-address?kind=sender|recipient&q= (q: name, phone, label or city). */
export const customerAddressQuery = z.object({
  kind: z.enum(CUSTOMER_ADDRESS_KINDS).optional().catch(undefined),
  q: z.string().trim().max(100).optional(),
});
export const customerAddress = shippingPartyResponse.extend({
  id: z.number(),
  kind: z.enum(CUSTOMER_ADDRESS_KINDS),
  last_used_at: z.string(),
});
export type CustomerAddress = z.infer<typeof customerAddress>;
export const customerAddressListResponse = z.object({ data: z.array(customerAddress) });
/** POST mlo/customer-address/delete {id}. */
export const customerAddressDeleteRequest = z.object({ id });
export const customerAddressDeletedResponse = z.object({ data: z.object({ id: z.number() }) });

// ---- Lion Parcel commodities ----

/** Lion Parcel's commodity categories (GET mlo/lion-parcel/commodity). */
export const LION_PARCEL_COMMODITIES = [
  { code: 'GEN', id: 'Barang umum', en: 'General goods', zh: '普通货物' },
  { code: 'DOC', id: 'Dokumen', en: 'Documents', zh: '文件' },
  { code: 'CLO', id: 'Pakaian dan tekstil', en: 'Clothing and textiles', zh: '服装和纺织品' },
  { code: 'SHO', id: 'Sepatu dan tas', en: 'Shoes and bags', zh: '鞋和包' },
  { code: 'ELE', id: 'Elektronik', en: 'Electronics', zh: '电子产品' },
  { code: 'GAD', id: 'Gawai dan aksesori', en: 'Gadgets and accessories', zh: '数码产品及配件' },
  { code: 'COS', id: 'Kosmetik dan perawatan', en: 'Cosmetics and personal care', zh: '化妆品和个人护理' },
  { code: 'FOO', id: 'Makanan kering', en: 'Dry food', zh: '干货食品' },
  { code: 'MED', id: 'Obat dan suplemen', en: 'Medicine and supplements', zh: '药品和保健品' },
  { code: 'BOO', id: 'Buku dan alat tulis', en: 'Books and stationery', zh: '书籍和文具' },
  { code: 'HOU', id: 'Perlengkapan rumah tangga', en: 'Household goods', zh: '家居用品' },
  { code: 'AUT', id: 'Suku cadang otomotif', en: 'Automotive parts', zh: '汽车配件' },
  { code: 'TOY', id: 'Mainan dan hobi', en: 'Toys and hobbies', zh: '玩具和爱好用品' },
  { code: 'SPO', id: 'Alat olahraga', en: 'Sports equipment', zh: '体育用品' },
  { code: 'FRA', id: 'Barang pecah belah', en: 'Fragile goods', zh: '易碎品' },
  { code: 'AGR', id: 'Hasil pertanian', en: 'Agricultural produce', zh: '农产品' },
] as const;
export const commodity = z.object({ code: z.string(), id: z.string(), en: z.string(), zh: z.string() });
export const commodityListResponse = z.object({ data: z.array(commodity) });
