// The purchase benchmark's harness, shared by bench/purchase/run.ts and bench/memory/run.ts:
// members with sessions created through the services, the server's environment, an HTTP client
// with the web app's cookies and CSRF headers, the load loops, and the checks after a load.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/client.js';
import { createDeps } from '../../apps/server/src/deps.js';
import { insertUser, upsertDevice } from '../../apps/server/src/features/auth/auth.repository.js';
import { createSession } from '../../apps/server/src/features/auth/session.js';
import { checkLedgerInvariants, openUserAccounts, transfer } from '../../apps/server/src/ledger/index.js';
import { sha256 } from '../../apps/server/src/lib/crypto.js';
import { cookieNames } from '../../apps/server/src/lib/http.js';
import { PasswordHasher } from '../../apps/server/src/lib/password.js';
import { hashPin } from '../../apps/server/src/lib/pin-hash.js';

const env = process.env;

/** The open-loop scenario never has more than this many requests outstanding; the rest are dropped. */
export const MAX_IN_FLIGHT = Number(env.BENCH_MAX_IN_FLIGHT ?? 600);
export const POOL_SIZE = env.BENCH_POOL_SIZE ?? '20';
export const HASH_CONCURRENCY = env.BENCH_HASH_CONCURRENCY ?? '2';
export const PRODUCT = 'tsel10';
export const PIN = '123456';
export const SUPPLIER = {
  username: 'konter-bench',
  apiKey: 'bench-api-key-0123456789',
  webhookSecret: 'bench-hook',
};
export const APP_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const CLK_TCK = 100; // Linux USER_HZ: /proc/<pid>/stat times are in 1/100 s

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : Number.NaN;
export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** utime + stime of a process (`pid`) or of one of its threads (`pid/task/tid`), in seconds. */
export function procCpuSeconds(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK; // utime + stime
  } catch {
    return 0; // gone
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP client: node:http with keep-alive, one socket per concurrent request

export const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

export function post(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; body: string }> {
  return new Promise((res, rej) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => res({ status: r.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        r.on('error', rej);
      },
    );
    req.on('error', rej);
    req.end(body);
  });
}

// ---------------------------------------------------------------------------------------------
// Set-up

export interface Member {
  id: number;
  cookie: string;
}

/** Members created the way registration does (user, ledger accounts, trusted device, session), funded. */
export async function createMembers(database: Database, count: number, funding: number, tag: string) {
  // Every secret is given, so DATA_DIR is never written to.
  const config = loadConfig({
    ...serverEnv(3000, ''),
    DIGIFLAZZ_BASE_URL: 'http://127.0.0.1:1/v1',
    DATA_DIR: tmpdir(),
  });
  const deps = createDeps(config, database, { transports: {} });
  const names = cookieNames(config);
  const pinHash = hashPin(APP_SECRET, PIN);
  const passwordHash = await new PasswordHasher(1).hash('bench-password');
  const members: (Member & { token: string })[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const hp = `0899${String(i + (tag === 'hot' ? 90_000_000 : 0)).padStart(8, '0')}`;
      const m = await database.db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          name: `Bench ${tag} ${i}`,
          email: `bench-${tag}-${i}@example.test`,
          hp,
          passwordHash, // nobody logs in with a password here
          pinHash,
          category: 1,
          referalCode: `B${tag === 'hot' ? 'H' : 'S'}${String(i).padStart(6, '0')}`,
          emailVerifiedAt: new Date(),
          phoneVerifiedAt: new Date(),
          userPermissionSetting: {},
          courierFlags: {},
        });
        await openUserAccounts(tx, user.id);
        const device = await upsertDevice(tx, {
          userId: user.id,
          keyHash: sha256(`bench-device-${user.id}`),
          name: 'bench',
          userAgent: 'konter-bench',
          ip: '127.0.0.1',
          status: 'trusted',
          firstLogin: true,
        });
        const session = await createSession(deps, tx, user.id, device.id);
        return { id: user.id, token: session.token };
      });
      await transfer(database.db, {
        key: `bench:fund:${m.id}`,
        debit: 'gateway:bank_transfer',
        credit: { userId: m.id, kind: 'deposit' },
        amount: funding,
        kind: 'deposit_topup',
      });
      members[i] = { ...m, cookie: `${names.session}=${m.token}` };
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return members;
}

