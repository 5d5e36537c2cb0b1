import { CONSOLE_CHANGED_EVENT, CONSOLE_SOCKET_NAMESPACE } from '@konter/core/contracts/console';
import { REALTIME_EVENTS } from '@konter/core/contracts/notification';
import type { FastifyInstance } from 'fastify';
import type { Namespace, Server } from 'socket.io';
import type { Deps } from '../../lib/deps.js';
import type { RealtimeEvent } from '../../lib/realtime.js';

// The operations console's live channel (issue 18): Socket.IO namespace `/console` on the same
// server. Its handshake is authorized by the staff cookie alone (deps.staffSessions, built by the
// console feature; the member's cookie is not looked at), and every staff socket is in one room.
// It carries one event, `console:changed`, with no data: a purchase settled, a deposit was credited,
// a request arrived or someone decided one — each open dashboard and queue refetches what it shows
// through the API (where the roles apply). Bursts collapse to one event per CONSOLE_THROTTLE_MS.

export const STAFF_ROOM = 'staff';
/** At most one `console:changed` per this long per process (the last of a burst is sent). */
export const CONSOLE_THROTTLE_MS = 2_000;

/** The bus events staff dashboards count: purchases, deposits, and the console's own event. */
const COUNTED: ReadonlySet<string> = new Set([
  REALTIME_EVENTS.transactionUpdated,
  REALTIME_EVENTS.depositUpdated,
  CONSOLE_CHANGED_EVENT,
]);

interface StaffSocketData {
  staffId: number;
  sessionId: string;
}

type StaffNamespace = Namespace<
  Record<string, never>,
  Record<string, () => void>,
  Record<string, never>,
  StaffSocketData
>;

const staffNamespace = (io: Server) => io.of(CONSOLE_SOCKET_NAMESPACE) as unknown as StaffNamespace;

/** Sends `console:changed` to the staff room for the counted bus events, throttled. */
export function staffForwarder(io: Server, throttleMs = CONSOLE_THROTTLE_MS) {
  const nsp = staffNamespace(io);
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const emit = () => {
    last = Date.now();
    nsp.to(STAFF_ROOM).emit(CONSOLE_CHANGED_EVENT);
  };
  return {
    onEvent(e: RealtimeEvent) {
      if (!COUNTED.has(e.event)) return;
      const wait = last + throttleMs - Date.now();
      if (wait <= 0) emit();
      else if (!timer) {
        timer = setTimeout(() => {
          timer = undefined;
          emit();
        }, wait);
        timer.unref();
      }
    },
    close() {
      clearTimeout(timer);
    },
  };
}

/** The staff namespace's handshake (the staff cookie) and room; sockets of ended sessions are dropped by `sweepStaffSockets`. */
export function attachStaffChannel(app: FastifyInstance, io: Server, deps: Deps): void {
  const nsp = staffNamespace(io);
  nsp.use(async (socket, next) => {
    try {
      const header = socket.request.headers.cookie;
      const caller = header ? await deps.staffSessions.resolveCookies(deps, app.parseCookie(header)) : null;
      if (!caller) return next(new Error('unauthenticated'));
      socket.data.staffId = caller.staff.id;
      socket.data.sessionId = caller.sessionId;
      next();
    } catch (err) {
      next(err as Error);
    }
  });
  nsp.on('connection', (socket) => {
    void socket.join(STAFF_ROOM);
  });
}

/** Disconnects this instance's staff sockets whose session ended (logout, idle, disabled, expired). */
export async function sweepStaffSockets(io: Server, deps: Deps): Promise<number> {
  const sockets = [...staffNamespace(io).sockets.values()];
  if (sockets.length === 0) return 0;
  const alive = await deps.staffSessions.liveSessionIds(deps, [
    ...new Set(sockets.map((s) => s.data.sessionId)),
  ]);
  let n = 0;
  for (const s of sockets) {
    if (!alive.has(s.data.sessionId)) {
      s.disconnect(true);
      n++;
    }
  }
  return n;
}
