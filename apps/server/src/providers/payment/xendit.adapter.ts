import {
  type CreatePaymentRequest,
  type PaymentGateway,
  type PaymentLookup,
  PaymentRejected,
  type PaymentState,
  type PaymentStatus,
  PaymentUnavailable,
  reconcile,
} from './gateway.js';
import { basicAuth, callJson, type HttpOptions } from './http.js';
import { asString, header, isObj, parseRupiah, secretEquals } from './wire.js';

export interface XenditOptions extends HttpOptions {
  /** Dashboard → Settings → API keys (`xnd_development_…` / `xnd_production_…`), with Money-in write. */
  secretKey: string;
  /** Dashboard → Settings → Webhooks: the static verification token sent as `x-callback-token`. */
  callbackToken: string;
  /** `https://api.xendit.co`, or the simulator's base URL. */
  baseUrl: string;
}

/** Our `xendit:{channel}` method channels → invoice `payment_methods` names. */
export const XENDIT_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  dana: 'DANA',
  ovo: 'OVO',
  linkaja: 'LINKAJA',
  shopeepay: 'SHOPEEPAY',
  qris: 'QRIS',
  bca: 'BCA',
  bri: 'BRI',
  bni: 'BNI',
  mandiri: 'MANDIRI',
  permata: 'PERMATA',
};

/**
 * Invoice `status` → our state: PENDING pending; PAID and SETTLED (funds moved to the balance) paid;
 * EXPIRED expired. Invoices have no failed state (a failed attempt leaves the invoice PENDING).
 * Unknown statuses are pending: no money moves on a status we do not understand.
 */
export function xenditState(status: string): PaymentState {
  switch (status) {
    case 'PAID':
    case 'SETTLED':
      return 'paid';
    case 'EXPIRED':
      return 'expired';
    default:
      return 'pending';
  }
}

/** An invoice object (API answer or callback body) → PaymentStatus; null when a key field is unreadable. */
export function toXenditStatus(body: unknown): PaymentStatus | null {
  if (!isObj(body)) return null;
  const id = asString(body.id);
  const externalId = asString(body.external_id);
  const status = asString(body.status);
  const amount = parseRupiah(body.amount);
  if (!id || !externalId || !status || amount === null) return null;
  const state = xenditState(status);
  const paidAt = typeof body.paid_at === 'string' ? new Date(body.paid_at) : undefined;
  const channel = asString(body.payment_channel);
  return {
    orderId: externalId,
    providerRef: id,
    state,
    amount,
    ...(paidAt && !Number.isNaN(paidAt.getTime()) ? { paidAt } : {}),
    ...(channel ? { channel } : {}),
    raw: body,
  };
}

/** `08…` → `+628…`: Xendit wants E.164 mobile numbers. */
const e164 = (phone: string) => (/^08\d{8,11}$/.test(phone) ? `+62${phone.slice(1)}` : undefined);

/**
 * Xendit invoices (protocols.md, "Payment gateway A: Xendit"): HTTP Basic auth with the secret key as
 * user. Callbacks carry only a static `x-callback-token`, so a callback proves nothing by itself
 * beyond knowing the token: `confirm` re-fetches the invoice, and only its answer may be credited.
 * The callback URL is an account setting (dashboard), so `callbackUrl` is not sent.
 */
