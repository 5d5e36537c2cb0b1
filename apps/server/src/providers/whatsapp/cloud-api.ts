export interface WhatsAppTransport {
  send(msg: { to: string; text: string }): Promise<void>;
}

/** Indonesian 08… → international 628… as the Cloud API expects (digits only, no plus). */
export const toInternational = (hp: string) =>
  hp.startsWith('0') ? `62${hp.slice(1)}` : hp.replace(/^\+/, '');

/**
 * WhatsApp Cloud API: POST {base}/{phone-number-id}/messages with a bearer token.
 * Business-initiated messages outside a customer-service window need an approved template; an
 * operator who needs that configures the text message's template on the Meta side (see operations.md).
 */
export function cloudApiTransport(opts: {
  baseUrl: string;
  token: string;
  phoneNumberId: string;
}): WhatsAppTransport {
  return {
    async send({ to, text }) {
      const res = await fetch(`${opts.baseUrl.replace(/\/$/, '')}/${opts.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: toInternational(to),
          type: 'text',
          text: { body: text },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok)
        throw new Error(`WhatsApp API answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
  };
}
