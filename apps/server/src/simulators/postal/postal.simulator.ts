import { randomBytes } from 'node:crypto';
import { signedHeaders, verifyPostalSignature } from '../../providers/postal/signing.js';
import { CallbackSimulator, type Delivery } from '../shared/callbacks.js';
import type { Answer } from '../shared/plugin.js';
import type { SimulatorOptions } from '../shared/simulator.js';
import {
  COUNTRY_ZONE,
  domesticTariffs,
  INTERNATIONAL_SERVICES,
  internationalTariffs,
  knownPostcode,
  kursOn,
  s10,
} from './tariffs.js';

export interface PostalSimulatorOptions extends SimulatorOptions {
  /** The agent account's API key: Bearer token and request-signing key. */
  apiKey: string;
  /** Where status webhooks go; none = recorded, not sent. */
  webhookUrl?: string;
  webhookSecret: string;
  /** How long each step after the post office's acceptance takes. 0 = only when advanced. */
  stepMs?: number;
  webhookRetryDelaysMs?: number[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const posInt = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null);
const iso = (at: number) => new Date(at).toISOString();

export interface SimHistory {
  at: number;
  status: string;
  location: string | null;
  note: string | null;
}

export interface SimShipment {
  awb: string;
  reference: string;
  type: 'domestic' | 'international';
  service: string;
  country: string;
  fee: number;
  status: string;
  fate: 'delivered' | 'returned';
  sender: Obj;
  recipient: Obj;
  item: Obj;
  spkNumber: string | null;
  history: SimHistory[];
  timer?: NodeJS.Timeout;
}

export interface SimCn23 {
  number: string;
  awb: string;
  status: 'submitted' | 'cleared' | 'held' | 'cancelled';
  body: Obj;
}

export interface SimSpk {
  number: string;
  status: 'open' | 'confirmed';
  postOffice: string;
  scheduledAt: number;
  confirmedAt: number | null;
  awbs: string[];
}

export interface SimManifest {
  number: string;
  agent: string;
  status: 'open' | 'closed';
  spkNumber: string | null;
}

export interface SentPostalWebhook {
  seq: number;
  event: string;
  awb: string;
  status: string;
  url: string;
  body: string;
  deliveries: Delivery[];
}

const NOTES: Record<string, string> = {
  created: 'Kiriman terdaftar, menunggu diserahkan ke kantor pos',
  accepted: 'Kiriman diterima di kantor pos',
  in_transit: 'Kiriman dalam perjalanan',
  customs_clearance: 'Kiriman dalam pemeriksaan pabean negara tujuan',
  out_for_delivery: 'Kiriman dibawa kurir untuk diantar',
  delivered: 'Kiriman telah diterima',
  return_in_transit: 'Kiriman dalam perjalanan kembali ke pengirim',
  returned: 'Kiriman telah dikembalikan ke pengirim',
  cancelled: 'Kiriman dibatalkan',
};

const pathOf = (s: SimShipment): string[] => {
  const head = ['created', 'accepted', 'in_transit'];
  if (s.fate === 'returned') return [...head, 'return_in_transit', 'returned'];
  return s.type === 'international'
    ? [...head, 'customs_clearance', 'out_for_delivery', 'delivered']
    : [...head, 'out_for_delivery', 'delivered'];
};
const FINAL = new Set(['delivered', 'returned', 'cancelled']);

export const postalError = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message },
});
export const unauthorized = () => postalError(401, 'unauthorized', 'Missing or wrong API key');
export const badSignature = (why: string) =>
  postalError(401, 'invalid_signature', `Request signature: ${why}`);
export const notFound = (what = 'Shipment') => postalError(404, 'not_found', `${what} not found`);
export const serverError = () => postalError(500, 'internal_error', 'Internal server error');
const invalid = (message: string) => postalError(422, 'invalid_request', message);

