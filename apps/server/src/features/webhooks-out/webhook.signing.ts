import { standardWebhooksSecret, type WebhookEvent } from '@konter/core/contracts/developer';
import { Webhook } from 'standardwebhooks';
import { hmacHex } from '../../lib/crypto.js';

/** What every delivery says it is. */
export const WEBHOOK_USER_AGENT = 'Konter-Hookshot';

/**
 * The headers of one attempt, signed on the raw body:
 * - `X-Hub-Signature: sha1=<HMAC-SHA1 hex(body, secret)>` with `X-Digiflazz-Event` (Digiflazz clients
 *   verify as they do with Digiflazz) and `X-Konter-Event`;
 * - the Standard Webhooks `webhook-id` (the message's, kept across retries and redeliveries),
 *   `webhook-timestamp` (this attempt's, seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256
 *   of "id.timestamp.body">` keyed with the secret's UTF-8 bytes — `standardWebhooksSecret`).
 */
export function signedHeaders(m: {
  secret: string;
  event: WebhookEvent;
  messageId: string;
  body: string;
  at: Date;
}): Record<string, string> {
  const standard = new Webhook(standardWebhooksSecret(m.secret));
  return {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    'x-hub-signature': `sha1=${hmacHex(m.secret, m.body, 'sha1')}`,
    'x-konter-event': m.event,
    'x-digiflazz-event': m.event,
    'webhook-id': m.messageId,
    'webhook-timestamp': String(Math.floor(m.at.getTime() / 1000)),
    'webhook-signature': standard.sign(m.messageId, m.at, m.body),
  };
}
