import { createHash, randomUUID } from 'node:crypto';
import { CallbackSimulator, type Delivery } from '../shared/callbacks.js';
import type { SimulatorOptions } from '../shared/simulator.js';
import { wibTime } from '../shared/wib.js';
import { offeredMethods, SNAP_METHODS } from './methods.js';

export interface MidtransSimulatorOptions extends SimulatorOptions {
  serverKey: string;
  /** The dashboard's Payment Notification URL (a transaction's `X-Override-Notification` wins). */
  notificationUrl?: string;
  merchantId?: string;
  /** Shown on the hosted page. */
  merchantName?: string;
  /** Dashboard redirect URLs, used when the transaction's `callbacks` name none (Snap has no `unfinish`). */
  finishRedirectUrl?: string;
  unfinishRedirectUrl?: string;
  errorRedirectUrl?: string;
  /** Public base of the simulator for `redirect_url` (e.g. `https://konter.example/_sim/midtrans`); default: the request's host and the mount prefix. */
  publicUrl?: string;
  /** Delay before answering Snap and status calls. Default 0. */
  latencyMs?: number;
  /** Fraction (0..1) of Snap creates answered with HTTP 500. Default 0. */
  failureRate?: number;
  /** Back-off between notification attempts after a non-2xx; its length is the retry count (unverified: Midtrans does not publish its schedule). */
  notificationRetryDelaysMs?: number[];
  /** Send the `pending` notification when the customer picks a method, as Midtrans does. Default true. */
  notifyPending?: boolean;
}

export type MidtransStatus = 'pending' | 'settlement' | 'capture' | 'deny' | 'cancel' | 'expire' | 'refund';

/** Midtrans's status_code per transaction_status (docs.midtrans.com, "Midtrans Status Code"). */
export const STATUS_CODE: Record<MidtransStatus, string> = {
  settlement: '200',
  capture: '200',
  cancel: '200',
  refund: '200',
  pending: '201',
  deny: '202',
  expire: '407',
};

export interface SnapTransaction {
  token: string;
  orderId: string;
  grossAmount: number;
  customer: Record<string, unknown>;
  enabledPayments: string[];
  finishUrl?: string;
  errorUrl?: string;
  notificationUrl?: string;
  createdAt: number;
  pageExpiresAt: number;
  /** How long the payment stays open, from `expiryStart` (Snap `expiry.start_time`) or from the method pick. */
  expiryMs: number;
  expiryStart?: number;
  /** The Core API transaction: absent until the customer picks a method (status answers 404 until then). */
  core?: {
    transactionId: string;
    method: string;
    status: MidtransStatus;
    fraudStatus: string;
    transactionTime: number;
    settlementTime?: number;
    expiryTime: number;
    number: string;
  };
}

export interface SentNotification {
  seq: number;
  orderId: string;
  transactionStatus: MidtransStatus;
  statusCode: string;
  url: string;
  /** The exact signed bytes; a resend repeats them. */
  body: string;
  deliveries: Delivery[];
}

export type Action = 'pay' | 'fail' | 'expire';
export interface ActOptions {
  /** One of the page's methods (`enabled_payments` names); default the first offered. */
  method?: string;
  /** False: record the signed notifications without sending them (send later with redeliver). */
  deliver?: boolean;
}

/** In-memory Midtrans (Snap + Core status + notifications). HTTP surface: midtrans.plugin.ts. */
export class MidtransSimulator extends CallbackSimulator<MidtransSimulatorOptions, SentNotification> {
  readonly byToken = new Map<string, SnapTransaction>();
  readonly byOrder = new Map<string, SnapTransaction>();
  readonly notifications: SentNotification[] = [];

  get merchantId() {
    return this.opts.merchantId ?? 'G000000001';
  }

  /** sha512(order_id + status_code + gross_amount + serverKey), hex. */
  signature(orderId: string, statusCode: string, grossAmount: string): string {
    return createHash('sha512')
      .update(orderId + statusCode + grossAmount + this.opts.serverKey)
      .digest('hex');
  }

  /** Basic auth with the server key as user and an empty password. */
  authorized(authorization: string | undefined): boolean {
    const m = /^Basic\s+(.+)$/i.exec(authorization ?? '');
    if (!m) return false;
    return Buffer.from(m[1]!, 'base64').toString('utf8') === `${this.opts.serverKey}:`;
  }

  /** By order_id or transaction_id, as the status API accepts either. */
  find(ref: string): SnapTransaction | undefined {
    const direct = this.byOrder.get(ref);
    if (direct) return direct;
    for (const t of this.byOrder.values()) if (t.core?.transactionId === ref) return t;
    return undefined;
  }

  add(t: SnapTransaction) {
    this.byToken.set(t.token, t);
    this.byOrder.set(t.orderId, t);
  }

  newToken(): string {
    return randomUUID();
  }

