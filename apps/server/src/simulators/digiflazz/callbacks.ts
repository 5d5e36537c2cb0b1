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

/** One POST of a callback; never throws (a failed delivery is retried by the caller). */
export async function postCallback(
  url: string,
  message: { body: string; headers: Record<string, string> },
  signal: AbortSignal,
): Promise<number | null> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: message.headers,
      body: message.body,
      signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  } catch {
    return null;
  }
}
