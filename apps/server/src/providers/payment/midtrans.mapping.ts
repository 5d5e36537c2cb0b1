// Midtrans's vocabulary to ours. Protocol facts: shared/guide/protocols.md, "Payment gateway B:
// Midtrans Snap"; enabled_payments names from docs.midtrans.com (Snap "Request Body (JSON Parameter)",
// the per-channel pages such as /reference/dana, and midtrans-go's SnapPaymentType list).
import type { PaymentState, PaymentStatus } from './gateway.js';
import { asString, isObj, parseRupiah, parseWibTime } from './wire.js';

/** Our `midtrans:{channel}` method channels → Snap `enabled_payments`. */
export const MIDTRANS_ENABLED_PAYMENTS: Readonly<Record<string, readonly string[]>> = {
  creditcard: ['credit_card'],
  gopay: ['gopay'],
  shopeepay: ['shopeepay'],
  // QRIS paid from any e-wallet; `gopay` also shows a QR on desktop but is its own channel here.
  qris: ['other_qris'],
  alfamart: ['alfamart'],
  indomaret: ['indomaret'],
  kredivo: ['kredivo'],
  dana: ['dana'],
  // Snap also accepts the umbrella `bank_transfer`; the explicit list keeps Mandiri (echannel) and
  // "other banks" (other_va) visible whatever the dashboard's defaults are.
  bank_transfer: ['bca_va', 'bni_va', 'bri_va', 'echannel', 'permata_va', 'other_va'],
};

/**
 * `transaction_status` (+ `fraud_status`) → our state.
 * - `settlement` is paid; `capture` is paid only with fraud_status `accept` (a `challenge` waits for
 *   the merchant's review in the dashboard, so it stays pending).
 * - `authorize` (card pre-authorisation, not captured) and `pending` are pending.
 * - `deny`, `cancel` and `failure` are failed; `expire` is expired.
 * - `refund`, `partial_refund`, `chargeback`, `partial_chargeback` are refunded: money went back,
 *   wholly or partly (see `refund_amount` in raw); never a reason to credit.
 * - Anything unknown is pending: no money moves on a status we do not understand.
 */
export function midtransState(transactionStatus: string, fraudStatus?: string): PaymentState {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      return fraudStatus === 'accept' ? 'paid' : 'pending';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'failed';
    case 'expire':
      return 'expired';
    case 'refund':
    case 'partial_refund':
    case 'chargeback':
    case 'partial_chargeback':
      return 'refunded';
    default:
      return 'pending';
  }
}

/**
 * A Midtrans transaction object (status answer or notification body) → PaymentStatus; null when it
 * lacks an order id, a transaction id, a status or a whole-rupiah gross_amount.
 */
export function toMidtransStatus(body: unknown): PaymentStatus | null {
  if (!isObj(body)) return null;
  const orderId = asString(body.order_id);
  const transactionId = asString(body.transaction_id);
  const status = asString(body.transaction_status);
  const amount = parseRupiah(body.gross_amount);
  if (!orderId || !transactionId || !status || amount === null) return null;
  const state = midtransState(status, asString(body.fraud_status));
  const paidAt =
    state === 'paid'
      ? (parseWibTime(body.settlement_time) ?? parseWibTime(body.transaction_time))
      : undefined;
  const channel = asString(body.payment_type);
  return {
    orderId,
    providerRef: transactionId,
    state,
    amount,
    ...(paidAt ? { paidAt } : {}),
    ...(channel ? { channel } : {}),
    raw: body,
  };
}
