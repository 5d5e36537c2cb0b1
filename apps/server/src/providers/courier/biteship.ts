// The Biteship adapter (https://biteship.com/docs/api): maps areas, courier rates, orders (create,
// retrieve, cancel), public tracking by waybill, and the dashboard-configured webhooks (order.status,
// order.waybill_id, order.price). The key goes raw in the `authorization` header.
import { secretEquals } from '../payment/wire.js';
import {
  type CourierArea,
  CourierError,
  type CourierErrorCode,
  type CourierItem,
  type CourierOrder,
  type CourierPlace,
  type CourierProvider,
  type CourierWebhookVerdict,
  type CreatedCourierOrder,
  type RateOption,
  shippingState,
  type Tracking,
  type TrackingEntry,
} from './port.js';

export interface BiteshipOptions {
  /** `https://api.biteship.com`, or the simulator's base. */
  baseUrl: string;
  /** Dashboard → Integrations → API key (`biteship_live.…` / `biteship_test.…`). */
  apiKey: string;
  /**
   * The secret our webhook URL expects in `webhookHeader` (set on Biteship's dashboard with the
   * webhook). Biteship signs nothing, so this only keeps strangers out: every webhook is a hint,
   * and the order is re-read with getOrder before anything changes.
   */
  webhookSecret: string;
  webhookHeader?: string;
  fetch?: typeof fetch;
  /** Per call. Default 15 s. */
  timeoutMs?: number;
  /** Extra attempts of a read (GET) whose outcome was unknown. Default 2. */
  readRetries?: number;
  retryDelayMs?: number;
}

/** The header our webhook secret travels in unless configured otherwise. */
export const BITESHIP_WEBHOOK_HEADER = 'x-biteship-secret';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};
const rupiah = (v: unknown): number => {
  const n = num(v);
  if (n === undefined || n < 0)
    throw new CourierError('unavailable', `Biteship answered a price that is not rupiah: ${String(v)}`);
  return Math.round(n);
};

/** Biteship's error codes we map (orders: its "Error Codes" table; others by their words). */
const ADDRESS_CODES = new Set([
  40002010, 40002011, 40002012, 40002014, 40002015, 40002016, 40002017, 40002018, 40002019, 40002020,
]);
const SERVICE_CODES = new Set([40002007, 40002009]);

/** A 4xx answer → the port's error code: by Biteship's code, else by what its message says. */
export function biteshipErrorCode(status: number, body: unknown): CourierErrorCode {
  if (status === 404) return 'not_found';
  if (status === 401 || status === 403) return 'rejected';
  const code = isObj(body) ? num(body.code) : undefined;
  if (code !== undefined && ADDRESS_CODES.has(code)) return 'address_incomplete';
  if (code !== undefined && SERVICE_CODES.has(code)) return 'service_unsupported';
  const text = isObj(body) ? `${str(body.error) ?? ''} ${str(body.message) ?? ''}`.toLowerCase() : '';
  if (/not (covered|served)|area (is )?not|unserved|outside (the )?coverage/.test(text))
    return 'area_not_served';
  if (/no courier available|route|not available for (this|the) (origin|destination)|unreachable/.test(text))
    return 'route_unavailable';
  if (/service|courier type|courier_type|unsupported courier/.test(text)) return 'service_unsupported';
  if (/address|postal code|contact (name|phone)|is required|must be filled|make sure/.test(text))
    return 'address_incomplete';
  return 'rejected';
}

const place = (prefix: 'origin' | 'destination', p: CourierPlace): Obj => ({
  ...('area_id' in p ? { [`${prefix}_area_id`]: p.area_id } : {}),
  ...(p.postal_code ? { [`${prefix}_postal_code`]: Number(p.postal_code) } : {}),
});

const wireItem = (i: CourierItem) => ({
  name: i.name,
  ...(i.description ? { description: i.description } : {}),
  value: i.value,
  length: i.length_cm,
  width: i.width_cm,
  height: i.height_cm,
  weight: i.weight_g,
  quantity: i.quantity,
});

/** "1 - 2" days (or hours, which count as same-day) → whole days. */
function eta(range: unknown, unit: unknown): { min: number; max: number } {
  const nums = (str(range) ?? '').match(/\d+/g)?.map(Number) ?? [];
  const hours = /hour/i.test(str(unit) ?? '');
  const toDays = (n: number) => (hours ? Math.max(0, Math.ceil(n / 24)) : n);
  const min = nums[0] ?? 0;
  const max = nums[1] ?? min;
  return { min: toDays(min), max: toDays(max) };
}

