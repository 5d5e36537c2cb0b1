// Purchase pipeline benchmark through HTTP on PostgreSQL (see bench/purchase/README.md).
//
// Creates a fresh database konter_bench_purchase_<ts>, migrates it and creates BENCH_USERS members
// plus one hot member through the services (user, ledger accounts, trusted device, session, PIN
// 123456), funded through the ledger. Starts a standalone Digiflazz simulator in this process
// (latency 0: answers at once) and the server as a child process (apps/server/src/main.ts on that
// database and that simulator, the per-user purchase limit raised to 100,000 a minute), then drives POST /api/v1/prabayar/transaction on loopback
// with the web app's cookies and CSRF headers, a new destination number each time:
//   rate    open loop, BENCH_RATE purchases/s for BENCH_RATE_SECONDS, spread over the members
//   spread  closed loop, BENCH_CONCURRENCY callers for BENCH_SATURATION_SECONDS, spread
//   hot     closed loop, BENCH_CONCURRENCY callers, every purchase from the one hot member
// After each scenario it waits until every accepted purchase has settled, checks each ended
// `success`, that the members' deposits fell by exactly the sum of their prices, and the ledger
// invariants; it also reports the CPU time per purchase of the server process, of the PostgreSQL
// backends of the bench database and of this client, and what those backends were waiting for.
// Drops the database at the end (KEEP_BENCH_DB=1 keeps it).
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.js';
import { type Database, openDatabase } from '../../apps/server/src/db/client.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { createDeps } from '../../apps/server/src/deps.js';
import { insertUser, upsertDevice } from '../../apps/server/src/features/auth/auth.repository.js';
import { createSession } from '../../apps/server/src/features/auth/session.js';
import {
  checkLedgerInvariants,
  ensureSystemAccounts,
  openUserAccounts,
  transfer,
} from '../../apps/server/src/ledger/index.js';
import { sha256 } from '../../apps/server/src/lib/crypto.js';
import { cookieNames } from '../../apps/server/src/lib/http.js';
import { PasswordHasher } from '../../apps/server/src/lib/password.js';
import { hashPin } from '../../apps/server/src/lib/pin-hash.js';
import { startDigiflazzSimulator } from '../../apps/server/src/simulators/digiflazz/index.js';

const env = process.env;
const ROOT = resolve(import.meta.dirname, '../..');
const BASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(env.BENCH_USERS ?? 1_000);
const RATE = Number(env.BENCH_RATE ?? 300);
const RATE_SECONDS = Number(env.BENCH_RATE_SECONDS ?? 30);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 48);
const SATURATION_SECONDS = Number(env.BENCH_SATURATION_SECONDS ?? 20);
/** The open-loop scenario never has more than this many requests outstanding; the rest are dropped. */
const MAX_IN_FLIGHT = Number(env.BENCH_MAX_IN_FLIGHT ?? 600);
const SCENARIOS = (env.BENCH_SCENARIOS ?? 'rate,spread,hot').split(',');
const POOL_SIZE = env.BENCH_POOL_SIZE ?? '20';
const HASH_CONCURRENCY = env.BENCH_HASH_CONCURRENCY ?? '2';
const PRODUCT = 'tsel10';
const PIN = '123456';
const SUPPLIER = {
  username: 'konter-bench',
  apiKey: 'bench-api-key-0123456789',
  webhookSecret: 'bench-hook',
};
const APP_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const CLK_TCK = 100; // Linux USER_HZ: /proc/<pid>/stat times are in 1/100 s

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : Number.NaN;
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

// ---------------------------------------------------------------------------------------------
// CPU accounting (Linux /proc)

/** utime + stime of a process (`pid`) or of one of its threads (`pid/task/tid`), in seconds. */
function procCpuSeconds(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK; // utime + stime
  } catch {
    return 0; // gone
  }
}

function machineCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = line[3]! + line[4]!; // idle + iowait
  const total = line.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

interface CpuSnapshot {
  at: number;
  /** Transactions committed in the bench database (pg_stat_database.xact_commit). */
  commits: number;
  server: number;
  /** The server's main (event-loop) thread alone. */
  serverMain: number;
  client: number;
  pg: Map<number, number>;
  machine: { busy: number; total: number };
}

