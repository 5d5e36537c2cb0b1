import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import { loadConfigOrExit, openConfiguredDatabase } from './bootstrap.js';
import { closeDeps, createDeps } from './deps.js';
import { runStartupTasks, startJobs } from './jobs/jobs.js';
import { createLogger } from './lib/logger.js';
import { isLoopbackAddress } from './lib/loopback.js';
import { seedDemo } from './seed.js';

/** How long a clean shutdown (requests in flight, batchers, jobs, database) may take. */
const SHUTDOWN_DEADLINE_MS = 15_000;

let logger: Logger | undefined;

async function main() {
  const config = loadConfigOrExit();
  const viteDev = process.env.KONTER_VITE_DEV === '1';
  logger = createLogger({ level: config.LOG_LEVEL, pretty: !config.production });
  const { database, applied } = await openConfiguredDatabase(config);
  const deps = createDeps(config, database, { logger });
  if (config.seedDemo) await seedDemo(deps);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const redisLog = logger.child({ component: 'redis' });
  redis?.on('error', (err) => redisLog.error({ err: err.message }, 'redis error'));
  const jobs = await startJobs(deps, { work: config.RUN_JOBS });
  const app = await buildApp({ deps, redis, jobs, viteDev, logRequests: true });
  app.log.info({ migrations: applied, driver: database.driver, seeded: config.seedDemo }, 'database ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A shutdown that hangs (a stuck connection, a database that does not answer) still ends.
    setTimeout(() => {
      app.log.error({ signal, afterMs: SHUTDOWN_DEADLINE_MS }, 'shutdown did not finish; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.close();
      await jobs.stop().catch(() => undefined);
      // Drains the batchers (purchases in flight) while the database is still open.
      await closeDeps(deps);
      redis?.disconnect();
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  // `npm start` execs scripts/start.mjs, which runs this in its own process: a SIGTERM or SIGINT
  // sent to npm (which forwards it) or to this process ends up here.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const local = config.HOST === 'localhost' || isLoopbackAddress(config.HOST);
  const bound = `${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`;
  app.log.info(
    { host: config.HOST, port: config.PORT },
    `Konter listens on ${bound}, ${local ? 'this machine only' : 'reachable from the network'} (HOST): open ${address}`,
  );
  if (!config.production) {
    app.log.info(
      `The outbox (http://127.0.0.1:${config.PORT}/dev/outbox) and the simulators (/_sim/*) answer callers on this machine only`,
    );
  }
  if (config.RUN_JOBS) void runStartupTasks(deps);
}

main().catch((err) => {
  if (logger) logger.fatal({ err }, 'server failed to start');
  else console.error(err);
  // Let the logger's transport flush before exiting.
  setTimeout(() => process.exit(1), logger ? 200 : 0);
});