function address(v: unknown, who: string, domestic: boolean): Obj | Answer {
  if (!isObj(v)) return invalid(`${who} is required`);
  for (const f of ['name', 'phone', 'address', 'city', 'postal_code', 'country'])
    if (!text(v[f])) return invalid(`${who}.${f} is required`);
  if (domestic && !knownPostcode(text(v.postal_code)))
    return postalError(
      422,
      'postcode_unknown',
      `${who}.postal_code ${text(v.postal_code)} is not a known postcode`,
    );
  return v;
}
const isAnswer = (v: unknown): v is Answer =>
  isObj(v) && 'status' in v && 'body' in v && typeof v.status === 'number';

/**
 * An in-memory postal operator speaking Konter's postal protocol (docs/postal-protocol.md): tariffs,
 * shipments (S10 AWBs for international items), CN23, manifests that issue an SPK at close, SPK
 * hand-over (the parcels become accepted), steps every `stepMs` after acceptance, signed status
 * webhooks, IDR exchange rates. HTTP surface: postal.plugin.ts. Test inputs: "GAGAL" in the
 * recipient's name → the shipment is refused; "RETURN" → it comes back to the sender.
 */
export class PostalSimulator extends CallbackSimulator<PostalSimulatorOptions, SentPostalWebhook> {
  readonly shipments = new Map<string, SimShipment>();
  readonly cn23s = new Map<string, SimCn23>();
  readonly manifests = new Map<string, SimManifest>();
  readonly spks = new Map<string, SimSpk>();
  readonly webhooks: SentPostalWebhook[] = [];
  private serial = 0;

  /** Bearer key and the body's signature; an error answer when either is wrong. */
  check(
    authorization: string | undefined,
    raw: string,
    headers: Record<string, string | string[] | undefined>,
  ) {
    const key = (authorization ?? '').replace(/^Bearer\s+/i, '').trim();
    if (!key || key !== this.opts.apiKey) return unauthorized();
    const v = verifyPostalSignature(this.opts.apiKey, raw, headers, this.now());
    return v.ok ? null : badSignature(v.reason);
  }

  authorized(authorization: string | undefined) {
    const key = (authorization ?? '').replace(/^Bearer\s+/i, '').trim();
    return key !== '' && key === this.opts.apiKey;
  }

  protected callbackHeaders(c: SentPostalWebhook) {
    return {
      'content-type': 'application/json',
      ...signedHeaders(this.opts.webhookSecret, c.body, this.now()),
    };
  }

  protected get retryDelaysMs() {
    return this.opts.webhookRetryDelaysMs ?? [5_000, 30_000, 120_000];
  }

  private nextSerial(): string {
    this.serial++;
    return String((Math.floor(this.random() * 9_000_000) + this.serial) % 100_000_000).padStart(8, '0');
  }

  kurs(): Answer {
    const day = iso(this.now()).slice(0, 10);
    const rates = kursOn(day);
    return {
      status: 200,
      body: {
        as_of: `${day}T01:00:00.000Z`,
        rates: Object.entries(rates).map(([currency, idr]) => ({ currency, idr })),
      },
    };
  }

  domesticTariff(body: unknown): Answer {
    if (!isObj(body)) return invalid('body must be an object');
    const from = text(body.origin_postcode);
    const to = text(body.destination_postcode);
    const weight = posInt(body.weight);
    if (!weight) return invalid('weight must be a positive integer (grams)');
    for (const p of [from, to])
      if (!knownPostcode(p))
        return postalError(422, 'postcode_unknown', `${p || '(empty)'} is not a known postcode`);
    if (weight > 50_000)
      return postalError(422, 'service_unavailable', 'Domestic parcels weigh at most 50 kg');
    const dims: [number, number, number] = [
      posInt(body.length) ?? 1,
      posInt(body.width) ?? 1,
      posInt(body.height) ?? 1,
    ];
    return { status: 200, body: { services: domesticTariffs(from, to, weight, dims) } };
  }

