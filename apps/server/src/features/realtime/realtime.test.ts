import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createDeps } from '../../deps.js';
import { ensureSystemAccounts } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { createTestApp, type TestApp, TestBrowser } from '../../test/app.js';
import { openTestDatabase } from '../../test/db.js';
import { registered } from '../../test/kit.js';
import { buyer, purchaseWorld } from '../../test/purchase-world.js';
import { disconnectEndedSessions, startRealtimeEmitter } from './realtime.js';

const sockets: Socket[] = [];
const closers: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const close of closers.reverse()) await close();
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no port');
  return `http://127.0.0.1:${addr.port}`;
}

const cookieOf = (b: TestBrowser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** A Socket.IO client as the web app opens it, with the browser's cookies; rejects on refusal. */
function connect(url: string, headers: Record<string, string> = {}): Promise<Socket> {
  const socket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

/**
 * A socket as the web app sets it up: the handshake with the browser's cookies, then
 * POST broadcasting/auth for the user's private channel and `subscribe` with the signature.
 */
async function joined(url: string, b: TestBrowser, userId: number): Promise<Socket> {
  const socket = await connect(url, { cookie: cookieOf(b) });
  const channel = `private-user.${userId}`;
  const res = await b.post('/api/v1/broadcasting/auth', { socket_id: socket.id, channel_name: channel });
  expect(res.status).toBe(200);
  expect(await socket.emitWithAck('subscribe', { channel, auth: res.body.auth })).toEqual({ ok: true });
  return socket;
}

/** Every event a socket receives, and a way to wait for one. */
function recorder(socket: Socket) {
  const seen: { event: string; payload: unknown }[] = [];
  const waiters: { match: (e: string, p: unknown) => boolean; resolve: (p: unknown) => void }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    seen.push({ event, payload });
    for (const w of [...waiters]) {
      if (w.match(event, payload)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(payload);
      }
    }
  });
  return {
    seen,
    next(event: string, match: (p: unknown) => boolean = () => true, timeoutMs = 5000): Promise<unknown> {
      const found = seen.find((s) => s.event === event && match(s.payload));
      if (found) return Promise.resolve(found.payload);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          match: (e, p) => e === event && match(p),
          resolve: (p) => {
            clearTimeout(timer);
            resolve(p);
          },
        });
      });
    },
  };
}

/** A quiet moment, for sockets joined to no channel (nothing could be published to show it passed). */
const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

type Recorder = ReturnType<typeof recorder>;

/**
 * What a joined socket heard before now: a marker published to its user after the fact arrives
 * after anything published earlier (one socket receives its events in order), so no fixed wait.
 */
async function heardSoFar(rec: Recorder, deps: Deps, userId: number) {
  const marker = randomBytes(6).toString('hex');
  deps.bus.publish({ userId, event: 'test.marker', payload: marker });
  await rec.next('test.marker', (p) => p === marker);
  const at = rec.seen.findIndex((e) => e.event === 'test.marker' && e.payload === marker);
  return rec.seen.slice(0, at).filter((e) => !e.event.startsWith('test.'));
}

