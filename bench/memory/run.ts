// Memory of the server (bench/memory/README.md): `npm run bench:memory`.
//
// Builds what is stale (`node scripts/start.mjs --build-only`), then for each database runs the
// built server the way `npm start` does (`node scripts/start.mjs`, production mode, serving the
// web app, LOG_LEVEL warn) on a free loopback port and samples its resident memory (VmRSS) every
// 100 ms, with its child processes (PGlite's initdb) counted separately:
//   1. first start on an empty database (PGlite: a temporary DATA_DIR; PostgreSQL: a fresh
//      database konter_bench_memory_<ts> on BENCH_DATABASE_URL), until it is idle: healthy, the
//      catalogue synced from the supplier, and under 3 % of a core for 3 s (migrations, demo
//      seed, price sync done) — "idle after first start";
//   2. stops it and creates BENCH_MEMBERS funded members with sessions through the services (the
//      purchase bench's harness; PGlite is single-process, hence the stop);
//   3. starts it again until idle — "idle after restart";
//   4. BENCH_PURCHASES purchases through HTTP (POST /api/v1/prabayar/transaction on loopback,
//      BENCH_CONCURRENCY callers, at most BENCH_LOAD_SECONDS) — peak RSS and purchases/s;
//   5. opens five public pages in three languages, waits until idle — "after load"; stops the server and checks every purchase succeeded, the
//      deposits fell by exactly their prices and the ledger invariants hold.
// The supplier is the Digiflazz simulator, standalone in this process (answers at once), as in
// bench/purchase. `defaults` is `npm start` with no configuration at all (development, built-in
// simulators, pretty logs), first start only.
//
// Env: BENCH_MEMORY_RUNS (default defaults,pglite,postgres), BENCH_LABEL (default after: the run
// replaces the recorded run of that label in results.json and the table in README.md; BENCH_LABEL=
// none records nothing), BENCH_PURCHASES (400), BENCH_CONCURRENCY (8), BENCH_LOAD_SECONDS (90),
// BENCH_MEMBERS (100), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_SERVER_NODE_ARGS (extra node flags for the server).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db/client.js';
import { startDigiflazzSimulator } from '../../apps/server/src/simulators/digiflazz/index.js';
import {
  agent,
  createMembers,
  depositTotal,
  fmt,
  freePort,
  Load,
  type Outcome,
  PRODUCT,
  pct,
  procCpuSeconds,
  SUPPLIER,
  serverEnv,
  sleep,
  verify,
  waitHealthy,
} from '../purchase/harness.js';

const env = process.env;
const ROOT = resolve(import.meta.dirname, '../..');
const HERE = import.meta.dirname;
const BASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = (env.BENCH_MEMORY_RUNS ?? 'defaults,pglite,postgres').split(',') as Kind[];
const LABEL = env.BENCH_LABEL ?? 'after';
const PURCHASES = Number(env.BENCH_PURCHASES ?? 400);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 8);
const LOAD_SECONDS = Number(env.BENCH_LOAD_SECONDS ?? 90);
const MEMBERS = Number(env.BENCH_MEMBERS ?? 100);
const FUNDING = 100_000_000;
/** Extra node flags for the server (experiments), e.g. `--max-semi-space-size=4`. */
const NODE_ARGS = (env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** The node flags of `npm start` (package.json), so the server runs as users run it. */
const START_FLAGS = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start.match(
    /node\s+(.*?)\s*scripts\/start\.mjs/,
  )?.[1] ?? ''
)
  .split(/\s+/)
  .filter(Boolean);
/** Public pages a visitor opens after the purchases (server-rendered, ADR 0015). */
const PUBLIC_PAGES = ['/', '/pricelist/pulsa', '/pricelist/data', '/blog/posts', '/help/faq'];
/** Idle: under this share of one core over IDLE_WINDOW_MS. */
const IDLE_CPU = 0.03;
const IDLE_WINDOW_MS = 3_000;
const IDLE_TIMEOUT_MS = 120_000;
/** The whole bench stops (and its servers) after this. */
const DEADLINE_MS = 20 * 60_000;

type Kind = 'defaults' | 'pglite' | 'postgres';

// ---------------------------------------------------------------------------------------------
// Memory of a process and its descendants (Linux /proc)

