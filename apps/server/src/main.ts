import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import { loadConfigOrExit, openConfiguredDatabase } from './bootstrap.js';
import type { Config } from './config.js';
import { closeDeps, createDeps } from './deps.js';
import { ensureRegionsLoaded } from './features/regions/index.js';
import { runStartupTasks, startJobs } from './jobs/jobs.js';
import { createLogger } from './lib/logger.js';
import { isLoopbackAddress } from './lib/loopback.js';
import { DEMO_PASSWORD, DEMO_PIN, seedDemo } from './seed.js';

/** How long a clean shutdown (requests in flight, batchers, jobs, database) may take. */
const SHUTDOWN_DEADLINE_MS = 15_000;
/** How long a shutdown waits for the start-up step in progress (a price-list sync) before closing. */
const STARTUP_WAIT_MS = 5_000;
/** How long in-flight requests may take to finish on a shutdown before their connections are cut. */
const CLOSE_GRACE_MS = 3_000;

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
  const startup = new AbortController();
  let startupDone: Promise<unknown> = Promise.resolve();
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
      // Start-up work still running (a signal right after start) stops at its next step while the
      // app closes; its current step is awaited below, so the database is not closed under it.
      startup.abort();
      // In-flight requests get a short grace; a connection still open after it (seen: a keep-alive
      // socket of the start-up price-list sync, which calls the simulator served by this app) is cut,
      // or close() would wait for it and the port would stay open.
      const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      await app.close();
      clearTimeout(cut);
      await Promise.race([startupDone, new Promise((r) => setTimeout(r, STARTUP_WAIT_MS))]);
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
  const [listening, ...more] = banner(config, address);
  app.log.info({ host: config.HOST, port: config.PORT }, listening);
  for (const line of more) app.log.info(line);
  // Indonesian areas for addresses: loaded after the first start is listening (5–10 s on PGlite;
  // the region search answers "region fetch failed" until then), one query on every later start.
  const regionsDone = ensureRegionsLoaded(database, { signal: startup.signal }).then(
    (r) => r.loaded && app.log.info(r, 'regions loaded'),
    (err) =>
      startup.signal.aborted
        ? app.log.info('regions load stopped by the shutdown; the next start loads them')
        : app.log.error({ err }, 'regions load failed; the next start retries'),
  );
  startupDone = regionsDone;
  if (config.RUN_JOBS)
    startupDone = Promise.all([
      regionsDone,
      runStartupTasks(deps, startup.signal).catch((err) => app.log.error({ err }, 'start-up tasks failed')),
    ]);
}

/**
 * What the start-up log says once the server listens: where it listens and the URL to open; where the
 * demo accounts are listed when they were seeded; outside production, the outbox and the simulators'
 * pages, which answer only callers on this machine (lib/loopback.ts, app.ts mountSimulators).
 */
function banner(config: Config, address: string): string[] {
  const { HOST, PORT } = config;
  const local = HOST === 'localhost' || isLoopbackAddress(HOST);
  const everywhere = HOST === '0.0.0.0' || HOST === '::';
  const bound = `${HOST.includes(':') ? `[${HOST}]` : HOST}:${PORT}`;
  // APP_URL (e-mailed links, the payment pages' way back) unless HOST is one interface it may miss.
  const open = local || everywhere ? config.APP_URL : address;
  const lines = [
    `Konter listens on ${bound}, ${local ? 'this machine only' : 'reachable from the network'} (HOST): ${
      config.production ? `public URL (APP_URL) ${config.APP_URL}` : `open ${open}`
    }`,
  ];
  if (config.seedDemo) {
    lines.push(
      `Demo accounts (password ${DEMO_PASSWORD}, PIN ${DEMO_PIN}): README.md, section "Demo accounts"`,
    );
  }
  if (config.production) return lines;
  if (!local && !everywhere) {
    lines.push(
      `The outbox and the simulators answer only callers on this machine, over loopback, where HOST=${HOST} does not listen`,
    );
    return lines;
  }
  const here = `http://localhost:${PORT}`;
  lines.push(`Outbox (every OTP and link sent): ${here}/dev/outbox — answers this machine only`);
  const gateways = [
    config.midtrans?.simulated && ['Midtrans', '/_sim/midtrans/'],
    config.xendit?.simulated && ['Xendit', '/_sim/xendit/'],
  ].filter((g): g is string[] => Array.isArray(g));
  const pages = [
    config.bankMutationSimulated && `bank transfer ${here}/_sim/bank-mutation/`,
    gateways.length > 0 &&
      `${gateways.map((g) => g[0]).join(' and ')} payment pages (${gateways.map((g) => g[1]).join(', ')}) open from a top-up`,
  ].filter(Boolean);
  if (pages.length > 0) lines.push(`Simulators, this machine only: ${pages.join('; ')}`);
  return lines;
}

main().catch((err) => {
  if (logger) logger.fatal({ err }, 'server failed to start');
  else console.error(err);
  // Let the logger's transport flush before exiting.
  setTimeout(() => process.exit(1), logger ? 200 : 0);
});
