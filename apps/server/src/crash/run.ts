// `npm run test:crash`: the purchase pipeline survives a killed server (ADR 0006).
//
// For each kill point it runs the real server as a child process on a fresh embedded database
// (PGlite in a temporary DATA_DIR) with the built-in Digiflazz simulator answering top-ups after
// 4 s, logs in as the demo member through HTTP like the web app (GET / for the CSRF cookie and meta
// token, then POST /api/v1/auth/login), buys tsel10 for 081234567890 with PIN 123456, SIGKILLs the
// server at that point, starts it again on the same DATA_DIR and checks:
//   - the purchase ends `success` (deposit reduced once by its price) or `failed` with the refund
//     (deposit unchanged), within SETTLE_SECONDS of the restart;
//   - it was sold once: one transaction row, one hold, the ledger movements of one sale, and the
//     (restarted) simulator received the same ref_id;
//   - after the server has stopped (PGlite is single-process), `npm run ledger:check` exits 0.
// Prints one PASS/FAIL line per kill point and "N passed, M failed"; exits 1 on any failure.
// Keeps the DATA_DIR and the server logs of a failed case (printed path); removes them otherwise.
//
// Env: CRASH_DEADLINE_SECONDS (default 110) fails the whole run when exceeded;
// CRASH_SERVER=source (default: `node --import tsx apps/server/src/main.ts`) | dist (the built
// apps/server/dist/main.js); CRASH_ONLY=<kill point name> runs one case; CRASH_KEEP=1 keeps dirs.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/client.js';

const ROOT = resolve(import.meta.dirname, '../../../..');
const SIM_LATENCY_MS = 4_000;
const START_TIMEOUT_MS = 45_000;
/** The whole run fails (and stops its servers) after this; CI gives it 240 s (it runs beside lint and typecheck). */
const DEADLINE_SECONDS = Number(process.env.CRASH_DEADLINE_SECONDS ?? 110);
const SETTLE_SECONDS = 30;
/** during-purchase-request kills at a random moment in [0, this) after sending the purchase. */
const KILL_WINDOW_MS = Number(process.env.CRASH_KILL_WINDOW_MS ?? 120);
const PRODUCT = 'tsel10';
const DESTINATION = '081234567890';
const MEMBER = { login: '081200000001', password: 'konter123', pin: '123456' };
const SIM = '/_sim/digiflazz/v1';

type KillPoint = 'supplier-call-in-flight' | 'after-purchase-answer' | 'during-purchase-request';
const KILL_POINTS: { name: KillPoint; what: string }[] = [
  {
    name: 'supplier-call-in-flight',
    what: 'SIGKILL while the simulator holds the top-up (seen on its control API), before it answers',
  },
  { name: 'after-purchase-answer', what: 'SIGKILL the moment the 201 purchase answer arrives' },
  {
    name: 'during-purchase-request',
    what: 'SIGKILL while the purchase request is being handled (commit may or may not have happened)',
  },
];

// ---------------------------------------------------------------------------------------------
// A server child process

