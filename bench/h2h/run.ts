// H2H purchase benchmark (see bench/h2h/README.md): purchases per second through the H2H API
// (POST /api/v1/h2h/transaction, md5 sign, whitelisted IP) next to the web purchase path
// (POST /api/v1/prabayar/transaction, session cookie + CSRF + PIN) on the same run, server and
// database — PostgreSQL, loopback, bounded.
//
// Creates a fresh database konter_bench_h2h_<ts>, migrates it, creates BENCH_USERS members the way
// the purchase benchmark does (bench/purchase/harness.ts), gives each the h2h_api permission, an H2H
// username and production key (stored encrypted as the service stores them) and 127.0.0.1 on the
// whitelist. Starts a Digiflazz simulator answering at once and the server as a child process, then
// alternates closed-loop saturations (BENCH_CONCURRENCY callers, BENCH_SATURATION_SECONDS each,
// BENCH_ROUNDS rounds of web then H2H). After each scenario every accepted purchase must have
// settled `success`, deposits must have fallen by exactly their prices, and the ledger invariants
// must hold. Drops the database at the end (KEEP_BENCH_DB=1 keeps it).
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { encryptApiKey, generateApiKey } from '../../apps/server/src/features/h2h/h2h.keys.js';
import { insertAccount, insertIp, upsertKey } from '../../apps/server/src/features/h2h/h2h.repository.js';
import { ensureSystemAccounts } from '../../apps/server/src/ledger/index.js';
import { startDigiflazzSimulator } from '../../apps/server/src/simulators/digiflazz/index.js';
import {
  APP_SECRET,
  agent,
  createMembers,
  depositTotal,
  finish,
  fmt,
  freePort,
  Load,
  type Member,
  newOutcome,
  type Outcome,
  PRODUCT,
  pct,
  post,
  procCpuSeconds,
  SUPPLIER,
  serverEnv,
  sleep,
  stopServer,
  verify,
  waitHealthy,
} from '../purchase/harness.js';

const env = process.env;
const ROOT = resolve(import.meta.dirname, '../..');
const BASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(env.BENCH_USERS ?? 200);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 32);
const SECONDS = Number(env.BENCH_SATURATION_SECONDS ?? 10);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 2);

interface Reseller extends Member {
  username: string;
  key: string;
}

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** Closed loop of H2H purchases: `concurrency` callers, each sending again when answered. */
async function saturateH2h(
  port: number,
  name: string,
  concurrency: number,
  seconds: number,
  pick: () => Reseller,
  next: () => number,
): Promise<Outcome> {
  const out = newOutcome(name);
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const r = pick();
        const n = next();
        const refId = `B${n}`;
        const body = JSON.stringify({
          username: r.username,
          buyer_sku_code: PRODUCT,
          customer_no: `0813${String(10_000_000 + n).padStart(8, '0')}`,
          ref_id: refId,
          sign: md5(r.username + r.key + refId),
        });
        const t0 = performance.now();
        let status = 0;
        let text = '';
        try {
          const res = await post(port, '/api/v1/h2h/transaction', { 'user-agent': 'konter-bench-h2h' }, body);
          status = res.status;
          text = res.body;
        } catch {
          status = 0;
        }
        const ms = performance.now() - t0;
        out.sent++;
        let rc = String(status);
        try {
          rc = `${status}/rc${(JSON.parse(text) as { data: { rc: string } }).data.rc}`;
        } catch {
          /* not JSON */
        }
        out.statuses[rc] = (out.statuses[rc] ?? 0) + 1;
        if (status === 200 && (rc.endsWith('rc03') || rc.endsWith('rc00'))) {
          out.ok++;
          out.latencies.push(ms);
          out.refIds.push(refId);
          out.userIds.add(r.id);
        } else if (!out.sample) out.sample = `${status} ${text.slice(0, 200)}`;
      }
    }),
  );
  out.seconds = (performance.now() - start) / 1000;
  out.perSecond = out.ok / out.seconds;
  return finish(out);
}

function startServer(extraEnv: Record<string, string>, logFile: string): ChildProcess {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return child;
}

