// The courier port: one interface over shipping aggregators (Biteship today; RajaOngkir/Komerce or
// KiriminAja would be other adapters), shared by the shop (issue 15) and multi-courier shipping
// (issue 16). Protocol facts: shared/guide/protocols.md "Couriers". Weights in grams, dimensions in
// cm, money in whole rupiah.

import { SHIPMENT_SHIPPING_STATES, type ShipmentShippingState } from '@konter/core/contracts/shipping';
import { areaKey, shortCityName } from '../../lib/idn-area.js';
import type { Headers } from '../payment/gateway.js';

/** The spec's shipping states (spec §4 "Shipping"): one list in packages/core, for couriers and the post. */
export const SHIPPING_STATES = SHIPMENT_SHIPPING_STATES;
export type ShippingState = ShipmentShippingState;

/** Biteship's order statuses (its docs' "Order Status" table and protocols.md). */
export const BITESHIP_STATUSES = [
  'placed',
  'scheduled',
  'confirmed',
  'allocated',
  'picking_up',
  'picked',
  'dropping_off',
  'delivered',
  'rejected',
  'cancelled',
  'on_hold',
  'courier_not_found',
  'return_in_transit',
  'returned',
  'disposed',
] as const;

/**
 * A provider status → the spec's shipping state. Before the parcel is picked up it waits
 * (placed, scheduled, confirmed, allocated, picking_up); with the courier it is in transit (picked,
 * and on_hold: held on the way); last mile is out for delivery (dropping_off); delivered; on its way
 * back it is a return initiated (return_in_transit), then returned; cancelled; and failed when the
 * courier refused it, none was found, or it was disposed of. Null for a status we do not know:
 * nothing may change on a status nobody understood.
 */
export function shippingState(status: string): ShippingState | null {
  switch (status.trim().toLowerCase()) {
    case 'placed':
    case 'scheduled':
    case 'confirmed':
    case 'allocated':
    case 'picking_up':
      return 'waiting-for-pickup';
    case 'picked':
    case 'on_hold':
      return 'in-transit';
    case 'dropping_off':
      return 'out-for-delivery';
    case 'delivered':
      return 'delivered';
    case 'return_in_transit':
      return 'return-initiated';
    case 'returned':
      return 'returned';
    case 'cancelled':
      return 'cancelled';
    case 'rejected':
    case 'courier_not_found':
    case 'disposed':
      return 'failed';
    default:
      return null;
  }
}

/** States after which nothing more happens to a shipment. */
export const FINAL_SHIPPING_STATES: readonly ShippingState[] = [
  'delivered',
  'cancelled',
  'failed',
  'returned',
];

/**
 * Why a courier call failed, as the services say it (calls §8.3 Shop line): the area is not served,
 * the courier does not offer the service, nothing goes from origin to destination, the address
 * lacks something; the order is unknown; the provider refused the call (key, balance, a state that
 * forbids it); or the outcome is unknown (timeout, 5xx: a read may be retried).
 */
export type CourierErrorCode =
  | 'area_not_served'
  | 'service_unsupported'
  | 'route_unavailable'
  | 'address_incomplete'
  | 'not_found'
  | 'rejected'
  | 'unavailable';

