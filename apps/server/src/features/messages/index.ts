import type { Messenger } from './messenger.js';

export { listRecentMessages, type OutboundMessage } from './messages.repository.js';
export { Messenger, type Transports } from './messenger.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** Outbound e-mail and WhatsApp through the outbox (features/messages). */
    messenger: Messenger;
  }
}
