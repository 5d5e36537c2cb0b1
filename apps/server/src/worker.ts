// `npm run worker -w @konter/server`: job workers as their own process (run the web servers with RUN_JOBS=false).
import { Redis } from 'ioredis';
import { loadConfigOrExit, openConfiguredDatabase } from './bootstrap.js';
import { createDeps } from './deps.js';
import { startRealtimeEmitter, WORKER_NEEDS_REDIS } from './features/realtime/realtime.js';
import { runStartupTasks, startJobs } from './jobs/jobs.js';

const config = loadConfigOrExit();
// Events of the jobs (settlements, credits) reach the web instances' sockets only through Redis:
// refuse before touching the database rather than drop them (ADR 0010).
if (!config.REDIS_URL) {
  console.error(WORKER_NEEDS_REDIS);
  process.exit(1);
}
const { database } = await openConfiguredDatabase(config, 4);
const deps = createDeps(config, database);
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
redis.on('error', (err) => console.error('[redis]', err.message));
const stopRealtime = startRealtimeEmitter(deps, redis);
const jobs = await startJobs(deps, { work: true });
console.log('worker started');
await runStartupTasks(deps);
const stop = async () => {
  await jobs.stop();
  await stopRealtime();
  redis.disconnect();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
