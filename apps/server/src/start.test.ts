import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './lib/paths.js';

// Penetration test, item 13: SIGTERM to `npm start` left the server running. npm runs the script as
// `sh -c 'node scripts/start.mjs'` and forwards a signal only to that shell, which died of it; the
// node process (the server, imported in-process by start.mjs) was orphaned and kept the port. The
// script is now `exec node scripts/start.mjs`. This runs the real `npm start` — with
// KONTER_START_SOURCE=1, the server from source through tsx instead of a build (CI runs the tests
// before building) — on a free loopback port and a fresh DATA_DIR, signals it once it answers, and
// checks that every process of the tree has exited, the port is closed and the server shut down
// through its own handler (main.ts).

const ROOT = join(SERVER_ROOT, '..', '..');
const START_TIMEOUT_MS = 45_000;
const STOP_WITHIN_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/** Every live descendant of `pid` (pid and command line), from `ps`. */
function descendants(pid: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3]! }));
  const out: { pid: number; args: string }[] = [];
  const walk = (parent: number) => {
    for (const r of rows) {
      if (r.ppid === parent) {
        out.push({ pid: r.pid, args: r.args });
        walk(r.pid);
      }
    }
  };
  walk(pid);
  return out;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

interface Started {
  npm: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: Started[] = [];
const dirs: string[] = [];

afterAll(() => {
  // Whatever a failed case left behind: its whole process group (npm was started detached).
  for (const s of started) {
    try {
      process.kill(-s.npm.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function npmStart(): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'konter-start-'));
  dirs.push(dataDir);
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The embedded default, whatever the test run's environment says.
  for (const name of Object.keys(env)) {
    if (/^(VITEST|TEST_|NODE_ENV$|DATABASE_URL$|REDIS_URL$|HOST$|APP_|DIGIFLAZZ_)/.test(name))
      delete env[name];
  }
  Object.assign(env, {
    KONTER_START_SOURCE: '1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'info',
  });
  // Its own process group, so that what this test sends reaches npm alone (as a supervisor's kill does).
  const npm = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['start'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout!.on('data', (d) => {
    output += d;
  });
  npm.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const s: Started = { npm, port, output: () => output, exited };
  started.push(s);
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (res.status === 200) return s;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  throw new Error(`npm start did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
}

/** Signals `target` and waits until npm and every process it had started are gone and the port is closed. */
async function stops(s: Started, target: 'npm' | 'server', signal: NodeJS.Signals) {
  const tree = descendants(s.npm.pid!);
  // The node process running start.mjs (and the server in it), not a shell around it.
  const server = tree.find((p) => /^\S*node(\.exe)? .*scripts\/start\.mjs/.test(p.args));
  expect(server, JSON.stringify(tree)).toBeDefined();
  const t0 = Date.now();
  process.kill(target === 'npm' ? s.npm.pid! : server!.pid, signal);
  const left = () => [s.npm.pid!, ...tree.map((p) => p.pid)].filter(alive);
  while (Date.now() - t0 < STOP_WITHIN_MS && (left().length > 0 || (await portOpen(s.port))))
    await sleep(100);
  const took = Date.now() - t0;
  expect(left(), `still running ${took} ms after ${signal}: ${JSON.stringify(tree)}`).toEqual([]);
  expect(await portOpen(s.port)).toBe(false);
  await s.exited;
  // It went through main.ts's shutdown (app, jobs, batchers, database closed), not a plain death.
  expect(s.output()).toContain('shutting down');
  expect(s.output()).toContain(signal);
  return took;
}

describe.skipIf(process.platform === 'win32')('npm start stops on a signal', () => {
  it('SIGTERM to the npm process stops the server and closes the port', async () => {
    const s = await npmStart();
    expect(s.output()).toMatch(/listens on 127\.0\.0\.1:\d+, this machine only/);
    await stops(s, 'npm', 'SIGTERM');
  });

  it('SIGINT to the npm process does the same', async () => {
    await stops(await npmStart(), 'npm', 'SIGINT');
  });

  it('SIGTERM to the server’s node process does the same, and npm ends with it', async () => {
    const s = await npmStart();
    await stops(s, 'server', 'SIGTERM');
    expect(await s.exited).toEqual({ code: 0, signal: null });
  });
});