async function cpuSnapshot(admin: pg.Client, dbName: string, serverPid: number): Promise<CpuSnapshot> {
  const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
    dbName,
  ]);
  const [stat] = (
    await admin.query<{ n: string }>('SELECT xact_commit AS n FROM pg_stat_database WHERE datname = $1', [
      dbName,
    ])
  ).rows;
  const u = process.cpuUsage();
  return {
    at: performance.now(),
    commits: Number(stat?.n ?? 0),
    server: procCpuSeconds(serverPid),
    serverMain: procCpuSeconds(`${serverPid}/task/${serverPid}`),
    client: (u.user + u.system) / 1e6,
    pg: new Map(rows.map((r) => [r.pid, procCpuSeconds(r.pid)])),
    machine: machineCpu(),
  };
}

function cpuDelta(a: CpuSnapshot, b: CpuSnapshot) {
  let pgSeconds = 0;
  for (const [pid, s] of b.pg) pgSeconds += s - (a.pg.get(pid) ?? 0);
  const total = b.machine.total - a.machine.total;
  return {
    commits: b.commits - a.commits,
    server: b.server - a.server,
    serverMainBusy: (b.serverMain - a.serverMain) / ((b.at - a.at) / 1000),
    client: b.client - a.client,
    pg: pgSeconds,
    machineBusy: total > 0 ? (b.machine.busy - a.machine.busy) / total : 0,
  };
}

/**
 * What the bench database's backends are doing, sampled every 100 ms from pg_stat_activity:
 * average number of backends per state (running on CPU, waiting on a lock, idle in a transaction
 * waiting for the server's next statement, waiting for the WAL flush, …).
 */
