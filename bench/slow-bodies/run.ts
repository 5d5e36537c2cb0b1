// Slow-body (slowloris) check, penetration-test item 10; see bench/slow-bodies/README.md.
//
// Starts the server from source (`node --import tsx apps/server/src/main.ts`) on a free 127.0.0.1
// port with a fresh embedded database and its default HTTP timeouts (whatever HTTP_REQUEST_TIMEOUT_MS
// / HTTP_CONNECTION_TIMEOUT_MS the environment sets), or with SLOW_PORT=<port> attacks a server
// already listening on 127.0.0.1:<port> instead. Then opens SLOW_SOCKETS raw connections (default 3,
// at most 20) that send a request's headers and then one byte every SLOW_TRICKLE_MS (default 10,000,
// as the penetration test did): two trickle a JSON body to the provider webhooks (which read the
// whole body first), one never finishes its headers. Records for each when the server closed it
// and what it answered, gives up after SLOW_MAX_SECONDS (default 120), and meanwhile checks that a
// normal request is still answered. Loopback only; prints a table and one JSON line.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../apps/server/src/config.js';

const ROOT = resolve(import.meta.dirname, '../..');
const HOST = '127.0.0.1';
const env = process.env;
const SOCKETS = Math.min(20, Math.max(1, Number(env.SLOW_SOCKETS ?? 3)));
const TRICKLE_MS = Math.max(100, Number(env.SLOW_TRICKLE_MS ?? 10_000));
const MAX_SECONDS = Math.min(900, Math.max(5, Number(env.SLOW_MAX_SECONDS ?? 120)));
const START_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, HOST, () => {
      const a = s.address();
      s.close(() => res(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function healthy(port: number): Promise<number | null> {
  const t0 = performance.now();
  try {
    const res = await fetch(`http://${HOST}:${port}/api/v1/health`, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return res.status === 200 ? performance.now() - t0 : null;
  } catch {
    return null;
  }
}

/** The server under test: a child process on a fresh DATA_DIR, or the one at SLOW_PORT. */
async function server(): Promise<{ port: number; stop(): Promise<void>; timeouts: string }> {
  if (env.SLOW_PORT) {
    const port = Number(env.SLOW_PORT);
    if ((await healthy(port)) === null) throw new Error(`nothing healthy on ${HOST}:${port}`);
    return { port, stop: async () => undefined, timeouts: 'of the running server' };
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'konter-slow-'));
  const childEnv: NodeJS.ProcessEnv = { ...env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'DIGIFLAZZ_BASE_URL', 'APP_SECRET']) {
    delete childEnv[name];
  }
  Object.assign(childEnv, {
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    SERVE_WEB: 'false',
    RUN_JOBS: 'false',
    LOG_LEVEL: 'warn',
  });
  const config = loadConfig({ ...childEnv });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while ((await healthy(port)) === null) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    await sleep(250);
  }
  return {
    port,
    timeouts: `HTTP_REQUEST_TIMEOUT_MS=${config.HTTP_REQUEST_TIMEOUT_MS} HTTP_CONNECTION_TIMEOUT_MS=${config.HTTP_CONNECTION_TIMEOUT_MS}`,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(20_000)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Result {
  kind: string;
  /** Seconds from the first byte until the server closed the connection; null: still open at the end. */
  closedAfter: number | null;
  answer: string;
  bytesSent: number;
}

function slowSocket(port: number, kind: string, head: string, drip: string): Promise<Result> {
  return new Promise((resolveResult) => {
    const socket = connect(port, HOST);
    let t0 = 0;
    let answer = '';
    let bytesSent = 0;
    let closedByUs = false;
    let timer: NodeJS.Timeout | undefined;
    const send = (chunk: string) => {
      if (!socket.writable) return;
      socket.write(chunk);
      bytesSent += Buffer.byteLength(chunk);
    };
    socket.on('connect', () => {
      t0 = performance.now();
      send(head);
      let i = 0;
      timer = setInterval(() => send(drip[i++ % drip.length]!), TRICKLE_MS);
    });
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    socket.on('error', () => undefined);
    const giveUp = setTimeout(() => {
      closedByUs = true;
      socket.destroy();
    }, MAX_SECONDS * 1000);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolveResult({
        kind,
        closedAfter: closedByUs ? null : (performance.now() - t0) / 1000,
        answer: answer.split('\r\n')[0] || '(nothing)',
        bytesSent,
      });
    });
  });
}

async function main() {
  const s = await server();
  console.log(
    `slow bodies: ${SOCKETS} socket(s) on ${HOST}:${s.port}, a byte every ${seconds(TRICKLE_MS)} s, give up after ${MAX_SECONDS} s; timeouts ${s.timeouts}`,
  );
  const body = JSON.stringify({ data: 'x'.repeat(2_000) });
  const post = (path: string) =>
    `POST ${path} HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
  const kinds = [
    { kind: 'body → /api/v1/webhooks/digiflazz', head: post('/api/v1/webhooks/digiflazz'), drip: body },
    {
      kind: 'body → /api/v1/webhooks/bank-mutation',
      head: post('/api/v1/webhooks/bank-mutation'),
      drip: body,
    },
    {
      kind: 'endless headers → /api/v1/health',
      head: `GET /api/v1/health HTTP/1.1\r\nHost: ${HOST}\r\nX-Slow: `,
      drip: 'abcdefgh',
    },
  ];
  const t0 = performance.now();
  const pending = Array.from({ length: SOCKETS }, (_, i) => {
    const k = kinds[i % kinds.length]!;
    return slowSocket(s.port, k.kind, k.head, k.drip);
  });
  // A normal caller meanwhile, every 5 s while any slow socket is open.
  let open = SOCKETS;
  for (const p of pending) void p.then(() => open--);
  const normal: number[] = [];
  let normalFailed = 0;
  while (open > 0) {
    const ms = await healthy(s.port);
    if (ms === null) normalFailed++;
    else normal.push(ms);
    await Promise.race([sleep(5_000), Promise.all(pending)]);
  }
  const results = await Promise.all(pending);
  const wall = (performance.now() - t0) / 1000;
  await s.stop();

  console.log('\nsocket                                   closed after  bytes sent  answer');
  for (const r of results) {
    const closed = r.closedAfter === null ? `open (${MAX_SECONDS} s)` : `${r.closedAfter.toFixed(1)} s`;
    console.log(
      `${r.kind.padEnd(41)}${closed.padStart(12)}  ${String(r.bytesSent).padStart(10)}  ${r.answer}`,
    );
  }
  const closedAfter = results.map((r) => r.closedAfter);
  const worst = closedAfter.some((c) => c === null) ? null : Math.max(...(closedAfter as number[]));
  console.log(
    `\nall closed by ${worst === null ? `— (some still open after ${MAX_SECONDS} s)` : `${worst.toFixed(1)} s`}; wall ${wall.toFixed(1)} s; normal requests meanwhile: ${normal.length} answered (max ${normal.length ? Math.max(...normal).toFixed(0) : '–'} ms), ${normalFailed} failed`,
  );
  console.log(
    JSON.stringify({
      sockets: SOCKETS,
      trickleMs: TRICKLE_MS,
      timeouts: s.timeouts,
      closedAfterSeconds: closedAfter.map((c) => (c === null ? null : Number(c.toFixed(1)))),
      answers: results.map((r) => r.answer),
      normalAnswered: normal.length,
      normalFailed,
    }),
  );
  if (worst === null) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
