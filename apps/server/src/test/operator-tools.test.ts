import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { closeDeps, createDeps } from '../deps.js';
import { ensureSystemAccounts } from '../ledger/index.js';
import { isLoopbackAddress } from '../lib/loopback.js';
import { openTestDatabase } from './db.js';

// Penetration test, item 6: the outbox (every OTP and reset link) and the simulators (their control
// APIs pay, fail or expire any payment; the bank-mutation page credits deposits) answered anyone who
// could reach the port. They now answer only a caller whose socket is on this machine — whatever
// HOST, TRUST_PROXY or X-Forwarded-For say — and are not mounted at all in production.

const env = (extra: Record<string, string> = {}) => ({
  APP_SECRET: 'test-secret-test-secret-test-secret-0123',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'konter-tools-')),
  SERVE_WEB: 'false',
  DIGIFLAZZ_SIM_LATENCY_MS: '0',
  ...extra,
});

/** The app as main.ts builds it: the built-in simulators mounted (the test app leaves them out). */
async function appWith(vars: Record<string, string>): Promise<FastifyInstance> {
  const database = await openTestDatabase();
  await ensureSystemAccounts(database.db);
  const deps = createDeps(loadConfig(vars), database, { transports: {} });
  const app = await buildApp({ deps });
  app.addHook('onClose', async () => closeDeps(deps));
  await app.ready();
  return app;
}

/**
 * Every route under /_sim/ and /dev/ (method, and the URL with each parameter 1), read from the
 * router's tree (`printRoutes`: one node a line, four columns of indent a level, a node's path
 * continuing its parent's).
 */
function toolRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = line.match(/^(.*?)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const url = stack.join('');
    if (!m[3] || !/^\/(_sim|dev)\//.test(url)) continue;
    for (const method of m[3].split(', ')) {
      if (method !== 'HEAD') routes.push({ method, url: url.replace(/:[A-Za-z_]\w*/g, '1') });
    }
  }
  return routes;
}

const OUTSIDE = '203.0.113.7';
/** The app's own 404 for a path it does not have (what an outsider gets for a tool). */
const NOT_FOUND = { status: 404, body: 'Not found' };