describe('realtime on one instance', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
    closers.push(() => t.app.close());
  });

  it('refuses a socket without a session, from a waiting device, or from another site', async () => {
    await expect(connect(url)).rejects.toThrow(/unauthenticated/);
    await expect(connect(url, { cookie: 'konter_session=forged' })).rejects.toThrow(/unauthenticated/);

    const { b, ...u } = await registered(t);
    // The same account on a new browser waits for approval: no realtime for it.
    const other = new TestBrowser(t.app, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1');
    const login = await other.post('/api/v1/auth/login', { login: u.email, password: u.password });
    expect(login.status).toBe(202);
    await expect(connect(url, { cookie: cookieOf(other) })).rejects.toThrow(/unauthenticated/);

    await expect(connect(url, { cookie: cookieOf(b), origin: 'https://evil.example' })).rejects.toThrow();
    const ok = await connect(url, { cookie: cookieOf(b), origin: url });
    expect(ok.connected).toBe(true);
  });

  it('delivers a user only their own events', async () => {
    const alice = await registered(t);
    const bob = await registered(t);
    const a = recorder(await joined(url, alice.b, alice.id));
    const b = recorder(await joined(url, bob.b, bob.id));

    const row = await t.deps.notifier.record(t.database.db, {
      userId: alice.id,
      type: 'transaction',
      title: 'free_text',
      params: { text: 'Pulsa Telkomsel 10.000 sukses' },
      status: 1,
    });
    t.deps.notifier.publish([row]);
    t.deps.bus.publish({
      userId: alice.id,
      event: 'transaction.updated',
      payload: { ref_id: 'TRX1', status: 'success' },
    });

    expect(await a.next('notification')).toMatchObject({
      id: row.id,
      title: 'Pulsa Telkomsel 10.000 sukses',
      title_key: 'free_text',
      params: { text: 'Pulsa Telkomsel 10.000 sukses' },
      status: 1,
    });
    expect(await a.next('transaction.updated')).toEqual({ ref_id: 'TRX1', status: 'success' });
    expect(await heardSoFar(b, t.deps, bob.id)).toEqual([]);
  });

  it('tells the user’s trusted devices live when a new device asks to log in', async () => {
    const { b, id, ...u } = await registered(t);
    const r = recorder(await joined(url, b, id));
    const phone = new TestBrowser(
      t.app,
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36',
    );
    const login = await phone.post('/api/v1/auth/login', { login: u.hp, password: u.password });
    expect(login.status).toBe(202);
    expect(await r.next('device.pending')).toMatchObject({ device_id: login.body.data.device_id });
    // With the notification that stays in the list (and goes out as a web push).
    expect(await r.next('notification')).toMatchObject({
      title: 'Perangkat baru menunggu persetujuan',
      status: 0,
      data: { kind: 'device_pending', device_id: login.body.data.device_id },
    });
  });

  it('skips the socket named by X-Socket-ID: the sender already knows', async () => {
    const { b, id } = await registered(t);
    const tab1 = await joined(url, b, id);
    const tab2 = await joined(url, b, id);
    const r1 = recorder(tab1);
    const r2 = recorder(tab2);
    const row = await t.deps.notifier.record(t.database.db, {
      userId: id,
      type: 'account',
      title: 'free_text',
      params: { text: 'Halo' },
      status: 0,
    });

    const res = await b.post(`/api/v1/notification/${row.id}/read`, {}, { 'x-socket-id': tab1.id! });
    expect(res.status).toBe(200);
    expect(await r2.next('notification.read')).toMatchObject({ ids: [row.id], unread: { count: 0 } });
    expect((await heardSoFar(r1, t.deps, id)).filter((e) => e.event === 'notification.read')).toEqual([]);

    // Without the header every tab hears it.
    await b.post('/api/v1/notification/read-all');
    await r1.next('notification.read', (p) => (p as { all?: boolean }).all === true);
    await r2.next('notification.read', (p) => (p as { all?: boolean }).all === true);
  });

  it('joins no channel on connect: a socket hears its user only after broadcasting/auth', async () => {
    const alice = await registered(t);
    const waiting = recorder(await connect(url, { cookie: cookieOf(alice.b) }));
    const listening = recorder(await joined(url, alice.b, alice.id));
    t.deps.bus.publish({ userId: alice.id, event: 'deposit.updated', payload: { code: 'DEP1' } });
    expect(await listening.next('deposit.updated')).toEqual({ code: 'DEP1' });
    await settle();
    expect(waiting.seen).toEqual([]);
  });

  it('never lets a socket into another user’s channel, whoever signed it', async () => {
    const alice = await registered(t);
    const bob = await registered(t);
    const bobSocket = await connect(url, { cookie: cookieOf(bob.b) });
    const bobHears = recorder(bobSocket);
    const aliceChannel = `private-user.${alice.id}`;
    // Alice's session signs her own channel for any socket id it names, Bob's socket included…
    const signed = await alice.b.post('/api/v1/broadcasting/auth', {
      socket_id: bobSocket.id,
      channel_name: aliceChannel,
    });
    expect(signed.status).toBe(200);
    // …but the socket is Bob's: the join is refused, and Alice's events never reach it.
    expect(
      await bobSocket.emitWithAck('subscribe', { channel: aliceChannel, auth: signed.body.auth }),
    ).toEqual({
      ok: false,
    });
    // Bob's session cannot get a signature for Alice's channel either.
    const asked = await bob.b.post('/api/v1/broadcasting/auth', {
      socket_id: bobSocket.id,
      channel_name: aliceChannel,
    });
    expect(asked.status).toBe(403);
    // A signature for Alice's own channel bound to another of her sockets does not carry over.
    const aliceSocket = await connect(url, { cookie: cookieOf(alice.b) });
    const otherTab = await connect(url, { cookie: cookieOf(alice.b) });
    const forOtherTab = await alice.b.post('/api/v1/broadcasting/auth', {
      socket_id: otherTab.id,
      channel_name: aliceChannel,
    });
    expect(
      await aliceSocket.emitWithAck('subscribe', { channel: aliceChannel, auth: forOtherTab.body.auth }),
    ).toEqual({ ok: false });

    t.deps.bus.publish({ userId: alice.id, event: 'deposit.updated', payload: { code: 'DEP2' } });
    await settle();
    expect(bobHears.seen).toEqual([]);
  });

  it('authorizes joins to the user’s own private channel only (broadcasting/auth)', async () => {
    const alice = await registered(t);
    const bob = await registered(t);
    const socket = await connect(url, { cookie: cookieOf(alice.b) });
    const own = `private-user.${alice.id}`;

    const res = await alice.b.post('/api/v1/broadcasting/auth', { socket_id: socket.id, channel_name: own });
    expect(res.status).toBe(200);
    expect(res.body.auth).toMatch(/^[0-9a-f]{64}$/);
    const ack = await socket.emitWithAck('subscribe', { channel: own, auth: res.body.auth });
    expect(ack).toEqual({ ok: true });

    const foreign = await alice.b.post('/api/v1/broadcasting/auth', {
      socket_id: socket.id,
      channel_name: `private-user.${bob.id}`,
    });
    expect(foreign.status).toBe(403);
    // A signature for another socket, or a made-up one, joins nothing.
    expect(
      await socket.emitWithAck('subscribe', { channel: `private-user.${bob.id}`, auth: res.body.auth }),
    ).toEqual({
      ok: false,
    });
    expect(await socket.emitWithAck('subscribe', { channel: own, auth: 'f'.repeat(64) })).toEqual({
      ok: false,
    });
    expect(
      (await t.browser().post('/api/v1/broadcasting/auth', { socket_id: 'x', channel_name: own })).status,
    ).toBe(401);
  });

  it('disconnects a socket once its session has ended (logout)', async () => {
    const { b } = await registered(t);
    const stays = await registered(t);
    const socket = await connect(url, { cookie: cookieOf(b) });
    const other = await connect(url, { cookie: cookieOf(stays.b) });
    const gone = new Promise((r) => socket.once('disconnect', r));
    await b.post('/api/v1/auth/logout');
    // The periodic sweep, run now.
    expect(await disconnectEndedSessions(t.app.realtime, t.deps)).toBe(1);
    await gone;
    expect(other.connected).toBe(true);
  });
});

