import type { IncomingMessage } from 'node:http';
import { CONSOLE_CHANGED_EVENT } from '@konter/core/contracts/console';
import { userChannel } from '@konter/core/contracts/notification';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { hmacHex, safeEqual } from '../../lib/crypto.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { cookieNames } from '../../lib/http.js';
import type { RealtimeEvent } from '../../lib/realtime.js';
import { resolveSession } from '../auth/index.js';
import { liveSessionIds } from './realtime.repository.js';
import { attachStaffChannel, staffForwarder, sweepStaffSockets } from './staff-channel.js';

// Socket.IO on the API's own HTTP server (spec §6: the realtime connection exists only for
// logged-in users). The session cookie authorizes the handshake; the socket then joins its user's
// private room only with a signature from POST broadcasting/auth (spec §7), and every RealtimeBus
// event of this process goes to that room. With Redis the adapter carries room broadcasts to the
// sockets of every instance.

export const SOCKET_PATH = '/socket.io';

interface SocketData {
  userId: number;
  sessionId: string;
}

/** What a client may send: Laravel-Echo-style channel joins and leaves. */
interface ClientEvents {
  subscribe: (
    msg: { channel?: unknown; auth?: unknown } | undefined,
    ack?: (r: { ok: boolean }) => void,
  ) => void;
  unsubscribe: (msg: { channel?: unknown } | undefined) => void;
}

/** What the server sends: bus events by name (see REALTIME_EVENTS in @konter/core). */
type ServerEvents = Record<string, (payload: unknown) => void>;

export type RealtimeIo = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The Socket.IO server attached to this app's HTTP server. */
    realtime: RealtimeIo;
  }
}

/** The signature of a channel join (`subscribe`), bound to one socket (Pusher/Laravel Echo style). */
export const channelSignature = (secret: string, socketId: string, channel: string) =>
  hmacHex(secret, `broadcast:${socketId}:${channel}`);

/** The channels a user may join: their own private channel. */
export const mayJoin = (userId: number, channel: string) => channel === userChannel(userId);

/**
 * POST broadcasting/auth: the signature that lets this socket join the channel, which must be one
 * of the user's own (403 otherwise).
 */
export function authorizeChannel(deps: Deps, userId: number, socketId: string, channel: string) {
  if (!mayJoin(userId, channel)) throw new AppError('access_forbidden');
  return { auth: channelSignature(deps.config.APP_SECRET, socketId, channel) };
}

/** How often open sockets are checked against their sessions (logout, revoke, idle timeout). */
const SESSION_SWEEP_MS = 60_000;

/** Routes bus events to the users' rooms (across instances when the adapter is Redis). */
function forward(io: RealtimeIo, e: RealtimeEvent) {
  // The console's own event is for staff sockets only (staff-channel.ts).
  if (e.event === CONSOLE_CHANGED_EVENT) return;
  const to = io.to(userChannel(e.userId));
  (e.exceptSocketId ? to.except(e.exceptSocketId) : to).emit(e.event, e.payload);
}

/**
 * The Redis adapter on two connections of its own (one of them subscribes), or none. Its channel
 * names derive from APP_SECRET, so two installations sharing a Redis never hear each other.
 */
function redisAdapter(redis: Redis | undefined, deps: Deps) {
  if (!redis) return { adapter: undefined, close: async () => {} };
  const key = `konter-rt:${hmacHex(deps.config.APP_SECRET, 'realtime-redis-key').slice(0, 16)}`;
  const log = deps.logger.child({ feature: 'realtime' });
  const pub = redis.duplicate();
  const sub = redis.duplicate();
  for (const c of [pub, sub]) c.on('error', (err) => log.error({ err: err.message }, 'redis'));
  return {
    adapter: createAdapter(pub, sub, { key }),
    close: async () => {
      pub.disconnect();
      sub.disconnect();
    },
  };
}

/**
 * Browsers send the page's Origin on the handshake (polling and WebSocket); a page of another
 * site must not ride on the user's cookie. Non-browser clients send none.
 */
function sameOrigin(req: IncomingMessage, appUrl: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    const host = new URL(origin).host;
    return host === req.headers.host || host === new URL(appUrl).host;
  } catch {
    return false;
  }
}

