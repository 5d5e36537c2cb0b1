import { randomBytes } from 'node:crypto';
import { CallbackSimulator, type Delivery } from '../shared/callbacks.js';
import type { Answer } from '../shared/plugin.js';
import type { SimulatorOptions } from '../shared/simulator.js';
import { type SimArea, SimAreas, UNSERVED_CITY } from './areas.js';
import { chargeableKg, quote, SIM_COURIERS, type SimItem, type SimQuote, zoneOf } from './pricing.js';

export interface CourierSimulatorOptions extends SimulatorOptions {
  /** The account's API key, expected raw (or as `Bearer …`) in `authorization`. */
  apiKey: string;
  /** Where webhooks go (Biteship: a dashboard setting); none = recorded, not sent. */
  webhookUrl?: string;
  /** The secret sent with every webhook in `webhookHeader`. */
  webhookSecret: string;
  webhookHeader: string;
  /** How long each status step takes on its own (confirmed → allocated → …). 0 = only when advanced. */
  stepMs?: number;
  webhookRetryDelaysMs?: number[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const iso = (at: number) => new Date(at).toISOString();

export interface SimHistory {
  status: string;
  note: string;
  at: number;
}

export interface SimOrder {
  id: string;
  trackingId: string;
  waybillId: string;
  referenceId: string | null;
  courier: string;
  courierName: string;
  service: string;
  price: number;
  status: string;
  /** What the test inputs decided: delivered, returned (RETURN) or courier_not_found (GAGAL). */
  fate: 'delivered' | 'returned' | 'failed';
  origin: Obj;
  destination: Obj;
  shipper: Obj;
  items: Obj[];
  note: string;
  history: SimHistory[];
  createdAt: number;
  timer?: NodeJS.Timeout;
}

export interface SentWebhook {
  seq: number;
  orderId: string;
  event: string;
  status: string;
  url: string;
  body: string;
  deliveries: Delivery[];
}

const NOTES: Record<string, string> = {
  confirmed: 'Pesanan dikonfirmasi, nomor resi diterbitkan',
  allocated: 'Kurir dialokasikan untuk penjemputan',
  picking_up: 'Kurir menuju lokasi penjemputan',
  picked: 'Paket telah dijemput kurir',
  dropping_off: 'Paket sedang diantar ke penerima',
  delivered: 'Paket telah diterima',
  return_in_transit: 'Paket dalam perjalanan kembali ke pengirim',
  returned: 'Paket telah dikembalikan ke pengirim',
  courier_not_found: 'Kurir tidak ditemukan untuk pesanan ini',
  cancelled: 'Pesanan dibatalkan',
};

/** The steps after `confirmed`, by fate. */
const PATHS: Record<SimOrder['fate'], string[]> = {
  delivered: ['confirmed', 'allocated', 'picking_up', 'picked', 'dropping_off', 'delivered'],
  returned: ['confirmed', 'allocated', 'picking_up', 'picked', 'return_in_transit', 'returned'],
  failed: ['confirmed', 'allocated', 'courier_not_found'],
};
/** Statuses Biteship still lets an order be cancelled in. */
const CANCELLABLE = new Set(['placed', 'scheduled', 'confirmed', 'allocated', 'picking_up']);
const FINAL = new Set(['delivered', 'returned', 'courier_not_found', 'cancelled', 'rejected', 'disposed']);

const biteshipError = (status: number, error: string, code?: number): Answer => ({
  status,
  body: { success: false, error, ...(code ? { code } : {}) },
});
export const unauthorized = () =>
  biteshipError(401, 'Authentication failed, please check your API key', 40000001);
export const notFound = () => biteshipError(404, 'Order not found', 40400001);
export const serverError = () => biteshipError(500, 'Internal server error', 50000001);

/**
 * An in-memory Biteship: areas of the real Indonesian districts, rates of the spec's couriers,
 * orders that advance on their own every `stepMs` (or when told to), webhooks with the configured
 * secret header, tracking. HTTP surface: courier.plugin.ts. Test inputs (README "Test
 * destinations"): "RETURN" in the recipient's name or note → the parcel comes back; "GAGAL" → no
 * courier is found; Kepulauan Seribu (31.01) is not served.
 */
export class CourierSimulator extends CallbackSimulator<CourierSimulatorOptions, SentWebhook> {
  readonly areas = new SimAreas();
  readonly orders = new Map<string, SimOrder>();
  readonly webhooks: SentWebhook[] = [];

  authorized(authorization: string | undefined): boolean {
    const key = (authorization ?? '').replace(/^Bearer\s+/i, '').trim();
    return key !== '' && key === this.opts.apiKey;
  }

  async searchAreas(input: string): Promise<Answer> {
    if (!input.trim()) return biteshipError(400, 'Input is required', 40000002);
    const areas = await this.areas.search(input);
    return { status: 200, body: { success: true, areas: areas.map((a) => wireArea(a)) } };
  }

  /** The area an id or the origin/destination fields name; an error answer when none. */
  private async placeOf(body: Obj, prefix: 'origin' | 'destination'): Promise<SimArea | Answer> {
    const id = text(body[`${prefix}_area_id`]);
    if (!id) {
      return biteshipError(
        400,
        text(body[`${prefix}_postal_code`])
          ? `Failed due to invalid or missing postal code: the simulator knows ${prefix}s by ${prefix}_area_id only`
          : `Either ${prefix} needs to have postal code or coordinate`,
        prefix === 'origin' ? 40002011 : 40002010,
      );
    }
    const area = await this.areas.byId(id);
    if (!area) return biteshipError(400, `Invalid ${prefix}_area_id`, 40001003);
    if (area.code.startsWith(`${UNSERVED_CITY}.`)) {
      return biteshipError(
        400,
        `Area is not covered by any courier: ${area.district}, ${area.city}`,
        40001002,
      );
    }
    return area;
  }

  private readItems(body: Obj): SimItem[] | Answer {
    if (!Array.isArray(body.items) || body.items.length === 0)
      return biteshipError(400, 'Items are required', 40001004);
    const items: SimItem[] = [];
    for (const raw of body.items) {
      if (!isObj(raw)) return biteshipError(400, 'Items are invalid', 40001004);
      const n = (k: string) => Number(raw[k] ?? 0);
      const item = {
        weight: n('weight'),
        length: n('length'),
        width: n('width'),
        height: n('height'),
        quantity: n('quantity') || 1,
      };
      if (
        ![item.weight, item.length, item.width, item.height, item.quantity].every(
          (v) => Number.isFinite(v) && v >= 0,
        ) ||
        item.weight <= 0
      ) {
        return biteshipError(400, 'Item weight must be a positive number of grams', 40001004);
      }
      items.push(item);
    }
    return items;
  }

  private quotes(origin: SimArea, destination: SimArea, couriers: string[], items: SimItem[]): SimQuote[] {
    const zone = zoneOf(origin.code, destination.code);
    const kg = chargeableKg(items);
    return SIM_COURIERS.filter((c) => couriers.includes(c.code))
      .flatMap((c) => c.services.map((s) => quote(c, s, zone, kg)))
      .filter((q): q is SimQuote => q !== null);
  }

  /** POST /v1/rates/couriers. */
  async rates(body: unknown): Promise<Answer> {
    if (!isObj(body)) return biteshipError(400, 'Body must be a JSON object', 40000002);
    const origin = await this.placeOf(body, 'origin');
    if ('status' in origin) return origin;
    const destination = await this.placeOf(body, 'destination');
    if ('status' in destination) return destination;
    const couriers = text(body.couriers)
      .toLowerCase()
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    if (couriers.length === 0) return biteshipError(400, 'Couriers are required', 40001005);
    const items = this.readItems(body);
    if ('status' in items) return items;
    const pricing = this.quotes(origin, destination, couriers, items);
    if (pricing.length === 0) return biteshipError(400, 'No courier available for requested route', 40001001);
    return {
      status: 200,
      body: {
        success: true,
        object: 'courier_pricing',
        message: 'Success to retrieve courier pricing',
        code: 20001001,
        origin: wireArea(origin),
        destination: wireArea(destination),
        pricing: pricing.map((q) => ({
          available_collection_method: ['pickup'],
          available_for_cash_on_delivery: false,
          available_for_proof_of_delivery: false,
          available_for_instant_waybill_id: true,
          available_for_insurance: true,
          company: q.courier.code,
          courier_name: q.courier.name,
          courier_code: q.courier.code,
          courier_service_name: q.service.name,
          courier_service_code: q.service.code,
          currency: 'IDR',
          description: q.service.description,
          duration: `${q.days[0]} - ${q.days[1]} days`,
          shipment_duration_range: `${q.days[0]} - ${q.days[1]}`,
          shipment_duration_unit: 'days',
          service_type: q.service.type,
          shipping_type: q.service.type === 'cargo' ? 'freight' : 'parcel',
          price: q.price,
          type: q.service.code,
        })),
      },
    };
  }

  /** POST /v1/orders. */
  async createOrder(body: unknown): Promise<Answer> {
    if (!isObj(body)) return biteshipError(400, 'Body must be a JSON object', 40000002);
    const required: [string, number, string][] = [
      ['origin_contact_name', 40002014, 'Please make sure origin contact name is filled'],
      ['origin_contact_phone', 40002015, 'Please make sure origin contact phone is filled'],
      ['origin_address', 40002016, 'Please make sure origin address is filled'],
      ['destination_contact_name', 40002017, 'Please make sure destination contact name is filled'],
      ['destination_contact_phone', 40002018, 'Please make sure destination contact phone is filled'],
      ['destination_address', 40002019, 'Please make sure destination address is filled'],
    ];
    for (const [field, code, message] of required) {
      if (!text(body[field])) return biteshipError(400, message, code);
    }
    const deliveryType = text(body.delivery_type);
    if (!deliveryType) {
      return biteshipError(
        400,
        "Delivery type has no value. Please specify whether it's a 'Now', or 'Scheduled' delivery type",
        40002005,
      );
    }
    const origin = await this.placeOf(body, 'origin');
    if ('status' in origin) return origin;
    const destination = await this.placeOf(body, 'destination');
    if ('status' in destination) return destination;
    const items = this.readItems(body);
    if ('status' in items) return items;
    const courierCode = text(body.courier_company).toLowerCase();
    const serviceCode = text(body.courier_type).toLowerCase();
    const courier = SIM_COURIERS.find((c) => c.code === courierCode);
    const service = courier?.services.find((s) => s.code === serviceCode);
    if (!courier || !service) {
      return biteshipError(400, `Courier service is not supported: ${courierCode}/${serviceCode}`, 40002021);
    }
    const q = this.quotes(origin, destination, [courier.code], items).find(
      (x) => x.service.code === service.code,
    );
    if (!q) return biteshipError(400, 'No courier available for requested route', 40001001);
    if (this.failsNow()) return serverError();

    const recipient =
      `${text(body.destination_contact_name)} ${text(body.destination_note)} ${text(body.order_note)}`.toUpperCase();
    const now = this.now();
    const order: SimOrder = {
      id: randomBytes(12).toString('hex'),
      trackingId: randomBytes(12).toString('hex'),
      waybillId: `${courier.code.toUpperCase().slice(0, 3)}${this.digits(10)}`,
      referenceId: text(body.reference_id) || null,
      courier: courier.code,
      courierName: courier.name,
      service: service.code,
      price: q.price,
      status: 'confirmed',
      fate: recipient.includes('GAGAL') ? 'failed' : recipient.includes('RETURN') ? 'returned' : 'delivered',
      origin: contactOf(body, 'origin', origin),
      destination: contactOf(body, 'destination', destination),
      shipper: {
        name: text(body.shipper_contact_name) || null,
        email: text(body.shipper_contact_email) || null,
        phone: text(body.shipper_contact_phone) || null,
        organization: text(body.shipper_organization) || null,
      },
      items: (body.items as Obj[]).map((i) => ({ ...i })),
      note: text(body.order_note),
      history: [{ status: 'confirmed', note: NOTES.confirmed!, at: now }],
      createdAt: now,
    };
    this.orders.set(order.id, order);
    await this.notify(order, 'order.waybill_id');
    await this.notify(order, 'order.status');
    this.schedule(order);
    return {
      status: 200,
      body: {
        success: true,
        message: 'Order successfully created',
        object: 'order',
        ...this.wireOrder(order),
      },
    };
  }

  /** POST /v1/orders/:id/cancel. */
  async cancel(id: string, body: unknown): Promise<Answer> {
    const order = this.orders.get(id);
    if (!order) return notFound();
    if (!CANCELLABLE.has(order.status)) {
      return biteshipError(400, `Order cannot be cancelled at this status: ${order.status}`, 40003001);
    }
    const reason = isObj(body) ? text(body.cancellation_reason) || text(body.cancellation_reason_code) : '';
    this.timers.cancel(order.timer);
    await this.setStatus(order, 'cancelled', reason ? `${NOTES.cancelled}: ${reason}` : NOTES.cancelled!);
    return {
      status: 200,
      body: {
        success: true,
        message: 'Order successfully cancelled',
        object: 'order',
        ...this.wireOrder(order),
        cancellation_reason: reason,
      },
    };
  }

  /**
   * Moves an order one step along its path now (the test hook; the timer does the same every
   * stepMs). Answers the new status, or null when the order is already final.
   */
  async advance(id: string): Promise<string | null> {
    const order = this.orders.get(id);
    if (!order || FINAL.has(order.status)) return null;
    const path = PATHS[order.fate];
    const next = path[path.indexOf(order.status) + 1];
    if (!next) return null;
    this.timers.cancel(order.timer);
    const note =
      next === 'delivered' ? `${NOTES.delivered} oleh ${text(order.destination.contact_name)}` : NOTES[next]!;
    await this.setStatus(order, next, note);
    this.schedule(order);
    return next;
  }

  /** Advances until the order is final; answers the statuses passed. */
  async advanceToEnd(id: string): Promise<string[]> {
    const passed: string[] = [];
    for (let s = await this.advance(id); s; s = await this.advance(id)) passed.push(s);
    return passed;
  }

  private schedule(order: SimOrder) {
    const step = this.opts.stepMs ?? 0;
    if (step <= 0 || FINAL.has(order.status)) return;
    order.timer = this.timers.later(step, () => void this.advance(order.id).catch(() => undefined));
  }

  private async setStatus(order: SimOrder, status: string, note: string) {
    order.status = status;
    order.history.push({ status, note, at: this.now() });
    await this.notify(order, 'order.status');
  }

  findByWaybill(waybill: string, courier: string): SimOrder | undefined {
    for (const o of this.orders.values()) {
      if (o.waybillId === waybill && o.courier === courier.toLowerCase()) return o;
    }
    return undefined;
  }

  findByTrackingId(id: string): SimOrder | undefined {
    for (const o of this.orders.values()) if (o.trackingId === id) return o;
    return undefined;
  }

  /** The order as GET /v1/orders/:id answers it. */
  wireOrder(o: SimOrder): Obj {
    return {
      id: o.id,
      shipper: o.shipper,
      origin: o.origin,
      destination: o.destination,
      courier: {
        tracking_id: o.trackingId,
        waybill_id: o.waybillId,
        company: o.courier,
        name: o.courierName,
        phone: null,
        type: o.service,
        link: null,
        insurance: { amount: 0, fee: 0, note: '' },
        routing_code: null,
        history: o.history.map((h) => ({
          service_type: o.service,
          status: h.status,
          note: h.note,
          updated_at: iso(h.at),
        })),
      },
      delivery: {
        datetime: iso(o.createdAt),
        note: null,
        type: 'now',
        distance: null,
        distance_unit: 'kilometer',
      },
      reference_id: o.referenceId,
      items: o.items,
      extra: [],
      currency: 'IDR',
      price: o.price,
      metadata: {},
      note: o.note,
      status: o.status,
    };
  }

  /** The tracking object (GET /v1/trackings/…). */
  wireTracking(o: SimOrder): Obj {
    return {
      success: true,
      messsage: 'Successfully get tracking info',
      object: 'tracking',
      id: o.trackingId,
      waybill_id: o.waybillId,
      courier: {
        company: o.courier,
        name: o.courierName,
        phone: null,
        driver_name: null,
        driver_phone: null,
      },
      origin: { contact_name: o.origin.contact_name, address: o.origin.address },
      destination: { contact_name: o.destination.contact_name, address: o.destination.address },
      history: o.history.map((h) => ({
        note: h.note,
        service_type: o.service,
        updated_at: iso(h.at),
        status: h.status,
      })),
      link: null,
      order_id: o.id,
      status: o.status,
    };
  }

  private async notify(o: SimOrder, event: 'order.status' | 'order.waybill_id') {
    const payload = {
      event,
      courier_tracking_id: o.trackingId,
      courier_waybill_id: o.waybillId,
      courier_company: o.courier,
      courier_type: o.service,
      ...(event === 'order.status'
        ? {
            courier_driver_name: null,
            courier_driver_phone: null,
            courier_driver_photo_url: null,
            courier_driver_plate_number: null,
            courier_link: null,
            order_price: o.price,
          }
        : {}),
      order_id: o.id,
      status: o.status,
      updated_at: iso(this.now()),
    };
    const w: SentWebhook = {
      seq: this.webhooks.length + 1,
      orderId: o.id,
      event,
      status: o.status,
      url: this.opts.webhookUrl ?? '',
      body: JSON.stringify(payload),
      deliveries: [],
    };
    this.webhooks.push(w);
    await this.deliverWithRetries(w);
  }

  protected override callbackHeaders(): Record<string, string> {
    return { 'content-type': 'application/json', [this.opts.webhookHeader]: this.opts.webhookSecret };
  }

  protected override get retryDelaysMs() {
    return this.opts.webhookRetryDelaysMs ?? [5_000, 30_000, 120_000, 600_000];
  }
}

function wireArea(a: SimArea): Obj {
  return {
    id: a.id,
    name: `${a.district}, ${a.city}, ${a.province}`,
    country_name: 'Indonesia',
    country_code: 'ID',
    administrative_division_level_1_name: a.province,
    administrative_division_level_1_type: 'province',
    administrative_division_level_2_name: a.city,
    administrative_division_level_2_type: 'city',
    administrative_division_level_3_name: a.district,
    administrative_division_level_3_type: 'district',
    postal_code: null,
  };
}

function contactOf(body: Obj, prefix: 'origin' | 'destination', area: SimArea): Obj {
  return {
    contact_name: text(body[`${prefix}_contact_name`]),
    contact_phone: text(body[`${prefix}_contact_phone`]),
    contact_email: text(body[`${prefix}_contact_email`]) || null,
    address: text(body[`${prefix}_address`]),
    note: text(body[`${prefix}_note`]) || null,
    postal_code: text(body[`${prefix}_postal_code`]) ? Number(text(body[`${prefix}_postal_code`])) : null,
    area_id: area.id,
    coordinate: { latitude: null, longitude: null },
  };
}