describe('X-Socket-ID on a purchase', () => {
  it('skips the sender for the new purchase it has in the answer, never for its settlement', async () => {
    const w = await purchaseWorld();
    closers.push(async () => {
      await w.simulator.stop();
      await w.t.app.close();
    });
    const m = await buyer(w.t, 100_000);
    const senderSocket = await joined(w.address, m.b, m.id);
    const sender = recorder(senderSocket);
    const otherTab = recorder(await joined(w.address, m.b, m.id));
    type Update = { ref_id?: string; status?: string };

    const res = await m.b.post(
      '/api/v1/prabayar/transaction',
      { pin: '112233', payment_method: 'deposit', product_code: 'tsel10', destination: '081234567890' },
      { 'x-socket-id': senderSocket.id! },
    );
    expect(res.status).toBe(201);
    const ref = res.body.data.ref_id as string;
    const of = (status: string) => (p: unknown) =>
      (p as Update).ref_id === ref && ((p as Update).status === 'processing') === (status === 'processing');

    // The other tab learns of the new purchase (its balance moved); the sender has it already.
    expect(await otherTab.next('transaction.updated', of('processing'))).toEqual({
      ref_id: ref,
      status: 'processing',
    });
    // The outcome comes later, and the sender needs it as much as anyone.
    expect(await sender.next('transaction.updated', of('settled'))).toEqual({
      ref_id: ref,
      status: 'success',
    });
    expect(await otherTab.next('transaction.updated', of('settled'))).toEqual({
      ref_id: ref,
      status: 'success',
    });
    // The purchase's one notification, its outcome, reaches every page (the bell counts it).
    expect(await sender.next('notification')).toMatchObject({ status: 1, data: { ref_id: ref } });
    expect(await otherTab.next('notification')).toMatchObject({ status: 1, data: { ref_id: ref } });
    expect(
      (await heardSoFar(sender, w.t.deps, m.id)).filter(
        (e) => e.event === 'transaction.updated' && of('processing')(e.payload),
      ),
    ).toEqual([]);
  });
});

/**
 * TEST_REDIS_URL when set (CI sets it: the suite then runs, and fails if Redis does not answer;
 * `none` skips it — CI's second, side-by-side run); otherwise Redis on the machine
 * (127.0.0.1:6379), or null when it does not answer (skipped).
 */