  internationalTariff(body: unknown): Answer {
    if (!isObj(body)) return invalid('body must be an object');
    const country = text(body.country).toUpperCase();
    const weight = posInt(body.weight);
    if (!weight) return invalid('weight must be a positive integer (grams)');
    if (COUNTRY_ZONE[country] === undefined)
      return postalError(422, 'route_unavailable', `No international service to ${country || '(empty)'}`);
    const itemType = body.item_type === 'document' ? 'document' : 'package';
    const dims: [number, number, number] = [
      posInt(body.length) ?? 1,
      posInt(body.width) ?? 1,
      posInt(body.height) ?? 1,
    ];
    const services = internationalTariffs(country, weight, dims, itemType);
    if (!services.length)
      return postalError(422, 'service_unavailable', 'Too heavy for international post (30 kg)');
    return { status: 200, body: { services } };
  }

  wire(s: SimShipment) {
    return {
      awb: s.awb,
      reference: s.reference,
      type: s.type,
      service: s.service,
      country: s.country,
      status: s.status,
      fee: s.fee,
      spk_number: s.spkNumber,
      history: s.history.map((h) => ({
        at: iso(h.at),
        status: h.status,
        location: h.location,
        note: h.note,
      })),
    };
  }

  createShipment(body: unknown): Answer {
    if (!isObj(body)) return invalid('body must be an object');
    const reference = text(body.reference);
    if (!reference) return invalid('reference is required');
    const existing = [...this.shipments.values()].find((s) => s.reference === reference);
    if (existing) return { status: 200, body: { shipment: this.wire(existing) } };
    const type =
      body.type === 'international' ? 'international' : body.type === 'domestic' ? 'domestic' : null;
    if (!type) return invalid('type must be domestic or international');
    const domestic = type === 'domestic';
    const sender = address(body.sender, 'sender', true);
    if (isAnswer(sender)) return sender;
    const recipient = address(body.recipient, 'recipient', domestic);
    if (isAnswer(recipient)) return recipient;
    const item = body.item;
    if (!isObj(item) || !posInt(item.weight) || !text(item.content))
      return invalid('item.weight and item.content are required');
    const dims: [number, number, number] = [
      posInt(item.length) ?? 1,
      posInt(item.width) ?? 1,
      posInt(item.height) ?? 1,
    ];
    const itemType = item.type === 'document' ? 'document' : 'package';
    const country = domestic ? 'ID' : text(body.country).toUpperCase();
    const tariffs = domestic
      ? domesticTariffs(text(sender.postal_code), text(recipient.postal_code), posInt(item.weight)!, dims)
      : internationalTariffs(country, posInt(item.weight)!, dims, itemType);
    const service = tariffs.find((t) => t.code === text(body.service));
    if (!service)
      return postalError(
        422,
        'service_unavailable',
        `Service ${text(body.service)} is not available for this item`,
      );
    if (/GAGAL/i.test(text(recipient.name)))
      return postalError(422, 'invalid_request', 'Recipient address could not be verified');
    const serial = this.nextSerial();
    const awb = domestic
      ? `P${iso(this.now()).slice(2, 10).replace(/-/g, '')}${serial.slice(1)}`
      : s10(INTERNATIONAL_SERVICES[service.code as keyof typeof INTERNATIONAL_SERVICES].prefix, serial);
    const s: SimShipment = {
      awb,
      reference,
      type,
      service: service.code,
      country,
      fee: service.fee,
      status: 'created',
      fate: /RETURN/i.test(text(recipient.name)) ? 'returned' : 'delivered',
      sender,
      recipient,
      item,
      spkNumber: null,
      history: [],
    };
    this.shipments.set(awb, s);
    this.enter(s, 'created', text(sender.city));
    return { status: 201, body: { shipment: this.wire(s) } };
  }

  findByReference(reference: string): Answer {
    const s = [...this.shipments.values()].filter((x) => x.reference === reference);
    return { status: 200, body: { shipments: s.map((x) => this.wire(x)) } };
  }

