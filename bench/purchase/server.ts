// The server process of the purchase benchmark (bench/purchase/run.ts starts it as a child).
//
// It is apps/server/src/main.ts step for step — config from the environment, migrated database,
// createDeps, pg-boss jobs with RUN_JOBS, buildApp, listen, runStartupTasks — with JSON logs and two
// bench-only levers, both off unless their variable is set, and both printed at start:
//
// - BENCH_PURCHASE_UNLIMITED_USER=<user id>: the per-user purchase limiter (purchase.routes.ts: 120
//   a minute, not configurable) would stop the one-hot-account scenario after 120 purchases.
//   buildApp accepts a Redis client for the shared rate-limit store; this passes an in-memory
//   stand-in that counts like @fastify/rate-limit's own store (fixed window) and never limits that
//   one user's purchases. Every other key, including every other user's purchases, is limited as
//   shipped.
// - BENCH_PIN=memo: a what-if for the proposed fix of the PIN cost. A successful argon2 verification
//   of (digest, PIN) is remembered, so repeated purchases with the same PIN skip argon2 (wrong PINs
//   still pay it and still count towards the lockout). Default `argon2`: every purchase verifies.
import type { Redis } from 'ioredis';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfigOrExit, openConfiguredDatabase } from '../../apps/server/src/bootstrap.js';
import { createDeps } from '../../apps/server/src/deps.js';
import { runStartupTasks, startJobs } from '../../apps/server/src/jobs/jobs.js';
import type { PasswordHasher } from '../../apps/server/src/lib/password.js';

type Callback = (err: Error | null, res: [number, number]) => void;

/** What @fastify/rate-limit's RedisStore calls, counted in memory (a fixed window, like its LocalStore). */
export function rateLimitStoreExempting(exempt: RegExp): Redis {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const fake = {
    defineCommand() {},
    rateLimit(key: string, timeWindow: number, _max: number, _ce: unknown, _eb: unknown, cb: Callback) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + Number(timeWindow) };
        windows.set(key, w);
      }
      w.count++;
      cb(null, [exempt.test(key) ? 1 : w.count, w.resetAt - now]);
    },
    rateLimitRead(key: string, cb: Callback) {
      const w = windows.get(key);
      const now = Date.now();
      cb(null, w && w.resetAt > now ? [w.count, w.resetAt - now] : [0, 0]);
    },
    on() {
      return fake;
    },
    disconnect() {},
  };
  return fake as unknown as Redis;
}

/** Remembers successful verifications of (digest, secret): the cost of a PIN check after the first. */
function memoizeVerify(hasher: PasswordHasher): void {
  const ok = new Set<string>();
  const verify = hasher.verify.bind(hasher);
  hasher.verify = async (digest, secret) => {
    const key = `${digest}\u0000${secret}`;
    if (ok.has(key)) return true;
    const good = await verify(digest, secret);
    if (good) ok.add(key);
    return good;
  };
}

const config = loadConfigOrExit();
const { database } = await openConfiguredDatabase(config);
const deps = createDeps(config, database);
const pinMode = process.env.BENCH_PIN === 'memo' ? 'memo' : 'argon2';
if (pinMode === 'memo') memoizeVerify(deps.hasher);
const unlimited = process.env.BENCH_PURCHASE_UNLIMITED_USER;
// The limiter's store key ends with `purchase:user:<id>` (purchase.routes.ts; the plugin prefixes it).
const redis = unlimited
  ? rateLimitStoreExempting(new RegExp(`\\bpurchase:user:${Number(unlimited)}$`))
  : undefined;
const jobs = await startJobs(deps, { work: config.RUN_JOBS });
const app = await buildApp({ deps, redis, jobs, logger: { level: config.LOG_LEVEL } });
console.log(
  `[bench server] pid ${process.pid}, pin ${pinMode}, purchase limit 120/min per user as shipped${unlimited ? ` except user ${unlimited} (unlimited)` : ''}, ` +
    `pool ${config.DB_POOL_SIZE}, hash concurrency ${config.PASSWORD_HASH_CONCURRENCY}`,
);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await jobs.stop().catch(() => undefined);
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.PORT, host: config.HOST });
if (config.RUN_JOBS) void runStartupTasks(deps);