describe('the operator tools answer loopback callers only', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // TRUST_PROXY on: req.ip would follow X-Forwarded-For; the guard must not.
    app = await appWith(env({ NODE_ENV: 'test', TRUST_PROXY: 'true' }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = async (method: string, url: string, opts: Partial<InjectOptions> = {}) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      ...(method === 'GET' ? {} : { payload: {} }),
      ...opts,
    });
    return { status: res.statusCode, body: res.body };
  };

  it('mounts the outbox and every simulator outside production', () => {
    const urls = toolRoutes(app).map((r) => r.url);
    expect(urls).toContain('/dev/outbox');
    for (const prefix of [
      '/_sim/digiflazz/v1/',
      '/_sim/bank-mutation/',
      '/_sim/midtrans/',
      '/_sim/xendit/',
    ]) {
      expect(
        urls.some((u) => u.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    expect(urls.filter((u) => u.includes('/_control/')).length).toBeGreaterThanOrEqual(4);
  });

  it('a caller from another machine gets 404 from every /dev/ and /_sim/ route, even claiming 127.0.0.1', async () => {
    const routes = toolRoutes(app);
    expect(routes.length).toBeGreaterThan(20);
    for (const { method, url } of routes) {
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }]) {
        expect(await call(method, url, { remoteAddress: OUTSIDE, headers }), `${method} ${url}`).toEqual(
          NOT_FOUND,
        );
      }
    }
    // Other outside addresses, IPv6 and IPv4-mapped included.
    for (const remoteAddress of [
      '192.168.1.20',
      '10.0.0.5',
      '::ffff:192.168.1.20',
      '2001:db8::1',
      '0.0.0.0',
    ]) {
      expect(await call('GET', '/dev/outbox', { remoteAddress }), remoteAddress).toEqual(NOT_FOUND);
      expect(await call('GET', '/_sim/bank-mutation/', { remoteAddress }), remoteAddress).toEqual(NOT_FOUND);
    }
  });

  it('a loopback caller gets through, over IPv4, IPv6 and IPv4-mapped IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const outbox = await call('GET', '/dev/outbox', { remoteAddress });
      expect(outbox.status, remoteAddress).toBe(200);
      expect(outbox.body).toContain('<h1>Outbox</h1>');
      const bank = await call('GET', '/_sim/bank-mutation/', { remoteAddress });
      expect(bank.status, remoteAddress).toBe(200);
      expect((await call('GET', '/_sim/midtrans/_control/transactions', { remoteAddress })).status).toBe(200);
      expect((await call('GET', '/_sim/xendit/_control/invoices', { remoteAddress })).status).toBe(200);
      expect((await call('GET', '/_sim/digiflazz/v1/_control/transactions', { remoteAddress })).status).toBe(
        200,
      );
    }
    // Every route reaches its handler: whatever it answers, it is not the app's own 404.
    for (const { method, url } of toolRoutes(app)) {
      expect(await call(method, url, { remoteAddress: '127.0.0.1' }), `${method} ${url}`).not.toEqual(
        NOT_FOUND,
      );
    }
  });

  it('a request relayed by a proxy or tunnel on this machine is not local', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
    ]) {
      expect(await call('GET', '/dev/outbox', { remoteAddress: '127.0.0.1', headers })).toEqual(NOT_FOUND);
      expect(
        await call('POST', '/_sim/midtrans/_control/transactions/1/settlement', {
          remoteAddress: '127.0.0.1',
          headers,
        }),
      ).toEqual(NOT_FOUND);
    }
  });

  it('the API itself still answers callers from anywhere', async () => {
    expect((await call('GET', '/api/v1/health', { remoteAddress: OUTSIDE })).status).toBe(200);
  });
});

describe('in production', () => {
  it('neither the outbox nor any simulator is mounted', async () => {
    const app = await appWith(
      env({
        NODE_ENV: 'production',
        DIGIFLAZZ_BASE_URL: 'https://api.digiflazz.example/v1',
        DIGIFLAZZ_USERNAME: 'u',
        DIGIFLAZZ_API_KEY: 'k',
        DIGIFLAZZ_WEBHOOK_SECRET: 's',
      }),
    );
    try {
      expect(toolRoutes(app)).toEqual([]);
      // A tool's path is just an unknown page (the SPA's fallback), even from this machine.
      const unknown = await app.inject({ url: '/no-such-page', remoteAddress: '127.0.0.1' });
      for (const url of ['/dev/outbox', '/_sim/bank-mutation/', '/_sim/midtrans/_control/transactions']) {
        const res = await app.inject({ url, remoteAddress: '127.0.0.1' });
        expect([res.statusCode, res.headers['content-type']], url).toEqual([
          unknown.statusCode,
          unknown.headers['content-type'],
        ]);
        expect(res.body).not.toMatch(/Outbox|transactions|mutation/i);
      }
      const pay = await app.inject({
        method: 'POST',
        url: '/_sim/midtrans/_control/transactions/1/settlement',
        remoteAddress: '127.0.0.1',
        payload: {},
      });
      expect(pay.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('isLoopbackAddress', () => {
  it('knows 127.0.0.0/8, ::1 and their IPv4-mapped form, and nothing else', () => {
    for (const a of ['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3']) {
      expect(isLoopbackAddress(a), a).toBe(true);
    }
    for (const a of [
      undefined,
      '',
      '0.0.0.0',
      '::',
      '128.0.0.1',
      '10.127.0.1',
      '127.0.0.1.nip.io',
      '127.0.0',
      '127.0.0.256',
      '::ffff:10.0.0.1',
      'localhost',
      '::2',
    ]) {
      expect(isLoopbackAddress(a), String(a)).toBe(false);
    }
  });
});
