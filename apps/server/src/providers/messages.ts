import type { EmailTransport } from './email/smtp.js';
import type { WhatsAppTransport } from './whatsapp/cloud-api.js';

/** The real transports of outbound messages; a channel without one keeps its messages in the outbox. */
export interface Transports {
  email?: EmailTransport;
  whatsapp?: WhatsAppTransport;
}
