// Request and webhook signing of Konter's postal protocol (docs/postal-protocol.md §Signing):
// `X-Timestamp` (unix seconds) and `X-Signature: sha256=<hex HMAC-SHA256(key, timestamp + "." + raw body)>`.
// Requests are signed with the API key, webhooks with the webhook secret. A receiver refuses a
// timestamp more than five minutes away from its clock (replays).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
/** How far a signed timestamp may be from the receiver's clock. */
export const SIGNATURE_TOLERANCE_S = 300;

export function postalSignature(key: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', key).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex')}`;
}

/** The two headers of a signed message. */
export function signedHeaders(key: string, rawBody: string, nowMs = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: postalSignature(key, timestamp, rawBody) };
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** Whether a message's headers sign its raw body with `key`, within the tolerance. */
export function verifyPostalSignature(
  key: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  nowMs = Date.now(),
): { ok: true } | { ok: false; reason: string } {
  const timestamp = one(headers[TIMESTAMP_HEADER]);
  const signature = one(headers[SIGNATURE_HEADER]);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) return { ok: false, reason: 'unsigned' };
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_S)
    return { ok: false, reason: 'stale timestamp' };
  const expected = Buffer.from(postalSignature(key, timestamp, rawBody), 'utf8');
  const received = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  if (expected.length !== received.length || !timingSafeEqual(expected, received))
    return { ok: false, reason: 'bad signature' };
  return { ok: true };
}
