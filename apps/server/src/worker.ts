// `npm run worker -w @konter/server`: job workers as their own process (run the web servers with RUN_JOBS=false).

import { join } from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { createDeps } from './deps.js';
import { startJobs } from './jobs/jobs.js';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: join(config.dataDir, 'db'),
  poolSize: 4,
});
await migrate(database);
const jobs = await startJobs(createDeps(config, database), { work: true });
console.log('worker started');
const stop = async () => {
  await jobs.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
