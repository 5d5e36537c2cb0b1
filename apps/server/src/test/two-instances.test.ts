// Two server instances on ONE PostgreSQL database and ONE Redis, as a deployment behind a load
// balancer runs them: a member buys through instance A (the real purchase route, the supplier a
// standalone Digiflazz simulator calling back A's webhook), while their page's socket is connected
// to instance B. B's socket hears the purchase and its settlement only through A's Redis adapter.
import { randomBytes } from 'node:crypto';
import { userChannel } from '@konter/core/contracts/notification';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { syncPriceLists } from '../features/catalog/index.js';
import { digiflazzProvider } from '../providers/supplier/digiflazz.adapter.js';
import { type RunningDigiflazzSimulator, startDigiflazzSimulator } from '../simulators/digiflazz/index.js';
import { createTestApp, type TestApp, TestBrowser } from './app.js';
import { onPostgres, openTestDatabase } from './db.js';
import { funded, type Member, TEST_PIN } from './kit.js';
import { SUPPLIER } from './purchase-world.js';

const REDIS_URL = process.env.TEST_REDIS_URL === 'none' ? undefined : process.env.TEST_REDIS_URL;
const enabled = onPostgres() && Boolean(REDIS_URL);

const PRODUCT = 'tsel10';
const DESTINATION = '081234567890';
const DEPOSIT = 100_000;

type Json = Record<string, unknown>;

interface Instance {
  t: TestApp;
  url: string;
  redis: Redis;
}

/** The same browser (cookies, CSRF token) sending its requests to another instance. */
function sameBrowserOn(app: FastifyInstance, b: TestBrowser): TestBrowser {
  const other = new TestBrowser(app, b.userAgent);
  for (const [k, v] of b.cookies) other.cookies.set(k, v);
  other.csrf = b.csrf;
  return other;
}