function readRate(p: unknown): RateOption | null {
  if (!isObj(p)) return null;
  const courier = str(p.courier_code) ?? str(p.company);
  const service = str(p.courier_service_code) ?? str(p.type);
  if (!courier || !service || p.price === undefined) return null;
  const d = eta(p.shipment_duration_range ?? p.duration, p.shipment_duration_unit ?? p.duration);
  return {
    courier_code: courier,
    courier_name: str(p.courier_name) ?? courier,
    service_code: service,
    service_name: str(p.courier_service_name) ?? service,
    description: str(p.description) ?? '',
    price: rupiah(p.price),
    eta_min_days: d.min,
    eta_max_days: d.max,
    type: str(p.service_type) ?? str(p.type) ?? 'standard',
  };
}

function readHistory(list: unknown): TrackingEntry[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isObj).map((h) => {
    const status = str(h.status) ?? '';
    const at = new Date(str(h.updated_at) ?? str(h.eventDate) ?? '');
    return {
      status,
      state: shippingState(status),
      note: str(h.note) ?? '',
      at: Number.isNaN(at.getTime()) ? new Date(0) : at,
    };
  });
}

function readOrder(body: unknown): CourierOrder {
  if (!isObj(body)) throw new CourierError('unavailable', 'Biteship answered an order that is not an object');
  const id = str(body.id);
  const status = str(body.status);
  const courier = isObj(body.courier) ? body.courier : {};
  if (!id || !status)
    throw new CourierError('unavailable', 'Biteship answered an order without id or status');
  return {
    provider_order_id: id,
    waybill_id: str(courier.waybill_id) || null,
    status,
    state: shippingState(status),
    price: body.price === undefined ? 0 : rupiah(body.price),
    reference_id: str(body.reference_id) ?? null,
    courier_code: str(courier.company) ?? '',
    service_code: str(courier.type) ?? '',
    tracking_id: str(courier.tracking_id) ?? null,
    history: readHistory(courier.history ?? body.history),
  };
}