/** Attaches Socket.IO to the Fastify server; closed with the app. */
export function attachRealtime(app: FastifyInstance, deps: Deps, opts: { redis?: Redis } = {}): RealtimeIo {
  const names = cookieNames(deps.config);
  const { adapter, close: closeRedis } = redisAdapter(opts.redis, deps);
  const io: RealtimeIo = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Vite's dev server may share this HTTP server's upgrade event.
    destroyUpgrade: false,
    allowRequest: (req, cb) => cb(null, sameOrigin(req, deps.config.APP_URL)),
    ...(adapter ? { adapter } : {}),
  });

  io.use(async (socket, next) => {
    try {
      const header = socket.request.headers.cookie;
      const token = header ? app.parseCookie(header)[names.session] : undefined;
      const auth = token ? await resolveSession(deps, token) : undefined;
      // A device waiting for approval has a session but may do nothing else (access 'member').
      if (auth?.device.status !== 'trusted') return next(new Error('unauthenticated'));
      socket.data.userId = auth.user.id;
      socket.data.sessionId = auth.session.id;
      next();
    } catch (err) {
      next(err as Error);
    }
  });

  io.on('connection', (socket) => {
    // Nothing is joined on connect. Laravel-Echo-style joins: {channel, auth} where auth comes from
    // POST broadcasting/auth, signed for this socket id and one of this user's channels; the
    // socket's own user is checked again here, so a signature another user obtained for this
    // socket id joins nothing.
    socket.on('subscribe', (msg, ack) => {
      const channel = msg?.channel;
      const auth = msg?.auth;
      const ok =
        typeof channel === 'string' &&
        typeof auth === 'string' &&
        mayJoin(socket.data.userId, channel) &&
        safeEqual(auth, channelSignature(deps.config.APP_SECRET, socket.id, channel));
      if (ok) void socket.join(channel);
      if (typeof ack === 'function') ack({ ok });
    });
    socket.on('unsubscribe', (msg) => {
      const channel = msg?.channel;
      // Socket.IO's own room (named by the socket id) is not a channel.
      if (typeof channel === 'string' && channel !== socket.id) void socket.leave(channel);
    });
  });

  attachStaffChannel(app, io as unknown as Server, deps);
  const staff = staffForwarder(io as unknown as Server);

  app.decorate('realtime', io);
  const unsubscribe = deps.bus.subscribe((e) => {
    forward(io, e);
    staff.onEvent(e);
  });

  // A socket lives no longer than its session: logout, revocation and the idle timeout end it.
  const sweep = setInterval(() => {
    void disconnectEndedSessions(io, deps).catch((err) =>
      deps.logger.child({ feature: 'realtime' }).error({ err }, 'session sweep failed'),
    );
    void sweepStaffSockets(io as unknown as Server, deps).catch((err) =>
      deps.logger.child({ feature: 'realtime' }).error({ err }, 'staff session sweep failed'),
    );
  }, SESSION_SWEEP_MS);
  sweep.unref();

  app.addHook('preClose', async () => {
    clearInterval(sweep);
    unsubscribe();
    staff.close();
    io.local.disconnectSockets(true);
    io.engine?.close();
    await io.of('/').adapter.close?.();
    await closeRedis();
  });
  return io;
}

/** Disconnects this instance's sockets whose session has ended or gone idle. */
export async function disconnectEndedSessions(io: RealtimeIo, deps: Deps): Promise<number> {
  const sockets = [...io.of('/').sockets.values()];
  if (sockets.length === 0) return 0;
  const ids = [...new Set(sockets.map((s) => s.data.sessionId))];
  const alive = await liveSessionIds(deps.database, ids, deps.config.SESSION_IDLE_MINUTES);
  let n = 0;
  for (const s of sockets) {
    if (!alive.has(s.data.sessionId)) {
      s.disconnect(true);
      n++;
    }
  }
  return n;
}

/** Why `npm run worker` refuses to start without Redis (ADR 0010, docs/operations.md). */
export const WORKER_NEEDS_REDIS =
  'npm run worker needs REDIS_URL: the jobs publish live events (purchase settlements, deposit ' +
  'credits, push kicks) that reach the web instances’ sockets only through Redis. Set REDIS_URL on ' +
  'the worker and the web instances, or run the jobs inside the web server (RUN_JOBS=true, the default).';

/**
 * A process without HTTP (the job worker) still publishes events: through Redis they reach the
 * sockets held by the web instances. Without Redis they would be dropped silently, so it refuses.
 */
export function startRealtimeEmitter(deps: Deps, redis: Redis | undefined): () => Promise<void> {
  if (!redis) throw new Error(WORKER_NEEDS_REDIS);
  const { adapter, close: closeRedis } = redisAdapter(redis, deps);
  const io: RealtimeIo = new Server({ adapter });
  const staff = staffForwarder(io as unknown as Server);
  const unsubscribe = deps.bus.subscribe((e) => {
    forward(io, e);
    staff.onEvent(e);
  });
  return async () => {
    unsubscribe();
    staff.close();
    await io.of('/').adapter.close?.();
    await closeRedis();
  };
}