export class CourierError extends Error {
  constructor(
    readonly code: CourierErrorCode,
    message: string,
    readonly details: { status?: number; providerCode?: string | number; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'CourierError';
  }
}

/** A courier code of the spec's couriers and its Biteship code and name. */
export interface CourierInfo {
  /** The spec's account flag / path name (sicepat, idexpress, ninja_xpress, …). */
  spec: string;
  /** The provider's courier code (Biteship's `courier_code`). */
  code: string;
  name: string;
}

/**
 * The spec's eight couriers (spec §1, account flags) with Biteship's courier codes. The codes are
 * what Biteship's courier list (GET /v1/couriers) names; an account sees only the couriers it has
 * activated, so check the list once on a real account.
 */
export const SPEC_COURIERS: readonly CourierInfo[] = [
  { spec: 'sicepat', code: 'sicepat', name: 'SiCepat' },
  { spec: 'idexpress', code: 'ide', name: 'ID Express' },
  { spec: 'ninja_xpress', code: 'ninja', name: 'Ninja Xpress' },
  { spec: 'sap_express', code: 'sap', name: 'SAP Express' },
  { spec: 'jnt_cargo', code: 'jtl', name: 'J&T Cargo' },
  { spec: 'jnt_express', code: 'jnt', name: 'J&T Express' },
  { spec: 'jne_express', code: 'jne', name: 'JNE' },
  { spec: 'lion_parcel', code: 'lion', name: 'Lion Parcel' },
];

/** An area of the provider (Biteship: district level, with a postcode when it has one). */
export interface CourierArea {
  id: string;
  /** "Gambir, Jakarta Pusat, DKI Jakarta. 10110". */
  name: string;
  province: string;
  city: string;
  district: string;
  postal_code: string | null;
}

/** Where a parcel leaves from or goes to: the provider's area id, else a postcode. */
export type CourierPlace = { area_id: string; postal_code?: string } | { postal_code: string };

export interface CourierItem {
  name: string;
  description?: string;
  /** Declared value, rupiah (insurance, customs). */
  value: number;
  weight_g: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  quantity: number;
}

export interface RatesRequest {
  origin: CourierPlace;
  destination: CourierPlace;
  /** Provider courier codes to ask (Biteship `couriers`), e.g. ['jne', 'sicepat']. */
  couriers: string[];
  items: CourierItem[];
}

export interface RateOption {
  courier_code: string;
  courier_name: string;
  service_code: string;
  service_name: string;
  description: string;
  /** Rupiah. */
  price: number;
  eta_min_days: number;
  eta_max_days: number;
  /** The provider's service type (Biteship `service_type`: standard, overnight, same_day, …). */
  type: string;
}

export interface CourierContact {
  name: string;
  phone: string;
  email?: string;
  /** Street, number, RT/RW, village … as one line. */
  address: string;
  postal_code: string;
  area_id?: string;
  note?: string;
}

export interface CreateCourierOrder {
  shipper?: { name: string; phone: string; email?: string; organization?: string };
  origin: CourierContact;
  destination: CourierContact;
  courier: string;
  service: string;
  items: CourierItem[];
  /** Our reference (order number): unique per order; the provider echoes it. */
  reference_id: string;
  insurance?: boolean;
  note?: string;
}

export interface CreatedCourierOrder {
  provider_order_id: string;
  waybill_id: string | null;
  /** The provider's status word; `state` is the spec's. */
  status: string;
  state: ShippingState | null;
  price: number;
}

export interface TrackingEntry {
  status: string;
  state: ShippingState | null;
  note: string;
  at: Date;
}

export interface CourierOrder extends CreatedCourierOrder {
  reference_id: string | null;
  courier_code: string;
  service_code: string;
  tracking_id: string | null;
  history: TrackingEntry[];
}

export interface Tracking {
  waybill_id: string;
  courier_code: string;
  status: string;
  state: ShippingState | null;
  history: TrackingEntry[];
}

/** A webhook's verdict: the order it names (a hint only: re-read it with getOrder), or why it is refused. */
export type CourierWebhookVerdict =
  | {
      ok: true;
      /** `order.status`, `order.waybill_id`, `order.price`, or `installation` (the set-up ping). */
      event: string;
      /** Null for the set-up ping, which names no order. */
      orderId: string | null;
    }
  | { ok: false; reason: string };

export interface CourierProvider {
  readonly name: string;
  /** Areas matching a text ("Gambir, Jakarta Pusat"): district level. */
  areas(search: string): Promise<CourierArea[]>;
  /** The courier services that carry these items from origin to destination, cheapest first. */
  rates(req: RatesRequest): Promise<RateOption[]>;
  /** Books the pickup; the answer carries the waybill (AWB) when the courier issued it. */
  createOrder(req: CreateCourierOrder): Promise<CreatedCourierOrder>;
  cancelOrder(id: string, reason: string): Promise<CourierOrder>;
  getOrder(id: string): Promise<CourierOrder>;
  /** Public tracking by waybill and courier code. */
  track(waybill: string, courier: string): Promise<Tracking>;
  /** Checks a webhook on its raw body and headers. */
  verifyWebhook(rawBody: string | Buffer, headers: Headers): CourierWebhookVerdict;
}

/** Where the provider's webhooks are received, under /api/v1 (the shop and shipping features own it). */
export const COURIER_WEBHOOK_PATH = '/webhooks/biteship';

/**
 * The provider's area for an address's district, city and province (Kemendagri names as the
 * regions feature stores them), or null when the provider has none: "Your area is not in this
 * service". Names are compared without case, punctuation or "Kota/Kabupaten Administrasi".
 */
export async function findCourierArea(
  provider: CourierProvider,
  a: { province: string; city: string; district: string },
): Promise<CourierArea | null> {
  const city = shortCityName(a.city);
  const bare = (s: string) => areaKey(s).replace(/^(kota|kabupaten|kab) /, '');
  const areas = await provider.areas(`${a.district}, ${city.replace(/^(Kota|Kabupaten) /, '')}`);
  const district = areaKey(a.district);
  const sameDistrict = areas.filter((x) => areaKey(x.district) === district);
  const sameCity = sameDistrict.filter((x) => bare(x.city) === bare(city));
  // "Kota Bandung" and "Kabupaten Bandung" both read "Bandung" bare: prefer the exact word.
  const exact = sameCity.find((x) => areaKey(x.city) === areaKey(city));
  return exact ?? sameCity[0] ?? null;
}