/** VmRSS and VmHWM of `pid`, in MiB (0 when gone). */
function rss(pid: number): { rss: number; hwm: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k: string) => Number(status.match(new RegExp(`${k}:\\s+(\\d+) kB`))?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [child, pp] of parent) {
      if (pp === p) {
        out.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return out;
}

/** Samples the server's RSS (and its children's) every 100 ms; peaks since the last reset. */
class Sampler {
  peak = 0;
  childPeak = 0;
  private timer: NodeJS.Timeout;
  private ticks = 0;
  private children: number[] = [];
  constructor(readonly pid: number) {
    this.timer = setInterval(() => {
      this.peak = Math.max(this.peak, rss(pid).rss);
      // Walking /proc costs a few ms: look for new children once a second only.
      if (this.ticks++ % 10 === 0) this.children = descendants(pid);
      const c = this.children.reduce((a, p) => a + rss(p).rss, 0);
      this.childPeak = Math.max(this.childPeak, c);
    }, 100);
  }
  reset() {
    this.peak = rss(this.pid).rss;
    this.childPeak = 0;
  }
  stop() {
    clearInterval(this.timer);
  }
}

// ---------------------------------------------------------------------------------------------
// The server

interface Breakdown {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

class Server {
  readonly child: ChildProcess;
  readonly sampler: Sampler;
  readonly probeFile: string;
  constructor(
    readonly port: number,
    envVars: NodeJS.ProcessEnv,
    logFile: string,
  ) {
    this.probeFile = `${logFile}.memory.json`;
    const log = createWriteStream(logFile, { flags: 'a' });
    this.child = spawn(
      process.execPath,
      [
        ...START_FLAGS,
        ...NODE_ARGS,
        '--import',
        pathToFileURL(join(HERE, 'probe.mjs')).href,
        join(ROOT, 'scripts', 'start.mjs'),
      ],
      {
        cwd: ROOT,
        env: { ...envVars, KONTER_MEMORY_PROBE: this.probeFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child.stdout!.pipe(log);
    this.child.stderr!.pipe(log);
    this.sampler = new Sampler(this.child.pid!);
  }

  get pid() {
    return this.child.pid!;
  }

  breakdown(): Breakdown | undefined {
    try {
      return JSON.parse(readFileSync(this.probeFile, 'utf8')) as Breakdown;
    } catch {
      return undefined;
    }
  }

  /** Waits until the server used under IDLE_CPU of a core for IDLE_WINDOW_MS; returns its RSS then. */
  async idle(): Promise<{ rss: number; seconds: number; breakdown?: Breakdown }> {
    const t0 = performance.now();
    const window: { at: number; cpu: number }[] = [];
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`server exited (${this.child.exitCode})`);
      const now = performance.now();
      window.push({ at: now, cpu: procCpuSeconds(this.pid) });
      while (window.length > 1 && now - window[1]!.at >= IDLE_WINDOW_MS) window.shift();
      const first = window[0]!;
      if (
        now - first.at >= IDLE_WINDOW_MS &&
        (window.at(-1)!.cpu - first.cpu) / ((now - first.at) / 1000) < IDLE_CPU
      )
        break;
      if (now - t0 > IDLE_TIMEOUT_MS) throw new Error(`server not idle within ${IDLE_TIMEOUT_MS / 1000} s`);
      await sleep(250);
    }
    await sleep(600); // a fresh probe line
    return {
      rss: rss(this.pid).rss,
      seconds: (performance.now() - t0) / 1000,
      breakdown: this.breakdown(),
    };
  }

  async stop() {
    this.sampler.stop();
    if (this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
      await exited;
    }
  }
}

/** Healthy and the catalogue synced (the start-up price sync has run). */
async function waitReady(server: Server) {
  await waitHealthy(server.port, server.child);
  const t0 = performance.now();
  for (;;) {
    const res = await fetch(
      `http://127.0.0.1:${server.port}/api/v1/prabayar/products?type=pulsa&destination=081210000000`,
    );
    if (res.status === 200 && (await res.text()).includes(`"${PRODUCT}"`)) return;
    if (performance.now() - t0 > 60_000) throw new Error(`${PRODUCT} not in the catalogue 60 s after start`);
    await sleep(250);
  }
}

// ---------------------------------------------------------------------------------------------

interface Row {
  database: string;
  /** Idle after the first start on an empty database. */
  firstIdle: number;
  /** Peak RSS of the server during that first start, and of its child processes (initdb). */
  firstPeak: number;
  firstChildPeak: number;
  firstStartSeconds: number;
  firstBreakdown?: Breakdown;
  restartIdle?: number;
  restartBreakdown?: Breakdown;
  loadPeak?: number;
  afterLoad?: number;
  afterLoadBreakdown?: Breakdown;
  purchases?: number;
  perSecond?: number;
  p50?: number;
  p99?: number;
  /** Server CPU time per purchase, ms (placing and settling). */
  cpuMsPerPurchase?: number;
  checks?: string;
}

async function runOne(
  kind: Kind,
  simulator: Awaited<ReturnType<typeof startDigiflazzSimulator>>,
  admin: pg.Client | undefined,
  workDir: string,
): Promise<Row> {
  const port = await freePort();
  const dataDir = join(workDir, `${kind}-data`);
  const logFile = join(workDir, `${kind}-server.log`);
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (kind === 'postgres') {
    if (!admin) throw new Error('no PostgreSQL connection');
    dbName = `konter_bench_memory_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(BASE_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const serverVars: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(serverVars)) {
    if (
      /^(NODE_ENV$|DATABASE_URL$|REDIS_URL$|HOST$|APP_|DIGIFLAZZ_|SEED_DEMO$|LOG_LEVEL$|DATA_DIR$|PORT$)/.test(
        name,
      )
    )
      delete serverVars[name];
  }
  if (kind === 'defaults') {
    Object.assign(serverVars, { PORT: String(port), DATA_DIR: dataDir });
  } else {
    Object.assign(serverVars, serverEnv(port, databaseUrl ?? ''), {
      DATA_DIR: dataDir,
      SERVE_WEB: 'true',
      DIGIFLAZZ_BASE_URL: simulator.baseUrl,
    });
    if (!databaseUrl) delete serverVars.DATABASE_URL;
  }
  const open = () =>
    openDatabase(databaseUrl ? { url: databaseUrl, poolSize: 4 } : { dataDir: join(dataDir, 'db') });
  simulator.state.opts.callbackUrl = `http://127.0.0.1:${port}/api/v1/webhooks/digiflazz`;

  let server: Server | undefined;
  try {
    // 1. First start on an empty database.
    let t = performance.now();
    server = new Server(port, serverVars, logFile);
    await waitReady(server);
    const first = await server.idle();
    const row: Row = {
      database: kind,
      firstIdle: first.rss,
      firstPeak: server.sampler.peak,
      firstChildPeak: server.sampler.childPeak,
      firstStartSeconds: (performance.now() - t) / 1000,
      firstBreakdown: first.breakdown,
    };
    console.log(
      `${kind}: idle after first start ${fmt(first.rss, 0)} MiB (peak ${fmt(row.firstPeak, 0)} MiB, ` +
        `children ${fmt(row.firstChildPeak, 0)} MiB; ready and idle in ${fmt(row.firstStartSeconds)} s) ${JSON.stringify(first.breakdown)}`,
    );
    await server.stop();
    server = undefined;
    if (kind === 'defaults') return row;

    // 2. Members with sessions, funded.
    t = performance.now();
    let database: Database = await open();
    const members = await createMembers(database, MEMBERS, FUNDING, 'spread');
    const ids = members.map((m) => m.id);
    const depositBefore = await depositTotal(database, ids);
    await database.close();
    console.log(
      `${kind}: ${MEMBERS} members with sessions, funded: ${fmt((performance.now() - t) / 1000)} s`,
    );

    // 3. Restart.
    server = new Server(port, serverVars, logFile);
    await waitReady(server);
    const restart = await server.idle();
    row.restartIdle = restart.rss;
    row.restartBreakdown = restart.breakdown;
    console.log(
      `${kind}: idle after restart ${fmt(restart.rss, 0)} MiB ${JSON.stringify(restart.breakdown)}`,
    );

    // 4. Purchases.
    const page = await fetch(`http://127.0.0.1:${port}/`);
    const csrfCookie = page.headers.getSetCookie()[0]!.split(';')[0]!;
    const csrfToken = (await page.text()).match(/name="csrf-token" content="([^"]+)"/)![1]!;
    const load = new Load(port, csrfCookie, csrfToken);
    let next = 0;
    const spread = () => members[next++ % members.length]!;
    server.sampler.reset();
    const cpuBefore = procCpuSeconds(server.pid);
    const out: Outcome = await load.saturate(
      `${kind} purchases`,
      CONCURRENCY,
      LOAD_SECONDS,
      spread,
      PURCHASES,
    );
    row.loadPeak = server.sampler.peak;
    row.purchases = out.ok;
    row.perSecond = out.perSecond;
    row.p50 = pct(out.latencies, 0.5);
    row.p99 = pct(out.latencies, 0.99);
    const other = Object.entries(out.statuses).filter(([s]) => s !== '201');

    // 5. After the load, and after visitors opened the server-rendered public pages (the first one
    // loads React's server renderer): each in its three languages.
    for (const path of PUBLIC_PAGES)
      for (const lang of ['id', 'en', 'zh']) {
        const res = await fetch(`http://127.0.0.1:${server.port}${path}?lang=${lang}`);
        if (!res.ok) throw new Error(`${path}?lang=${lang}: ${res.status}`);
        await res.arrayBuffer();
      }
    const after = await server.idle();
    // The server's CPU time from the first purchase until it was idle again (settlements included).
    row.cpuMsPerPurchase = out.ok ? ((procCpuSeconds(server.pid) - cpuBefore) * 1000) / out.ok : undefined;
    row.afterLoad = after.rss;
    row.afterLoadBreakdown = after.breakdown;
    await server.stop();
    server = undefined;
    database = await open();
    const v = await verify(database, out, depositBefore, ids, 10_000);
    await database.close();
    const problems = [
      ...(other.length
        ? [`answers other than 201: ${other.map(([s, n]) => `${n}×${s}`).join(' ')} (${out.sample})`]
        : []),
      ...v.problems,
    ];
    row.checks = problems.length ? `FAILED: ${problems.join('; ')}` : 'ok';
    console.log(
      `${kind}: ${out.ok} purchases in ${fmt(out.seconds)} s = ${fmt(out.perSecond, 0)}/s (c=${CONCURRENCY}), ` +
        `p50 ${fmt(row.p50)} ms, p99 ${fmt(row.p99)} ms, server CPU ${fmt(row.cpuMsPerPurchase ?? Number.NaN, 2)} ms/purchase; RSS peak ${fmt(row.loadPeak, 0)} MiB, ` +
        `after ${fmt(after.rss, 0)} MiB ${JSON.stringify(after.breakdown)}; checks ${row.checks}`,
    );
    return row;
  } finally {
    await server?.stop();
    if (dbName && admin && !env.KEEP_BENCH_DB)
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

// ---------------------------------------------------------------------------------------------
// Results: results.json keeps the last run of each label; README.md shows them as a table.

interface Recorded {
  label: string;
  date: string;
  commit: string;
  machine: string;
  purchases: string;
  rows: Row[];
}

const RESULTS = join(HERE, 'results.json');
const README = join(HERE, 'README.md');
const BEGIN = '<!-- results: written by bench/memory/run.ts -->';
const END = '<!-- /results -->';

function table(runs: Recorded[]): string {
  const m = (n: number | undefined) => (n === undefined ? '–' : fmt(n, 0));
  const lines = [
    '| run | database | idle after first start | peak during first start (server + initdb child) | idle after restart | peak under load | after load | purchases/s | p50 / p99 ms | server CPU ms/purchase | checks |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of runs) {
    for (const row of r.rows) {
      lines.push(
        `| ${r.label} | ${row.database} | ${m(row.firstIdle)} | ${m(row.firstPeak)} + ${m(row.firstChildPeak)} | ` +
          `${m(row.restartIdle)} | ${m(row.loadPeak)} | ${m(row.afterLoad)} | ${m(row.perSecond)} | ` +
          `${row.p50 === undefined ? '–' : `${fmt(row.p50)} / ${fmt(row.p99!)}`} | ` +
          `${row.cpuMsPerPurchase === undefined ? '–' : fmt(row.cpuMsPerPurchase, 2)} | ${row.checks ?? '–'} |`,
      );
    }
  }
  lines.push('', 'RSS in MiB. Runs:', '');
  for (const r of runs) lines.push(`- **${r.label}**: ${r.date}, ${r.commit}; ${r.machine}; ${r.purchases}.`);
  lines.push('', 'Breakdown at idle after first start (process.memoryUsage(), MiB):', '');
  lines.push(
    '| run | database | rss | heap total | heap used | external (WebAssembly memory included) | array buffers |',
  );
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of runs) {
    for (const row of r.rows) {
      const b = row.firstBreakdown;
      if (b)
        lines.push(
          `| ${r.label} | ${row.database} | ${m(b.rss)} | ${m(b.heapTotal)} | ${m(b.heapUsed)} | ${m(b.external)} | ${m(b.arrayBuffers)} |`,
        );
    }
  }
  return lines.join('\n');
}

function record(rows: Row[], machine: string) {
  if (LABEL === 'none') return;
  const runs: Recorded[] = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : [];
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim();
    if (dirty) commit += ' + uncommitted changes';
  } catch {
    /* not a git checkout */
  }
  const entry: Recorded = {
    label: LABEL,
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    commit,
    machine,
    purchases: `${PURCHASES} purchases by ${MEMBERS} members, ${CONCURRENCY} concurrent callers`,
    rows,
  };
  const i = runs.findIndex((r) => r.label === LABEL);
  if (i >= 0) runs[i] = entry;
  else runs.push(entry);
  writeFileSync(RESULTS, `${JSON.stringify(runs, null, 2)}\n`);
  const readme = readFileSync(README, 'utf8');
  const a = readme.indexOf(BEGIN);
  const b = readme.indexOf(END);
  if (a < 0 || b < a) throw new Error(`README.md lacks the ${BEGIN} … ${END} markers`);
  writeFileSync(README, `${readme.slice(0, a + BEGIN.length)}\n\n${table(runs)}\n\n${readme.slice(b)}`);
  console.log(`recorded as "${LABEL}" in ${RESULTS} and README.md`);
}

async function main() {
  const deadline = setTimeout(() => {
    console.error(`memory bench: deadline of ${DEADLINE_MS / 60_000} min exceeded`);
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();
  console.log('building what is stale…');
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'start.mjs'), '--build-only'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const workDir = mkdtempSync(join(tmpdir(), 'konter-bench-memory-'));
  const admin = RUNS.includes('postgres') ? new pg.Client({ connectionString: BASE_URL }) : undefined;
  await admin?.connect();
  const pgVersion = admin
    ? (await admin.query<{ v: string }>('SELECT current_setting($1) AS v', ['server_version'])).rows[0]!.v
    : undefined;
  const machine =
    `${cpus().length} × ${cpus()[0]?.model}, ${fmt(totalmem() / 2 ** 30, 0)} GiB, Linux ${release()}, node ${process.version}` +
    `${pgVersion ? `, PostgreSQL ${pgVersion}` : ''}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the start`;
  console.log(`memory bench: ${machine}; logs in ${workDir}`);
  const simulator = await startDigiflazzSimulator({
    ...SUPPLIER,
    latencyMs: 0,
    initialDeposit: 1e15,
    pendingDelayMs: 1_000,
  });
  const rows: Row[] = [];
  let failed = false;
  try {
    for (const kind of RUNS) {
      const row = await runOne(kind, simulator, admin, workDir);
      rows.push(row);
      if (row.checks && row.checks !== 'ok') failed = true;
    }
  } finally {
    await simulator.stop();
    agent.destroy();
    await admin?.end();
  }
  console.table(
    rows.map((r) => ({
      database: r.database,
      'idle first start': fmt(r.firstIdle, 0),
      'first start peak + children': `${fmt(r.firstPeak, 0)} + ${fmt(r.firstChildPeak, 0)}`,
      'idle restart': fmt(r.restartIdle ?? Number.NaN, 0),
      'load peak': fmt(r.loadPeak ?? Number.NaN, 0),
      'after load': fmt(r.afterLoad ?? Number.NaN, 0),
      'purchases/s': fmt(r.perSecond ?? Number.NaN, 0),
      'cpu ms/purchase': fmt(r.cpuMsPerPurchase ?? Number.NaN, 2),
      checks: r.checks ?? '–',
    })),
  );
  record(rows, machine);
  if (failed) {
    console.log(`memory bench: checks FAILED (logs kept in ${workDir})`);
    process.exitCode = 1;
  } else {
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
