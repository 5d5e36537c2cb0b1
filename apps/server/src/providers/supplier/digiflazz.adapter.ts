import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  DigiflazzError,
  isObj,
  isPostpaidAnswer,
  rupiah,
  toList,
  toPlnCustomer,
  toPostpaid,
  toPostpaidItem,
  toPrepaidItem,
  toTransaction,
} from './digiflazz.mapping.js';
import { type SupplierProvider, SupplierUnavailable } from './supplier.js';

export { DigiflazzError } from './digiflazz.mapping.js';

export interface DigiflazzOptions {
  /** `https://api.digiflazz.com/v1`, or a simulator's base URL. */
  baseUrl: string;
  username: string;
  apiKey: string;
  /** The secret set on Digiflazz's webhook page; signs `X-Hub-Signature`. */
  webhookSecret: string;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Per call, covering connect, answer and body. Default 30 s. */
  timeoutMs?: number;
}

type PostpaidCommand = 'inq-pasca' | 'pay-pasca' | 'status-pasca';

/**
 * The Digiflazz buyer API (protocols.md, "Supplier: Digiflazz buyer API"): every call is a POST of
 * JSON signed with md5(username + apiKey + <call-specific suffix>), answered inside `data`.
 * Anything that leaves the outcome unknown — transport error, timeout, 5xx, a body that is not the
 * expected JSON — throws SupplierUnavailable, and the caller re-checks with the same ref_id.
 */
export function digiflazzProvider(opts: DigiflazzOptions): SupplierProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? globalThis.fetch;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const sign = (suffix: string) =>
    createHash('md5')
      .update(opts.username + opts.apiKey + suffix)
      .digest('hex');

  /** POSTs `body` and returns the answer's `data` (object or array). */
  async function call(path: string, body: Record<string, unknown>): Promise<unknown> {
    let status: number;
    let raw: string;
    try {
      const res = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      raw = await res.text();
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : (err as Error).message;
      throw new SupplierUnavailable(`Digiflazz ${path}: ${reason}`, { cause: err });
    }
    if (status >= 500) throw new SupplierUnavailable(`Digiflazz ${path} answered HTTP ${status}`);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new SupplierUnavailable(`Digiflazz ${path} answered HTTP ${status} without JSON`);
    }
    // Refusals (rc 40–49) may come with a 4xx status but still carry `data`; those are answers.
    const data = isObj(json) ? json.data : undefined;
    if (typeof data !== 'object' || data === null) {
      throw new SupplierUnavailable(`Digiflazz ${path} answered HTTP ${status} without data`);
    }
    return data;
  }

  async function callObject(path: string, body: Record<string, unknown>) {
    const data = await call(path, body);
    if (!isObj(data)) {
      throw new SupplierUnavailable(`Digiflazz ${path} answered a list where an object was expected`);
    }
    return data;
  }

  function postpaid(commands: PostpaidCommand) {
    return async (req: { refId: string; sku: string; customerNo: string; testing?: boolean }) => {
      const data = await callObject('/transaction', {
        commands,
        username: opts.username,
        buyer_sku_code: req.sku,
        customer_no: req.customerNo,
        ref_id: req.refId,
        sign: sign(req.refId),
        ...(req.testing ? { testing: true } : {}),
      });
      return toPostpaid(data, req);
    };
  }

  return {
    async balance() {
      const data = await callObject('/cek-saldo', {
        cmd: 'deposit',
        username: opts.username,
        sign: sign('depo'),
      });
      const deposit = rupiah(data.deposit);
      if (deposit === null) {
        throw new DigiflazzError(String(data.rc ?? ''), String(data.message ?? 'no deposit in answer'));
      }
      return deposit;
    },

    async prepaidPriceList() {
      const data = await call('/price-list', {
        cmd: 'prepaid',
        username: opts.username,
        sign: sign('pricelist'),
      });
      return toList(data, toPrepaidItem);
    },

    async postpaidPriceList() {
      const data = await call('/price-list', {
        cmd: 'pasca',
        username: opts.username,
        sign: sign('pricelist'),
      });
      return toList(data, toPostpaidItem);
    },

    async topup(req) {
      const data = await callObject('/transaction', {
        username: opts.username,
        buyer_sku_code: req.sku,
        customer_no: req.customerNo,
        ref_id: req.refId,
        sign: sign(req.refId),
        ...(req.testing ? { testing: true } : {}),
        ...(req.maxPrice !== undefined ? { max_price: req.maxPrice } : {}),
      });
      return toTransaction(data, req);
    },

    inquiryPostpaid: postpaid('inq-pasca'),
    payPostpaid: postpaid('pay-pasca'),
    statusPostpaid: postpaid('status-pasca'),

    async inquiryPln(customerNo) {
      const data = await callObject('/inquiry-pln', {
        username: opts.username,
        customer_no: customerNo,
        sign: sign(customerNo),
      });
      return toPlnCustomer(data);
    },

    verifyCallback(rawBody, signatureHeader) {
      if (!signatureHeader) return false;
      // Community integrations see "sha1=<hex>", others the bare hex (protocols.md): accept both.
      const given = signatureHeader
        .trim()
        .replace(/^sha1=/i, '')
        .toLowerCase();
      if (!/^[0-9a-f]{40}$/.test(given)) return false;
      const expected = createHmac('sha1', opts.webhookSecret).update(rawBody, 'utf8').digest();
      return timingSafeEqual(Buffer.from(given, 'hex'), expected);
    },

    parseCallback(body) {
      const parsed: unknown = typeof body === 'string' ? JSON.parse(body) : body;
      const d = isObj(parsed) && isObj(parsed.data) ? parsed.data : parsed;
      if (!isObj(d) || typeof d.ref_id !== 'string' || d.ref_id === '') {
        throw new TypeError('Digiflazz callback without ref_id');
      }
      return isPostpaidAnswer(d) ? toPostpaid(d) : toTransaction(d);
    },
  };
}