export function serverEnv(port: number, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    APP_SECRET,
    DATABASE_URL: databaseUrl || 'postgres://unused/unused',
    DB_POOL_SIZE: POOL_SIZE,
    PASSWORD_HASH_CONCURRENCY: HASH_CONCURRENCY,
    LOG_LEVEL: 'warn',
    // The hot-account scenario buys far more than a person would (shipped default: 120 a minute).
    PURCHASE_RATE_LIMIT_PER_MINUTE: '100000',
    RUN_JOBS: 'true',
    SERVE_WEB: 'false',
    DIGIFLAZZ_USERNAME: SUPPLIER.username,
    DIGIFLAZZ_API_KEY: SUPPLIER.apiKey,
    DIGIFLAZZ_WEBHOOK_SECRET: SUPPLIER.webhookSecret,
  };
}

/** Stops a server the bench started: SIGTERM, then SIGKILL when it has not exited within 10 s. */
export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}
export async function waitHealthy(port: number, child: ChildProcess) {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) during start-up`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.status === 200) return;
    } catch {
      /* not yet */
    }
    await sleep(200);
  }
  throw new Error('server not healthy within 60 s');
}

// ---------------------------------------------------------------------------------------------
// Load

export interface Outcome {
  name: string;
  sent: number;
  dropped: number;
  ok: number;
  statuses: Record<string, number>;
  seconds: number;
  perSecond: number;
  latencies: number[];
  /** Open loop only: how late requests left against their schedule (client saturation). */
  lagP99?: number;
  refIds: string[];
  userIds: Set<number>;
  sample?: string;
}

export class Load {
  private destination = 0;
  constructor(
    readonly port: number,
    readonly csrfCookie: string,
    readonly csrfToken: string,
  ) {}

  /** One purchase by `m` to a number nobody bought for today (the same-number daily rule stays on). */
  async purchase(m: Member, out: Outcome): Promise<void> {
    const destination = `0812${String(10_000_000 + this.destination++).padStart(8, '0')}`;
    const body = JSON.stringify({ product_code: PRODUCT, destination, pin: PIN, payment_method: 'deposit' });
    const t0 = performance.now();
    let status: number;
    let text = '';
    try {
      const res = await post(
        this.port,
        '/api/v1/prabayar/transaction',
        {
          cookie: `${this.csrfCookie}; ${m.cookie}`,
          'x-requested-with': 'XMLHttpRequest',
          'x-csrf-token': this.csrfToken,
          'user-agent': 'konter-bench',
        },
        body,
      );
      status = res.status;
      text = res.body;
    } catch {
      status = 0; // connection error
    }
    const ms = performance.now() - t0;
    out.sent++;
    out.statuses[status] = (out.statuses[status] ?? 0) + 1;
    if (status === 201) {
      out.ok++;
      out.latencies.push(ms);
      out.refIds.push((JSON.parse(text) as { data: { ref_id: string } }).data.ref_id);
      out.userIds.add(m.id);
    } else if (!out.sample) {
      out.sample = `${status} ${text.slice(0, 200)}`;
    }
  }

  /** Open loop: `rate` purchases a second for `seconds`, whatever the answers take. */
  async fixedRate(name: string, rate: number, seconds: number, pick: () => Member): Promise<Outcome> {
    const out = newOutcome(name);
    const total = Math.round(rate * seconds);
    const lags: number[] = [];
    const inFlight = new Set<Promise<void>>();
    const start = performance.now();
    let scheduled = 0;
    while (scheduled < total) {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - start) / 1000) * rate) + 1);
      for (; scheduled < due; scheduled++) {
        lags.push(now - (start + (scheduled / rate) * 1000));
        if (inFlight.size >= MAX_IN_FLIGHT) {
          out.dropped++;
          continue;
        }
        const p: Promise<void> = this.purchase(pick(), out).finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      await sleep(1);
    }
    await Promise.all(inFlight);
    out.seconds = (performance.now() - start) / 1000;
    out.perSecond = out.ok / out.seconds;
    lags.sort((a, b) => a - b);
    out.lagP99 = pct(lags, 0.99);
    return finish(out);
  }

  /**
   * Closed loop: `concurrency` callers, each buying again as soon as its answer arrives, for
   * `seconds` or until `maxCount` purchases were sent.
   */
  async saturate(
    name: string,
    concurrency: number,
    seconds: number,
    pick: () => Member,
    maxCount = Number.POSITIVE_INFINITY,
  ): Promise<Outcome> {
    const out = newOutcome(name);
    const start = performance.now();
    const end = start + seconds * 1000;
    let started = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end && started < maxCount) {
          started++;
          await this.purchase(pick(), out);
        }
      }),
    );
    out.seconds = (performance.now() - start) / 1000;
    out.perSecond = out.ok / out.seconds;
    return finish(out);
  }
}

export const newOutcome = (name: string): Outcome => ({
  name,
  sent: 0,
  dropped: 0,
  ok: 0,
  statuses: {},
  seconds: 0,
  perSecond: 0,
  latencies: [],
  refIds: [],
  userIds: new Set(),
});

export function finish(out: Outcome): Outcome {
  out.latencies.sort((a, b) => a - b);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Checks

export async function depositTotal(database: Database, userIds: number[]): Promise<number> {
  const [r] = await database.query<{ total: number }>(
    `SELECT coalesce(sum(balance), 0)::bigint AS total FROM ledger_accounts WHERE kind = 'deposit' AND user_id = ANY($1)`,
    [userIds],
  );
  return Number(r!.total);
}

/** Waits (at most `timeoutMs`) until every accepted purchase left `processing`; returns the problems found. */
export async function verify(
  database: Database,
  out: Outcome,
  depositBefore: number,
  userIds: number[],
  timeoutMs = 120_000,
) {
  const problems: string[] = [];
  const t0 = performance.now();
  let rows: { status: string; n: number; price: number }[] = [];
  for (;;) {
    rows = await database.query(
      `SELECT status, count(*)::int AS n, coalesce(sum(price), 0)::bigint AS price
         FROM transactions WHERE ref_id = ANY($1) GROUP BY status`,
      [out.refIds],
    );
    if (!rows.some((r) => r.status === 'processing')) break;
    if (performance.now() - t0 > timeoutMs) {
      problems.push(`purchases still processing ${timeoutMs / 1000} s after the scenario`);
      break;
    }
    await sleep(500);
  }
  const settleSeconds = (performance.now() - t0) / 1000;
  const by = Object.fromEntries(rows.map((r) => [r.status, r]));
  const found = rows.reduce((a, r) => a + r.n, 0);
  if (found !== out.refIds.length) problems.push(`${out.refIds.length} accepted, ${found} transaction rows`);
  if ((by.success?.n ?? 0) !== out.refIds.length) {
    problems.push(
      `not all succeeded: ${JSON.stringify(Object.fromEntries(rows.map((r) => [r.status, r.n])))}`,
    );
  }
  const spent = depositBefore - (await depositTotal(database, userIds));
  const charged = Number(by.success?.price ?? 0);
  if (spent !== charged) problems.push(`deposits fell by ${spent}, successful purchases cost ${charged}`);
  const violations = await checkLedgerInvariants(database);
  if (violations.length) problems.push(`ledger invariants: ${violations.join('; ')}`);
  return { problems, settleSeconds };
}
