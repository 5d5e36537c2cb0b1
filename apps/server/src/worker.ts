// `npm run worker -w @konter/server`: job workers as their own process (run the web servers with RUN_JOBS=false).
import { loadConfigOrExit, openConfiguredDatabase } from './bootstrap.js';
import { createDeps } from './deps.js';
import { runStartupTasks, startJobs } from './jobs/jobs.js';

const config = loadConfigOrExit();
const { database } = await openConfiguredDatabase(config, 4);
const deps = createDeps(config, database);
const jobs = await startJobs(deps, { work: true });
console.log('worker started');
await runStartupTasks(deps);
const stop = async () => {
  await jobs.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