async function main() {
  const dbName = `konter_bench_h2h_${Date.now()}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ url: databaseUrl, poolSize: 8 });
  const simulator = await startDigiflazzSimulator({ ...SUPPLIER, latencyMs: 0, initialDeposit: 1e15 });
  let server: ChildProcess | undefined;
  let logDir: string | undefined;
  let failed = false;
  try {
    const [pgVersion] = (
      await admin.query<{ v: string }>("SELECT current_setting('server_version') AS v")
    ).rows.map((r) => r.v);
    console.log(
      `h2h bench: ${cpus().length} × ${cpus()[0]?.model}, node ${process.version}, PostgreSQL ${pgVersion}, ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    await migrate(database);
    await ensureSystemAccounts(database.db);
    const members = await createMembers(database, USERS, 100_000_000, 'h2h');
    const resellers: Reseller[] = [];
    for (const m of members) {
      const key = generateApiKey();
      const username = `bench${m.id}`;
      await database.query(
        `UPDATE users SET permissions = array_append(permissions, 'h2h_api') WHERE id = $1`,
        [m.id],
      );
      await insertAccount(database.db, m.id, username);
      await upsertKey(database.db, {
        userId: m.id,
        kind: 'production',
        keyEnc: encryptApiKey(APP_SECRET, m.id, 'production', key),
        hint: key.slice(-4),
        revealable: false,
      });
      await insertIp(database.db, m.id, '127.0.0.1', 'bench');
      resellers.push({ ...m, username, key });
    }
    console.log(`${USERS} members with sessions, H2H keys and whitelisted 127.0.0.1, funded`);

    const port = await freePort();
    simulator.state.opts.callbackUrl = `http://127.0.0.1:${port}/api/v1/webhooks/digiflazz`;
    logDir = mkdtempSync(join(tmpdir(), 'konter-bench-h2h-'));
    const logFile = join(logDir, 'server.log');
    server = startServer(
      {
        ...serverEnv(port, databaseUrl),
        DIGIFLAZZ_BASE_URL: simulator.baseUrl,
        H2H_RATE_LIMIT_PER_MINUTE: '100000',
      },
      logFile,
    );
    await waitHealthy(port, server);
    const t0 = performance.now();
    for (;;) {
      const [p] = await database.query(`SELECT 1 FROM products WHERE code = $1 AND active`, [PRODUCT]);
      if (p) break;
      if (performance.now() - t0 > 30_000) throw new Error(`${PRODUCT} not synced in 30 s`);
      await sleep(200);
    }
    const page = await fetch(`http://127.0.0.1:${port}/`);
    const csrfCookie = page.headers.getSetCookie()[0]!.split(';')[0]!;
    const csrfToken = (await page.text()).match(/name="csrf-token" content="([^"]+)"/)![1]!;
    const load = new Load(port, csrfCookie, csrfToken);
    let rr = 0;
    const pickWeb = () => members[rr++ % members.length]!;
    let hr = 0;
    const pickH2h = () => resellers[hr++ % resellers.length]!;
    let n = 0;
    const next = () => n++;
    const ids = members.map((m) => m.id);

    // Warm-up of both paths (checked, not reported).
    await load.saturate('warm-up web', 8, 3, pickWeb);
    await saturateH2h(port, 'warm-up h2h', 8, 3, pickH2h, next);

    const rows: Record<string, string | number>[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const path of ['web', 'h2h'] as const) {
        const before = await depositTotal(database, ids);
        const cpuA = procCpuSeconds(server.pid!);
        const name = `${path} c=${CONCURRENCY} round ${round}`;
        const out =
          path === 'web'
            ? await load.saturate(name, CONCURRENCY, SECONDS, pickWeb)
            : await saturateH2h(port, name, CONCURRENCY, SECONDS, pickH2h, next);
        const cpu = procCpuSeconds(server.pid!) - cpuA;
        if (path === 'h2h') {
          // The reseller's ref_ids → Konter's transactions, for the settlement check.
          const mapped = await database.query<{ trx_ref_id: string }>(
            'SELECT trx_ref_id FROM h2h_orders WHERE ref_id = ANY($1)',
            [out.refIds],
          );
          out.refIds = mapped.map((r) => r.trx_ref_id);
        }
        const v = await verify(database, out, before, ids);
        const other = Object.entries(out.statuses)
          .filter(([s]) => !['201', '200/rc03', '200/rc00'].includes(s))
          .map(([s, c]) => `${c}×${s}`)
          .join(' ');
        rows.push({
          scenario: name,
          ok: out.ok,
          other: other || '–',
          'purchases/s': fmt(out.perSecond, 0),
          'p50 ms': fmt(pct(out.latencies, 0.5)),
          'p99 ms': fmt(pct(out.latencies, 0.99)),
          'server cpu ms/purchase': out.ok ? fmt((cpu * 1000) / out.ok, 2) : '–',
          'settled in s': fmt(v.settleSeconds),
          checks: v.problems.length ? 'FAILED' : 'ok',
        });
        console.log(
          `${name}: ${out.ok} ok = ${fmt(out.perSecond, 0)}/s, p50 ${fmt(pct(out.latencies, 0.5))} ms, p99 ${fmt(pct(out.latencies, 0.99))} ms` +
            `${other ? `, other ${other}` : ''}${out.sample ? ` (e.g. ${out.sample})` : ''}; checks ${
              v.problems.length ? `FAILED: ${v.problems.join('; ')}` : 'ok'
            }`,
        );
        if (v.problems.length) failed = true;
      }
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
    console.log(`h2h bench: checks FAILED (server log kept in ${logDir})`);
    process.exitCode = 1;
  } else if (logDir) rmSync(logDir, { recursive: true, force: true });
}

await main();
