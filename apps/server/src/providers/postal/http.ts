// The postal operator adapter over HTTPS, speaking Konter's postal protocol (docs/postal-protocol.md):
// JSON bodies, `Authorization: Bearer <POSTAL_API_KEY>`, every request signed (signing.ts), errors as
// `{code, message}`, status webhooks signed with POSTAL_WEBHOOK_SECRET. The built-in simulator
// (simulators/postal, /_sim/pos) answers the same protocol.
import {
  type CreateShipmentInput,
  type DomesticTariffQuery,
  type InternationalTariffQuery,
  type KursTable,
  type PostalAddress,
  PostalError,
  type PostalErrorCode,
  type PostalHistoryEntry,
  type PostalProvider,
  type PostalTariffService,
  type PostalWebhookVerdict,
  type RemoteCn23,
  type RemoteManifest,
  type RemoteShipment,
  type RemoteSpk,
  type SubmitCn23Input,
} from './port.js';
import { signedHeaders, verifyPostalSignature } from './signing.js';

export interface PostalHttpOptions {
  /** e.g. `https://postal.example.id/api`, or the simulator's `http://127.0.0.1:PORT/_sim/pos`. */
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  fetch?: typeof fetch;
  /** Per call. Default 15 s. */
  timeoutMs?: number;
  /** Extra attempts of a read (GET) whose outcome was unknown. Default 2. */
  readRetries?: number;
  retryDelayMs?: number;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
const need = (v: unknown, what: string): string => {
  const s = str(v);
  if (!s) throw new PostalError('unavailable', `postal operator answered without ${what}`);
  return s;
};
const int = (v: unknown, what: string): number => {
  const n = typeof v === 'number' ? v : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 0)
    throw new PostalError('unavailable', `postal operator answered a ${what} that is not an integer`);
  return n;
};
const dateOf = (v: unknown): Date => {
  const d = new Date(str(v) ?? '');
  if (Number.isNaN(d.getTime())) throw new PostalError('unavailable', 'postal operator answered a bad time');
  return d;
};

/** The protocol's error codes → the port's. */
const ERROR_CODES: Record<string, PostalErrorCode> = {
  not_found: 'not_found',
  postcode_unknown: 'postcode_unknown',
  route_unavailable: 'route_unavailable',
  service_unavailable: 'service_unavailable',
  not_cancellable: 'not_cancellable',
  spk_confirmed: 'spk_confirmed',
  invalid_request: 'invalid',
  unauthorized: 'rejected',
  invalid_signature: 'rejected',
};

const wireAddress = (a: PostalAddress) => ({
  name: a.name,
  phone: a.phone,
  address: a.address,
  city: a.city,
  ...(a.province ? { province: a.province } : {}),
  postal_code: a.postal_code,
  country: a.country,
  ...(a.email ? { email: a.email } : {}),
});

function readServices(body: unknown): PostalTariffService[] {
  if (!isObj(body) || !Array.isArray(body.services))
    throw new PostalError('unavailable', 'postal operator answered no services');
  return body.services.filter(isObj).map((s) => ({
    code: need(s.code, 'service code'),
    name: need(s.name, 'service name'),
    fee: int(s.fee, 'fee'),
    etdMin: int(s.etd_min, 'etd'),
    etdMax: int(s.etd_max, 'etd'),
  }));
}

export function readShipment(s: unknown): RemoteShipment {
  if (!isObj(s)) throw new PostalError('unavailable', 'postal operator answered no shipment');
  const history: PostalHistoryEntry[] = (Array.isArray(s.history) ? s.history : [])
    .filter(isObj)
    .map((h) => ({
      at: dateOf(h.at),
      status: need(h.status, 'history status'),
      location: str(h.location),
      note: str(h.note),
    }));
  return {
    awb: need(s.awb, 'awb'),
    reference: need(s.reference, 'reference'),
    type: s.type === 'international' ? 'international' : 'domestic',
    service: need(s.service, 'service'),
    status: need(s.status, 'status'),
    fee: int(s.fee, 'fee'),
    spkNumber: str(s.spk_number),
    history,
  };
}

