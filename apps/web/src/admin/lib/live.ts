import { CONSOLE_CHANGED_EVENT, CONSOLE_SOCKET_NAMESPACE } from '@konter/core/contracts/console';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';

// The console's live channel: one Socket.IO connection per tab to the staff-only namespace
// `/console` (the staff cookie authorizes the handshake, features/realtime on the server), open
// while a live screen (dashboard, approvals) is shown. Its one event, `console:changed`, carries no
// data: the screens' queries are read again through the API, where the roles apply. While the
// socket is down the screens poll every POLL_MS instead.

/** The query roots a `console:changed` refreshes. */
export const LIVE_QUERIES = {
  dashboard: ['console', 'dashboard'],
  approvals: ['console', 'approvals'],
} as const;

/** How often live screens poll while the socket is down. */
export const POLL_MS = 15_000;
/** A refused handshake (session ended) is not retried by Socket.IO itself. */
const RETRY_REFUSED_MS = 15_000;

let users = 0;
let socket: Socket | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;
let connected = false;
const watchers = new Set<() => void>();

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  // Visible state for browser tests and support.
  if (value) document.documentElement.dataset.consoleLive = 'connected';
  else delete document.documentElement.dataset.consoleLive;
  for (const w of watchers) w();
}

function refresh(qc: QueryClient) {
  for (const queryKey of Object.values(LIVE_QUERIES)) void qc.invalidateQueries({ queryKey });
}

function start(qc: QueryClient) {
  // Loaded on demand: the console's first screen does not wait for the client.
  void import('socket.io-client').then(({ io }) => {
    if (users === 0 || socket) return;
    const s = io(CONSOLE_SOCKET_NAMESPACE, { path: '/socket.io', withCredentials: true });
    socket = s;
    s.on('connect', () => {
      setConnected(true);
      // Nothing is replayed after a reconnect: read again what the screens show.
      refresh(qc);
    });
    s.on('disconnect', () => setConnected(false));
    s.on(CONSOLE_CHANGED_EVENT, () => refresh(qc));
    s.on('connect_error', () => {
      if (s.active) return; // transport errors are retried by Socket.IO
      clearTimeout(retry);
      retry = setTimeout(() => {
        if (socket === s && !s.connected) s.connect();
      }, RETRY_REFUSED_MS);
    });
  });
}

function stop() {
  clearTimeout(retry);
  socket?.disconnect();
  socket = undefined;
  setConnected(false);
}

/** Keeps the live channel open while mounted; whether it is connected. */
export function useConsoleLive(): boolean {
  const qc = useQueryClient();
  useEffect(() => {
    users++;
    if (users === 1) start(qc);
    return () => {
      users--;
      if (users === 0) stop();
    };
  }, [qc]);
  return useSyncExternalStore(
    (cb) => {
      watchers.add(cb);
      return () => watchers.delete(cb);
    },
    () => connected,
    () => false,
  );
}

/** A live screen's refetch interval: none while the socket is connected, POLL_MS otherwise. */
export function useLivePolling(): number | false {
  return useConsoleLive() ? false : POLL_MS;
}