  /** The Core API transaction object (status answer and notification body share it). */
  wire(t: SnapTransaction, statusMessage: string): Record<string, unknown> {
    const c = t.core!;
    const method = SNAP_METHODS[c.method]!;
    const grossAmount = `${t.grossAmount}.00`;
    const statusCode = STATUS_CODE[c.status];
    return {
      transaction_time: wibTime(c.transactionTime),
      transaction_status: c.status,
      transaction_id: c.transactionId,
      status_message: statusMessage,
      status_code: statusCode,
      signature_key: this.signature(t.orderId, statusCode, grossAmount),
      ...(c.settlementTime !== undefined ? { settlement_time: wibTime(c.settlementTime) } : {}),
      payment_type: method.paymentType,
      order_id: t.orderId,
      merchant_id: this.merchantId,
      gross_amount: grossAmount,
      fraud_status: c.fraudStatus,
      currency: 'IDR',
      expiry_time: wibTime(c.expiryTime),
      ...method.fields(c.number),
    };
  }

  /** The customer picks a method: the Core transaction starts pending (201) and is announced. */
  async choose(ref: string, opts: ActOptions = {}): Promise<SentNotification[]> {
    const t = this.require(ref);
    if (t.core) return [];
    const offered = offeredMethods(t.enabledPayments);
    const method = opts.method ?? offered[0]!;
    if (!offered.includes(method)) throw new Error(`method ${method} is not offered for ${t.orderId}`);
    const now = this.now();
    const number = this.digits(18);
    t.core = {
      transactionId: randomUUID(),
      method,
      status: 'pending',
      fraudStatus: 'accept',
      transactionTime: now,
      expiryTime: (t.expiryStart ?? now) + t.expiryMs,
      number,
    };
    const left = Math.max(0, t.core.expiryTime - now);
    // setTimeout cannot wait past ~24.8 days; such payments only expire when told to.
    if (left <= 2 ** 31 - 1) {
      this.timers.later(left, () => void this.act(t.orderId, 'expire').catch(() => undefined));
    }
    if (this.opts.notifyPending === false) return [];
    return [await this.notify(t, opts.deliver)];
  }

  /** Pay (settlement; capture for cards), fail (deny) or expire a pending transaction, then notify. */
  async act(ref: string, action: Action, opts: ActOptions = {}): Promise<SentNotification[]> {
    const t = this.require(ref);
    const sent = await this.choose(ref, opts);
    const c = t.core!;
    if (c.status !== 'pending') return sent;
    if (action === 'pay') {
      c.status = SNAP_METHODS[c.method]!.card ? 'capture' : 'settlement';
      if (c.status === 'settlement') c.settlementTime = this.now();
    } else {
      c.status = action === 'fail' ? 'deny' : 'expire';
    }
    return [...sent, await this.notify(t, opts.deliver)];
  }

  pay = (ref: string, opts?: ActOptions) => this.act(ref, 'pay', opts);
  fail = (ref: string, opts?: ActOptions) => this.act(ref, 'fail', opts);
  expire = (ref: string, opts?: ActOptions) => this.act(ref, 'expire', opts);

  /** Refund a paid transaction (settlement or capture → refund), then notify. */
  async refund(ref: string, opts: ActOptions = {}): Promise<SentNotification[]> {
    const t = this.require(ref);
    if (t.core?.status !== 'settlement' && t.core?.status !== 'capture') return [];
    t.core.status = 'refund';
    return [await this.notify(t, opts.deliver)];
  }

  /** Where the browser goes after an action, with Midtrans's display-only query parameters. */
  redirectUrl(t: SnapTransaction): string | undefined {
    const status = t.core?.status;
    const o = this.opts;
    const base =
      status === 'settlement' || status === 'capture'
        ? (t.finishUrl ?? o.finishRedirectUrl)
        : status === 'deny'
          ? (t.errorUrl ?? o.errorRedirectUrl)
          : (o.unfinishRedirectUrl ?? t.finishUrl ?? o.finishRedirectUrl);
    if (!base) return undefined;
    const q = new URLSearchParams({
      order_id: t.orderId,
      status_code: status ? STATUS_CODE[status] : '201',
      transaction_status: status ?? 'pending',
    });
    return `${base}${base.includes('?') ? '&' : '?'}${q}`;
  }

  notificationsFor(orderId: string): SentNotification[] {
    return this.notifications.filter((n) => n.orderId === orderId);
  }

  private require(ref: string): SnapTransaction {
    const t = this.find(ref) ?? this.byToken.get(ref);
    if (!t) throw new Error(`no Snap transaction ${ref}`);
    return t;
  }

  /** Signs and records the current state; delivers it (first attempt awaited) unless told not to. */
  private async notify(t: SnapTransaction, deliver = true): Promise<SentNotification> {
    const c = t.core!;
    const n: SentNotification = {
      seq: this.notifications.length + 1,
      orderId: t.orderId,
      transactionStatus: c.status,
      statusCode: STATUS_CODE[c.status],
      url: t.notificationUrl ?? this.opts.notificationUrl ?? '',
      // Serialized once: the signature covers values, the receiver reads these exact bytes.
      body: JSON.stringify(this.wire(t, 'midtrans payment notification')),
      deliveries: [],
    };
    this.notifications.push(n);
    if (deliver) await this.deliverWithRetries(n);
    return n;
  }

  protected override callbackHeaders(): Record<string, string> {
    return { 'content-type': 'application/json', 'user-agent': 'Veritrans' };
  }

  protected override get retryDelaysMs() {
    return this.opts.notificationRetryDelaysMs ?? [2_000, 10_000, 30_000, 60_000, 300_000];
  }
}
