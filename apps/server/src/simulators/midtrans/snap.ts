// The Snap and Core status endpoints' rules: what Midtrans accepts, refuses and answers.
import { randomUUID } from 'node:crypto';
import type { Answer } from '../shared/plugin.js';
import type { MidtransSimulator, SnapTransaction } from './midtrans.simulator.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export type { Answer };

/** Snap's error shape: a list of messages. */
const snapError = (status: number, ...messages: string[]): Answer => ({
  status,
  body: { error_messages: messages },
});

export const UNAUTHORIZED_MESSAGE =
  'Access denied due to unauthorized transaction, please check client or server key';

const UNIT_MS: Record<string, number> = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };
const DAY_MS = 86_400_000;

/** `{unit, duration}` (plural units accepted, as Snap does) → milliseconds, or null when malformed. */
function durationMs(v: unknown): number | null {
  if (!isObj(v)) return null;
  const unit = typeof v.unit === 'string' ? UNIT_MS[v.unit.replace(/s$/, '')] : undefined;
  const duration = v.duration;
  if (!unit || typeof duration !== 'number' || !Number.isSafeInteger(duration) || duration <= 0) return null;
  return unit * duration;
}

/** `"2024-05-20 10:00:00 +0700"` → epoch ms. */
function startTime(v: unknown): number | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/.exec(v);
  if (!m) return null;
  const at = Date.parse(`${m[1]}T${m[2]}${m[3]}${m[4]}:${m[5]}`);
  return Number.isNaN(at) ? null : at;
}

/** POST /snap/v1/transactions → 201 {token, redirect_url}, or Snap's 400/401 errors. */
export function createSnap(
  sim: MidtransSimulator,
  body: unknown,
  notificationOverride: string | undefined,
  pageBase: string,
): Answer {
  if (!isObj(body) || !isObj(body.transaction_details)) {
    return snapError(400, 'transaction_details is required');
  }
  const { order_id: orderId, gross_amount: gross } = body.transaction_details;
  if (typeof orderId !== 'string' || !/^[A-Za-z0-9\-_.~]{1,50}$/.test(orderId)) {
    return snapError(400, 'transaction_details.order_id is required and may only contain [A-Za-z0-9-_.~]');
  }
  if (typeof gross !== 'number' || !Number.isSafeInteger(gross) || gross < 1) {
    return snapError(400, 'transaction_details.gross_amount must be a whole number of rupiah, at least 1');
  }
  if (body.item_details !== undefined) {
    if (!Array.isArray(body.item_details)) return snapError(400, 'item_details must be an array');
    let sum = 0;
    for (const item of body.item_details) {
      if (!isObj(item) || typeof item.price !== 'number' || typeof item.quantity !== 'number') {
        return snapError(400, 'item_details price and quantity are required');
      }
      sum += item.price * item.quantity;
    }
    if (sum !== gross) {
      return snapError(400, 'transaction_details.gross_amount is not equal to the sum of item_details');
    }
  }
  const enabled = body.enabled_payments;
  if (enabled !== undefined && (!Array.isArray(enabled) || !enabled.every((e) => typeof e === 'string'))) {
    return snapError(400, 'enabled_payments must be an array of payment names');
  }
  const expiryMs = body.expiry === undefined ? DAY_MS : durationMs(body.expiry);
  const pageMs = body.page_expiry === undefined ? DAY_MS : durationMs(body.page_expiry);
  if (expiryMs === null) return snapError(400, 'expiry.unit and expiry.duration are invalid');
  if (pageMs === null) return snapError(400, 'page_expiry.unit and page_expiry.duration are invalid');
  const expiryStart =
    isObj(body.expiry) && body.expiry.start_time !== undefined
      ? startTime(body.expiry.start_time)
      : undefined;
  if (expiryStart === null) return snapError(400, 'expiry.start_time must be "yyyy-MM-dd HH:mm:ss Z"');
  // An order id is used once (Midtrans answers in Indonesian here).
  if (sim.byOrder.has(orderId)) return snapError(400, 'transaction_details.order_id sudah digunakan');

  const callbacks = isObj(body.callbacks) ? body.callbacks : {};
  const token = sim.newToken();
  const now = sim.now();
  const t: SnapTransaction = {
    token,
    orderId,
    grossAmount: gross,
    customer: isObj(body.customer_details) ? body.customer_details : {},
    enabledPayments: (enabled as string[] | undefined) ?? [],
    ...(typeof callbacks.finish === 'string' ? { finishUrl: callbacks.finish } : {}),
    ...(typeof callbacks.error === 'string' ? { errorUrl: callbacks.error } : {}),
    ...(notificationOverride ? { notificationUrl: notificationOverride } : {}),
    createdAt: now,
    pageExpiresAt: now + pageMs,
    expiryMs,
    ...(expiryStart !== undefined ? { expiryStart } : {}),
  };
  sim.add(t);
  return { status: 201, body: { token, redirect_url: `${pageBase}/snap/v2/vtweb/${token}` } };
}

/** GET /v2/{order_id|transaction_id}/status: the Core transaction, or 404 before a method is picked. */
export function statusAnswer(sim: MidtransSimulator, ref: string): Answer {
  const t = sim.find(ref);
  if (!t?.core) {
    return {
      status: 404,
      body: { status_code: '404', status_message: "Transaction doesn't exist.", id: randomUUID() },
    };
  }
  return { status: 200, body: sim.wire(t, 'Success, transaction is found') };
}

export const unauthorizedStatus = (): Answer => ({
  status: 401,
  body: { status_code: '401', status_message: UNAUTHORIZED_MESSAGE, id: randomUUID() },
});

export const unauthorizedSnap = (): Answer =>
  snapError(
    401,
    UNAUTHORIZED_MESSAGE,
    'Visit https://snap-docs.midtrans.com/#request-headers for more details',
  );

export const internalError = (): Answer =>
  snapError(500, 'Sorry, we encountered internal server error. We will fix this soon.');
