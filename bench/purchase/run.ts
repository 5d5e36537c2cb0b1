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
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { ensureSystemAccounts } from '../../apps/server/src/ledger/index.js';
import { startDigiflazzSimulator } from '../../apps/server/src/simulators/digiflazz/index.js';
import {
  agent,
  createMembers,
  depositTotal,
  fmt,
  freePort,
  Load,
  MAX_IN_FLIGHT,
  type Outcome,
  PRODUCT,
  pct,
  procCpuSeconds,
  SUPPLIER,
  serverEnv,
  sleep,
  stopServer,
  verify,
  waitHealthy,
} from './harness.js';

const env = process.env;
const ROOT = resolve(import.meta.dirname, '../..');
const BASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(env.BENCH_USERS ?? 1_000);
const RATE = Number(env.BENCH_RATE ?? 300);
const RATE_SECONDS = Number(env.BENCH_RATE_SECONDS ?? 30);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 48);
const SATURATION_SECONDS = Number(env.BENCH_SATURATION_SECONDS ?? 20);
const SCENARIOS = (env.BENCH_SCENARIOS ?? 'rate,spread,hot').split(',');

// ---------------------------------------------------------------------------------------------
// CPU accounting (Linux /proc)

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
    await stopServer(server);
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
