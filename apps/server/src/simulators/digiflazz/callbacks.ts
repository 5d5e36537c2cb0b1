import { createHmac } from 'node:crypto';

export interface CallbackDelivery {
  refId: string;
  url: string;
  attempt: number;
  /** HTTP status of the buyer's answer; null when the connection failed. */
  status: number | null;
  ok: boolean;
  at: number;
}

/** Headers and raw body exactly as Digiflazz's webhook sends them (protocols.md, "Webhook to the buyer"). */
export function signedCallback(data: object, secret: string, postpaid: boolean) {
  // The signature covers these exact bytes, so the body is serialized once and sent verbatim.
  const body = JSON.stringify({ data });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-digiflazz-event': 'update',
      'user-agent': postpaid ? 'Digiflazz-Pasca-Hookshot' : 'Digiflazz-Hookshot',
      'x-hub-signature': `sha1=${createHmac('sha1', secret).update(body).digest('hex')}`,
    },
  };
}
