import { randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { closeDeps, createDeps } from '../deps.js';
import type { Transports } from '../features/messages/index.js';
import { ensureSystemAccounts } from '../ledger/index.js';
import type { Deps } from '../lib/deps.js';
import type { SupplierProvider } from '../providers/supplier/supplier.js';
import { openTestDatabase } from './db.js';

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  browser(userAgent?: string): TestBrowser;
  /** The newest 6-digit code sent to a recipient (e-mail or phone), read from the outbox table. */
  lastCode(recipient: string): Promise<string>;
  lastMessage(recipient: string): Promise<{ body: string; subject: string | null }>;
}

/** The whole app on the test database, called through app.inject (no port), like a browser would. */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    transports?: Transports;
    supplier?: SupplierProvider;
    gateways?: Deps['gateways'];
    /** A courier provider (the Biteship adapter on a simulator of the test's own); none otherwise. */
    courier?: Deps['courier'];
    /** Another instance's database (several instances on one database); a fresh one otherwise. */
    database?: Database;
    /** Redis for the realtime fan-out across instances and the rate-limit store (main.ts does the same). */
    redis?: Redis;
  } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await openTestDatabase());
  await ensureSystemAccounts(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'konter-test-')),
    SERVE_WEB: 'false',
    ...opts.env,
  });
  // Gateways only when a test brings its own (a simulator on a port): none are mounted here.
  const deps = createDeps(config, database, {
    transports: opts.transports ?? {},
    supplier: opts.supplier,
    gateways: opts.gateways ?? {},
    courier: opts.courier,
  });
  const app = await buildApp({ deps, redis: opts.redis, mountSimulator: false });
  // Closing the app stops the process state too (batchers drain), as main.ts does on shutdown.
  app.addHook('onClose', async () => {
    await closeDeps(deps);
  });
  const lastMessage = async (recipient: string) => {
    const rows = await database.query<{ body: string; subject: string | null }>(
      'SELECT body, subject FROM outbound_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [recipient],
    );
    if (!rows[0]) throw new Error(`no message to ${recipient}`);
    return rows[0];
  };
  return {
    app,
    deps,
    database,
    browser: (ua = 'Mozilla/5.0 (Linux; Android 13) Chrome/126.0 Mobile Safari/537.36') =>
      new TestBrowser(app, ua),
    lastMessage,
    async lastCode(recipient) {
      const m = (await lastMessage(recipient)).body.match(/\b(\d{6})\b/);
      if (!m) throw new Error('no code in message');
      return m[1]!;
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely and assert on their shape.
type Json = any;

export interface Res<T = Json> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

// A random start per run: with Redis the rate-limit counters (registrations per IP an hour) outlive
// the run, so addresses must not repeat from one run to the next.
let browserSeq = randomInt(1, 1 << 23);

/** A cookie jar plus the CSRF token read from the served page's meta tag, as the SPA does. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  csrf = '';
  /** Each browser comes from its own (loopback) address, so per-IP limits apply per browser. */
  readonly ip = `127.${(browserSeq >> 16) & 255}.${(browserSeq >> 8) & 255}.${browserSeq++ & 255}`;
  constructor(
    private readonly app: FastifyInstance,
    readonly userAgent: string,
  ) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(setCookie: string | string[] | undefined) {
    for (const c of [setCookie ?? []].flat()) {
      const [pair = '', ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Loads a page, keeping the CSRF token from its meta tag. */
  async open(path = '/'): Promise<Res<string>> {
    const res = await this.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: this.ip,
      headers: { cookie: this.cookieHeader(), 'user-agent': this.userAgent },
    });
    this.store(res.headers['set-cookie'] as string[]);
    const m = res.body.match(/<meta name="csrf-token" content="([^"]+)"/);
    if (m) this.csrf = m[1]!;
    return { status: res.statusCode, body: res.body, headers: res.headers };
  }

  async request<T = Json>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Res<T>> {
    if (!this.csrf) await this.open('/');
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        cookie: this.cookieHeader(),
        'user-agent': this.userAgent,
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': this.csrf,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    this.store(res.headers['set-cookie'] as string[]);
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body: parsed as T, headers: res.headers };
  }

  get<T = Json>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }
  post<T = Json>(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>('POST', url, body, headers);
  }
  delete<T = Json>(url: string, body: unknown = {}) {
    return this.request<T>('DELETE', url, body);
  }
}

let seq = 0;
/** A unique, valid registration payload. */
export function newUser(overrides: Record<string, string> = {}) {
  seq++;
  const n = `${Date.now() % 1_000_000}${seq}`.padStart(8, '0').slice(-8);
  return {
    name: 'Budi Santoso',
    email: `budi${n}@example.com`,
    hp: `0812${n}`,
    password: 'rahasia123',
    password_confirmation: 'rahasia123',
    ...overrides,
  };
}