  cancel(awb: string): Answer {
    const s = this.shipments.get(awb);
    if (!s) return notFound();
    if (s.status === 'cancelled') return { status: 200, body: { shipment: this.wire(s) } };
    if (s.status !== 'created')
      return postalError(409, 'not_cancellable', `Shipment is ${s.status}: the post office has it`);
    this.enter(s, 'cancelled', null);
    for (const c of this.cn23s.values())
      if (c.awb === awb && c.status === 'submitted') c.status = 'cancelled';
    return { status: 200, body: { shipment: this.wire(s) } };
  }

  /** One status change: history, CN23 clearance, the webhook, and the next step's timer. */
  private enter(s: SimShipment, status: string, location: string | null) {
    s.status = status;
    s.history.push({ at: this.now(), status, location, note: NOTES[status] ?? null });
    if (status === 'out_for_delivery' || status === 'return_in_transit')
      for (const c of this.cn23s.values())
        if (c.awb === s.awb && c.status === 'submitted') c.status = 'cleared';
    if (status !== 'created') this.sendWebhook(s);
    this.schedule(s);
  }

  private schedule(s: SimShipment) {
    this.timers.cancel(s.timer);
    const step = this.opts.stepMs ?? 0;
    if (step <= 0 || s.status === 'created' || FINAL.has(s.status)) return;
    s.timer = this.timers.later(step, () => void this.advance(s.awb));
  }

  /** One step along the shipment's path (created → accepted only by SPK confirm or this control). */
  advance(awb: string): string | null {
    const s = this.shipments.get(awb);
    if (!s || FINAL.has(s.status)) return null;
    const path = pathOf(s);
    const next = path[path.indexOf(s.status) + 1];
    if (!next) return null;
    const location =
      next === 'delivered' || next === 'out_for_delivery' || next === 'customs_clearance'
        ? text(s.recipient.city)
        : next === 'returned'
          ? text(s.sender.city)
          : null;
    this.enter(s, next, location);
    return next;
  }

  advanceToEnd(awb: string): string[] {
    const passed: string[] = [];
    for (let next = this.advance(awb); next; next = this.advance(awb)) passed.push(next);
    return passed;
  }

  private sendWebhook(s: SimShipment) {
    const body = JSON.stringify({
      event: 'shipment.status',
      sent_at: iso(this.now()),
      shipment: this.wire(s),
    });
    const w: SentPostalWebhook = {
      seq: this.webhooks.length + 1,
      event: 'shipment.status',
      awb: s.awb,
      status: s.status,
      url: this.opts.webhookUrl ?? '',
      body,
      deliveries: [],
    };
    this.webhooks.push(w);
    void this.deliverWithRetries(w);
  }

  // ---- CN23 ----

  submitCn23(body: unknown): Answer {
    if (!isObj(body)) return invalid('body must be an object');
    const awb = text(body.awb).toUpperCase();
    const s = this.shipments.get(awb);
    if (!s) return notFound('Shipment');
    if (s.type !== 'international') return invalid('A CN23 is for international items only');
    const items = Array.isArray(body.items) ? body.items.filter(isObj) : [];
    if (!items.length) return invalid('items are required');
    for (const [i, it] of items.entries()) {
      if (!text(it.description)) return invalid(`items.${i}.description is required`);
      if (!/^\d{2}(\d{2}){0,4}$/.test(text(it.hs_code)))
        return invalid(`items.${i}.hs_code must be 2-10 digits`);
      if (!(typeof it.value === 'number' && it.value > 0))
        return invalid(`items.${i}.value must be positive`);
    }
    const existing = [...this.cn23s.values()].find((c) => c.awb === awb && c.status !== 'cancelled');
    if (existing) return { status: 200, body: { cn23: this.wireCn23(existing) } };
    const number = `CN23${randomBytes(4).toString('hex').toUpperCase()}`;
    const c: SimCn23 = { number, awb, status: 'submitted', body };
    this.cn23s.set(number, c);
    return { status: 201, body: { cn23: this.wireCn23(c) } };
  }