async function redisUrl(): Promise<string | null> {
  if (process.env.TEST_REDIS_URL === 'none') return null;
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  const url = 'redis://127.0.0.1:6379';
  const { hostname, port } = new URL(url);
  const up = await new Promise<boolean>((resolve) => {
    const s = createConnection({ host: hostname, port: Number(port || 6379) });
    s.setTimeout(1000);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
    s.once('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
  return up ? url : null;
}

const REDIS = await redisUrl();

describe('the separate job worker', () => {
  it('refuses to start without REDIS_URL, saying why, before opening any database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'konter-worker-'));
    const worker = join(import.meta.dirname, '../../worker.ts');
    const { REDIS_URL: _, DATABASE_URL: __, ...env } = process.env;
    const run = spawnSync(process.execPath, ['--import', 'tsx', worker], {
      env: { ...env, NODE_ENV: 'test', APP_SECRET: randomBytes(32).toString('base64url'), DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm run worker needs REDIS_URL');
    expect(run.stderr).toContain('RUN_JOBS=true');
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
  });

  it('has no emitter without Redis rather than one that drops events', () => {
    expect(() => startRealtimeEmitter({} as Deps, undefined)).toThrow(/needs REDIS_URL/);
  });
});

describe.skipIf(!REDIS)('realtime across two instances through Redis', () => {
  it('an event published on instance A reaches a socket connected to instance B', async () => {
    const database = await openTestDatabase();
    await ensureSystemAccounts(database.db);
    // A secret of this test alone: the adapter's Redis channels derive from it.
    const env = {
      NODE_ENV: 'test',
      APP_SECRET: randomBytes(32).toString('base64url'),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'konter-rt-')),
      SERVE_WEB: 'false',
      REDIS_URL: REDIS!,
    };
    const instance = async (): Promise<{ app: FastifyInstance; deps: Deps; url: string }> => {
      const deps = createDeps(loadConfig(env), database, { transports: {} });
      const redis = new Redis(REDIS!, { maxRetriesPerRequest: 2 });
      redis.on('error', () => {});
      const app = await buildApp({ deps, redis, mountSimulator: false });
      const url = await listen(app);
      closers.push(async () => {
        await app.close();
        redis.disconnect();
      });
      return { app, deps, url };
    };
    const a = await instance();
    const b = await instance();
    // Members are made through instance A, as a browser would (the kit needs only these parts).
    const onA = {
      app: a.app,
      deps: a.deps,
      database,
      browser: (ua?: string) =>
        new TestBrowser(a.app, ua ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36'),
    } as TestApp;

    // The user logs in through A; the session lives in the shared database, so B accepts it.
    const alice = await registered(onA);
    const bob = await registered(onA);
    const onB = recorder(await joined(b.url, alice.b, alice.id));
    const bobOnB = recorder(await joined(b.url, bob.b, bob.id));
    // The adapter's subscriptions are in place once a probe from A reaches B.
    await expect
      .poll(
        () => {
          a.deps.bus.publish({ userId: alice.id, event: 'test.probe', payload: null });
          return onB.seen.some((e) => e.event === 'test.probe');
        },
        { timeout: 5000, interval: 50 },
      )
      .toBe(true);

    const nonce = randomBytes(8).toString('hex');
    a.deps.bus.publish({
      userId: alice.id,
      event: 'deposit.updated',
      payload: { code: `DEP${nonce}`, status: 'paid' },
    });
    expect(await onB.next('deposit.updated')).toEqual({ code: `DEP${nonce}`, status: 'paid' });

    // The job worker (no HTTP, its own bus) reaches the same socket through its emitter.
    const workerDeps = createDeps(loadConfig(env), database, { transports: {} });
    const workerRedis = new Redis(REDIS!, { maxRetriesPerRequest: 2 });
    workerRedis.on('error', () => {});
    const stopEmitter = startRealtimeEmitter(workerDeps, workerRedis);
    closers.push(async () => {
      await stopEmitter();
      workerRedis.disconnect();
    });
    workerDeps.bus.publish({
      userId: alice.id,
      event: 'transaction.updated',
      payload: { ref_id: `TRX${nonce}`, status: 'success' },
    });
    expect(await onB.next('transaction.updated')).toEqual({ ref_id: `TRX${nonce}`, status: 'success' });

    // X-Socket-ID works across instances too: a request on A naming a socket held by B skips it.
    const tab = recorder(await joined(b.url, alice.b, alice.id));
    const senderSocket = await joined(b.url, alice.b, alice.id);
    const sender = recorder(senderSocket);
    const row = await a.deps.notifier.record(database.db, {
      userId: alice.id,
      type: 'account',
      title: 'free_text',
      params: { text: 'x' },
      status: 0,
    });
    await alice.b.post(`/api/v1/notification/${row.id}/read`, {}, { 'x-socket-id': senderSocket.id! });
    expect(await tab.next('notification.read')).toMatchObject({ ids: [row.id] });
    expect(await heardSoFar(sender, a.deps, alice.id)).toEqual([]);
    expect(await heardSoFar(bobOnB, a.deps, bob.id)).toEqual([]);
  });
});
