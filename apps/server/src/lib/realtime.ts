import { EventEmitter } from 'node:events';
import { CONSOLE_CHANGED_EVENT } from '@konter/core/contracts/console';

export interface RealtimeEvent {
  /** The member whose room hears it; 0 for the staff console's event (`consoleEvent`). */
  userId: number;
  event: string;
  payload: unknown;
  /** The socket of the request that caused the event (X-Socket-ID): it already knows, skip it. */
  exceptSocketId?: string;
}

/**
 * The operations console's event: something its dashboard or approvals queue shows changed (a new
 * request waits, someone decided). features/realtime sends it to the staff sockets only, never to a
 * member's room; purchases and deposits need none (their own events reach the staff sockets too).
 */
export const consoleEvent = (topic: string): RealtimeEvent => ({
  userId: 0,
  event: CONSOLE_CHANGED_EVENT,
  payload: { topic },
});

/** The sender's socket id from a request's X-Socket-ID header (Socket.IO ids are 20 url-safe chars). */
export function socketIdOf(req: {
  headers: Record<string, string | string[] | undefined>;
}): string | undefined {
  const v = req.headers['x-socket-id'];
  return typeof v === 'string' && /^[\w-]{1,64}$/.test(v) ? v : undefined;
}

/**
 * Live events to a user's open pages. In-process here; the app-shell feature fans them out over
 * Socket.IO (and Redis across instances). Publish only after the change is committed.
 */
export interface RealtimeBus {
  publish(e: RealtimeEvent): void;
  subscribe(listener: (e: RealtimeEvent) => void): () => void;
}

export function localBus(): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (e) => emitter.emit('event', e),
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}