  wireCn23(c: SimCn23) {
    return { number: c.number, awb: c.awb, status: c.status };
  }

  cancelCn23(number: string): Answer {
    const c = this.cn23s.get(number);
    if (!c) return notFound('CN23');
    const s = this.shipments.get(c.awb);
    if (c.status === 'cleared' || (s && s.status !== 'created' && s.status !== 'cancelled'))
      return postalError(409, 'not_cancellable', 'The item is already with the post office');
    c.status = 'cancelled';
    return { status: 200, body: { cn23: this.wireCn23(c) } };
  }

  // ---- manifests and SPK ----

  openManifest(body: unknown): Answer {
    const agent = isObj(body) ? text(body.agent) : '';
    if (!agent) return invalid('agent is required');
    const number = `MNF${iso(this.now()).slice(2, 10).replace(/-/g, '')}${this.digits(5)}`;
    const m: SimManifest = { number, agent, status: 'open', spkNumber: null };
    this.manifests.set(number, m);
    return { status: 201, body: { manifest: this.wireManifest(m) } };
  }

  wireManifest(m: SimManifest) {
    return { number: m.number, status: m.status, spk_number: m.spkNumber };
  }

  closeManifest(number: string, body: unknown): Answer {
    const m = this.manifests.get(number);
    if (!m) return notFound('Manifest');
    if (m.status === 'closed') return { status: 200, body: { manifest: this.wireManifest(m) } };
    const awbs = isObj(body) && Array.isArray(body.awbs) ? body.awbs.map(text).filter(Boolean) : [];
    if (!awbs.length) return invalid('awbs are required');
    for (const a of awbs) if (!this.shipments.has(a)) return notFound(`Shipment ${a}`);
    m.status = 'closed';
    m.spkNumber = this.issueSpk(awbs).number;
    return { status: 200, body: { manifest: this.wireManifest(m) } };
  }

  /** A pickup work order of the post office for these AWBs (scheduled the next full hour). */
  issueSpk(awbs: string[]): SimSpk {
    const number = `SPK${iso(this.now()).slice(2, 10).replace(/-/g, '')}${this.digits(6)}`;
    const first = this.shipments.get(awbs[0]!);
    const spk: SimSpk = {
      number,
      status: 'open',
      postOffice: `Kantor Pos ${text(first?.sender.city) || 'Jakarta'}`,
      scheduledAt: Math.ceil(this.now() / 3_600_000) * 3_600_000,
      confirmedAt: null,
      awbs,
    };
    this.spks.set(number, spk);
    for (const a of awbs) {
      const s = this.shipments.get(a);
      if (s) s.spkNumber = number;
    }
    return spk;
  }

  wireSpk(spk: SimSpk) {
    return {
      number: spk.number,
      status: spk.status,
      post_office: spk.postOffice,
      scheduled_at: iso(spk.scheduledAt),
      confirmed_at: spk.confirmedAt ? iso(spk.confirmedAt) : null,
      items: spk.awbs.map((awb) => {
        const s = this.shipments.get(awb);
        return { awb, reference: s?.reference ?? '', status: s?.status ?? 'unknown' };
      }),
    };
  }

  /** The hand-over: every created item on the SPK becomes accepted (cancelled ones stay so). */
  confirmSpk(number: string): Answer {
    const spk = this.spks.get(number);
    if (!spk) return notFound('SPK');
    if (spk.status === 'confirmed') return postalError(409, 'spk_confirmed', 'SPK already confirmed');
    spk.status = 'confirmed';
    spk.confirmedAt = this.now();
    for (const awb of spk.awbs) {
      const s = this.shipments.get(awb);
      if (s?.status === 'created') this.enter(s, 'accepted', spk.postOffice);
    }
    return { status: 200, body: { spk: this.wireSpk(spk) } };
  }

  override stop() {
    for (const s of this.shipments.values()) this.timers.cancel(s.timer);
    super.stop();
  }
}
