import { randomBytes, randomUUID } from 'node:crypto';
import { CallbackSimulator, type Delivery } from '../shared/callbacks.js';
import type { SimulatorOptions } from '../shared/simulator.js';
import { availableLists, channelFields } from './channels.js';

export interface XenditSimulatorOptions extends SimulatorOptions {
  /** The account's secret API key (HTTP Basic user, empty password). */
  secretKey: string;
  /** The account's callback verification token, sent as `x-callback-token`. */
  callbackToken: string;
  /** The account's invoice callback URL (a dashboard setting at Xendit). */
  callbackUrl?: string;
  merchantName?: string;
  /** Xendit business id, `user_id` in answers. */
  userId?: string;
  /** Public base of the simulator for `invoice_url`; default: the request's host and the mount prefix. */
  publicUrl?: string;
  /** Delay before answering API calls. Default 0. */
  latencyMs?: number;
  /** Fraction (0..1) of invoice creations answered with HTTP 500. Default 0. */
  failureRate?: number;
  /** Back-off between callback attempts after a non-2xx (protocols.md: up to 6 retries; the schedule is unverified). */
  callbackRetryDelaysMs?: number[];
}

export type InvoiceStatus = 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED';

export interface SimInvoice {
  id: string;
  externalId: string;
  status: InvoiceStatus;
  amount: number;
  description: string;
  payerEmail?: string;
  customer?: Record<string, unknown>;
  channels: string[];
  successRedirectUrl?: string;
  failureRedirectUrl?: string;
  invoiceUrl: string;
  created: number;
  updated: number;
  expiryDate: number;
  payment?: { channel: string; destination: string; paidAt: number; paymentId: string };
  /** Failed payment attempts on the hosted page (the invoice stays PENDING; no callback). */
  failedAttempts?: number;
}

export interface SentCallback {
  seq: number;
  invoiceId: string;
  externalId: string;
  status: InvoiceStatus;
  url: string;
  /** Xendit's idempotency header: the same for every retry of one event. */
  webhookId: string;
  /** The exact bytes; a resend repeats them. */
  body: string;
  deliveries: Delivery[];
}

export interface InvoiceActOptions {
  /** The channel the payer uses (one of the invoice's); default its first. */
  channel?: string;
  /** False: record the callback without sending it (send later with redeliver). */
  deliver?: boolean;
}

const iso = (at: number) => new Date(at).toISOString();

/** In-memory Xendit invoices and callbacks. HTTP surface: xendit.plugin.ts. */
export class XenditSimulator extends CallbackSimulator<XenditSimulatorOptions, SentCallback> {
  readonly invoices = new Map<string, SimInvoice>();
  readonly callbacks: SentCallback[] = [];

  get merchantName() {
    return this.opts.merchantName ?? 'Konter';
  }

  get userId() {
    return this.opts.userId ?? '5f0d5c0b1c2a4e0019a1b2c3';
  }

  /** HTTP Basic with the secret key as user (the password is ignored, as Xendit does). */
  authorized(authorization: string | undefined): boolean {
    const m = /^Basic\s+(.+)$/i.exec(authorization ?? '');
    if (!m) return false;
    const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
    return decoded.slice(0, decoded.indexOf(':')) === this.opts.secretKey && decoded.includes(':');
  }

  /** A 24-hex id, the shape of Xendit's ids. */
  newId(): string {
    return randomBytes(12).toString('hex');
  }

  add(inv: SimInvoice) {
    this.invoices.set(inv.id, inv);
    const left = inv.expiryDate - this.now();
    // setTimeout cannot wait past ~24.8 days; such invoices only expire when told to.
    if (left <= 2 ** 31 - 1)
      this.timers.later(Math.max(0, left), () => void this.expire(inv.id).catch(() => undefined));
  }

  /** The invoice as the API answers it. */
  wire(inv: SimInvoice): Record<string, unknown> {
    return {
      id: inv.id,
      external_id: inv.externalId,
      user_id: this.userId,
      status: inv.status,
      merchant_name: this.merchantName,
      merchant_profile_picture_url: '',
      amount: inv.amount,
      ...(inv.payerEmail ? { payer_email: inv.payerEmail } : {}),
      description: inv.description,
      expiry_date: iso(inv.expiryDate),
      invoice_url: inv.invoiceUrl,
      ...availableLists(inv.channels, inv.amount, this.merchantName),
      should_send_email: false,
      ...(inv.successRedirectUrl ? { success_redirect_url: inv.successRedirectUrl } : {}),
      ...(inv.failureRedirectUrl ? { failure_redirect_url: inv.failureRedirectUrl } : {}),
      created: iso(inv.created),
      updated: iso(inv.updated),
      currency: 'IDR',
      ...(inv.customer ? { customer: inv.customer } : {}),
      ...(inv.payment
        ? {
            paid_amount: inv.amount,
            paid_at: iso(inv.payment.paidAt),
            payment_id: inv.payment.paymentId,
            ...channelFields(inv.payment.channel, inv.payment.destination),
          }
        : {}),
    };
  }