const cookieOf = (b: TestBrowser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe.skipIf(!enabled)(
  enabled
    ? 'two instances on one PostgreSQL database and one Redis'
    : 'two instances on one PostgreSQL database and one Redis (skipped: needs TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    const closers: (() => Promise<unknown>)[] = [];
    const sockets: Socket[] = [];
    let database: Database;
    let simulator: RunningDigiflazzSimulator;
    let a: Instance;
    let b: Instance;

    beforeAll(async () => {
      database = await openTestDatabase();
      simulator = await startDigiflazzSimulator({
        ...SUPPLIER,
        pendingDelayMs: 300,
        latencyMs: 0,
        callbackRetryDelaysMs: [200, 500],
      });
      closers.push(() => simulator.stop());
      const supplier = digiflazzProvider({ baseUrl: simulator.baseUrl, ...SUPPLIER });
      // One installation: the same secret on both (sessions, CSRF, channel signatures, and the Redis
      // adapter's channel names, which derive from it; random, so no other run shares them).
      const env = {
        APP_SECRET: randomBytes(32).toString('base64url'),
        DIGIFLAZZ_USERNAME: SUPPLIER.username,
        DIGIFLAZZ_API_KEY: SUPPLIER.apiKey,
        DIGIFLAZZ_WEBHOOK_SECRET: SUPPLIER.webhookSecret,
      };
      const instance = async (): Promise<Instance> => {
        // Each instance its own Redis connection (the adapter duplicates it for publish/subscribe).
        const redis = new Redis(REDIS_URL!, { maxRetriesPerRequest: 2 });
        redis.on('error', () => {});
        const t = await createTestApp({ database, redis, supplier, env });
        const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
        closers.push(async () => {
          await t.app.close();
          redis.disconnect();
        });
        return { t, url, redis };
      };
      a = await instance();
      b = await instance();
      // The supplier calls back instance A, so A settles the purchase and publishes the outcome.
      simulator.state.opts.callbackUrl = `${a.url}/api/v1/webhooks/digiflazz`;
      await syncPriceLists(a.t.deps, supplier);
      // Cut-off windows would make the test depend on the time of day.
      await database.query('UPDATE products SET cut_off_start = NULL, cut_off_end = NULL');
      a.t.deps.products.forget();
      b.t.deps.products.forget();
    });

    afterAll(async () => {
      for (const s of sockets) s.disconnect();
      for (const close of closers.reverse()) await close();
    });

    /** A socket on `url` with the browser's cookies, as the web app opens it. */
    async function connect(url: string, browser: TestBrowser): Promise<Socket> {
      const socket = connectClient(url, {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { cookie: cookieOf(browser) },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    }

    it('a purchase on instance A reaches the member’s socket on instance B, settled', async () => {
      // The member registers and is funded through A (kit: a real registration, money via the ledger).
      const kitA: TestApp = {
        ...a.t,
        browser: (ua) => new TestBrowser(a.t.app, ua ?? 'Mozilla/5.0'),
      };
      const member: Member = await funded(kitA, DEPOSIT);

      // The page's socket goes to B; B accepts A's session (the shared database), and the page
      // joins its private channel as the web does: broadcasting/auth (here answered by B) then
      // `subscribe` with the signature.
      const onB = sameBrowserOn(b.t.app, member.b);
      const socket = await connect(b.url, onB);
      const seen: { event: string; payload: Json }[] = [];
      socket.onAny((event: string, payload: Json) => seen.push({ event, payload }));
      const channel = userChannel(member.id);
      const signed = await onB.post('/api/v1/broadcasting/auth', {
        socket_id: socket.id,
        channel_name: channel,
      });
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      expect(await socket.emitWithAck('subscribe', { channel, auth: signed.body.auth })).toEqual({
        ok: true,
      });

      // Through Redis, A sees B's socket in the member's room: the adapters of both are subscribed.
      await expect
        .poll(async () => (await a.t.app.realtime.in(channel).fetchSockets()).map((s) => s.id), {
          timeout: 10_000,
        })
        .toEqual([socket.id]);
      expect(a.t.app.realtime.of('/').sockets.size).toBe(0); // A holds no socket of its own

      // The purchase, through A's real route.
      const bought = await member.b.post('/api/v1/prabayar/transaction', {
        pin: TEST_PIN,
        payment_method: 'deposit',
        product_code: PRODUCT,
        destination: DESTINATION,
      });
      expect(bought.status, JSON.stringify(bought.body)).toBe(201);
      const ref = bought.body.data.ref_id as string;
      const price = bought.body.data.buying_price as number;
      expect(bought.body.data.status).toBe('processing');
      expect(price).toBeGreaterThan(0);

      const payloads = (event: string) => seen.filter((e) => e.event === event).map((e) => e.payload);
      const updates = () => payloads('transaction.updated').filter((p) => p.ref_id === ref);
      const notificationsOf = () =>
        payloads('notification').filter((p) => (p.data as Json | undefined)?.ref_id === ref);

      // B's socket hears the new purchase, then its outcome from A's webhook: both came through Redis.
      await expect.poll(updates, { timeout: 15_000 }).toContainEqual({ ref_id: ref, status: 'success' });
      expect(updates()).toEqual([
        { ref_id: ref, status: 'processing' },
        { ref_id: ref, status: 'success' },
      ]);
      // Its one notification, the outcome, came through Redis too.
      await expect.poll(() => notificationsOf().map((n) => n.status), { timeout: 15_000 }).toEqual([1]);
      expect(notificationsOf()[0]).toMatchObject({ status: 1, data: { ref_id: ref, status: 'success' } });

      // The money: the price left the deposit once, and B answers the same for the transaction.
      expect((await member.balances()).deposit).toBe(DEPOSIT - price);
      const onBTransaction = await onB.get(`/api/v1/transaction/${ref}`);
      expect(onBTransaction.status).toBe(200);
      expect(onBTransaction.body.data).toMatchObject({ ref_id: ref, status: 'success' });
      const account = await onB.get('/api/v1/account');
      expect(account.status).toBe(200);
      expect(account.body.data.deposit).toBe(DEPOSIT - price);
    });
  },
);