export function readCn23(c: unknown): RemoteCn23 {
  if (!isObj(c)) throw new PostalError('unavailable', 'postal operator answered no CN23');
  return {
    number: need(c.number, 'CN23 number'),
    awb: need(c.awb, 'awb'),
    status: need(c.status, 'CN23 status'),
  };
}

const readManifest = (m: unknown): RemoteManifest => {
  if (!isObj(m)) throw new PostalError('unavailable', 'postal operator answered no manifest');
  return {
    number: need(m.number, 'manifest number'),
    status: m.status === 'closed' ? 'closed' : 'open',
    spkNumber: str(m.spk_number),
  };
};

const readSpk = (s: unknown): RemoteSpk => {
  if (!isObj(s)) throw new PostalError('unavailable', 'postal operator answered no SPK');
  return {
    number: need(s.number, 'SPK number'),
    status: s.status === 'confirmed' ? 'confirmed' : 'open',
    postOffice: str(s.post_office) ?? '',
    scheduledAt: dateOf(s.scheduled_at),
    confirmedAt: s.confirmed_at ? dateOf(s.confirmed_at) : null,
    items: (Array.isArray(s.items) ? s.items : []).filter(isObj).map((i) => ({
      awb: need(i.awb, 'awb'),
      reference: str(i.reference) ?? '',
      status: need(i.status, 'status'),
    })),
  };
};