  /** The invoice callback body (Xendit's InvoiceCallback shape). */
  callbackBody(inv: SimInvoice): Record<string, unknown> {
    const base = {
      id: inv.id,
      external_id: inv.externalId,
      user_id: this.userId,
      is_high: false,
      status: inv.status,
      merchant_name: this.merchantName,
      amount: inv.amount,
      ...(inv.payerEmail ? { payer_email: inv.payerEmail } : {}),
      description: inv.description,
    };
    const tail = { updated: iso(inv.updated), created: iso(inv.created), currency: 'IDR' };
    if (!inv.payment) return { ...base, ...tail };
    return {
      ...base,
      ...channelFields(inv.payment.channel, inv.payment.destination),
      paid_amount: inv.amount,
      paid_at: iso(inv.payment.paidAt),
      adjusted_received_amount: inv.amount,
      fees_paid_amount: 0,
      ...tail,
      payment_id: inv.payment.paymentId,
      ...(inv.successRedirectUrl ? { success_redirect_url: inv.successRedirectUrl } : {}),
      ...(inv.failureRedirectUrl ? { failure_redirect_url: inv.failureRedirectUrl } : {}),
    };
  }

  /** The payer pays a PENDING invoice: PAID, then the callback. Anything else changes nothing. */
  async pay(id: string, opts: InvoiceActOptions = {}): Promise<SentCallback[]> {
    const inv = this.require(id);
    if (inv.status !== 'PENDING') return [];
    const channel = opts.channel ?? inv.channels[0]!;
    if (!inv.channels.includes(channel)) throw new Error(`channel ${channel} is not offered by ${id}`);
    const now = this.now();
    const destination = this.digits(16);
    inv.payment = { channel, destination, paidAt: now, paymentId: randomUUID() };
    inv.status = 'PAID';
    inv.updated = now;
    return [await this.notify(inv, opts.deliver)];
  }

  /**
   * A failed payment attempt on a PENDING invoice (declined card, cancelled e-wallet approval): as at
   * Xendit, the invoice stays PENDING and payable, no callback is sent, and the payer's browser goes
   * to failure_redirect_url (failureRedirectUrl). False when the invoice is not PENDING.
   */
  fail(id: string): boolean {
    const inv = this.require(id);
    if (inv.status !== 'PENDING') return false;
    inv.failedAttempts = (inv.failedAttempts ?? 0) + 1;
    return true;
  }

  /** A PENDING invoice expires: EXPIRED, then the callback. */
  async expire(id: string, opts: InvoiceActOptions = {}): Promise<SentCallback[]> {
    const inv = this.require(id);
    if (inv.status !== 'PENDING') return [];
    inv.status = 'EXPIRED';
    inv.updated = this.now();
    return [await this.notify(inv, opts.deliver)];
  }

  /** Funds of a PAID invoice reach the balance: SETTLED, without a callback. */
  settle(id: string): boolean {
    const inv = this.require(id);
    if (inv.status !== 'PAID') return false;
    inv.status = 'SETTLED';
    inv.updated = this.now();
    return true;
  }

  callbacksFor(id: string): SentCallback[] {
    return this.callbacks.filter((c) => c.invoiceId === id);
  }

  /** Where the payer's browser goes once the invoice is final. */
  redirectUrl(inv: SimInvoice): string | undefined {
    if (inv.status === 'PAID' || inv.status === 'SETTLED') return inv.successRedirectUrl;
    if (inv.status === 'EXPIRED') return inv.failureRedirectUrl;
    return undefined;
  }

  private require(id: string): SimInvoice {
    const inv = this.invoices.get(id);
    if (!inv) throw new Error(`no invoice ${id}`);
    return inv;
  }

  private async notify(inv: SimInvoice, deliver = true): Promise<SentCallback> {
    const c: SentCallback = {
      seq: this.callbacks.length + 1,
      invoiceId: inv.id,
      externalId: inv.externalId,
      status: inv.status,
      url: this.opts.callbackUrl ?? '',
      webhookId: randomUUID(),
      body: JSON.stringify(this.callbackBody(inv)),
      deliveries: [],
    };
    this.callbacks.push(c);
    if (deliver) await this.deliverWithRetries(c);
    return c;
  }

  protected override callbackHeaders(c: SentCallback): Record<string, string> {
    return {
      'content-type': 'application/json',
      'x-callback-token': this.opts.callbackToken,
      'webhook-id': c.webhookId,
    };
  }

  protected override get retryDelaysMs() {
    return this.opts.callbackRetryDelaysMs ?? [15_000, 45_000, 120_000, 600_000, 1_800_000, 3_600_000];
  }
}
