// `npm run worker -w @konter/server`: job workers as their own process (run the web servers with RUN_JOBS=false).
import { Redis } from 'ioredis';
import { loadConfigOrExit, openConfiguredDatabase } from './bootstrap.js';
import { closeDeps, createDeps } from './deps.js';
import { startRealtimeEmitter, WORKER_NEEDS_REDIS } from './features/realtime/index.js';
import { runStartupTasks, startJobs } from './jobs/jobs.js';
import { createLogger } from './lib/logger.js';

const config = loadConfigOrExit();
// Events of the jobs (settlements, credits) reach the web instances' sockets only through Redis:
// refuse before touching the database rather than drop them (ADR 0010). Like a bad configuration
// (loadConfigOrExit), the refusal goes to stderr as plain text: the process never started.
if (!config.REDIS_URL) {
  console.error(WORKER_NEEDS_REDIS);
  process.exit(1);
} else {
  const logger = createLogger({ level: config.LOG_LEVEL, pretty: !config.production });
  const { database } = await openConfiguredDatabase(config, 4);
  const deps = createDeps(config, database, { logger });
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  const redisLog = logger.child({ component: 'redis' });
  redis.on('error', (err) => redisLog.error({ err: err.message }, 'redis error'));
  const stopRealtime = startRealtimeEmitter(deps, redis);
  const jobs = await startJobs(deps, { work: true });
  logger.info('worker started');
  await runStartupTasks(deps);
  const stop = async () => {
    await jobs.stop();
    await closeDeps(deps);
    await stopRealtime();
    redis.disconnect();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