export function postalHttpProvider(opts: PostalHttpOptions): PostalProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const readRetries = opts.readRetries ?? 2;
  const retryDelayMs = opts.retryDelayMs ?? 300;

  async function once(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Obj> {
    const raw = body === undefined ? '' : JSON.stringify(body);
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...signedHeaders(opts.apiKey, raw),
        },
        ...(body === undefined ? {} : { body: raw }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new PostalError('unavailable', `postal operator unreachable: ${(err as Error).message}`);
    }
    const text = await res.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (res.status >= 500) throw new PostalError('unavailable', `postal operator answered ${res.status}`);
    if (res.status >= 400) {
      const code = isObj(parsed) ? (str(parsed.code) ?? '') : '';
      const message = isObj(parsed) ? (str(parsed.message) ?? `HTTP ${res.status}`) : `HTTP ${res.status}`;
      throw new PostalError(ERROR_CODES[code] ?? (res.status === 404 ? 'not_found' : 'rejected'), message);
    }
    if (!isObj(parsed)) throw new PostalError('unavailable', 'postal operator answered no JSON object');
    return parsed;
  }

  /** A read is retried when its outcome was unknown; a write never is (the caller reconciles). */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Obj> {
    const attempts = method === 'GET' ? readRetries + 1 : 1;
    for (let i = 1; ; i++) {
      try {
        return await once(method, path, body);
      } catch (err) {
        if (!(err instanceof PostalError) || err.code !== 'unavailable' || i >= attempts) throw err;
        await new Promise((r) => setTimeout(r, retryDelayMs * i));
      }
    }
  }

  const enc = encodeURIComponent;

  return {
    name: 'postal',
    async kurs(): Promise<KursTable> {
      const b = await call('GET', '/v1/rates/kurs');
      const rates: Record<string, number> = {};
      for (const r of Array.isArray(b.rates) ? b.rates.filter(isObj) : []) {
        const cur = str(r.currency);
        const idr = typeof r.idr === 'number' ? r.idr : Number.NaN;
        if (cur && Number.isFinite(idr) && idr > 0) rates[cur] = idr;
      }
      return { asOf: dateOf(b.as_of), rates };
    },
    async domesticTariff(q: DomesticTariffQuery) {
      return readServices(
        await call('POST', '/v1/tariffs/domestic', {
          origin_postcode: q.originPostcode,
          destination_postcode: q.destinationPostcode,
          weight: q.weightG,
          length: q.lengthCm,
          width: q.widthCm,
          height: q.heightCm,
          value: q.value,
        }),
      );
    },
    async internationalTariff(q: InternationalTariffQuery) {
      return readServices(
        await call('POST', '/v1/tariffs/international', {
          country: q.country,
          weight: q.weightG,
          length: q.lengthCm,
          width: q.widthCm,
          height: q.heightCm,
          item_type: q.itemType,
          value: q.value,
        }),
      );
    },
    async createShipment(input: CreateShipmentInput) {
      const b = await call('POST', '/v1/shipments', {
        reference: input.reference,
        type: input.type,
        service: input.service,
        country: input.country,
        sender: wireAddress(input.sender),
        recipient: wireAddress(input.recipient),
        item: {
          type: input.item.type,
          content: input.item.content,
          weight: input.item.weightG,
          length: input.item.lengthCm,
          width: input.item.widthCm,
          height: input.item.heightCm,
          value: input.item.value,
        },
        insurance: input.insurance,
      });
      return readShipment(b.shipment);
    },
    async findByReference(reference: string) {
      const b = await call('GET', `/v1/shipments?reference=${enc(reference)}`);
      const list = Array.isArray(b.shipments) ? b.shipments : [];
      return list.length ? readShipment(list[0]) : null;
    },
    async getShipment(awb: string) {
      return readShipment((await call('GET', `/v1/shipments/${enc(awb)}`)).shipment);
    },
    async cancelShipment(awb: string, reason: string) {
      return readShipment((await call('POST', `/v1/shipments/${enc(awb)}/cancel`, { reason })).shipment);
    },
    async submitCn23(input: SubmitCn23Input) {
      const b = await call('POST', '/v1/customs/cn23', {
        awb: input.awb,
        category: input.category,
        currency: input.currency,
        sender: wireAddress(input.sender),
        recipient: wireAddress(input.recipient),
        items: input.items.map((i) => ({
          description: i.description,
          quantity: i.quantity,
          net_weight: i.netWeightG,
          value: i.value,
          hs_code: i.hsCode,
          origin_country: i.originCountry,
        })),
        ...(input.explanation ? { explanation: input.explanation } : {}),
      });
      return readCn23(b.cn23);
    },
    async getCn23(number: string) {
      return readCn23((await call('GET', `/v1/customs/cn23/${enc(number)}`)).cn23);
    },
    async cancelCn23(number: string) {
      return readCn23((await call('POST', `/v1/customs/cn23/${enc(number)}/cancel`, {})).cn23);
    },
    async openManifest(agentRef: string) {
      return readManifest((await call('POST', '/v1/manifests', { agent: agentRef })).manifest);
    },
    async closeManifest(number: string, awbs: string[]) {
      return readManifest((await call('POST', `/v1/manifests/${enc(number)}/close`, { awbs })).manifest);
    },
    async getSpk(number: string) {
      return readSpk((await call('GET', `/v1/spk/${enc(number)}`)).spk);
    },
    async confirmSpk(number: string) {
      return readSpk((await call('POST', `/v1/spk/${enc(number)}/confirm`, {})).spk);
    },
    verifyWebhook(rawBody, headers): PostalWebhookVerdict {
      const v = verifyPostalSignature(opts.webhookSecret, rawBody, headers);
      if (!v.ok) return v;
      try {
        const b = JSON.parse(rawBody) as unknown;
        if (!isObj(b)) return { ok: false, reason: 'not an object' };
        return {
          ok: true,
          event: str(b.event) ?? '',
          shipment: b.shipment ? readShipment(b.shipment) : null,
          cn23: b.cn23 ? readCn23(b.cn23) : null,
        };
      } catch {
        return { ok: false, reason: 'unreadable body' };
      }
    },
  };
}