export function xenditGateway(opts: XenditOptions): PaymentGateway {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const auth = { authorization: basicAuth(opts.secretKey) };

  async function get(path: string) {
    const answer = await callJson('Xendit', `${base}${path}`, { method: 'GET', headers: auth }, opts);
    if (answer.status === 401 || answer.status === 403) {
      throw new PaymentRejected(
        `Xendit refused the secret key (HTTP ${answer.status})`,
        answer.status,
        answer.body,
      );
    }
    return answer;
  }

  function readInvoice(body: unknown): PaymentStatus {
    const parsed = toXenditStatus(body);
    if (!parsed) throw new PaymentUnavailable('Xendit answered an invoice without readable fields');
    return parsed;
  }

  async function status(lookup: PaymentLookup): Promise<PaymentStatus | null> {
    if ('providerRef' in lookup) {
      const { status: http, body } = await get(`/v2/invoices/${encodeURIComponent(lookup.providerRef)}`);
      if (http === 404) return null;
      if (http >= 400) throw new PaymentRejected(`Xendit invoice answered HTTP ${http}`, http, body);
      return readInvoice(body);
    }
    // external_id need not be unique at Xendit: a paid invoice wins, else the newest.
    const { status: http, body } = await get(
      `/v2/invoices?external_id=${encodeURIComponent(lookup.orderId)}`,
    );
    if (http === 404) return null;
    if (http >= 400 || !Array.isArray(body)) {
      throw new PaymentRejected(`Xendit invoice list answered HTTP ${http}`, http, body);
    }
    const invoices = body.map(readInvoice).filter((i) => i.orderId === lookup.orderId);
    const created = (i: PaymentStatus) => Date.parse(String(i.raw.created ?? '')) || 0;
    invoices.sort(
      (a, b) => Number(b.state === 'paid') - Number(a.state === 'paid') || created(b) - created(a),
    );
    return invoices[0] ?? null;
  }

  return {
    name: 'xendit',

    async createPayment(req: CreatePaymentRequest) {
      const method = XENDIT_PAYMENT_METHODS[req.channel];
      if (!method) throw new TypeError(`Xendit has no channel "${req.channel}"`);
      if (!Number.isSafeInteger(req.amount) || req.amount <= 0) {
        throw new TypeError(`Xendit amount must be a positive integer, got ${req.amount}`);
      }
      const { name, email, phone } = req.customer;
      const mobile = phone ? e164(phone) : undefined;
      const { status: http, body } = await callJson(
        'Xendit',
        `${base}/v2/invoices`,
        {
          method: 'POST',
          headers: auth,
          body: {
            external_id: req.orderId,
            amount: req.amount,
            description: req.description,
            invoice_duration: req.expiresInMinutes * 60,
            currency: 'IDR',
            ...(email ? { payer_email: email } : {}),
            customer: {
              given_names: name,
              ...(email ? { email } : {}),
              ...(mobile ? { mobile_number: mobile } : {}),
            },
            payment_methods: [method],
            success_redirect_url: req.returnUrls.finish,
            failure_redirect_url: req.returnUrls.error,
          },
        },
        opts,
      );
      if (http >= 400) {
        const code = isObj(body) ? asString(body.error_code) : undefined;
        throw new PaymentRejected(`Xendit invoice answered HTTP ${http} ${code ?? ''}`.trim(), http, body);
      }
      const invoice = readInvoice(body);
      const url = isObj(body) ? asString(body.invoice_url) : undefined;
      const expiry = isObj(body) && typeof body.expiry_date === 'string' ? new Date(body.expiry_date) : null;
      if (!url || !expiry || Number.isNaN(expiry.getTime())) {
        throw new PaymentUnavailable('Xendit invoice answer without invoice_url or expiry_date');
      }
      return { providerRef: invoice.providerRef, paymentUrl: url, expiresAt: expiry };
    },

    getStatus: status,

    verifyNotification(rawBody, headers) {
      if (!secretEquals(header(headers, 'x-callback-token'), opts.callbackToken)) {
        return { ok: false, reason: 'bad x-callback-token' };
      }
      let body: unknown;
      try {
        body = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
      } catch {
        return { ok: false, reason: 'body is not JSON' };
      }
      const parsed = toXenditStatus(body);
      if (!parsed) return { ok: false, reason: 'invoice fields missing or amount not whole rupiah' };
      return {
        ok: true,
        event: {
          eventKey: `${parsed.providerRef}:${String(parsed.raw.status)}`,
          orderId: parsed.orderId,
          providerRef: parsed.providerRef,
          // One invoice is paid at most once: its id keys the credit.
          transactionId: parsed.providerRef,
          state: parsed.state,
          amount: parsed.amount,
          raw: parsed.raw,
        },
      };
    },

    async confirm(event) {
      return reconcile(event, await status({ providerRef: event.providerRef }));
    },
  };
}
