import { userChannel } from '@konter/core/contracts/notification';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { request, setSocketId } from './api-client';
import { accountKey, useAccount } from './auth';

/**
 * The realtime channel (ADR 0010): one Socket.IO connection per tab while a user is logged in, on
 * the page's own origin at /socket.io, authorized by the session cookie. On every (re)connect the
 * tab asks POST broadcasting/auth for its private channel `private-user.{id}` and subscribes with
 * the signature (spec §7); only then is it "connected". Features listen with `useRealtimeEvent`;
 * nothing is replayed after a reconnect, so listeners also get the synthetic `connect` event (sent
 * once the channel is joined) and refetch what they show.
 */
export const REALTIME_CONNECT = 'connect';
export const REALTIME_DISCONNECT = 'disconnect';

type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
let connected = false;
const connectedListeners = new Set<() => void>();

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  // Visible state for browser tests and support: the tab is in its private channel.
  if (value) document.documentElement.dataset.realtime = 'joined';
  else delete document.documentElement.dataset.realtime;
  for (const l of connectedListeners) l();
}

/**
 * Joins the user's private channel: the server signs {socket id, channel} for the session's own
 * channel (Laravel-Echo style, not wrapped in `{data}`), and the socket presents the signature.
 */
async function joinPrivateChannel(socket: Socket, userId: number): Promise<boolean> {
  const channel = userChannel(userId);
  const res = await request<never>('POST', 'broadcasting/auth', {
    body: { socket_id: socket.id, channel_name: channel },
  });
  const auth = (res.json as { auth?: unknown } | null)?.auth;
  if (typeof auth !== 'string') return false;
  const ack = (await socket.timeout(JOIN_TIMEOUT_MS).emitWithAck('subscribe', { channel, auth })) as {
    ok?: boolean;
  } | null;
  return ack?.ok === true;
}

/** Delivers an event to every listener (exported for tests, which have no socket). */
export function dispatchRealtime(event: string, payload?: unknown) {
  for (const l of listeners.get(event) ?? []) {
    try {
      l(payload);
    } catch (err) {
      console.error(`[realtime] listener of ${event}`, err);
    }
  }
}

export function onRealtime(event: string, listener: Listener): () => void {
  let set = listeners.get(event);
  if (!set) {
    set = new Set();
    listeners.set(event, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export const isRealtimeConnected = () => connected;

export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(
    (cb) => {
      connectedListeners.add(cb);
      return () => connectedListeners.delete(cb);
    },
    () => connected,
    () => false,
  );
}

/** Runs `handler` for each `event` while the component is mounted (the latest handler is used). */
export function useRealtimeEvent<T = unknown>(event: string, handler: (payload: T) => void) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => onRealtime(event, (p) => ref.current(p as T)), [event]);
}

/** A refused handshake or join (session ended, device not approved) is not retried by Socket.IO itself. */
const RETRY_REFUSED_MS = 15_000;
const JOIN_TIMEOUT_MS = 10_000;

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { data: account } = useAccount();
  const qc = useQueryClient();
  const userId = account?.id;

  useEffect(() => {
    if (!userId) return;
    let socket: Socket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // Loaded on demand: visitors never download the client (bench/web keeps the first load small).
    void import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      const s = io({ path: '/socket.io', withCredentials: true });
      socket = s;
      const retryLater = () => {
        clearTimeout(retry);
        retry = setTimeout(() => {
          if (!stopped && !s.connected) s.connect();
        }, RETRY_REFUSED_MS);
      };
      s.on('connect', () => {
        // Each connection has a new id and no rooms: authorize and join again.
        const id = s.id ?? null;
        setSocketId(id);
        void (async () => {
          let ok = false;
          try {
            ok = await joinPrivateChannel(s, userId);
          } catch (err) {
            console.warn('[realtime] private channel not joined', err);
          }
          if (stopped || s.id !== id) return; // gone or reconnected: that connection joins for itself
          if (ok) {
            setConnected(true);
            dispatchRealtime(REALTIME_CONNECT);
            return;
          }
          // Outside its channel the socket would hear nothing: drop it and try again later.
          s.disconnect();
          retryLater();
        })();
      });
      s.on('disconnect', () => {
        setSocketId(null);
        setConnected(false);
        dispatchRealtime(REALTIME_DISCONNECT);
      });
      s.on('connect_error', () => {
        if (s.active || stopped) return; // Socket.IO retries transport errors on its own
        retryLater();
      });
      s.onAny((event: string, payload: unknown) => dispatchRealtime(event, payload));
    });
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.disconnect();
      setSocketId(null);
      setConnected(false);
    };
  }, [userId]);

  // The balance card reads the account: a purchase settling or a deposit credit changes it. The
  // deposit screens' queries all start with 'deposit' (top-ups, histories) or 'cashback'.
  useRealtimeEvent('deposit.updated', () => {
    void qc.invalidateQueries({ queryKey: accountKey });
    void qc.invalidateQueries({ queryKey: ['deposit'] });
    void qc.invalidateQueries({ queryKey: ['cashback'] });
  });
  useRealtimeEvent('transaction.updated', () => {
    void qc.invalidateQueries({ queryKey: accountKey });
  });
  useRealtimeEvent(REALTIME_CONNECT, () => {
    void qc.invalidateQueries({ queryKey: accountKey });
  });

  return children;
}
