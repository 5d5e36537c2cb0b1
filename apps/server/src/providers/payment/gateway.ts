// Hosted-payment gateways (money in), behind one interface: Midtrans Snap (provider B) and Xendit
// invoices (provider A). Protocol facts: shared/guide/protocols.md, "Payment gateway B: Midtrans Snap"
// and "Payment gateway A: Xendit".

/**
 * Our view of a payment. `refunded` covers every money-back status the provider reports (full or
 * partial refund, chargeback): nothing is credited on it, and a partial one still needs a look at
 * `raw` before anything is reversed.
 */
export type PaymentState = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';

export type GatewayName = 'midtrans' | 'xendit';

export interface CreatePaymentRequest {
  /** Our reference, unique per payment attempt (Midtrans refuses a used order_id). */
  orderId: string;
  /** Integer rupiah the customer pays (fee included when the customer pays it). */
  amount: number;
  description: string;
  customer: { name: string; email?: string; phone?: string };
  /** The channel part of our method code, e.g. `gopay` for `midtrans:gopay`, `dana` for `xendit:dana`. */
  channel: string;
  expiresInMinutes: number;
  /** Display-only return pages; never credit from what they receive. */
  returnUrls: { finish: string; unfinish: string; error: string };
  /** Per-payment notification URL, where the provider supports one (Midtrans; Xendit ignores it). */
  callbackUrl?: string;
}

/**
 * The spec's public return pages (`/midtrans/finish|unfinish|error`) for one payment. Midtrans adds
 * `order_id` (and its status) to the query itself; Xendit sends the payer to success_redirect_url /
 * failure_redirect_url exactly as given, so for Xendit our order id (its external_id) goes in the
 * query here — the return page reads the state from our server by it, never from the query.
 */
export function returnUrlsFor(
  gateway: GatewayName,
  appUrl: string,
  orderId: string,
): CreatePaymentRequest['returnUrls'] {
  const base = appUrl.replace(/\/+$/, '');
  const q = gateway === 'xendit' ? `?order_id=${encodeURIComponent(orderId)}` : '';
  return {
    finish: `${base}/midtrans/finish${q}`,
    unfinish: `${base}/midtrans/unfinish${q}`,
    error: `${base}/midtrans/error${q}`,
  };
}

export interface CreatedPayment {
  /** Midtrans: the Snap token. Xendit: the invoice id. */
  providerRef: string;
  /** Where to send the customer's browser. */
  paymentUrl: string;
  expiresAt: Date;
}

/** Look a payment up by our order id or by the provider's reference. */
export type PaymentLookup = { orderId: string } | { providerRef: string };

export interface PaymentStatus {
  orderId: string;
  /** Midtrans: transaction_id. Xendit: invoice id. */
  providerRef: string;
  state: PaymentState;
  /** Integer rupiah. */
  amount: number;
  paidAt?: Date;
  /** The provider's name of the channel actually used (e.g. `bank_transfer`, `DANA`). */
  channel?: string;
  raw: Record<string, unknown>;
}

export interface PaymentEvent {
  /** Unique per provider event: the key of the webhook inbox (with the provider name). */
  eventKey: string;
  orderId: string;
  providerRef: string;
  /** Stable per payment: derive the ledger's idempotency key from it. */
  transactionId: string;
  state: PaymentState;
  amount: number;
  raw: Record<string, unknown>;
}

export type Verification = { ok: true; event: PaymentEvent } | { ok: false; reason: string };

/**
 * The provider's own answer about a notified payment. When `ok`, `event` carries the state and amount
 * from the provider's status API (which may be ahead of a late notification); when not, the
 * notification claimed something the provider does not confirm and nothing may be credited.
 */
export type Confirmation =
  | { ok: true; event: PaymentEvent; status: PaymentStatus }
  | { ok: false; reason: string; status: PaymentStatus | null };

export type Headers = Record<string, string | string[] | undefined>;

export interface PaymentGateway {
  readonly name: GatewayName;
  createPayment(req: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Null when the provider knows no such payment (Midtrans: also before the customer picks a method). */
  getStatus(lookup: PaymentLookup): Promise<PaymentStatus | null>;
  /** Checks the notification on its raw bytes (constant time) and parses it. Never throws. */
  verifyNotification(rawBody: Buffer | string, headers: Headers): Verification;
  /** Re-fetches the payment from the provider. Mandatory before crediting a Xendit callback. */
  confirm(event: PaymentEvent): Promise<Confirmation>;
}

/** Transport error, timeout, 5xx or an unreadable answer: the outcome is unknown, ask again later. */
export class PaymentUnavailable extends Error {
  override name = 'PaymentUnavailable';
}

/** The provider answered with a definite refusal (bad credentials, invalid request, duplicate id). */
export class PaymentRejected extends Error {
  override name = 'PaymentRejected';
  constructor(
    message: string,
    /** HTTP status of the answer. */
    readonly status: number,
    /** The provider's error code or messages, as answered. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

const RANK: Record<PaymentState, number> = { pending: 0, paid: 1, failed: 1, expired: 1, refunded: 2 };

/**
 * Compares a notification with the provider's current answer. The answer may be ahead of the
 * notification (notifications arrive late and out of order) but never behind or beside it: a
 * notification claiming `paid` for a payment the provider shows `pending` is forged.
 */
export function reconcile(event: PaymentEvent, status: PaymentStatus | null): Confirmation {
  if (!status) return { ok: false, reason: 'unknown to the provider', status };
  if (status.orderId !== event.orderId) return { ok: false, reason: 'order id differs', status };
  if (status.amount !== event.amount) return { ok: false, reason: 'amount differs', status };
  const same = status.state === event.state;
  if (!same && RANK[status.state] <= RANK[event.state]) {
    return { ok: false, reason: `provider says ${status.state}, notification ${event.state}`, status };
  }
  return { ok: true, event: { ...event, state: status.state, amount: status.amount }, status };
}
