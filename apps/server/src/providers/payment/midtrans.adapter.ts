import { createHash } from 'node:crypto';
import {
  type CreatePaymentRequest,
  type PaymentGateway,
  PaymentRejected,
  type PaymentStatus,
  PaymentUnavailable,
  reconcile,
} from './gateway.js';
import { basicAuth, callJson, type HttpOptions } from './http.js';
import { MIDTRANS_ENABLED_PAYMENTS, toMidtransStatus } from './midtrans.mapping.js';
import { asString, formatWibTime, hexDigestEquals, isObj } from './wire.js';

export { MIDTRANS_ENABLED_PAYMENTS, midtransState } from './midtrans.mapping.js';

export interface MidtransOptions extends HttpOptions {
  /** Dashboard → Settings → Access keys. Sandbox keys start with `SB-Mid-server-`. */
  serverKey: string;
  /** `https://app.sandbox.midtrans.com` / `https://app.midtrans.com`, or the simulator's base URL. */
  snapBaseUrl: string;
  /** `https://api.sandbox.midtrans.com` / `https://api.midtrans.com`, or the simulator's base URL. */
  apiBaseUrl: string;
}

// Snap's item_details name is at most 50 characters (docs: String(50)).
const ITEM_NAME_MAX = 50;

/**
 * Midtrans Snap (protocols.md, "Payment gateway B: Midtrans Snap"): HTTP Basic auth with the server
 * key as user; Snap creates a token and a hosted page, the Core API answers the status, and
 * notifications are signed with sha512(order_id + status_code + gross_amount + serverKey).
 *
 * Only `callbacks.finish` and `callbacks.error` exist in the Snap API: the "unfinish" return page is
 * the dashboard's Unfinish Redirect URL (Settings → Snap Preferences), so `returnUrls.unfinish` is not
 * sent and must be configured there. `callbackUrl` travels as `X-Override-Notification`.
 */
export function midtransGateway(opts: MidtransOptions): PaymentGateway {
  const snapBase = opts.snapBaseUrl.replace(/\/+$/, '');
  const apiBase = opts.apiBaseUrl.replace(/\/+$/, '');
  const auth = { authorization: basicAuth(opts.serverKey) };

  const signature = (orderId: string, statusCode: string, grossAmount: string) =>
    createHash('sha512')
      .update(orderId + statusCode + grossAmount + opts.serverKey, 'utf8')
      .digest();

  async function status(ref: string): Promise<PaymentStatus | null> {
    const { status: http, body } = await callJson(
      'Midtrans',
      `${apiBase}/v2/${encodeURIComponent(ref)}/status`,
      { method: 'GET', headers: auth },
      opts,
    );
    // The Core API repeats the outcome in the body's status_code, sometimes under HTTP 200.
    const code = isObj(body) ? asString(body.status_code) : undefined;
    if (http === 404 || code === '404') return null;
    if (http === 401 || code === '401') {
      throw new PaymentRejected('Midtrans refused the server key', 401, body);
    }
    if (http >= 400) throw new PaymentRejected(`Midtrans status answered HTTP ${http}`, http, body);
    const parsed = toMidtransStatus(body);
    if (!parsed) throw new PaymentUnavailable('Midtrans status answer without a readable transaction');
    return parsed;
  }

  return {
    name: 'midtrans',

    async createPayment(req: CreatePaymentRequest) {
      const enabled = MIDTRANS_ENABLED_PAYMENTS[req.channel];
      if (!enabled) throw new TypeError(`Midtrans has no channel "${req.channel}"`);
      if (!Number.isSafeInteger(req.amount) || req.amount <= 0) {
        throw new TypeError(`Midtrans amount must be a positive integer, got ${req.amount}`);
      }
      const startedAt = new Date();
      const expiresAt = new Date(startedAt.getTime() + req.expiresInMinutes * 60_000);
      const { name, email, phone } = req.customer;
      const body = {
        transaction_details: { order_id: req.orderId, gross_amount: req.amount },
        // gross_amount must equal the sum of the items: one line carrying the whole amount.
        item_details: [
          { id: req.orderId, price: req.amount, quantity: 1, name: req.description.slice(0, ITEM_NAME_MAX) },
        ],
        customer_details: { first_name: name, ...(email ? { email } : {}), ...(phone ? { phone } : {}) },
        enabled_payments: enabled,
        callbacks: { finish: req.returnUrls.finish, error: req.returnUrls.error },
        // `expiry` bounds the payment once a method is chosen; `page_expiry` the Snap page itself.
        expiry: {
          start_time: `${formatWibTime(startedAt)} +0700`,
          unit: 'minute',
          duration: req.expiresInMinutes,
        },
        page_expiry: { unit: 'minute', duration: req.expiresInMinutes },
      };
      const { status: http, body: answer } = await callJson(
        'Midtrans',
        `${snapBase}/snap/v1/transactions`,
        {
          method: 'POST',
          headers: { ...auth, ...(req.callbackUrl ? { 'x-override-notification': req.callbackUrl } : {}) },
          body,
        },
        opts,
      );
      if (http >= 400) {
        const messages = isObj(answer) && Array.isArray(answer.error_messages) ? answer.error_messages : [];
        throw new PaymentRejected(
          `Midtrans Snap answered HTTP ${http}: ${messages.join('; ')}`,
          http,
          answer,
        );
      }
      const token = isObj(answer) ? asString(answer.token) : undefined;
      const redirectUrl = isObj(answer) ? asString(answer.redirect_url) : undefined;
      if (!token || !redirectUrl) throw new PaymentUnavailable('Midtrans Snap answer without token');
      return { providerRef: token, paymentUrl: redirectUrl, expiresAt };
    },

    getStatus(lookup) {
      // The status API takes an order_id or a transaction_id in the same place.
      return status('orderId' in lookup ? lookup.orderId : lookup.providerRef);
    },

    verifyNotification(rawBody) {
      let body: unknown;
      try {
        body = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
      } catch {
        return { ok: false, reason: 'body is not JSON' };
      }
      if (!isObj(body)) return { ok: false, reason: 'body is not an object' };
      const orderId = asString(body.order_id);
      const statusCode = asString(body.status_code);
      // Signed as sent: the string "50000.00", not a number re-serialized by us.
      const grossAmount = typeof body.gross_amount === 'string' ? body.gross_amount : undefined;
      if (!orderId || !statusCode || !grossAmount) return { ok: false, reason: 'signed fields missing' };
      const given = typeof body.signature_key === 'string' ? body.signature_key : undefined;
      if (!hexDigestEquals(given, signature(orderId, statusCode, grossAmount))) {
        return { ok: false, reason: 'bad signature_key' };
      }
      const parsed = toMidtransStatus(body);
      if (!parsed) return { ok: false, reason: 'transaction fields missing or amount not whole rupiah' };
      const transactionStatus = asString(body.transaction_status);
      const fraud = asString(body.fraud_status) ?? '';
      return {
        ok: true,
        event: {
          // A challenged capture later accepted repeats transaction_status and status_code, so
          // fraud_status is part of what makes an event distinct.
          eventKey: `${parsed.providerRef}:${transactionStatus}:${fraud}:${statusCode}`,
          orderId: parsed.orderId,
          providerRef: parsed.providerRef,
          transactionId: parsed.providerRef,
          state: parsed.state,
          amount: parsed.amount,
          raw: body,
        },
      };
    },

    async confirm(event) {
      // Not needed for trust (the signature covers the content) but gives the latest state when
      // notifications arrive out of order.
      return reconcile(event, await status(event.transactionId));
    },
  };
}