export function biteshipCourier(opts: BiteshipOptions): CourierProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? globalThis.fetch;
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const retries = opts.readRetries ?? 2;
  const retryDelay = opts.retryDelayMs ?? 300;
  const webhookHeader = (opts.webhookHeader ?? BITESHIP_WEBHOOK_HEADER).toLowerCase();

  /** One call; 2xx → body, 4xx → CourierError by code, anything unknown → CourierError unavailable. */
  async function once(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const what = `Biteship ${method} ${path.split('?')[0]}`;
    let status: number;
    let text: string;
    try {
      const res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: opts.apiKey,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      const reason =
        (err as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (err as Error).message;
      throw new CourierError('unavailable', `${what}: ${reason}`);
    }
    if (status >= 500) throw new CourierError('unavailable', `${what} answered HTTP ${status}`, { status });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new CourierError('unavailable', `${what} answered HTTP ${status} without JSON`, { status });
    }
    if (status >= 400 || (isObj(parsed) && parsed.success === false)) {
      const code = biteshipErrorCode(status, parsed);
      const message = isObj(parsed) ? (str(parsed.error) ?? str(parsed.message) ?? '') : '';
      throw new CourierError(code, `${what} answered HTTP ${status}: ${message}`.trim(), {
        status,
        providerCode: isObj(parsed) ? (num(parsed.code) ?? str(parsed.code)) : undefined,
        body: parsed,
      });
    }
    return parsed;
  }

  /** Reads may be repeated when their outcome was unknown; writes never are. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(method, path, body);
      } catch (err) {
        const retry =
          method === 'GET' && err instanceof CourierError && err.code === 'unavailable' && attempt < retries;
        if (!retry) throw err;
        await new Promise((r) => setTimeout(r, retryDelay * (attempt + 1)));
      }
    }
  }

  return {
    name: 'biteship',

    async areas(search) {
      const q = new URLSearchParams({ countries: 'ID', input: search, type: 'single' });
      const body = await call('GET', `/v1/maps/areas?${q}`);
      const list = isObj(body) && Array.isArray(body.areas) ? body.areas : [];
      return list.filter(isObj).flatMap((a): CourierArea[] => {
        const id = str(a.id);
        if (!id) return [];
        return [
          {
            id,
            name: str(a.name) ?? '',
            province: str(a.administrative_division_level_1_name) ?? '',
            city: str(a.administrative_division_level_2_name) ?? '',
            district: str(a.administrative_division_level_3_name) ?? '',
            postal_code: a.postal_code == null ? null : String(a.postal_code),
          },
        ];
      });
    },

    async rates(req) {
      // A rate check changes nothing at Biteship: it is retried like a read.
      const payload = {
        ...place('origin', req.origin),
        ...place('destination', req.destination),
        couriers: req.couriers.join(','),
        items: req.items.map(wireItem),
      };
      let body: unknown;
      for (let attempt = 0; ; attempt++) {
        try {
          body = await once('POST', '/v1/rates/couriers', payload);
          break;
        } catch (err) {
          if (!(err instanceof CourierError && err.code === 'unavailable' && attempt < retries)) throw err;
          await new Promise((r) => setTimeout(r, retryDelay * (attempt + 1)));
        }
      }
      const pricing = isObj(body) && Array.isArray(body.pricing) ? body.pricing : [];
      const options = pricing.map(readRate).filter((r): r is RateOption => r !== null);
      if (options.length === 0) {
        throw new CourierError('route_unavailable', 'Biteship has no courier service for this route');
      }
      return options.sort((a, b) => a.price - b.price);
    },

    async createOrder(req): Promise<CreatedCourierOrder> {
      const o = req.origin;
      const d = req.destination;
      const body = await call('POST', '/v1/orders', {
        ...(req.shipper
          ? {
              shipper_contact_name: req.shipper.name,
              shipper_contact_phone: req.shipper.phone,
              ...(req.shipper.email ? { shipper_contact_email: req.shipper.email } : {}),
              ...(req.shipper.organization ? { shipper_organization: req.shipper.organization } : {}),
            }
          : {}),
        origin_contact_name: o.name,
        origin_contact_phone: o.phone,
        ...(o.email ? { origin_contact_email: o.email } : {}),
        origin_address: o.address,
        ...(o.note ? { origin_note: o.note } : {}),
        origin_postal_code: Number(o.postal_code),
        ...(o.area_id ? { origin_area_id: o.area_id } : {}),
        destination_contact_name: d.name,
        destination_contact_phone: d.phone,
        ...(d.email ? { destination_contact_email: d.email } : {}),
        destination_address: d.address,
        ...(d.note ? { destination_note: d.note } : {}),
        destination_postal_code: Number(d.postal_code),
        ...(d.area_id ? { destination_area_id: d.area_id } : {}),
        courier_company: req.courier,
        courier_type: req.service,
        ...(req.insurance
          ? { courier_insurance: req.items.reduce((s, i) => s + i.value * i.quantity, 0) }
          : {}),
        delivery_type: 'now',
        ...(req.note ? { order_note: req.note } : {}),
        reference_id: req.reference_id,
        items: req.items.map(wireItem),
      });
      const order = readOrder(body);
      return {
        provider_order_id: order.provider_order_id,
        waybill_id: order.waybill_id,
        status: order.status,
        state: order.state,
        price: order.price,
      };
    },

    async cancelOrder(id, reason) {
      const body = await call('POST', `/v1/orders/${encodeURIComponent(id)}/cancel`, {
        cancellation_reason: reason,
      });
      return readOrder(body);
    },

    async getOrder(id) {
      return readOrder(await call('GET', `/v1/orders/${encodeURIComponent(id)}`));
    },

    async track(waybill, courier): Promise<Tracking> {
      const body = await call(
        'GET',
        `/v1/trackings/${encodeURIComponent(waybill)}/couriers/${encodeURIComponent(courier)}`,
      );
      if (!isObj(body))
        throw new CourierError('unavailable', 'Biteship answered a tracking that is not an object');
      const status = str(body.status) ?? '';
      const c = isObj(body.courier) ? body.courier : {};
      return {
        waybill_id: str(body.waybill_id) ?? waybill,
        courier_code: str(c.company) ?? courier,
        status,
        state: shippingState(status),
        history: readHistory(body.history),
      };
    },

    verifyWebhook(rawBody, headers): CourierWebhookVerdict {
      const given = headers[webhookHeader];
      if (typeof given !== 'string' || !secretEquals(given, opts.webhookSecret)) {
        return { ok: false, reason: `bad ${webhookHeader}` };
      }
      const text = (typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8')).trim();
      // Biteship pings the URL with an empty body when the webhook is set up; it wants a 200.
      if (text === '' || text === '{}') return { ok: true, event: 'installation', orderId: null };
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { ok: false, reason: 'body is not JSON' };
      }
      if (!isObj(body)) return { ok: false, reason: 'body is not an object' };
      const event = str(body.event);
      const orderId = str(body.order_id);
      if (!event || !orderId) return { ok: false, reason: 'event or order_id missing' };
      return { ok: true, event, orderId };
    },
  };
}