class Server {
  readonly child: ChildProcess;
  readonly exited: Promise<number | string>;
  constructor(
    readonly dataDir: string,
    readonly port: number,
    logFile: string,
  ) {
    const useDist = process.env.CRASH_SERVER === 'dist';
    const entry = useDist ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
    if (useDist && !existsSync(join(ROOT, 'apps/server/dist/main.js'))) {
      throw new Error('CRASH_SERVER=dist but apps/server/dist/main.js does not exist (npm run build)');
    }
    const env: NodeJS.ProcessEnv = { ...process.env };
    // The embedded default with its built-in simulator, whatever the caller's shell exports.
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'DIGIFLAZZ_BASE_URL',
      'APP_SECRET',
      'NODE_ENV',
      'HOST',
    ]) {
      delete env[name];
    }
    Object.assign(env, {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIGIFLAZZ_SIM_LATENCY_MS: String(SIM_LATENCY_MS),
      DIGIFLAZZ_SIM_FAILURE_RATE: '0',
      LOG_LEVEL: 'warn',
      RUN_JOBS: 'true',
    });
    const log = createWriteStream(logFile, { flags: 'a' });
    log.write(`\n--- start ${new Date().toISOString()} (${entry.join(' ')})\n`);
    // Own process group, so that a kill reaches the server itself and nothing outlives it.
    this.child = spawn(process.execPath, entry, {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.pipe(log, { end: false });
    this.child.stderr!.pipe(log, { end: false });
    this.exited = new Promise((res) => {
      this.child.once('exit', (code, signal) => {
        log.end(`--- exit ${code ?? signal}\n`);
        res(code ?? signal ?? 'unknown');
      });
    });
    running.add(this);
    void this.exited.then(() => running.delete(this));
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  async ready(): Promise<void> {
    const end = Date.now() + START_TIMEOUT_MS;
    let exited = false;
    void this.exited.then(() => {
      exited = true;
    });
    while (Date.now() < end && !exited) {
      try {
        const res = await fetch(`${this.base}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) return;
      } catch {
        /* not listening yet */
      }
      await sleep(200);
    }
    throw new Error(exited ? 'server exited during start-up' : 'server not healthy in time');
  }

  /** SIGKILL to the whole process group: no shutdown hook, no flush, like a power cut of the process. */
  async kill(): Promise<void> {
    try {
      process.kill(-this.child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
    await this.exited;
  }

  /** SIGTERM (graceful: closes the app, the jobs and the database); SIGKILL after `ms`. */
  async stop(ms = 20_000): Promise<boolean> {
    this.child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      this.exited.then(() => true),
      new Promise<false>((r) => {
        timer = setTimeout(() => r(false), ms);
      }),
    ]);
    clearTimeout(timer);
    if (!done) await this.kill();
    return done;
  }
}

const running = new Set<Server>();
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

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

// ---------------------------------------------------------------------------------------------
// A browser: cookie jar + the CSRF meta token, as the SPA sends them

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely and checked field by field.
type Json = any;

class Browser {
  private readonly cookies = new Map<string, string>();
  private csrf = '';
  constructor(public base: string) {}

  private store(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i).trim(), pair!.slice(i + 1).trim());
    }
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'user-agent': 'konter-crash-test',
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': this.csrf,
      ...extra,
    };
  }

  async open(): Promise<void> {
    const res = await fetch(`${this.base}/`, { headers: this.headers() });
    this.store(res);
    const m = (await res.text()).match(/<meta name="csrf-token" content="([^"]+)"/);
    if (!m) throw new Error('no csrf-token meta tag on GET /');
    this.csrf = m[1]!;
  }

  async get(path: string): Promise<{ status: number; body: Json }> {
    const res = await fetch(`${this.base}${path}`, { headers: this.headers() });
    this.store(res);
    return { status: res.status, body: await res.json().catch(() => null) };
  }

  /** Sends a JSON POST with the CSRF headers; resolves once the whole answer is read. */
  async post(path: string, body: unknown, signal?: AbortSignal): Promise<{ status: number; body: Json }> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: this.headers({ 'content-type': 'application/json' }),
      body: JSON.stringify(body),
      signal,
    });
    this.store(res);
    return { status: res.status, body: await res.json().catch(() => null) };
  }
}

// ---------------------------------------------------------------------------------------------
// One kill point

interface Case {
  name: KillPoint;
  failures: string[];
  notes: string[];
  dir: string;
}

async function runCase(name: KillPoint): Promise<Case> {
  const dir = mkdtempSync(join(tmpdir(), `konter-crash-${name}-`));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const c: Case = { name, failures: [], notes: [], dir };
  const check = (ok: boolean, what: string) => {
    if (!ok) c.failures.push(what);
  };
  const port = await freePort();
  const t0 = Date.now();
  const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

  // 1. First life: log in, buy, kill.
  let server = new Server(dataDir, port, logFile);
  await server.ready();
  const b = new Browser(server.base);
  await b.open();
  const login = await b.post('/api/v1/auth/login', { login: MEMBER.login, password: MEMBER.password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const before = login.body.data.deposit as number;
  const purchase = {
    product_code: PRODUCT,
    destination: DESTINATION,
    pin: MEMBER.pin,
    payment_method: 'deposit',
  };

  // The catalogue is synced right after the server listens: wait until the product is sellable.
  const catalogueEnd = Date.now() + 30_000;
  for (;;) {
    const res = await b.get(`/api/v1/prabayar/products?type=pulsa&destination=${DESTINATION}`);
    const list = JSON.stringify(res.body ?? '');
    if (res.status === 200 && list.includes(`"${PRODUCT}"`)) break;
    if (Date.now() > catalogueEnd) throw new Error(`${PRODUCT} not in the catalogue 30 s after start`);
    await sleep(200);
  }

  let refId: string | undefined;
  let price: number | undefined;
  if (name === 'during-purchase-request') {
    // Kill at a random moment inside the request (PIN check, checks, the commit, the answer).
    const inFlight = b.post('/api/v1/prabayar/transaction', purchase).catch((err: Error) => err);
    const delay = Math.floor(Math.random() * KILL_WINDOW_MS);
    await sleep(delay);
    await server.kill();
    c.notes.push(`killed ${delay} ms after sending the purchase`);
    const res = await inFlight;
    if (!(res instanceof Error) && res.status === 201) {
      refId = res.body.data.ref_id;
      price = res.body.data.buying_price;
      c.notes.push('the answer arrived before the kill');
    } else {
      c.notes.push('killed before the answer arrived');
    }
  } else {
    const res = await b.post('/api/v1/prabayar/transaction', purchase);
    if (name === 'after-purchase-answer' && res.status === 201) await server.kill();
    if (res.status !== 201) throw new Error(`purchase answered ${res.status}: ${JSON.stringify(res.body)}`);
    refId = res.body.data.ref_id as string;
    price = res.body.data.buying_price as number;
    check(res.body.data.status === 'processing', `purchase answer status ${res.body.data.status}`);
    check(res.body.data.end_balance === before - price, 'purchase answer end_balance ≠ deposit - price');
    if (name === 'supplier-call-in-flight') {
      // The built-in simulator lists a top-up as soon as it receives it, then waits SIM_LATENCY_MS.
      const end = Date.now() + SIM_LATENCY_MS - 500;
      let seen = false;
      while (!seen && Date.now() < end) {
        const sim = await (await fetch(`${server.base}${SIM}/_control/transactions`)).json();
        seen = (sim as Json).transactions.some((t: Json) => t.ref_id === refId && t.status === 'Pending');
        if (!seen) await sleep(20);
      }
      const t = await b.get(`/api/v1/transaction/${refId}`);
      await server.kill();
      check(seen, 'the top-up never reached the simulator before the kill');
      check(t.body?.data?.status === 'processing', `status before the kill was ${t.body?.data?.status}`);
    }
  }
  c.notes.push(`killed at ${elapsed()}`);

  // 2. Second life on the same DATA_DIR: the start-up re-check must finish the purchase.
  server = new Server(dataDir, port, logFile);
  await server.ready();
  const restartedAt = Date.now();
  b.base = server.base;
  const list = await b.get('/api/v1/transaction?per_page=100');
  check(list.status === 200, `transaction list answered ${list.status} after the restart (session lost?)`);
  const rows: Json[] = list.body?.data ?? [];
  if (!refId && rows.length === 1) {
    refId = rows[0].ref_id;
    price = rows[0].buying_price;
    c.notes.push('the purchase had been committed');
  }
  check(rows.length === (refId ? 1 : 0), `${rows.length} transaction rows, expected ${refId ? 1 : 0}`);

  let final: Json;
  if (refId) {
    for (;;) {
      const t = await b.get(`/api/v1/transaction/${refId}`);
      if (t.body?.data?.status && t.body.data.status !== 'processing') {
        final = t.body.data;
        break;
      }
      if (Date.now() - restartedAt > SETTLE_SECONDS * 1000) break;
      await sleep(250);
    }
    check(Boolean(final), `still processing ${SETTLE_SECONDS} s after the restart`);
    if (final) {
      c.notes.push(`${final.status} ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart`);
      check(['success', 'failed'].includes(final.status), `ended ${final.status}`);
      const sim = (await (await fetch(`${server.base}${SIM}/_control/transactions`)).json()) as Json;
      const sent = sim.transactions.filter((t: Json) => t.customer_no === DESTINATION);
      check(
        sent.length === 1 && sent[0].ref_id === refId,
        `the restarted simulator got ${sent.length} top-up(s) for ${DESTINATION}, expected 1 with ${refId}`,
      );
    }
  } else {
    c.notes.push('nothing was committed: the purchase must have left no trace');
  }
  // Money checks only mean something once the purchase has settled (or never existed).
  const settledOrAbsent = !refId || Boolean(final);
  const account = await b.get('/api/v1/account');
  const after = account.body?.data?.deposit as number;
  const expected = final?.status === 'success' ? before - price! : before;
  if (settledOrAbsent) check(after === expected, `deposit ${before} → ${after}, expected ${expected}`);

  // 3. Stop, then look at the database itself and run the ledger check.
  const graceful = await server.stop();
  check(graceful, 'the server did not stop within 20 s of SIGTERM');
  const database = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    const trx = await database.query<{ ref_id: string; status: string; price: number; hold_id: number }>(
      `SELECT t.ref_id, t.status, t.price, t.hold_id FROM transactions t JOIN users u ON u.id = t.user_id
        WHERE u.hp = $1`,
      [MEMBER.login],
    );
    check(trx.length === (refId ? 1 : 0), `${trx.length} transaction rows in the database`);
    if (refId && trx[0] && final) {
      const holds = await database.query<{ state: string; amount: number }>(
        'SELECT state, amount FROM ledger_holds WHERE reference = $1',
        [refId],
      );
      const wantState = final?.status === 'success' ? 'posted' : 'voided';
      check(
        holds.length === 1 && holds[0]!.state === wantState && holds[0]!.amount === price,
        `holds of ${refId}: ${JSON.stringify(holds)}, expected one ${wantState} of ${price}`,
      );
      // Movements on the member's deposit: the seed credit, the hold's debit, and (failure) its release.
      const moves = await database.query<{ amount: number }>(
        `SELECT e.amount FROM ledger_entries e
           JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'deposit'
           JOIN users u ON u.id = a.user_id AND u.hp = $1
          ORDER BY e.id`,
        [MEMBER.login],
      );
      const want = final?.status === 'success' ? [before, -price!] : [before, -price!, price!];
      check(
        JSON.stringify(moves.map((m) => m.amount)) === JSON.stringify(want),
        `deposit entries ${JSON.stringify(moves.map((m) => m.amount))}, expected ${JSON.stringify(want)}`,
      );
    }
  } finally {
    await database.close();
  }
  const ledger = await run('npm', ['run', '--silent', 'ledger:check'], { DATA_DIR: dataDir });
  check(ledger.code === 0, `npm run ledger:check exited ${ledger.code}: ${ledger.output.trim()}`);
  c.notes.push(ledger.output.trim().split('\n').pop() ?? '');
  c.notes.push(`total ${elapsed()}`);
  return c;
}

function run(
  cmd: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((res) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.once('exit', (code) => res({ code: code ?? 1, output }));
  });
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const only = process.env.CRASH_ONLY;
  const points = KILL_POINTS.filter((p) => !only || p.name === only);
  if (points.length === 0) throw new Error(`CRASH_ONLY=${only}: no such kill point`);
  const started = Date.now();
  console.log(
    `crash test: ${points.length} kill point(s), server from ${process.env.CRASH_SERVER === 'dist' ? 'dist' : 'source'}, simulator latency ${SIM_LATENCY_MS} ms`,
  );
  const results: Case[] = [];
  for (const p of points) {
    let c: Case;
    try {
      c = await runCase(p.name);
    } catch (err) {
      c = { name: p.name, failures: [(err as Error).message], notes: [], dir: '' };
    } finally {
      for (const s of running) await s.kill();
    }
    results.push(c);
    const ok = c.failures.length === 0;
    console.log(`${ok ? 'PASS' : 'FAIL'} ${p.name}: ${p.what}`);
    for (const n of c.notes) console.log(`     ${n}`);
    for (const f of c.failures) console.log(`     ✗ ${f}`);
    if (!ok && c.dir) {
      console.log(`     data and server log kept in ${c.dir}`);
      const log = join(c.dir, 'server.log');
      if (existsSync(log)) console.log(readFileSync(log, 'utf8').split('\n').slice(-30).join('\n'));
    } else if (c.dir && !process.env.CRASH_KEEP) {
      rmSync(c.dir, { recursive: true, force: true });
    }
  }
  const passed = results.filter((r) => r.failures.length === 0).length;
  const failed = results.length - passed;
  console.log(
    `crash test ${failed ? 'FAIL' : 'PASS'}: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  process.exitCode = failed ? 1 : 0;
}

setTimeout(() => {
  console.log(`crash test FAIL: deadline of ${DEADLINE_SECONDS} s passed (0 passed, 1 failed)`);
  for (const s of running) void s.kill();
  setTimeout(() => process.exit(1), 500);
}, DEADLINE_SECONDS * 1000).unref();
process.on('SIGINT', () => {
  for (const s of running) void s.kill();
  process.exit(130);
});
await main();