function sampleBackends(admin: pg.Client, dbName: string) {
  const totals = new Map<string, number>();
  let samples = 0;
  let stop = false;
  const done = (async () => {
    while (!stop) {
      const { rows } = await admin.query<{ what: string; n: number }>(
        `SELECT CASE WHEN state = 'active' AND wait_event IS NULL THEN 'active (CPU)'
                     WHEN state = 'active' AND wait_event_type = 'Lock' THEN 'waiting for ' || wait_event
                          || ' lock in ' || substr(regexp_replace(query, '\\s+', ' ', 'g'), 1, 32) || '…'
                     WHEN state = 'active' THEN 'active, ' || wait_event_type || ':' || wait_event
                     ELSE state || coalesce(' (' || wait_event || ')', '') END AS what, count(*)::int AS n
           FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()
             AND backend_type = 'client backend' AND query NOT LIKE '%pgboss%'
          GROUP BY 1`,
        [dbName],
      );
      for (const r of rows) totals.set(r.what, (totals.get(r.what) ?? 0) + r.n);
      samples++;
      await sleep(100);
    }
  })();
  return async () => {
    stop = true;
    await done;
    return [...totals]
      .map(([what, n]) => [what, n / Math.max(1, samples)] as const)
      .filter(([, avg]) => avg >= 0.05)
      .sort((a, b) => b[1] - a[1])
      .map(([what, avg]) => `${avg.toFixed(1)} ${what}`)
      .join(', ');
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP client: node:http with keep-alive, one socket per concurrent request

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

function post(
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

interface Member {
  id: number;
  cookie: string;
}

/** Members created the way registration does (user, ledger accounts, trusted device, session), funded. */
async function createMembers(database: Database, count: number, funding: number, tag: string) {
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

function serverEnv(port: number, databaseUrl: string): Record<string, string> {
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

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

function startServer(extraEnv: Record<string, string>, logFile: string): ChildProcess {
  const log = createWriteStream(logFile);
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return child;
}

async function waitHealthy(port: number, child: ChildProcess) {
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

interface Outcome {
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

class Load {
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

  /** Closed loop: `concurrency` callers, each buying again as soon as its answer arrives. */
  async saturate(name: string, concurrency: number, seconds: number, pick: () => Member): Promise<Outcome> {
    const out = newOutcome(name);
    const start = performance.now();
    const end = start + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) await this.purchase(pick(), out);
      }),
    );
    out.seconds = (performance.now() - start) / 1000;
    out.perSecond = out.ok / out.seconds;
    return finish(out);
  }
}

const newOutcome = (name: string): Outcome => ({
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

function finish(out: Outcome): Outcome {
  out.latencies.sort((a, b) => a - b);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Checks

async function depositTotal(database: Database, userIds: number[]): Promise<number> {
  const [r] = await database.query<{ total: number }>(
    `SELECT coalesce(sum(balance), 0)::bigint AS total FROM ledger_accounts WHERE kind = 'deposit' AND user_id = ANY($1)`,
    [userIds],
  );
  return Number(r!.total);
}

/** Waits until every accepted purchase left `processing`; returns the problems found. */
async function verify(database: Database, out: Outcome, depositBefore: number, userIds: number[]) {
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
    if (performance.now() - t0 > 120_000) {
      problems.push('purchases still processing 120 s after the scenario');
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

// ---------------------------------------------------------------------------------------------

async function main() {
  const dbName = `konter_bench_purchase_${Date.now()}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ url: databaseUrl, poolSize: 8 });
  const simulator = await startDigiflazzSimulator({
    ...SUPPLIER,
    latencyMs: 0,
    initialDeposit: 1e15,
    pendingDelayMs: 1_000,
  });
  let server: ChildProcess | undefined;
  let logDir: string | undefined;
  let failed = false;
  try {
    const [pgVersion] = (
      await admin.query<{ v: string }>('SELECT current_setting($1) AS v', ['server_version'])
    ).rows.map((r) => r.v);
    const loadBefore = loadavg().map((l) => l.toFixed(2));
    console.log(
      `purchase bench: ${cpus().length} × ${cpus()[0]?.model}, node ${process.version}, PostgreSQL ${pgVersion}, ` +
        `load average ${loadBefore.join(' ')}`,
    );
    await migrate(database);
    await ensureSystemAccounts(database.db);
    let t = performance.now();
    const members = await createMembers(database, USERS, 100_000_000, 'spread');
    const [hot] = await createMembers(database, 1, 10_000_000_000, 'hot');
    console.log(
      `${USERS} members + 1 hot member with sessions, funded: ${fmt((performance.now() - t) / 1000)} s`,
    );

    const port = await freePort();
    simulator.state.opts.callbackUrl = `http://127.0.0.1:${port}/api/v1/webhooks/digiflazz`;
    logDir = mkdtempSync(join(tmpdir(), 'konter-bench-log-'));
    const logFile = join(logDir, 'server.log');
    server = startServer(
      {
        ...serverEnv(port, databaseUrl),
        DIGIFLAZZ_BASE_URL: simulator.baseUrl,
      },
      logFile,
    );
    await waitHealthy(port, server);
    t = performance.now();
    for (;;) {
      const [p] = await database.query(`SELECT 1 FROM products WHERE code = $1 AND active`, [PRODUCT]);
      if (p) break;
      if (performance.now() - t > 30_000) throw new Error(`${PRODUCT} not synced from the simulator in 30 s`);
      await sleep(200);
    }
    // The web app's CSRF pair: the cookie from GET / and the token from its meta tag.
    const page = await fetch(`http://127.0.0.1:${port}/`);
    const csrfCookie = page.headers.getSetCookie()[0]!.split(';')[0]!;
    const csrfToken = (await page.text()).match(/name="csrf-token" content="([^"]+)"/)![1]!;
    const load = new Load(port, csrfCookie, csrfToken);
    console.log(`server log: ${logFile}`);

    let rr = 0;
    const spread = () => members[rr++ % members.length]!;
    const theHot = () => hot!;
    const spreadIds = members.map((m) => m.id);

    // Warm-up (JIT, pools, plan caches); checked but not reported.
    const warmBefore = await depositTotal(database, spreadIds);
    const warm = await load.saturate('warm-up', 8, 5, spread);
    const w = await verify(database, warm, warmBefore, spreadIds);
    if (warm.ok === 0) throw new Error(`warm-up: no purchase accepted (${warm.sample})`);
    if (w.problems.length) console.log(`warm-up problems: ${w.problems.join('; ')}`);

    const plans: [string, () => Promise<Outcome>, number[]][] = [];
    if (SCENARIOS.includes('rate'))
      plans.push([
        'rate',
        () => load.fixedRate(`fixed ${RATE}/s, spread`, RATE, RATE_SECONDS, spread),
        spreadIds,
      ]);
    if (SCENARIOS.includes('spread'))
      plans.push([
        'spread',
        () => load.saturate(`saturation c=${CONCURRENCY}, spread`, CONCURRENCY, SATURATION_SECONDS, spread),
        spreadIds,
      ]);
    if (SCENARIOS.includes('hot'))
      plans.push([
        'hot',
        () =>
          load.saturate(
            `saturation c=${CONCURRENCY}, one hot account`,
            CONCURRENCY,
            SATURATION_SECONDS,
            theHot,
          ),
        [hot!.id],
      ]);

    const rows: Record<string, string | number>[] = [];
    for (const [, run, ids] of plans) {
      const before = await depositTotal(database, ids);
      const cpuA = await cpuSnapshot(admin, dbName, server.pid!);
      const backends = sampleBackends(admin, dbName);
      const out = await run();
      const cpuB = await cpuSnapshot(admin, dbName, server.pid!);
      const waits = await backends();
      const v = await verify(database, out, before, ids);
      const cpu = cpuDelta(cpuA, cpuB);
      const per = (s: number) => (out.ok ? fmt((s * 1000) / out.ok, 2) : '–');
      const other = Object.entries(out.statuses)
        .filter(([s]) => s !== '201')
        .map(([s, n]) => `${n}×${s}`)
        .join(' ');
      rows.push({
        scenario: out.name,
        ok: out.ok,
        'other answers':
          [other, out.dropped ? `${out.dropped} not sent` : ''].filter(Boolean).join(' ') || '–',
        seconds: fmt(out.seconds),
        'purchases/s': fmt(out.perSecond, 0),
        'p50 ms': fmt(pct(out.latencies, 0.5)),
        'p99 ms': fmt(pct(out.latencies, 0.99)),
        'max ms': fmt(out.latencies.at(-1) ?? Number.NaN, 0),
        'cpu ms/purchase server|pg|client': `${per(cpu.server)} | ${per(cpu.pg)} | ${per(cpu.client)}`,
        'commits/purchase': out.ok ? fmt(cpu.commits / out.ok, 2) : '–',
        'server main thread': `${Math.round(cpu.serverMainBusy * 100)} %`,
        'machine busy': `${Math.round(cpu.machineBusy * 100)} %`,
        'settled in s': fmt(v.settleSeconds),
        checks: v.problems.length ? 'FAILED' : 'ok',
      });
      console.log(
        `${out.name}: ${out.ok} ok in ${fmt(out.seconds)} s = ${fmt(out.perSecond, 0)}/s, p50 ${fmt(pct(out.latencies, 0.5))} ms, ` +
          `p99 ${fmt(pct(out.latencies, 0.99))} ms${out.lagP99 !== undefined ? `, send lag p99 ${fmt(out.lagP99)} ms` : ''}` +
          `${other ? `, other answers ${other}` : ''}${out.dropped ? `, ${out.dropped} not sent (in-flight cap ${MAX_IN_FLIGHT})` : ''}` +
          `${out.sample ? ` (e.g. ${out.sample})` : ''}; ${out.userIds.size} accounts; settled ${fmt(v.settleSeconds)} s after; ` +
          `checks ${v.problems.length ? `FAILED: ${v.problems.join('; ')}` : 'ok (all success, deposits, ledger invariants)'}`,
      );
      console.log(`  PostgreSQL backends of the bench database, on average: ${waits || 'none busy'}`);
      if (v.problems.length) failed = true;
    }
    console.table(rows);
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await simulator.stop();
    await database.close();
    agent.destroy();
    if (!env.KEEP_BENCH_DB) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  if (failed) {
    console.log(`purchase bench: checks FAILED (server log kept in ${logDir})`);
    process.exitCode = 1;
  } else if (logDir && !env.KEEP_BENCH_DB) {
    rmSync(logDir, { recursive: true, force: true });
  }
}

await main();
