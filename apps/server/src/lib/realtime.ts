import { EventEmitter } from 'node:events';

export interface RealtimeEvent {
  userId: number;
  event: string;
  payload: unknown;
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
