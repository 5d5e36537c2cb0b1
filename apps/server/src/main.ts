import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { loadConfigOrExit, openConfiguredDatabase } from './bootstrap.js';
import { seedDemo } from './db/seed.js';
import { createDeps } from './deps.js';
import { runStartupTasks, startJobs } from './jobs/jobs.js';

async function main() {
  const config = loadConfigOrExit();
  const viteDev = process.env.KONTER_VITE_DEV === '1';
  const logger = {
    level: config.LOG_LEVEL,
    ...(config.production
      ? {}
      : {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }),
  };
  const { database, applied } = await openConfiguredDatabase(config);
  const deps = createDeps(config, database);
  if (config.seedDemo) await seedDemo(deps);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (err) => console.error('[redis]', err.message));
  const jobs = await startJobs(deps, { work: config.RUN_JOBS });
  const app = await buildApp({ deps, redis, jobs, logger, viteDev });
  app.log.info({ migrations: applied, driver: database.driver, seeded: config.seedDemo }, 'database ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop().catch(() => undefined);
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.RUN_JOBS) void runStartupTasks(deps);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
